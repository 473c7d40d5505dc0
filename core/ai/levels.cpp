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
    case 1: // a beginner: sees its own move only, half the time not even the reply; no idea
            // where people put their Bombs and Flag; throws pieces at any likely Flag
        p.movetimeMs = 150, p.maxDepth = 1, p.noise = 120, p.lapse = 0.45;
        p.humanPrior = false, p.softEvidence = false, p.flagShot = 5000;
        break;
    case 2: // a casual player: a move and the reply, a vague memory of how people set up
        p.movetimeMs = 300, p.maxDepth = 2, p.noise = 75, p.lapse = 0.25;
        p.priorBlur = 0.8f, p.softEvidence = false, p.flagShot = 5000;
        break;
    case 3: // a club player: reads the board well, now and then overlooks a reply, and goes for
            // the Flag a little too eagerly
        p.movetimeMs = 400, p.noise = 12, p.lapse = 0.04;
        p.priorBlur = 0.3f;
        break;
    case 4: // strong: seldom errs
        p.movetimeMs = 2000, p.noise = 20, p.lapse = 0.06;
        p.priorBlur = 0.2f;
        break;
    default: // its best; a little of the setup prior is blurred even here, so a setup unlike a
             // person's (a program's) does not fool it for long
        p.movetimeMs = 4500;
        p.priorBlur = 0.15f;
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
