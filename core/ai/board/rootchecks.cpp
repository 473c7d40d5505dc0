#include "core/ai/board/rootchecks.h"

#include "core/rules/combat.h"
#include "core/rules/geometry.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace flagfall::ai {

namespace {

bool pieceOf(const PlayerView& view, Square s)
{
    const int id = view.position.pieceAt(s);
    return id >= 0 && view.position.piece(id).owner == view.viewer;
}

} // namespace

bool flagInReach(const PlayerView& view)
{
    const Position& pos = view.position;
    Square flag = kNoSquare;
    for (int id = 0; id < pos.pieceCount(); ++id) {
        const Piece& p = pos.piece(id);
        if (p.owner == view.viewer && p.rank == Rank::Flag && p.alive()) flag = p.square;
    }
    if (flag == kNoSquare) return false;
    for (int d = 0; d < kDirections; ++d) {
        int steps = 1;
        for (Square s = kGeometry.step[flag][d]; s != kNoSquare;
             s = kGeometry.step[s][d], ++steps) {
            const int id = pos.pieceAt(s);
            if (id < 0) continue;
            const Piece& p = pos.piece(id);
            const bool mayMove = p.rank == Rank::Unknown || isMovable(p.rank);
            const bool mayBeScout = p.rank == Rank::Unknown || p.rank == Rank::Scout;
            if (p.owner != view.viewer && mayMove && (steps == 1 || mayBeScout)) return true;
            break;
        }
    }
    return false;
}

int shuttlePenalty(const PlayerView& view, Move m)
{
    for (auto it = view.history.rbegin(); it != view.history.rend(); ++it) {
        const int mover = view.position.pieceAt(it->move.to);
        if (mover < 0 || view.position.piece(mover).owner != view.viewer) continue;
        return it->move.to == m.from && it->move.from == m.to ? 3 : 0;
    }
    return 0;
}

namespace {

// A key for piece `id` on square `s`: positions since the last battle differ only in where the
// pieces stand, so the sum of their keys tells them apart.
std::uint64_t placeKey(int id, Square s)
{
    std::uint64_t z = static_cast<std::uint64_t>(id) * kSquares + s + 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull; // splitmix64's finaliser
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

} // namespace

QuietPositions::QuietPositions(const PlayerView& view) : m_position(view.position)
{
    std::array<int, kSquares> board{};
    for (Square s = 0; s < kSquares; ++s) {
        board[s] = m_position.pieceAt(s);
        if (board[s] >= 0) m_now ^= placeKey(board[s], s);
    }
    // Back through the quiet moves; every second one (the enemy's, the last move being one)
    // starts from a position with the enemy to move.
    std::uint64_t key = m_now;
    const auto& h = view.history;
    for (std::size_t k = h.size(), back = 0; k-- > 0; ++back) {
        const Move& played = h[k].move;
        if (played.attack) break;
        const int id = board[played.to];
        board[played.from] = id, board[played.to] = -1;
        key ^= placeKey(id, played.to) ^ placeKey(id, played.from);
        if (back % 2 == 0) m_seen.push_back(key);
    }
}

int QuietPositions::repeats(Move m) const
{
    if (m.attack || m_position.pieceAt(m.to) >= 0) return 0;
    const int mover = m_position.pieceAt(m.from);
    const std::uint64_t after = m_now ^ placeKey(mover, m.from) ^ placeKey(mover, m.to);
    return static_cast<int>(std::count(m_seen.begin(), m_seen.end(), after));
}

int positionRepeats(const PlayerView& view, Move m)
{
    return QuietPositions(view).repeats(m);
}

// Whether the Marshal, known after this move (it was, or it fights now), ends it next to a hidden
// enemy piece that may be the Spy: the Spy strikes first (R13), and beliefs about where a
// program keeps its Spy are no safer than a guess.
bool marshalBesideSpy(const PlayerView& view, const Beliefs& beliefs, Move m)
{
    const Position& pos = view.position;
    const Piece& p = pos.piece(pos.pieceAt(m.from));
    if (p.rank != Rank::Marshal || !(m.attack || (p.known & KnowsRank))) return false;
    const int defender = pos.pieceAt(m.to);
    // A Marshal that does not survive the battle (the enemy's, known: both fall) has no Spy to
    // fear.
    if (m.attack && defender >= 0 && pos.piece(defender).rank != Rank::Unknown &&
        resolveCombat(Rank::Marshal, pos.piece(defender).rank) != Combat::AttackerWins)
        return false;
    for (int d = 0; d < kDirections; ++d) {
        const Square s = kGeometry.step[m.to][d];
        if (s == kNoSquare || s == m.from) continue;
        const int id = pos.pieceAt(s);
        if (id < 0 || id == defender || pos.piece(id).owner == view.viewer) continue;
        if (beliefs.hidden(id) && beliefs.of(id)[rankIndex(Rank::Spy)] >= kSpyRisk) return true;
    }
    return false;
}

bool isRash(const PlayerView& view, const Beliefs& beliefs, Move m)
{
    if (pieceOf(view, m.from) && marshalBesideSpy(view, beliefs, m)) return true;
    if (!m.attack) return false;
    const Position& pos = view.position;
    const int a = pos.pieceAt(m.from), d = pos.pieceAt(m.to);
    if (a < 0 || d < 0) return false;
    const Rank mine = areAdjacent(m.from, m.to) ? pos.piece(a).rank : Rank::Scout;
    const Piece& target = pos.piece(d);
    if (target.rank != Rank::Unknown)
        return resolveCombat(mine, target.rank) == Combat::DefenderWins;
    const bool moved = target.known & KnowsMoved;
    if (!moved && (mine == Rank::Captain || mine == Rank::Major))
        return beliefs.of(d)[rankIndex(Rank::Bomb)] >= kBombRisk;
    if (mine < (moved ? Rank::Major : Rank::Colonel) || mine > Rank::Marshal) return false;
    float risk = 0.f;
    for (int r = 0; r < kRankCount; ++r)
        if (resolveCombat(mine, rankFromIndex(r)) != Combat::AttackerWins) risk += beliefs.of(d)[r];
    return risk >= (moved && mine < Rank::General ? kMovedRisk : kRashRisk);
}

} // namespace flagfall::ai
