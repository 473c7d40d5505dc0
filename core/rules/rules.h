// Legality with history (R16, R17) and the end of the game (R14, R15, R18), over a position and
// the rule state that the moves so far produced. Works the same on a full position and a view.
#pragma once

#include "core/rules/chase.h"
#include "core/rules/position.h"
#include "core/rules/result.h"
#include "core/rules/ruleset.h"
#include "core/rules/twosquare.h"

namespace flagfall {

// What the history rules remember after each move.
struct RuleState {
    std::array<ShuttleRun, 2> runs;
    ChaseTracker chase;
    int quietPlies = 0; // plies since the last attack (R18)

    // Follows the history after `m` was played from `before`, giving `after`.
    void afterMove(const Position& before, const Position& after, Move m);
    // The same, told who moved and which piece instead of the position before the move.
    void afterMove(Side mover, int piece, const Position& after, Move m);
};

enum class Verdict { Legal, Illegal, TwoSquareRule, ChaseRule, GameOver };

struct MoveCheck {
    Verdict verdict = Verdict::Legal;
    MoveError error = MoveError::None; // for Verdict::Illegal

    bool legal() const { return verdict == Verdict::Legal; }
    explicit operator bool() const { return legal(); }
};

MoveCheck checkMove(const Position& pos, const RuleSet& rules, const RuleState& state, Move m);
void legalMoves(const Position& pos, const RuleSet& rules, const RuleState& state, MoveList& out);

// The result after the moves so far: R14, then R18, then R15.
GameResult judge(const Position& pos, const RuleSet& rules, const RuleState& state);

} // namespace flagfall
