#include "levels.h"

#include <algorithm>

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
    case 2:
        p.movetimeMs = 300, p.maxDepth = 3, p.noise = 20, p.lapse = 0.08;
        p.softEvidence = false;
        break;
    case 3:
        p.movetimeMs = 850, p.noise = 4;
        break;
    case 4:
        p.movetimeMs = 2000, p.noise = 2;
        break;
    default:
        p.movetimeMs = 4500, p.noise = 0;
        break;
    }
    return p;
}

} // namespace flagfall::ai
