// Choosing a move: iterative-deepening alpha-beta over the public state with chance nodes at
// battles against hidden pieces (weighted by beliefs), quiescence on battles, a shared
// transposition table and helper threads (lazy SMP). Root moves come from flagfall::legalMoves,
// so R16 and R17 are always obeyed.
#pragma once

#include "core/ai/base/levels.h"

#include "core/rules/game.h"

#include <atomic>
#include <cstdint>
#include <utility>
#include <vector>

namespace flagfall::ai {

struct Limits {
    int movetimeMs = 0;         // 0: the level's own time
    int maxDepth = 0;           // 0: the level's own depth
    int threads = 2;            // 1 makes a depth-limited search fully reproducible
    std::uint64_t maxNodes = 0; // > 0: each thread stops after this many positions
    // Not null: this root move gets an exact score too, however bad (the analysis of a game
    // compares the move played with the best), and a forced move is searched all the same.
    Move scoreExactly{};
    // Off: a judge, not a player: no pressing of a won stalemate (Evaluator::pressure), whose
    // points are a spur to play on, not a measure of the position.
    bool press = true;
};

struct SearchResult {
    Move best;
    int score = 0; // points for the side to move (a Sergeant is 30)
    int depth = 0;
    std::uint64_t nodes = 0;
    double seconds = 0.0;
    std::vector<std::pair<Move, int>> rootScores; // the main thread's last scores, best first
};

class TranspositionTable;

// Thinks about `view` (the only input: nothing hidden can reach the search). `stop`, when set
// by another thread, ends the search at once with the best move found so far. `table`: the
// caller's, kept from move to move (a player's, sized by ttBitsFor); null: one for this search.
SearchResult think(const PlayerView& view, const LevelParams& level, const Limits& limits,
                   std::uint64_t seed, const std::atomic<bool>* stop = nullptr,
                   TranspositionTable* table = nullptr);

} // namespace flagfall::ai
