#include "replay.h"

#include <algorithm>

namespace flagfall {

int materialPoints(Rank r)
{
    // Scouts and Spies are cheap but useful, Miners dear for their work on bombs; a Bomb counts
    // for what it guards. Flags are not material: losing one ends the game.
    static constexpr std::array<int, kRankCount> kPoints{0, 3, 2, 4, 4, 5, 6, 7, 8, 9, 10, 3};
    return r == Rank::Unknown ? 0 : kPoints[rankIndex(r)];
}

namespace {

std::array<int, 2> materialOf(const Position& pos)
{
    std::array<int, 2> m{};
    for (int id = 0; id < pos.pieceCount(); ++id) {
        const Piece& p = pos.piece(id);
        if (p.alive()) m[index(p.owner)] += materialPoints(p.rank);
    }
    return m;
}

} // namespace

ReplayTimeline::ReplayTimeline() : ReplayTimeline(Game{}) {}

ReplayTimeline::ReplayTimeline(const Game& game)
    : m_moves(game.moves()), m_startMaterial(materialOf(game.start()))
{
    Position pos = game.start();
    m_keyframes.reserve(m_moves.size() / kKeyframeInterval + 1);
    m_losses.resize(m_moves.size() + 1);
    for (std::size_t k = 0; k < m_moves.size(); ++k) {
        if (k % kKeyframeInterval == 0) m_keyframes.push_back(pos);
        const PlayedMove& pm = m_moves[k];
        const Side mover = pos.sideToMove();
        pos.makeMove(pm.move);
        auto& lost = m_losses[k + 1] = m_losses[k];
        if (pm.combat == Combat::DefenderWins || pm.combat == Combat::BothRemoved)
            ++lost[index(mover)][rankIndex(pm.attacker)];
        if (pm.combat == Combat::AttackerWins || pm.combat == Combat::BothRemoved)
            ++lost[index(opponent(mover))][rankIndex(pm.defender)];
    }
    if (m_moves.size() % kKeyframeInterval == 0) m_keyframes.push_back(pos);
}

Position ReplayTimeline::positionAt(int ply) const
{
    ply = std::clamp(ply, 0, length());
    const int key = ply / kKeyframeInterval;
    Position pos = m_keyframes[key];
    for (int k = key * kKeyframeInterval; k < ply; ++k) pos.makeMove(m_moves[k].move);
    return pos;
}

int ReplayTimeline::material(int ply, Side side) const
{
    int m = m_startMaterial[index(side)];
    const ArmyCounts& lost = losses(ply, side);
    for (int r = 0; r < kRankCount; ++r) m -= lost[r] * materialPoints(rankFromIndex(r));
    return m;
}

GameRecord recordUpTo(const GameRecord& record, int ply)
{
    GameRecord rec = record;
    ply = std::clamp(ply, 0, static_cast<int>(rec.moves.size()));
    rec.moves.resize(static_cast<std::size_t>(ply));
    std::erase_if(rec.comments, [ply](const RecordComment& c) { return c.ply > ply; });
    rec.setTag("Result", "*");
    rec.removeTag("Termination");
    return rec;
}

} // namespace flagfall
