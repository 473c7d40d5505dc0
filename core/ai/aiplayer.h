// The computer player for matches and tests: synchronous, thinks within the level's time (or a
// tighter --movetime), chooses human-like setups and judges draw offers by its own evaluation.
#pragma once

#include "core/ai/search/search.h"
#include "core/ai/search/transposition.h"
#include "core/ai/setups/setupmaker.h"

#include "core/match/player.h"

#include <optional>

namespace flagfall::ai {

class AiPlayer : public Player {
public:
    AiPlayer(int level = kDefaultLevel, std::uint64_t seed = 1, int movetimeMs = 0);

    std::string name() const override { return "ai:" + std::to_string(m_level.level); }
    Setup chooseSetup(Variant variant, Random& rng) override;
    Move chooseMove(const PlayerView& view) override;
    // R19: accepts when its own evaluation is clearly below zero.
    bool acceptsDraw(const PlayerView& view) override;

    void setLimits(const Limits& limits) { m_limits = limits; }
    // Scales the level's own time per move (see scaledLevel); call before playing.
    void setTimeScale(double factor) { m_level = scaledLevel(m_level, factor); }
    // Caps the time per move at `movetimeMs` (as the constructor's argument does).
    void capMovetime(int movetimeMs);
    const SearchResult& lastResult() const { return m_last; }

private:
    LevelParams m_level;
    Random m_rng;
    SetupMaker m_setups;
    Limits m_limits;
    SearchResult m_last;
    // Kept from move to move, so its pages are touched once; made at the first move, outside
    // the search's clock (a player that only sets up, as `setup generate`'s, never needs it).
    std::optional<TranspositionTable> m_table;
    TranspositionTable& table();
};

} // namespace flagfall::ai
