#include "core/ai/board/searchboard.h"

#include "core/rules/combat.h"
#include "core/rules/geometry.h"
#include "core/rules/zobrist.h"

#include "core/ai/board/evaltables.h"
#include "core/ai/board/rootchecks.h"
#include "core/ai/board/searchkeys.h"
#include "core/ai/board/values.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace flagfall::ai {

namespace {

constexpr int kBomb = rankIndex(Rank::Bomb);
// A hidden piece more likely a Bomb or Flag than not stays put in the tree. Were it allowed to
// move, the opponent could "choose" the worlds where it is not the Flag, and the search would
// believe a flag it can reach runs away.
constexpr float kMovableThreshold = 0.5f;
// A hidden piece this likely a Scout may make Scout moves in the tree (and becomes one): the
// search must see an unknown piece race down an open lane to a Flag or strike from afar.
constexpr float kScoutThreshold = 0.15f;
constexpr int kFlag = rankIndex(Rank::Flag);
constexpr float kSureBlindAttack = 0.95f;
constexpr int kScout = rankIndex(Rank::Scout);

} // namespace

SearchBoard::SearchBoard(const PlayerView& view, const Beliefs& beliefs)
    : m_me(view.viewer), m_toMove(view.position.sideToMove()), m_scoutStrike(view.rules.scoutStrike)
{
    m_board.fill(-1);
    const Position& pos = view.position;
    m_count = pos.pieceCount();
    for (int id = 0; id < m_count; ++id) {
        const Piece& p = pos.piece(id);
        SearchPiece& s = m_pieces[id];
        s.owner = p.owner;
        s.rank = p.rank;
        s.known = p.known;
        // A piece that moved more than one square is a Scout, and both sides know it.
        if (s.known & KnowsScoutMove) s.known |= KnowsRank;
        m_knownKey ^= kSearchKeys.knownKey(id, s.known);
        if (beliefs.hidden(id)) {
            m_probs[id] = beliefs.of(id);
            for (int r = 0; r < kRankCount; ++r)
                if (m_probs[id][r] > 0.999f) s.rank = rankFromIndex(r); // as good as known
        }
        if (p.alive()) place(id, p.square);
    }
    for (int id = 0; id < m_count; ++id) {
        const SearchPiece& p = m_pieces[id];
        if (p.rank == Rank::Scout || (p.rank == Rank::Unknown && m_probs[id][kScout] > 0.f))
            m_farReach[index(p.owner)][id >> 6] |= std::uint64_t{1} << (id & 63);
    }
    m_flagLost = {pos.flagLost(Side::Red), pos.flagLost(Side::Blue)};
    if (m_toMove == Side::Blue) m_hash ^= kZobrist.blueToMove;
    judgeBlindAttacks();
    judgeRashAttacks();
}

// The attacks on hidden pieces that the root leaves out as rash (isRash: a Colonel or better on
// an unmoved one at kRashRisk or more of a Bomb, a tie or a loss, a Captain or Major at kBombRisk
// or more of a Bomb; on a moved one, the General or
// Marshal at kRashRisk, a Major or Colonel at kMovedRisk) are left out of the tree too: counted
// there, they were a threat or an escape that the player would never use (a known General
// chased into the enemy's camp "fled" through unmoved pieces, in the tree, until it was caught).
void SearchBoard::judgeRashAttacks()
{
    for (int id = 0; id < m_count; ++id) {
        if (m_pieces[id].owner == m_me || m_pieces[id].rank != Rank::Unknown) continue;
        const RankProbs& q = m_probs[id];
        const float movers = 1.f - q[kBomb] - q[kFlag]; // once it has moved
        for (Rank mine : {Rank::Major, Rank::Colonel, Rank::General, Rank::Marshal}) {
            float risk = 0.f, moverRisk = 0.f;
            for (int r = 0; r < kRankCount; ++r) {
                if (resolveCombat(mine, rankFromIndex(r)) == Combat::AttackerWins) continue;
                risk += q[r];
                if (r != kBomb) moverRisk += q[r];
            }
            const auto bit = static_cast<std::uint16_t>(1u << rankIndex(mine));
            if (mine >= Rank::Colonel && risk >= kRashRisk) m_rash[0][id] |= bit;
            const float bar = mine >= Rank::General ? kRashRisk : kMovedRisk;
            if (moverRisk >= bar * movers) m_rash[1][id] |= bit;
        }
        if (q[kBomb] >= kBombRisk)
            for (Rank mine : {Rank::Captain, Rank::Major})
                m_rash[0][id] |= static_cast<std::uint16_t>(1u << rankIndex(mine));
    }
}

