// Checks on the moves at the root, outside the tree search: what a lapse may not overlook, what
// wastes a tempo, and the rash attacks that no level makes unless they win the game.
#pragma once

#include "core/ai/beliefs/beliefs.h"

#include "core/rules/game.h"

#include <cstdint>
#include <vector>

namespace flagfall::ai {

// Whether an enemy piece could take the viewer's Flag with its next move: one that may move
// stands next to it, or one that may be a Scout has a free line to it.
bool flagInReach(const PlayerView& view);

// Points against moving a piece straight back where it just came from (a wasted tempo, and a
// step towards R16).
int shuttlePenalty(const PlayerView& view, Move m);

// The positions on the board since the last battle with the enemy to move, read once from the
// view, to count how often a move returns to one (a piece chased to and fro, or round in a ring:
// the UCC rules have no two-square or chase rule to end that).
class QuietPositions {
public:
    explicit QuietPositions(const PlayerView& view);
    // How many times the position after `m` has been on the board; 0 for an attack.
    int repeats(Move m) const;

private:
    const Position& m_position;
    std::uint64_t m_now = 0; // the position's key
    std::vector<std::uint64_t> m_seen;
};

// QuietPositions(view).repeats(m), for one move.
int positionRepeats(const PlayerView& view, Move m);

// An attack that throws a piece away: on an enemy piece whose rank is known to beat it; for a
// Colonel, General or Marshal, on an unmoved hidden piece that is a Bomb or beats it (or ties)
// with a chance of kRashRisk or more (a "lotto" attack); for the General or Marshal, the same on
// a hidden piece that has moved, and for a Major or Colonel the same at kMovedRisk: against
// peternlewis, their attacks on moved pieces that the beliefs gave 20% or more of a tie or a
// loss tied or lost 37 times in 42 (the beliefs rank such pieces well but are too mild).
// For a Captain or Major, an attack on an unmoved hidden piece that is a Bomb with a chance of
// kBombRisk or more: in the games lost to the UCC 2012 programs, their attacks on unmoved pieces
// in the enemy's back two rows hit 71 Bombs in 127 (68 in 99 at 30% or more) and never the Flag.
// Also rash: the Marshal, known after the move, ending it next to a hidden piece that is the Spy
// with a chance of kSpyRisk or more.
constexpr float kRashRisk = 0.15f;
constexpr float kBombRisk = 0.3f;
constexpr float kMovedRisk = 0.2f;
constexpr float kSpyRisk = 0.02f;
bool isRash(const PlayerView& view, const Beliefs& beliefs, Move m);

} // namespace flagfall::ai
