// One pass over a search board for the evaluation: each side's pieces in lists by what the
// terms need (movers, identified movers, hidden pieces), my strongest movers, my Flag, and how
// sure the enemy can be of what my unidentified pieces are.
#pragma once

#include "core/ai/board/searchboard.h"

#include "core/rules/squareset.h"

#include <array>
#include <cstdint>

namespace flagfall::ai {

class BoardSummary {
public:
    explicit BoardSummary(const SearchBoard& b);

    template <int N> struct List {
        std::array<std::int16_t, N> ids; // only the first `size` are set (not char: no aliasing)
        int size = 0;
        void push(int id) { ids[size++] = static_cast<std::int16_t>(id); }
        const std::int16_t* begin() const { return ids.data(); }
        const std::int16_t* end() const { return ids.data() + size; }
    };
    using Pieces = List<Position::kMaxPieces>;

    Pieces mine, theirs;         // every piece on the board
    Pieces myMovers;             // mine that can move
    Pieces myIdentifiedMovers;   // of those, the ones the enemy has identified
    Pieces theirKnownMovers;     // theirs whose rank I know and that can move
    Pieces theirHiddenMovers;    // theirs I have not identified that may move
    List<3> top;                 // my strongest movers, strongest first
    float theirMoverCount = 0.f; // hidden ones counted by their chance to move
    Square myFlag = kNoSquare;
    // The squares of my movers by rank, of all my movers and of the identified ones.
    std::array<SquareBits, kRankCount> myRankSquares{};
    SquareBits myMoverSquares = 0, myIdentifiedSquares = 0;
    // The squares of my movers of ranks `from` to `to`.
    SquareBits mySquares(Rank from, Rank to) const
    {
        SquareBits set = 0;
        for (int r = rankIndex(from); r <= rankIndex(to); ++r) set |= myRankSquares[r];
        return set;
    }

    // The squares of my movers that win attacking a piece of rank `r`.
    SquareBits myWinnersAgainst(Rank r) const;

    // How sure the enemy can be that a piece of rank `attacker` beats my piece `m`: certain when
    // m is identified, else the share of the pieces m may be (from what the enemy has seen of
    // it: moved or not) that the attacker beats.
    float confidence(Rank attacker, const SearchPiece& m) const;

private:
    void keepTop(const SearchBoard& b, int id);

    // My pieces the enemy has not identified, by rank: [0] those that have moved, [1] the rest.
    const SearchBoard& m_board;
    mutable std::array<ArmyCounts, 2> m_unidentified{}; // counted when first asked
    mutable bool m_counted = false;
    mutable std::array<std::array<float, 2>, kRankCount> m_confidence{}; // filled when asked
    mutable std::array<std::array<bool, 2>, kRankCount> m_known{};
};

} // namespace flagfall::ai
