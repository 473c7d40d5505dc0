#include "core/ai/analysis/movereason.h"

#include "core/rules/combat.h"
#include "core/rules/geometry.h"

#include <cmath>

namespace flagfall::ai {

namespace {

int percentOf(float p)
{
    return static_cast<int>(std::lround(std::clamp(p, 0.f, 1.f) * 100.f));
}

// An attack by the viewer's `attacker` on the piece at `to`.
MoveReason attackReason(const PlayerView& view, const Beliefs& beliefs, Rank attacker, Square to)
{
    const int id = view.position.pieceAt(to);
    if (id < 0) return {};
    const Piece& target = view.position.piece(id);
    if (target.rank != Rank::Unknown) {
        if (resolveCombat(attacker, target.rank) == Combat::AttackerWins) return {};
        return {ReasonKind::KnownStronger, attacker, target.rank, 0};
    }
    const RankProbs& probs = beliefs.of(id);
    const float bomb = attacker == Rank::Miner ? 0.f : probs[rankIndex(Rank::Bomb)];
    if (!(target.known & KnowsMoved) && bomb >= kReasonRisk)
        return {ReasonKind::BombRisk, attacker, Rank::Unknown, percentOf(bomb)};
    float lose = 0.f;
    for (int r = 0; r < kRankCount; ++r)
        if (resolveCombat(attacker, rankFromIndex(r)) != Combat::AttackerWins) lose += probs[r];
    if (lose >= kReasonRisk)
        return {ReasonKind::LossRisk, attacker, Rank::Unknown, percentOf(lose)};
    return {};
}

// The strongest known enemy next to `at` that would beat the viewer's `piece` there.
MoveReason exposedReason(const PlayerView& view, Rank piece, Square at)
{
    MoveReason worst;
    for (int d = 0; d < kDirections; ++d) {
        const Square s = kGeometry.step[at][d];
        if (s == kNoSquare) continue;
        const int id = view.position.pieceAt(s);
        if (id < 0) continue;
        const Piece& p = view.position.piece(id);
        if (p.owner == view.viewer || !isMovable(p.rank) || p.rank == Rank::Unknown) continue;
        if (resolveCombat(p.rank, piece) != Combat::AttackerWins) continue;
        if (worst.kind == ReasonKind::None || p.rank > worst.target)
            worst = {ReasonKind::Exposed, piece, p.rank, 0};
    }
    return worst;
}

} // namespace

MoveReason explainMove(const PlayerView& view, const Beliefs& beliefs, Move played, Move best)
{
    const Position& pos = view.position;
    const int mover = played.isNull() ? -1 : pos.pieceAt(played.from);
    if (mover < 0) return {};
    const Rank rank = pos.piece(mover).rank;
    if (played.attack) {
        if (MoveReason r = attackReason(view, beliefs, rank, played.to); r.kind != ReasonKind::None)
            return r;
    } else if (MoveReason r = exposedReason(view, rank, played.to); r.kind != ReasonKind::None) {
        return r;
    }
    if (best.isNull() || !best.attack) return {};
    const int taker = pos.pieceAt(best.from), victim = pos.pieceAt(best.to);
    if (taker < 0 || victim < 0) return {};
    const Rank takerRank = pos.piece(taker).rank, victimRank = pos.piece(victim).rank;
    if (victimRank == Rank::Unknown || resolveCombat(takerRank, victimRank) != Combat::AttackerWins)
        return {};
    return {ReasonKind::MissedCapture, takerRank, victimRank, 0};
}

} // namespace flagfall::ai
