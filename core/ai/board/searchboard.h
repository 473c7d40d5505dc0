// The board the search plays on: the viewer's pieces with their ranks, the enemy's either known
// or hidden with a rank distribution. A battle with a hidden piece has several outcomes, each
// with its probability; the search plays them one by one (chance nodes).
#pragma once

#include "core/ai/beliefs/beliefs.h"

#include "core/rules/squareset.h"

#include <array>
#include <bit>
#include <cstdint>

namespace flagfall::ai {

// One way a move can turn out: the battle's result and the rank the hidden piece showed.
struct Outcome {
    float probability = 1.f;
    Combat combat = Combat::None;
    Rank revealed = Rank::Unknown; // the hidden piece's rank in this outcome
    bool declined = false; // the hidden attacker is a Bomb or the Flag: the move is not made
};

struct Outcomes {
    std::array<Outcome, 6> items;
    int size = 0;
};

struct SearchPiece {
    Side owner = Side::Red;
    Rank rank = Rank::Unknown; // Unknown: a hidden enemy piece, see probs
    Square square = kNoSquare;
    std::uint8_t known = KnowsNothing; // what the other side knows (Knowledge flags)
};

struct BoardUndo {
    Combat combat = Combat::None;
    std::int8_t attacker = -1, defender = -1;
    std::uint8_t attackerKnown = 0, defenderKnown = 0;
    Rank attackerRank = Rank::Unknown, defenderRank = Rank::Unknown;
    bool flagWasLost = false;
    std::uint64_t hash = 0, knownKey = 0;
};

class SearchBoard {
public:
    SearchBoard(const PlayerView& view, const Beliefs& beliefs);

    Side me() const { return m_me; }
    Side toMove() const { return m_toMove; }
    std::uint64_t hash() const { return m_hash; }
    // The hash with what each side knows of each piece: equal keys, equal evaluations.
    std::uint64_t evalKey() const { return m_hash ^ m_knownKey; }
    bool flagLost(Side s) const { return m_flagLost[index(s)]; }
    int pieceAt(Square s) const { return m_board[s]; }
    const SearchPiece& piece(int id) const { return m_pieces[id]; }
    int pieceCount() const { return m_count; }
    const RankProbs& probs(int id) const { return m_probs[id]; }
    bool hiddenPiece(int id) const { return m_pieces[id].rank == Rank::Unknown; }
    // The chance that a hidden piece can move (not a Bomb or Flag).
    float movableChance(int id) const
    {
        const SearchPiece& p = m_pieces[id];
        if (p.rank != Rank::Unknown) return isMovable(p.rank) ? 1.f : 0.f;
        if (p.known & KnowsMoved) return 1.f;
        return 1.f - m_probs[id][rankIndex(Rank::Bomb)] - m_probs[id][rankIndex(Rank::Flag)];
    }
    bool scoutStrike() const { return m_scoutStrike; }
    // The enemy does not attack my Flag while it has not seen it: for a game lost only to an
    // enemy that would know where my Flag stands (see think()).
    void hideFlagFromEnemy() { m_flagHidden = true; }
    SquareBits squaresOf(Side side) const { return m_squares[index(side)]; }
    // Calls f(id) for every piece of `side` on the board, lowest id first.
    template <class F> void forEachPiece(Side side, F f) const
    {
        forEachId(m_onBoard[index(side)], f);
    }

    void generate(MoveList& out) const;
    void generateAttacks(MoveList& out) const;
    // The ways `m` can turn out, with their chances. With `declinable`, an attack by a hidden
    // piece keeps the chance that it is a Bomb or the Flag as a declined outcome (the owner,
    // who knows, would not make it), instead of ruling those ranks out; a hidden piece's strike
    // from afar keeps the chance that it is no Scout as the declined outcome.
    Outcomes outcomes(Move m, bool declinable = false) const;
    BoardUndo make(Move m, const Outcome& o);
    void unmake(Move m, const BoardUndo& u);

private:
    using IdBits = std::array<std::uint64_t, 2>; // bit id: piece id
    template <class F> static void forEachId(const IdBits& ids, F f)
    {
        for (int w = 0; w < 2; ++w)
            for (std::uint64_t bits = ids[w]; bits != 0; bits &= bits - 1)
                f(w * 64 + std::countr_zero(bits));
    }
    IdBits attackCandidates() const;
    template <bool AttacksOnly> void generateFor(MoveList& out) const;
    void pushFlagStrike(Square from, Square t, int d, MoveList& out) const;
    void pushOptionAttacks(Square from, MoveList& out) const;
    bool plausibleAttack(const SearchPiece& attacker, const SearchPiece& target) const;
    void judgeBlindAttacks();
    void judgeRashAttacks();
    bool rashAttack(const SearchPiece& attacker, int target) const;
    void place(int id, Square s);
    void lift(int id);
    void reveal(int id, Rank r);

    std::array<std::int8_t, kSquares> m_board;
    std::array<SearchPiece, Position::kMaxPieces> m_pieces;
    std::array<RankProbs, Position::kMaxPieces> m_probs{};
    int m_count = 0;
    Side m_me = Side::Red;
    Side m_toMove = Side::Red;
    std::uint64_t m_hash = 0;
    // m_onBoard[side]: bits of the ids of that side's pieces on the board (forEachPiece).
    std::array<IdBits, 2> m_onBoard{};
    // m_farReach[side]: the pieces that may attack from afar (Scouts, and hidden pieces that may
    // be one), as the root saw them: a piece revealed since is checked again.
    std::array<IdBits, 2> m_farReach{};
    std::array<SquareBits, 2> m_squares{}; // the squares each side's pieces stand on
    std::uint64_t m_knownKey = 0;          // xor of kSearchKeys.knownKey over the pieces
    std::array<bool, 2> m_flagLost{false, false};
    bool m_scoutStrike = true;
    bool m_flagHidden = false; // hideFlagFromEnemy()
    // m_blindAttack[r][moved]: whether the enemy would attack one of my pieces it has not
    // identified (one that has moved, or not) with a known piece of rank r (see blindAttackOk).
    std::array<std::array<bool, 2>, kRankCount> m_blindAttack{};
    // m_rash[moved][id]: bits of my ranks whose attack on hidden piece id (moved, or not) the
    // root calls rash (isRash): the tree does not make them either.
    std::array<std::array<std::uint16_t, Position::kMaxPieces>, 2> m_rash{};
};

} // namespace flagfall::ai
