// The levels of a game's analysis: the playing level's beliefs and depth, with no deliberate
// error (no jitter, no lapse) and a time per ply of its own, so that a long game is analysed in
// a minute or two (docs/formats.md, "Analysis"); and how a score becomes an expected score.
#pragma once

#include "core/ai/base/levels.h"

namespace flagfall::ai {

constexpr int kDefaultAnalysisLevel = 3;

// The search time per ply of each analysis level (1-5), in milliseconds.
int analysisMovetime(int level);
LevelParams analysisParams(int level); // clamps to 1..5

// The mover's expected score (0 a sure loss, 1000 a sure win, in thousandths) for a search
// score in points: 1 / (1 + exp(-points / kScoreScale)). A Marshal's 600 points ahead is 0.88.
constexpr double kScoreScale = 300.0;
int expectedScore(int points);

} // namespace flagfall::ai
