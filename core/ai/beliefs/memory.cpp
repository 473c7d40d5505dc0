#include "core/ai/beliefs/memory.h"

#include <array>

namespace flagfall::ai {

namespace {

// The index in the history of each piece's last battle (as attacker or defender), or -1,
// replayed on squares alone from the pieces' starting squares.
std::array<int, Position::kMaxPieces> lastBattles(const PlayerView& view)
{
    const Position& now = view.position;
    std::array<int, kSquares> board;
    board.fill(-1);
    for (int id = 0; id < now.pieceCount(); ++id) board[now.piece(id).origin] = id;
    std::array<int, Position::kMaxPieces> last;
    last.fill(-1);
    for (int i = 0; i < static_cast<int>(view.history.size()); ++i) {
        const PlayedMove& pm = view.history[static_cast<std::size_t>(i)];
        const int mover = board[pm.move.from], defender = board[pm.move.to];
        if (mover < 0) break; // the history does not match the position: trust the rest less
        if (defender >= 0) last[mover] = last[defender] = i;
        board[pm.move.from] = -1;
        if (pm.combat == Combat::None || pm.combat == Combat::AttackerWins)
            board[pm.move.to] = mover;
        else if (pm.combat == Combat::BothRemoved)
            board[pm.move.to] = -1;
    }
    return last;
}

} // namespace

PlayerView forgetOldRanks(const PlayerView& view, int plies)
{
    PlayerView out = view;
    const std::array<int, Position::kMaxPieces> last = lastBattles(view);
    const int now = static_cast<int>(view.history.size());
    bool forgot = false;
    for (int id = 0; id < view.position.pieceCount(); ++id) {
        const Piece& p = view.position.piece(id);
        if (p.owner == view.viewer || !p.alive() || p.rank == Rank::Unknown) continue;
        if (last[id] >= 0 && now - last[id] > plies) out.position.forgetRank(id), forgot = true;
    }
    if (forgot) out.position = out.position.viewFor(view.viewer);
    return out;
}

} // namespace flagfall::ai
