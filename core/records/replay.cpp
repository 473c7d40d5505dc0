#include "core/records/replay.h"

#include <algorithm>

namespace flagfall {

int materialPoints(Rank r)
{
    // Scouts and Spies are cheap but useful, Miners dear for their work on bombs; a Bomb counts
    // for what it guards. Flags are not material: losing one ends the game.
    static constexpr std::array<int, kRankCount> kPoints{0, 3, 2, 4, 4, 5, 6, 7, 8, 9, 10, 3};
    return r == Rank::Unknown ? 0 : kPoints[rankIndex(r)];
}

namespace {

std::array<int, 2> materialOf(const Position& pos)
{
    std::array<int, 2> m{};
    for (int id = 0; id < pos.pieceCount(); ++id) {
        const Piece& p = pos.piece(id);
        if (p.alive()) m[index(p.owner)] += materialPoints(p.rank);
    }
    return m;
}

} // namespace

ReplayTimeline::ReplayTimeline() : ReplayTimeline(Game{}) {}

ReplayTimeline::ReplayTimeline(const Game& game)
{
    Game copy = game;
    *this = rewinding(copy);
}

ReplayTimeline ReplayTimeline::rewinding(Game& game)
{
    ReplayTimeline t{Unset{}};
    t.m_moves = game.moves();
    t.m_startMaterial = materialOf(game.start());
    t.m_lossPlies.assign(1, 0);
    t.m_losses.assign(1, {});
    // Losses come from the moves alone (a battle's ranks are in them)...
    for (std::size_t k = 0; k < t.m_moves.size(); ++k) {
        const PlayedMove& pm = t.m_moves[k];
        if (pm.combat == Combat::None) continue;
        const Side mover = pm.mover;
        std::array<ArmyCounts, 2> lost = t.m_losses.back();
        if (pm.combat == Combat::DefenderWins || pm.combat == Combat::BothRemoved)
            ++lost[index(mover)][rankIndex(pm.attacker)];
        if (pm.combat == Combat::AttackerWins || pm.combat == Combat::BothRemoved)
            ++lost[index(opponent(mover))][rankIndex(pm.defender)];
        t.m_lossPlies.push_back(static_cast<int>(k) + 1);
        t.m_losses.push_back(lost);
    }
    // ...and the keyframes from the game itself, taken as it goes back to its start.
    const int length = t.length();
    t.m_keyframes.resize(static_cast<std::size_t>(length / kKeyframeInterval) + 1);
    for (int key = length / kKeyframeInterval; key >= 0; --key) {
        game.goToPly(key * kKeyframeInterval);
        t.m_keyframes[static_cast<std::size_t>(key)] = game.position();
    }
    return t;
}

Position ReplayTimeline::positionAt(int ply) const
{
    ply = std::clamp(ply, 0, length());
    const int key = ply / kKeyframeInterval;
    Position pos = m_keyframes[key];
    for (int k = key * kKeyframeInterval; k < ply; ++k) pos.makeMove(m_moves[k].move);
    return pos;
}

const ArmyCounts& ReplayTimeline::losses(int ply, Side side) const
{
    const auto after = std::upper_bound(m_lossPlies.begin(), m_lossPlies.end(), ply);
    return m_losses[static_cast<std::size_t>(after - m_lossPlies.begin() - 1)][index(side)];
}

int ReplayTimeline::material(int ply, Side side) const
{
    int m = m_startMaterial[index(side)];
    const ArmyCounts& lost = losses(ply, side);
    for (int r = 0; r < kRankCount; ++r) m -= lost[r] * materialPoints(rankFromIndex(r));
    return m;
}

GameRecord recordUpTo(const GameRecord& record, int ply)
{
    GameRecord rec = record;
    ply = std::clamp(ply, 0, static_cast<int>(rec.moves.size()));
    rec.moves.resize(static_cast<std::size_t>(ply));
    if (rec.moveSpots.size() > rec.moves.size()) rec.moveSpots.resize(rec.moves.size());
    std::erase_if(rec.comments, [ply](const RecordComment& c) { return c.ply > ply; });
    rec.setTag("Result", "*");
    rec.removeTag("Termination");
    return rec;
}

} // namespace flagfall
