// Helpers shared by the computer player's tests: reproducible limits and positions whose
// history tells the viewer what a real game would (pieces lost in battles).
#pragma once

#include "core/ai/search/search.h"
#include "core/rules/game.h"
#include "core/rules/position.h"

#include <optional>
#include <string>

namespace aitest {

// One thread, a fixed depth and no time limit: the same search every run.
flagfall::ai::Limits reproducible(int depth = 2);

// Adds a Blue piece of rank `r` and takes it off again in a battle with a Red piece of the same
// rank (R11: both fall), so Blue's losses are known to Red as in a real game, and nothing else
// changes on the board.
void loseInTie(flagfall::Position& p, flagfall::Rank r);

// Takes off, by loseInTie, every Blue piece of the Classic army except the ranks in `keep`
// (counts by rankIndex) and the Bombs and Flag.
void keepOnly(flagfall::Position& p, const flagfall::ArmyCounts& keep);

// A draw Red should welcome and Blue refuse: Red keeps only its Flag and a Scout, Blue has its
// known Marshal, General and Colonel besides; Red to move.
flagfall::Game drawOnOffer();

// The game of a record file at `ply`, or nothing when the file cannot be read or replayed.
std::optional<flagfall::Game> gameAt(const std::string& file, int ply);

} // namespace aitest
