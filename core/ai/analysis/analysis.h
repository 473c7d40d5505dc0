// The analysis of a recorded game, each move judged from its mover's own view at that ply (the
// computer player's search on a PlayerView: nothing hidden is read): the expected score with
// the best move found and with the move played, the loss marked (core/records/moveeval.h), and the
// reason where one can be given. Synchronous; core/ai/analysis/analyser.h runs it on a thread.
#pragma once

#include "core/ai/analysis/analysislevel.h"
#include "core/ai/search/search.h"

#include "core/records/moveeval.h"
#include "core/records/record.h"

#include <atomic>
#include <functional>
#include <optional>

namespace flagfall::ai {

struct AnalysisOptions {
    int level = kDefaultAnalysisLevel;
    Limits limits; // threads, and for tests a fixed depth; movetime 0: the level's
    // Ply k searches with seed + k: on one thread to a fixed depth, the same options give the
    // same analysis; under a clock the depth reached depends on the machine.
    std::uint64_t seed = 1;
};

// The mover's view before `played` (a legal move), judged; nullopt when `stop` came first.
std::optional<PlyEval> analysePly(const PlayerView& view, Move played, const AnalysisOptions& o,
                                  std::uint64_t seed, const std::atomic<bool>* stop = nullptr);

struct GameAnalysis {
    StoredAnalysis stored;
    int plies = 0;                      // of the record
    std::optional<ReplayError> illegal; // the record's first illegal move: analysed before it
    bool stopped = false;               // `stop` ended it early
};

using PlyCallback = std::function<void(const PlyEval&)>;

// Every ply of `record` in order, each reported through `onPly` as soon as it is judged (on the
// calling thread). A record whose start is bad fails with its error and nothing is analysed.
Parsed<GameAnalysis> analyseRecord(const GameRecord& record, const AnalysisOptions& options,
                                   const std::atomic<bool>* stop = nullptr,
                                   const PlyCallback& onPly = {});

} // namespace flagfall::ai