bool SearchBoard::rashAttack(const SearchPiece& attacker, int target) const
{
    const SearchPiece& t = m_pieces[target];
    if (attacker.owner != m_me || t.rank != Rank::Unknown) return false;
    return (m_rash[(t.known & KnowsMoved) ? 1 : 0][target] >> rankIndex(attacker.rank)) & 1u;
}

// The enemy does not know my pieces, so in the tree it chooses its attacks from what it can see
// of them, not from their true ranks: a cheap piece (a Lieutenant or less) may attack anything
// to find out, a dearer one only a piece it is all but sure to beat (kSureBlindAttack), judged
// by the pool of my pieces it has not identified (those that moved, or those that did not): so
// while my Marshal is unknown, every moved piece of mine may be it. A piece that cannot lose the
// battle (it only wins or ties: a known Marshal against my moved pieces) attacks too: the UCC
// 2012 programs took every hidden piece that came up to their Marshal, and our Spy, walking up
// to it in the belief that it would not, was lost game after game.
void SearchBoard::judgeBlindAttacks()
{
    std::array<ArmyCounts, 2> pool{};
    for (int id = 0; id < m_count; ++id) {
        const SearchPiece& p = m_pieces[id];
        if (p.owner == m_me && p.square != kNoSquare && !(p.known & KnowsRank))
            ++pool[(p.known & KnowsMoved) ? 1 : 0][rankIndex(p.rank)];
    }
    for (int a = 0; a < kRankCount; ++a)
        for (int moved = 0; moved < 2; ++moved) {
            int beaten = 0, beating = 0, all = 0;
            for (int r = 0; r < kRankCount; ++r) {
                all += pool[moved][r];
                const Combat c = resolveCombat(rankFromIndex(a), rankFromIndex(r));
                if (c == Combat::AttackerWins) beaten += pool[moved][r];
                if (c == Combat::DefenderWins) beating += pool[moved][r];
            }
            const bool cheap = kBaseValue[a] <= kBaseValue[rankIndex(Rank::Lieutenant)];
            m_blindAttack[a][moved] = cheap || beaten >= kSureBlindAttack * all || beating == 0;
        }
}

bool SearchBoard::plausibleAttack(const SearchPiece& attacker, const SearchPiece& target) const
{
    if (m_flagHidden && target.owner == m_me && target.rank == Rank::Flag &&
        !(target.known & KnowsRank))
        return false;
    // The Flag stays in reach of every attacker: guarding it must not rest on the enemy's doubts.
    if (target.owner != m_me || (target.known & KnowsRank) || attacker.rank == Rank::Unknown ||
        target.rank == Rank::Flag)
        return true;
    return m_blindAttack[rankIndex(attacker.rank)][(target.known & KnowsMoved) ? 1 : 0];
}

void SearchBoard::place(int id, Square s)
{
    m_pieces[id].square = s;
    m_board[s] = static_cast<std::int8_t>(id);
    m_hash ^= kZobrist.key(id, s);
    m_onBoard[index(m_pieces[id].owner)][id >> 6] |= std::uint64_t{1} << (id & 63);
    m_squares[index(m_pieces[id].owner)] |= squareBit(s);
}

