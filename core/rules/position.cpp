#include "core/rules/position.h"

#include "core/rules/combat.h"
#include "core/rules/geometry.h"
#include "core/rules/zobrist.h"

#include <cstdlib>

namespace flagfall {

namespace {

// Pieces that move one square at a time: every movable rank but the Scout, and Unknown (how a
// view moves a hidden enemy piece).
bool steps(Rank r)
{
    return isMovable(r) && r != Rank::Scout;
}

} // namespace

const char* describe(MoveError e)
{
    switch (e) {
    case MoveError::None:
        return "legal";
    case MoveError::NotOnBoard:
        return "square is not on the board";
    case MoveError::NoPieceThere:
        return "no piece on the starting square";
    case MoveError::NotYourPiece:
        return "the piece belongs to the opponent";
    case MoveError::Immovable:
        return "bombs and the flag never move";
    case MoveError::NotStraight:
        return "pieces move in a straight line, not diagonally";
    case MoveError::TooFar:
        return "only a Scout moves more than one square";
    case MoveError::Blocked:
        return "the path is blocked";
    case MoveError::IntoLake:
        return "no piece enters or crosses a lake";
    case MoveError::OwnPiece:
        return "the target square holds an own piece";
    case MoveError::AttackOnEmpty:
        return "an attack onto an empty square";
    case MoveError::StepOntoEnemy:
        return "a move onto an enemy piece must be written as an attack";
    case MoveError::ScoutStrikeOff:
        return "a Scout attacks only an adjacent square under these rules";
    }
    return "illegal";
}

Position::Position()
{
    m_board.fill(-1);
}

int Position::addPiece(Side owner, Rank rank, Square square, std::uint8_t known)
{
    const int id = m_count++;
    m_pieces[id] = Piece{owner, rank, kNoSquare, square, known};
    if (isMovable(rank))
        m_movers[index(owner)][m_moverCount[index(owner)]++] = static_cast<std::int8_t>(id);
    place(id, square);
    return id;
}

void Position::setSideToMove(Side s)
{
    if (s != m_toMove) m_hash ^= kZobrist.blueToMove;
    m_toMove = s;
}

void Position::place(int id, Square s)
{
    m_pieces[id].square = s;
    m_board[s] = static_cast<std::int8_t>(id);
    const Piece& p = m_pieces[id];
    m_occupied[index(p.owner)].add(s);
    if (steps(p.rank)) m_steppers[index(p.owner)].add(s);
    if (p.rank == Rank::Scout) m_scouts[index(p.owner)].add(s);
    m_hash ^= kZobrist.key(id, s);
}

void Position::lift(int id)
{
    const Square s = m_pieces[id].square;
    m_board[s] = -1;
    m_pieces[id].square = kNoSquare;
    m_occupied[index(m_pieces[id].owner)].remove(s);
    m_steppers[index(m_pieces[id].owner)].remove(s);
    m_scouts[index(m_pieces[id].owner)].remove(s);
    m_hash ^= kZobrist.key(id, s);
}

Rank Position::rankSeenBy(int id, Side viewer) const
{
    const Piece& p = m_pieces[id];
    if (p.owner == viewer || (p.known & KnowsRank)) return p.rank;
    return Rank::Unknown;
}

void Position::generate(Side side, MoveList& out, bool scoutStrike) const
{
    const auto& movers = m_movers[index(side)];
    for (int k = 0, end = m_moverCount[index(side)]; k < end; ++k) {
        const Piece& p = m_pieces[movers[k]];
        if (!p.alive()) continue;
        const auto& steps = kGeometry.step;
        for (int d = 0; d < kDirections; ++d) {
            Square t = steps[p.square][d];
            if (t == kNoSquare) continue;
            if (p.rank == Rank::Scout) {
                while (t != kNoSquare && m_board[t] < 0) {
                    out.push(Move{p.square, t, false});
                    t = steps[t][d];
                }
                if (t == kNoSquare || m_pieces[m_board[t]].owner == side) continue;
                if (!scoutStrike && t != steps[p.square][d]) continue;
            } else if (m_board[t] < 0) {
                out.push(Move{p.square, t, false});
                continue;
            } else if (m_pieces[m_board[t]].owner == side) {
                continue;
            }
            out.push(Move{p.square, t, true});
        }
    }
}

void Position::generateMoves(MoveList& out, bool scoutStrike) const
{
    out.size = 0;
    generate(m_toMove, out, scoutStrike);
}

// A piece that steps (any movable piece but a Scout; a view's unknown pieces too) may go to any
// neighbour its own side does not hold (empty: a move, enemy: an attack), so all of them are
// counted at once on the side's square sets; Scouts walk their lines. Built twice, with and
// without the POPCNT instruction (the baseline x86-64 has none), and picked when loaded; by GCC
// only, since clang 14 leaves the clones of a member function unresolved at link time.
#if defined(__x86_64__) && defined(__ELF__) && !defined(__clang__)
[[gnu::target_clones("popcnt", "default")]]
#endif
int Position::countMoves(bool scoutStrike) const
{
    const int side = index(m_toMove);
    // Every piece's first step (a Scout's too); then a Scout's further squares, for the lines
    // whose first square is empty.
    int n = m_steppers[side].with(m_scouts[side]).stepsInto(m_occupied[side].complement());
    const SquareSet nearEmpty = m_occupied[0].with(m_occupied[1]).complement().neighbours();
    m_scouts[side].forEach([&](Square s) {
        if (nearEmpty.has(s)) n += countScoutFarMoves(s, scoutStrike);
    });
    return n;
}

// The moves of a Scout beyond its first step: the further empty squares of each line that starts
// with an empty square, and (with scout strike) the enemy piece that ends it.
int Position::countScoutFarMoves(Square from, bool scoutStrike) const
{
    int n = 0;
    for (int d = 0; d < kDirections; ++d) {
        Square t = kGeometry.step[from][d];
        if (t == kNoSquare || m_board[t] >= 0) continue;
        for (t = kGeometry.step[t][d]; t != kNoSquare && m_board[t] < 0; t = kGeometry.step[t][d])
            ++n;
        if (t != kNoSquare && scoutStrike && m_pieces[m_board[t]].owner != m_toMove) ++n;
    }
    return n;
}

MoveError Position::checkMove(Move m, bool scoutStrike) const
{
    if (m.from < 0 || m.from >= kSquares || m.to < 0 || m.to >= kSquares)
        return MoveError::NotOnBoard;
    if (isLake(m.from) || isLake(m.to)) return MoveError::IntoLake;
    const int id = m_board[m.from];
    if (id < 0) return MoveError::NoPieceThere;
    const Piece& p = m_pieces[id];
    if (p.owner != m_toMove) return MoveError::NotYourPiece;
    if (!isMovable(p.rank)) return MoveError::Immovable;
    const int d = directionBetween(m.from, m.to);
    if (d < 0) return MoveError::NotStraight;
    const bool adjacent = areAdjacent(m.from, m.to);
    if (!adjacent && p.rank != Rank::Scout) return MoveError::TooFar;
    Square t = kGeometry.step[m.from][d];
    while (t != m.to) {
        if (t == kNoSquare) return MoveError::IntoLake;
        if (m_board[t] >= 0) return MoveError::Blocked;
        t = kGeometry.step[t][d];
    }
    const int target = m_board[m.to];
    if (target >= 0 && m_pieces[target].owner == m_toMove) return MoveError::OwnPiece;
    if (target < 0 && m.attack) return MoveError::AttackOnEmpty;
    if (target >= 0 && !m.attack) return MoveError::StepOntoEnemy;
    if (m.attack && !adjacent && !scoutStrike) return MoveError::ScoutStrikeOff;
    return MoveError::None;
}

Undo Position::makeMove(Move m)
{
    const int a = m_board[m.from];
    const int d = m_board[m.to];
    Piece& pa = m_pieces[a];
    Undo u;
    u.attacker = static_cast<std::int8_t>(a);
    u.attackerKnown = pa.known;
    u.flagWasLost = m_flagLost[index(opponent(m_toMove))];
    pa.known |= KnowsMoved;
    if (!areAdjacent(m.from, m.to)) pa.known |= KnowsScoutMove;
    if (d >= 0) {
        Piece& pd = m_pieces[d];
        u.defender = static_cast<std::int8_t>(d);
        u.defenderKnown = pd.known;
        u.combat = resolveCombat(pa.rank, pd.rank);
        pa.known |= KnowsRank; // R9
        pd.known |= KnowsRank;
        if (u.combat == Combat::AttackerWins) {
            if (pd.rank == Rank::Flag) m_flagLost[index(pd.owner)] = true;
            lift(d);
            lift(a);
            place(a, m.to);
        } else if (u.combat == Combat::DefenderWins) {
            lift(a);
        } else {
            lift(a);
            lift(d);
        }
    } else {
        lift(a);
        place(a, m.to);
    }
    setSideToMove(opponent(m_toMove));
    return u;
}

void Position::unmakeMove(Move m, const Undo& u)
{
    setSideToMove(opponent(m_toMove));
    const int a = u.attacker;
    if (m_pieces[a].alive()) lift(a);
    m_pieces[a].known = u.attackerKnown;
    place(a, m.from);
    if (u.defender >= 0) {
        Piece& pd = m_pieces[u.defender];
        pd.known = u.defenderKnown;
        if (!pd.alive()) place(u.defender, m.to);
        m_flagLost[index(pd.owner)] = u.flagWasLost;
    }
}

Position Position::viewFor(Side viewer) const
{
    Position v = *this;
    v.m_moverCount = {0, 0};
    v.m_steppers = {};
    v.m_scouts = {};
    for (int id = 0; id < m_count; ++id) {
        Piece& p = v.m_pieces[id];
        p.rank = rankSeenBy(id, viewer);
        // Rebuilt, not copied: the true lists would tell which hidden pieces cannot move.
        if (isMovable(p.rank))
            v.m_movers[index(p.owner)][v.m_moverCount[index(p.owner)]++] =
                static_cast<std::int8_t>(id);
        if (p.alive() && steps(p.rank)) v.m_steppers[index(p.owner)].add(p.square);
        if (p.alive() && p.rank == Rank::Scout) v.m_scouts[index(p.owner)].add(p.square);
    }
    return v;
}

bool Position::isView() const
{
    for (int id = 0; id < m_count; ++id)
        if (m_pieces[id].rank == Rank::Unknown) return true;
    return false;
}

bool operator==(const Position& a, const Position& b)
{
    if (a.m_toMove != b.m_toMove || a.m_board != b.m_board) return false;
    for (int s = 0; s < kSquares; ++s) {
        const int ia = a.m_board[s];
        if (ia >= 0 && (a.m_pieces[ia].rank != b.m_pieces[ia].rank ||
                        a.m_pieces[ia].owner != b.m_pieces[ia].owner))
            return false;
    }
    return true;
}

} // namespace flagfall
