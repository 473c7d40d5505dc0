#include "core/ai/drawjudge.h"

#include "core/ai/search/search.h"

#include <algorithm>

namespace flagfall::ai {

namespace {
constexpr int kDrawThreshold = -60; // two Sergeants down: a draw is welcome
constexpr int kJudgeDepth = 2;      // an offer is answered within a moment
constexpr int kJudgeMaxMs = 300;
} // namespace

bool acceptsDraw(const PlayerView& view, const LevelParams& level, std::uint64_t seed,
                 const std::atomic<bool>* stop, TranspositionTable* table)
{
    PlayerView judged = view; // offers come on either side's turn; the search is from its own
    judged.position.setSideToMove(view.viewer);
    Limits quick;
    quick.maxDepth = kJudgeDepth;
    quick.threads = 1;
    quick.movetimeMs = std::min(level.movetimeMs, kJudgeMaxMs);
    LevelParams calm = level;
    calm.noise = 0;
    calm.lapse = 0.0;
    const SearchResult r = think(judged, calm, quick, seed, stop, table);
    return !(stop && *stop) && r.score < kDrawThreshold;
}

} // namespace flagfall::ai