void SearchBoard::lift(int id)
{
    const Square s = m_pieces[id].square;
    m_board[s] = -1;
    m_pieces[id].square = kNoSquare;
    m_hash ^= kZobrist.key(id, s);
    m_onBoard[index(m_pieces[id].owner)][id >> 6] &= ~(std::uint64_t{1} << (id & 63));
    m_squares[index(m_pieces[id].owner)] &= ~squareBit(s);
}

void SearchBoard::reveal(int id, Rank r)
{
    m_pieces[id].rank = r;
    m_hash ^= kSearchKeys.revealKey(id, r);
}

// From `from`, down the empty lane that starts at `t`: a strike if the lane ends at the Flag.
void SearchBoard::pushFlagStrike(Square from, Square t, int d, MoveList& out) const
{
    while (t != kNoSquare && m_board[t] < 0) t = kGeometry.step[t][d];
    if (t == kNoSquare) return;
    const SearchPiece& target = m_pieces[m_board[t]];
    if (target.owner != m_toMove && target.rank == Rank::Flag &&
        !(m_flagHidden && !(target.known & KnowsRank)))
        out.push(Move{from, t, true});
}

// A hidden piece that stays put in the tree may still be, say, the Marshal next to a piece
// whose rank its owner has seen: that attack is kept, as an option its owner takes if it wins.
void SearchBoard::pushOptionAttacks(Square from, MoveList& out) const
{
    for (int d = 0; d < kDirections; ++d) {
        const Square t = kGeometry.step[from][d];
        if (t == kNoSquare || m_board[t] < 0) continue;
        const SearchPiece& target = m_pieces[m_board[t]];
        if (target.owner != m_toMove && (target.known & KnowsRank)) out.push(Move{from, t, true});
    }
}

// The pieces of the side to move that may have an attack: those next to an enemy piece and
// those that may strike from afar, lowest id first as generateFor visits them.
SearchBoard::IdBits SearchBoard::attackCandidates() const
{
    const int side = index(m_toMove);
    IdBits ids{m_onBoard[side][0] & m_farReach[side][0], m_onBoard[side][1] & m_farReach[side][1]};
    forEachSquare(neighbourSquares(m_squares[1 - side]) & m_squares[side], [&](Square s) {
        const int id = m_board[s];
        ids[id >> 6] |= std::uint64_t{1} << (id & 63);
    });
    return ids;
}

template <bool AttacksOnly> void SearchBoard::generateFor(MoveList& out) const
{
    out.size = 0;
    const SquareBits enemies = m_squares[index(opponent(m_toMove))];
    forEachId(AttacksOnly ? attackCandidates() : m_onBoard[index(m_toMove)], [&](int id) {
        const SearchPiece& p = m_pieces[id];
        // Only Scouts (and strikes at the Flag) attack beyond the squares next to them.
        const bool enemyNext = (kEvalTables.within[p.square][1] & enemies) != 0;
        if (p.rank == Rank::Unknown && movableChance(id) < kMovableThreshold) {
            if (enemyNext && movableChance(id) > 0.f) pushOptionAttacks(p.square, out);
            return;
        }
        if (p.rank != Rank::Unknown && !isMovable(p.rank)) return;
        const bool scout = p.rank == Rank::Scout ||
                           (p.rank == Rank::Unknown && m_probs[id][kScout] >= kScoutThreshold);
        // Any other piece that may be a Scout may still strike the Flag from afar: a lane open
        // to the Flag loses the game to the one Scout in a hundred that uses it.
        const bool flagStrike =
            !scout && m_scoutStrike && p.rank == Rank::Unknown && m_probs[id][kScout] > 0.f;
        if (AttacksOnly && !scout && !flagStrike && !enemyNext) return;
        for (int d = 0; d < kDirections; ++d) {
            Square t = kGeometry.step[p.square][d];
            if (t == kNoSquare) continue;
            if (flagStrike && m_board[t] < 0) pushFlagStrike(p.square, t, d, out);
            while (scout && t != kNoSquare && m_board[t] < 0) {
                if (!AttacksOnly) out.push(Move{p.square, t, false});
                t = kGeometry.step[t][d];
            }
            if (t == kNoSquare) continue;
            if (m_board[t] < 0) {
                if (!AttacksOnly) out.push(Move{p.square, t, false});
                continue;
            }
            if (m_pieces[m_board[t]].owner == m_toMove) continue;
            if (scout && !m_scoutStrike && t != kGeometry.step[p.square][d]) continue;
            if (!plausibleAttack(p, m_pieces[m_board[t]])) continue;
            if (rashAttack(p, m_board[t])) continue;
            out.push(Move{p.square, t, true});
        }
    });
}

