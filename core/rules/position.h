// A board with every piece's owner, rank and what the opponent knows of it; move generation for
// R5-R8 and making/unmaking moves with combat R9-R14. History rules (R16-R18) live in Game.
#pragma once

#include "core/rules/squareset.h"
#include "core/rules/types.h"

#include <array>
#include <cstdint>

namespace flagfall {

// What the opponent knows of a piece (bit flags).
enum Knowledge : std::uint8_t {
    KnowsNothing = 0,
    KnowsMoved = 1,     // it has moved: not a Bomb or Flag
    KnowsScoutMove = 2, // it moved more than one square: a Scout
    KnowsRank = 4,      // its rank was revealed in a battle (R9)
};

struct Piece {
    Side owner = Side::Red;
    Rank rank = Rank::Unknown;
    Square square = kNoSquare; // kNoSquare once removed
    Square origin = kNoSquare; // where it stood at the start: its identity for R17
    std::uint8_t known = KnowsNothing;

    bool alive() const { return square != kNoSquare; }
};

struct MoveList {
    static constexpr int kCapacity = 512;
    std::array<Move, kCapacity> moves;
    int size = 0;

    void push(Move m) { moves[size++] = m; }
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + size; }
    const Move& operator[](int i) const { return moves[i]; }
};

// What makeMove changed, so unmakeMove can restore it exactly.
struct Undo {
    Combat combat = Combat::None;
    std::int8_t attacker = -1;
    std::int8_t defender = -1;
    std::uint8_t attackerKnown = 0;
    std::uint8_t defenderKnown = 0;
    bool flagWasLost = false;
};

// Why a move is not pseudo-legal; None when it is.
enum class MoveError {
    None,
    NotOnBoard,
    NoPieceThere,
    NotYourPiece,
    Immovable,
    NotStraight,
    TooFar,
    Blocked,
    IntoLake,
    OwnPiece,
    AttackOnEmpty,
    StepOntoEnemy,
    ScoutStrikeOff,
};

const char* describe(MoveError e);

class Position {
public:
    static constexpr int kMaxPieces = 80;

    Position();

    // Places a new piece on an empty square; returns its id (ids follow insertion order).
    int addPiece(Side owner, Rank rank, Square square, std::uint8_t known = KnowsNothing);

    Side sideToMove() const { return m_toMove; }
    void setSideToMove(Side s);
    int pieceAt(Square s) const { return m_board[s]; }
    const Piece& piece(int id) const { return m_pieces[id]; }
    int pieceCount() const { return m_count; }
    std::uint64_t hash() const { return m_hash; }
    bool flagLost(Side s) const { return m_flagLost[index(s)]; }
    // The piece's rank as `viewer` knows it (Rank::Unknown for a hidden enemy).
    Rank rankSeenBy(int id, Side viewer) const;

    void generateMoves(MoveList& out, bool scoutStrike) const;
    int countMoves(bool scoutStrike) const;
    MoveError checkMove(Move m, bool scoutStrike) const;

    // Plays a pseudo-legal move of the side to move; the ranks involved must be known.
    Undo makeMove(Move m);
    void unmakeMove(Move m, const Undo& u);

    // A player's memory fading (the computer's weaker levels): the piece's rank is no longer
    // known to its opponent; viewFor() then hides it as if never revealed. Not a rule: only a
    // player's own picture is ever changed so.
    void forgetRank(int id) { m_pieces[id].known &= static_cast<std::uint8_t>(~KnowsRank); }

    // One player's picture: hidden enemy ranks become Rank::Unknown.
    Position viewFor(Side viewer) const;
    bool isView() const;

    friend bool operator==(const Position& a, const Position& b);

private:
    void generate(Side side, MoveList& out, bool scoutStrike) const;
    int countScoutFarMoves(Square from, bool scoutStrike) const;
    void place(int id, Square s);
    void lift(int id);

    std::array<std::int8_t, kSquares> m_board;
    std::array<Piece, kMaxPieces> m_pieces;
    int m_count = 0;
    // Ids of each side's pieces that can move, so move generation skips the rest (ranks never
    // change; a view's Unknown pieces count as movable).
    std::array<std::array<std::int8_t, kMaxPieces>, 2> m_movers{};
    std::array<int, 2> m_moverCount{0, 0};
    std::array<SquareSet, 2> m_occupied{}; // each side's squares
    std::array<SquareSet, 2> m_steppers{}; // each side's movable pieces other than Scouts
    std::array<SquareSet, 2> m_scouts{};   // and its Scouts
    Side m_toMove = Side::Red;
    std::uint64_t m_hash = 0;
    std::array<bool, 2> m_flagLost{false, false};
};

} // namespace flagfall
