// The five playing levels as data: how deep and how long the computer thinks, how sharp its
// beliefs are, how often it lapses and how it weighs a shot at the Flag. Levels 1 and 2 err in
// human ways (lapses, jittered scores, a vague memory of setups); levels 3-5 play their best,
// about ten times the time apart (BENCHMARKS.md, "Computer player"). Every level sets up as
// people do, differently in every game (SetupMaker).
#pragma once

namespace flagfall::ai {

struct LevelParams {
    int level = 3;
    int movetimeMs = 900;   // time per move when nothing tighter is asked
    int maxDepth = 64;      // plies of the main search
    int noise = 0;          // root scores are jittered by up to this many points
    double lapse = 0.0;     // chance of a one-ply "forgot the reply" move
    bool humanPrior = true; // beliefs start from the human setup statistics, else uniform
    float priorBlur = 0.f;  // share of the prior replaced by a uniform guess (a vaguer memory)
    bool softEvidence = true;
    // What capturing the Flag is worth when it is only a chance (attacking a hidden piece that
    // may be the Flag), in points; 0 counts it as a certain win. Worth about a lost game's swing
    // in material, not the 20000 of a sure win, so the player does not throw pieces at every
    // back-row candidate.
    int flagShot = 1500;
    // The enemy's last mover chased by the book (catchLastMover), not only as far as the search
    // sees: a club player knows how to corner a piece.
    bool catchLastMover = true;
    // Plies after its last battle that an enemy piece's revealed rank is remembered (0: for
    // ever): a beginner forgets which piece was the General, as people do (memory.h).
    int memoryPlies = 0;
    // The transposition table's size, 2^ttBits slots of 16 bytes: a shallow level needs few.
    int ttBits = 20;
};

constexpr int kMinLevel = 1;
constexpr int kMaxLevel = 5;
constexpr int kDefaultLevel = 3;

LevelParams levelParams(int level); // clamps to 1..5

// The level's own time scaled by `factor` (at least 1 ms), keeping the levels' time ratios: for
// matches on a busy machine, where one --movetime for all would make levels 3-5 alike.
LevelParams scaledLevel(LevelParams p, double factor);

} // namespace flagfall::ai
