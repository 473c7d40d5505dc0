// What the analysis of a game says about one move: the mover's expected score before it (with
// the best move found) and after the move played, a mark for the loss and, where one can be
// given, the reason as data (a kind and its numbers) for a front end to put into words.
#pragma once

#include "core/rules/types.h"

#include <algorithm>
#include <array>
#include <vector>

namespace flagfall {

// By how much a move lowered the mover's expected score (docs/formats.md, "Analysis").
enum class MoveMark : std::uint8_t { None, Inaccuracy, Mistake, Blunder };

// Losses in expected score (thousandths) from which a move gets each mark.
constexpr int kInaccuracyLoss = 50;
constexpr int kMistakeLoss = 100;
constexpr int kBlunderLoss = 200;

constexpr MoveMark markForLoss(int lossMilli)
{
    return lossMilli >= kBlunderLoss      ? MoveMark::Blunder
           : lossMilli >= kMistakeLoss    ? MoveMark::Mistake
           : lossMilli >= kInaccuracyLoss ? MoveMark::Inaccuracy
                                          : MoveMark::None;
}

// Why a marked move was bad, as the mover could have known it.
enum class ReasonKind : std::uint8_t {
    None,
    KnownStronger, // `piece` attacked `target`, known to beat it or to tie (a revealed Bomb too)
    BombRisk,      // `piece` attacked an unmoved hidden piece that was a Bomb with `percent`
    LossRisk,      // `piece` attacked a hidden piece that beat it or tied with `percent`
    Exposed,       // `piece` moved next to `target`, a known enemy piece that beats it
    MissedCapture, // the best move was `piece` taking `target`, known to be weaker
};

struct MoveReason {
    ReasonKind kind = ReasonKind::None;
    Rank piece = Rank::Unknown;
    Rank target = Rank::Unknown;
    int percent = 0;

    friend bool operator==(const MoveReason&, const MoveReason&) = default;
};

struct PlyEval {
    int ply = 0;      // 1-based: the move of this ply
    int before = 500; // the mover's expected score with the best move found, in thousandths
    int after = 500;  // the same after the move played
    Move best;        // the best move found; null when it is the move played
    MoveMark mark = MoveMark::None;
    MoveReason reason;

    int loss() const { return std::max(0, before - after); }
    friend bool operator==(const PlyEval&, const PlyEval&) = default;
};

// A game's analysis: the level it was made at and one entry per analysed ply, in ply order.
struct StoredAnalysis {
    int level = 0;
    std::vector<PlyEval> plies;
};

} // namespace flagfall
