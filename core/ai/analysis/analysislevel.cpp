#include "core/ai/analysis/analysislevel.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace flagfall::ai {

int analysisMovetime(int level)
{
    constexpr std::array<int, 5> kMs{100, 150, 250, 500, 1000};
    return kMs[static_cast<std::size_t>(std::clamp(level, kMinLevel, kMaxLevel) - 1)];
}

LevelParams analysisParams(int level)
{
    LevelParams p = levelParams(level);
    p.noise = 0;
    p.lapse = 0.0;
    p.memoryPlies = 0; // a judge remembers every rank its player saw
    p.movetimeMs = analysisMovetime(level);
    return p;
}

int expectedScore(int points)
{
    const double e = 1.0 / (1.0 + std::exp(-points / kScoreScale));
    return static_cast<int>(std::lround(e * 1000.0));
}

} // namespace flagfall::ai
