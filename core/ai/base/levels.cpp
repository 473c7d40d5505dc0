#include "core/ai/base/levels.h"

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
            // where people put their Bombs and Flag; throws pieces at any likely Flag; soon
            // forgets which enemy piece was which
        p.movetimeMs = 150, p.maxDepth = 1, p.noise = 120, p.lapse = 0.45;
        p.humanPrior = false, p.softEvidence = false, p.flagShot = 5000;
        p.catchLastMover = false;
        p.memoryPlies = 16; // eight of its own moves
        p.ttBits = 16;
        break;
    case 2: // a casual player: a move and the reply, a vague memory of how people set up and
            // of the ranks it has seen
        p.movetimeMs = 300, p.maxDepth = 2, p.noise = 75, p.lapse = 0.25;
        p.priorBlur = 0.8f, p.softEvidence = false, p.flagShot = 5000;
        p.catchLastMover = false;
        p.memoryPlies = 40; // twenty of its own moves
        p.ttBits = 16;
        break;
    case 3: // a club player, the default: reads the board as well as it can, at once. Against
            // other programs a twentieth of a second wins as often as a second, while jittered
            // scores and forgotten replies lost games, so the steps above come from time.
        p.movetimeMs = 50;
        p.priorBlur = 0.15f;
        break;
    case 4: // strong: ten times the time
        p.movetimeMs = 475;
        p.priorBlur = 0.15f;
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