void SearchBoard::generate(MoveList& out) const
{
    generateFor<false>(out);
}

void SearchBoard::generateAttacks(MoveList& out) const
{
    generateFor<true>(out);
}

BoardUndo SearchBoard::make(Move m, const Outcome& o)
{
    BoardUndo u;
    u.hash = m_hash;
    u.knownKey = m_knownKey;
    const int a = m_board[m.from], d = m_board[m.to];
    SearchPiece& pa = m_pieces[a];
    u.attacker = static_cast<std::int8_t>(a);
    u.attackerKnown = pa.known;
    u.attackerRank = pa.rank;
    u.flagWasLost = m_flagLost[index(opponent(m_toMove))];
    pa.known |= KnowsMoved;
    if (!areAdjacent(m.from, m.to)) {
        pa.known |= KnowsScoutMove | KnowsRank;
        if (pa.rank == Rank::Unknown) reveal(a, Rank::Scout); // only a Scout moves so
    }
    if (d < 0) {
        lift(a);
        place(a, m.to);
    } else {
        SearchPiece& pd = m_pieces[d];
        u.defender = static_cast<std::int8_t>(d);
        u.defenderKnown = pd.known;
        u.defenderRank = pd.rank;
        if (pa.rank == Rank::Unknown) reveal(a, o.revealed);
        if (pd.rank == Rank::Unknown) reveal(d, o.revealed);
        pa.known |= KnowsRank;
        pd.known |= KnowsRank;
        u.combat = o.combat;
        if (o.combat == Combat::AttackerWins) {
            if (pd.rank == Rank::Flag) m_flagLost[index(pd.owner)] = true;
            lift(d);
            lift(a);
            place(a, m.to);
        } else if (o.combat == Combat::DefenderWins) {
            lift(a);
        } else {
            lift(a);
            lift(d);
        }
    }
    m_toMove = opponent(m_toMove);
    m_hash ^= kZobrist.blueToMove;
    m_knownKey ^= kSearchKeys.knownKey(a, u.attackerKnown) ^ kSearchKeys.knownKey(a, pa.known);
    if (d >= 0)
        m_knownKey ^=
            kSearchKeys.knownKey(d, u.defenderKnown) ^ kSearchKeys.knownKey(d, m_pieces[d].known);
    return u;
}

void SearchBoard::unmake(Move m, const BoardUndo& u)
{
    m_toMove = opponent(m_toMove);
    SearchPiece& pa = m_pieces[u.attacker];
    if (pa.square != kNoSquare) lift(u.attacker);
    pa.known = u.attackerKnown;
    pa.rank = u.attackerRank;
    place(u.attacker, m.from);
    if (u.defender >= 0) {
        SearchPiece& pd = m_pieces[u.defender];
        pd.known = u.defenderKnown;
        pd.rank = u.defenderRank;
        if (pd.square == kNoSquare) place(u.defender, m.to);
        m_flagLost[index(pd.owner)] = u.flagWasLost;
    }
    m_hash = u.hash;
    m_knownKey = u.knownKey;
}

} // namespace flagfall::ai
