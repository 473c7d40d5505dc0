#include "core/ai/aiplayer.h"

#include "core/ai/drawjudge.h"

#include <algorithm>

namespace flagfall::ai {

AiPlayer::AiPlayer(int level, std::uint64_t seed, int movetimeMs)
    : m_level(levelParams(level)), m_rng(seed), m_setups(seed ^ 0x5E7u)
{
    capMovetime(movetimeMs);
}

void AiPlayer::capMovetime(int movetimeMs)
{
    if (movetimeMs > 0) m_level.movetimeMs = std::min(m_level.movetimeMs, movetimeMs);
}

Setup AiPlayer::chooseSetup(Variant variant, Random&)
{
    return m_setups.make(variant);
}

TranspositionTable& AiPlayer::table()
{
    if (!m_table) m_table.emplace(m_level.ttBits);
    return *m_table;
}

Move AiPlayer::chooseMove(const PlayerView& view)
{
    m_last = think(view, m_level, m_limits, m_rng.next(), nullptr, &table());
    return m_last.best;
}

bool AiPlayer::acceptsDraw(const PlayerView& view)
{
    return ai::acceptsDraw(view, m_level, m_rng.next(), nullptr, &table());
}

} // namespace flagfall::ai
