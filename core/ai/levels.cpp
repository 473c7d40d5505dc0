#include "levels.h"

#include <algorithm>
#include <cmath>

namespace flagfall::ai {

LevelParams levelParams(int level)
{
    level = std::clamp(level, kMinLevel, kMaxLevel);
    LevelParams p;
    p.level = level;
    switch (level) {
    case 1: // a beginner: sees one move and the obvious replies, misreads pieces, forgets threats
        p.movetimeMs = 150, p.maxDepth = 2, p.noise = 45, p.lapse = 0.25;
        p.humanPrior = false, p.softEvidence = false;
        break;
    case 2: // a casual player: looks a move further, half remembers how people set up
        p.movetimeMs = 300, p.maxDepth = 3, p.noise = 20, p.lapse = 0.08;
        p.priorBlur = 0.5f, p.softEvidence = false;
        break;
    case 3: // a club player: reads the board well, now and then overlooks a reply
        p.movetimeMs = 850, p.noise = 6, p.lapse = 0.03;
        break;
    case 4:
        p.movetimeMs = 2000, p.noise = 2, p.lapse = 0.01;
        break;
    default:
        p.movetimeMs = 4500, p.noise = 0;
        break;
    }
    return p;
}

LevelParams scaledLevel(LevelParams p, double factor)
{
    p.movetimeMs = std::max(1, static_cast<int>(std::lround(p.movetimeMs * factor)));
    return p;
}

} // namespace flagfall::ai
