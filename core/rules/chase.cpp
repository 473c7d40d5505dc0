#include "core/rules/chase.h"

#include "core/rules/geometry.h"
#include "core/rules/zobrist.h"

#include <algorithm>

namespace flagfall {

bool ChaseTracker::forbids(const Position& before, int piece, Move m) const
{
    // An attack removes a piece, so the position after it cannot have occurred before.
    if (m_chaser < 0 || m_awaitingEvasion || piece != m_chaser || m.attack) return false;
    const Square evaderAt = before.piece(m_evader).square;
    if (evaderAt == kNoSquare || !areAdjacent(m.to, evaderAt)) return false; // not chasing
    if (m.to == m_chaserPrevFrom) return false;                              // the exception
    const std::uint64_t after = before.hash() ^ kZobrist.key(piece, m.from) ^
                                kZobrist.key(piece, m.to) ^ kZobrist.blueToMove;
    return std::find(m_seen.begin(), m_seen.end(), after) != m_seen.end();
}

bool ChaseTracker::continues(const Position& after, int piece, Move m)
{
    const Piece& chaser = after.piece(m_chaser);
    const Piece& evader = after.piece(m_evader);
    if (!chaser.alive() || !evader.alive()) return false;
    if (!m_awaitingEvasion) {
        if (piece != m_chaser || chaser.square != m.to || !areAdjacent(m.to, evader.square))
            return false;
        m_chaserPrevFrom = m.from;
        m_awaitingEvasion = true;
        return true;
    }
    if (piece != m_evader || m.attack || areAdjacent(evader.square, chaser.square)) return false;
    m_awaitingEvasion = false;
    return true;
}

bool ChaseTracker::startsNewChase(const Position& after, int piece, Move m) const
{
    if (m_threatener < 0 || m.attack) return false;
    const Piece& threatener = after.piece(m_threatener);
    const auto end = m_threatened.begin() + m_threatenedCount;
    return threatener.alive() && std::find(m_threatened.begin(), end, piece) != end &&
           !areAdjacent(m.to, threatener.square);
}

void ChaseTracker::afterMove(const Position& after, int piece, Move m)
{
    if (m_chaser >= 0 && continues(after, piece, m)) {
        m_seen.push_back(after.hash());
    } else if (startsNewChase(after, piece, m)) {
        m_chaser = m_threatener;
        m_evader = piece;
        m_chaserPrevFrom = m_threatenerFrom;
        m_awaitingEvasion = false;
        m_seen = {m_threatHash, after.hash()};
    } else {
        m_chaser = m_evader = -1;
        m_awaitingEvasion = false;
        m_seen.clear();
    }
    collectThreat(after, piece, m);
}

void ChaseTracker::collectThreat(const Position& after, int piece, Move m)
{
    m_threatener = -1;
    m_threatenedCount = 0;
    const Piece& p = after.piece(piece);
    if (p.square != m.to) return; // lost or traded in a battle
    for (Square t : kGeometry.step[m.to]) {
        if (t == kNoSquare || after.pieceAt(t) < 0) continue;
        const int other = after.pieceAt(t);
        if (after.piece(other).owner != p.owner) m_threatened[m_threatenedCount++] = other;
    }
    if (m_threatenedCount == 0) return;
    m_threatener = piece;
    m_threatenerFrom = m.from;
    m_threatHash = after.hash();
}

} // namespace flagfall
