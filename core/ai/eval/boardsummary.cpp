#include "core/ai/eval/boardsummary.h"

#include "core/ai/board/evaltables.h"

#include "core/rules/combat.h"

namespace flagfall::ai {

BoardSummary::BoardSummary(const SearchBoard& b) : m_board(b)
{
    b.forEachPiece(b.me(), [&](int id) {
        const SearchPiece& p = b.piece(id);
        mine.push(id);
        if (p.rank == Rank::Flag) myFlag = p.square;
        if (!isMovable(p.rank)) return;
        myMovers.push(id);
        const SquareBits at = SquareBits{1} << p.square;
        myRankSquares[rankIndex(p.rank)] |= at;
        myMoverSquares |= at;
        if (p.known & KnowsRank) myIdentifiedMovers.push(id), myIdentifiedSquares |= at;
        keepTop(b, id);
    });
    b.forEachPiece(opponent(b.me()), [&](int id) {
        const SearchPiece& p = b.piece(id);
        theirs.push(id);
        const float moves = b.movableChance(id);
        theirMoverCount += moves;
        if (p.rank != Rank::Unknown && moves > 0.f) theirKnownMovers.push(id);
        if (p.rank == Rank::Unknown && moves > 0.f) theirHiddenMovers.push(id);
    });
}

void BoardSummary::keepTop(const SearchBoard& b, int id)
{
    int at = top.size < 3 ? top.size++ : 3;
    while (at > 0 && b.piece(top.ids[at - 1]).rank < b.piece(id).rank) {
        if (at < 3) top.ids[at] = top.ids[at - 1];
        --at;
    }
    if (at < 3) top.ids[at] = static_cast<std::int16_t>(id);
}

float BoardSummary::confidence(Rank attacker, const SearchPiece& m) const
{
    if (m.known & KnowsRank) return 1.f;
    const int pool = (m.known & KnowsMoved) ? 0 : 1;
    const int a = rankIndex(attacker);
    if (!m_counted) { // most evaluations never ask
        for (const int id : mine) {
            const SearchPiece& p = m_board.piece(id);
            if (!(p.known & KnowsRank))
                ++m_unidentified[(p.known & KnowsMoved) ? 0 : 1][rankIndex(p.rank)];
        }
        m_counted = true;
    }
    if (!m_known[a][pool]) {
        int beaten = 0, all = 0;
        for (int r = 0; r < kRankCount; ++r) {
            all += m_unidentified[pool][r];
            if (resolveCombat(attacker, rankFromIndex(r)) == Combat::AttackerWins)
                beaten += m_unidentified[pool][r];
        }
        m_confidence[a][pool] =
            all > 0 ? static_cast<float>(beaten) / static_cast<float>(all) : 1.f;
        m_known[a][pool] = true;
    }
    return m_confidence[a][pool];
}

SquareBits BoardSummary::myWinnersAgainst(Rank r) const
{
    SquareBits winners = 0;
    const unsigned beaters = kEvalTables.beaters[rankIndex(r)];
    for (int m = 0; m < kRankCount; ++m)
        if ((beaters >> m) & 1u) winners |= myRankSquares[m];
    return winners;
}

} // namespace flagfall::ai
