// What one side believed, at one moment of a game, of the other side's pieces: the computer
// player's own belief model (Beliefs) run on that side's PlayerView alone, for the replay's
// beliefs layer. Nothing here sees a rank the believer had not seen.
#pragma once

#include "core/ai/base/levels.h"
#include "core/ai/beliefs/beliefs.h"

#include "core/base/parsed.h"
#include "core/records/record.h"

#include <array>
#include <optional>
#include <vector>

namespace flagfall::ai {

struct PieceBelief {
    int pieceId = -1;
    Square square = kNoSquare;
    bool hidden = true; // false: the believer has seen its rank (probability 1)
    bool moved = false; // the believer has seen it move
    RankProbs probs{};
    Rank likeliest = Rank::Unknown;
    float probability = 0.f; // of `likeliest`
};

struct BeliefSnapshot {
    Side believer = Side::Red;
    std::vector<PieceBelief> pieces;      // every enemy piece on the board
    std::array<float, kSquares> flagAt{}; // the chance that the enemy Flag stands there

    const PieceBelief* at(Square s) const; // none when no enemy piece stands on `s`
};

// The beliefs of `view.viewer` about the other side, from the view alone.
BeliefSnapshot snapshotBeliefs(const PlayerView& view, const BeliefOptions& options);

// The level whose belief model stands for `side` in a record: the computer's own level when
// the computer played that side (the desktop program's tags or name, or a match's "ai:N"),
// else the default level.
int believerLevel(const GameRecord& record, Side side);

// The side the computer played against a person (by the desktop program's tags, else by the
// player names); none when neither or both sides were the computer.
std::optional<Side> computerSide(const GameRecord& record);

// The beliefs of `side` after `ply` plies of the record, with the model of believerLevel: the
// record is replayed and only `side`'s view of it is read. Fails when the record does not
// start or becomes illegal before `ply` (with the error's line, column or ply).
Parsed<BeliefSnapshot> beliefsAt(const GameRecord& record, int ply, Side side);

} // namespace flagfall::ai
