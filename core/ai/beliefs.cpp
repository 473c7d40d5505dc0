#include "beliefs.h"

#include "priortable.h"

#include <algorithm>
#include <cstdlib>

namespace flagfall::ai {

namespace {

constexpr float kFloor = 0.002f;   // no rank is ever ruled out by the prior alone
constexpr float kLikelihood = 2.f; // weight of one approach or flight
constexpr float kBluffMix = 0.25f; // share of soft evidence assumed to be a bluff
constexpr int kFitRounds = 40;

int distance(Square a, Square b)
{
    return std::abs(columnOf(a) - columnOf(b)) + std::abs(rowOf(a) - rowOf(b));
}

} // namespace

Variant variantOfView(const PlayerView& view)
{
    if (view.variant) return *view.variant;
    int enemies = 0;
    for (int id = 0; id < view.position.pieceCount(); ++id)
        enemies += view.position.piece(id).owner != view.viewer;
    for (const auto& info : allVariants())
        if (armySize(info.variant) == enemies) return info.variant;
    return Variant::Classic;
}

Beliefs Beliefs::fromView(const PlayerView& view, BeliefOptions options)
{
    Beliefs b;
    const Variant variant = variantOfView(view);
    b.m_counts = variantInfo(variant).army;
    const Position& pos = view.position;
    for (int id = 0; id < pos.pieceCount(); ++id) {
        const Piece& p = pos.piece(id);
        if (p.owner == view.viewer) continue;
        if (p.rank != Rank::Unknown) {
            auto& c = b.m_counts[rankIndex(p.rank)];
            c = std::max(0, c - 1);
        } else if (p.alive()) {
            b.m_hidden[id] = true;
        }
    }
    b.applyPrior(view, variant, options.humanPrior, options.priorBlur);
    b.applyHardFacts(view);
    if (options.softEvidence) b.applySoftEvidence(view);
    b.fitToCounts();
    return b;
}

void Beliefs::applyPrior(const PlayerView& view, Variant variant, bool useHuman, float blur)
{
    const PriorTable& table = humanPrior(variant);
    const Side enemy = opponent(view.viewer);
    for (int id = 0; id < view.position.pieceCount(); ++id) {
        if (!m_hidden[id]) continue;
        const int cell = setupCell(enemy, view.position.piece(id).origin);
        for (int r = 0; r < kRankCount; ++r)
            m_probs[id][r] =
                (useHuman && cell >= 0 ? (1.f - blur) * table[cell][r] + blur * 0.1f : 0.1f) +
                kFloor;
    }
}

void Beliefs::applyHardFacts(const PlayerView& view)
{
    for (int id = 0; id < view.position.pieceCount(); ++id) {
        if (!m_hidden[id]) continue;
        auto& p = m_probs[id];
        const std::uint8_t known = view.position.piece(id).known;
        if (known & KnowsMoved) p[rankIndex(Rank::Bomb)] = p[rankIndex(Rank::Flag)] = 0.f;
        if (known & KnowsScoutMove)
            for (int r = 0; r < kRankCount; ++r)
                if (r != rankIndex(Rank::Scout)) p[r] = 0.f;
        for (int r = 0; r < kRankCount; ++r)
            if (m_counts[r] == 0) p[r] = 0.f;
    }
}

// Replays the public history on squares alone and weighs each enemy step next to one of the
// viewer's revealed pieces: stepping up to it hints at a stronger piece, stepping away at a
// weaker one. Evidence is clamped and mixed with a bluff rate, so a bluffer cannot steer it far.
void Beliefs::applySoftEvidence(const PlayerView& view)
{
    const Position& now = view.position;
    std::array<int, kSquares> board;
    board.fill(-1);
    for (int id = 0; id < now.pieceCount(); ++id) board[now.piece(id).origin] = id;
    std::array<RankProbs, Position::kMaxPieces> like;
    for (auto& l : like) l.fill(1.f);
    for (const PlayedMove& pm : view.history) {
        const int mover = board[pm.move.from];
        if (mover < 0) break; // the history does not match the position: ignore the rest
        if (!pm.move.attack && m_hidden[mover]) {
            for (int sq = 0; sq < kSquares; ++sq) {
                const int mine = board[sq];
                if (mine < 0 || now.piece(mine).owner != view.viewer ||
                    !(now.piece(mine).known & KnowsRank))
                    continue;
                const int before = distance(pm.move.from, sq), after = distance(pm.move.to, sq);
                const bool approach = after == 1 && before > 1;
                const bool flee = before == 1 && after > 1;
                if (!approach && !flee) continue;
                const int theirs = rankIndex(now.piece(mine).rank);
                for (int r = rankIndex(Rank::Spy); r <= rankIndex(Rank::Marshal); ++r) {
                    const bool stronger = r > theirs;
                    like[mover][r] *= (approach == stronger) ? kLikelihood : 1.f / kLikelihood;
                }
            }
        }
        board[pm.move.from] = -1;
        if (pm.combat == Combat::None || pm.combat == Combat::AttackerWins)
            board[pm.move.to] = mover;
        else if (pm.combat == Combat::BothRemoved)
            board[pm.move.to] = -1;
    }
    for (int id = 0; id < now.pieceCount(); ++id) {
        if (!m_hidden[id]) continue;
        for (int r = 0; r < kRankCount; ++r) {
            const float l = std::clamp(like[id][r], 0.2f, 5.f);
            m_probs[id][r] *= (1.f - kBluffMix) * l + kBluffMix;
        }
    }
}

void Beliefs::fitToCounts()
{
    auto normaliseRows = [this] {
        for (int id = 0; id < Position::kMaxPieces; ++id) {
            if (!m_hidden[id]) continue;
            float sum = 0.f;
            for (float v : m_probs[id]) sum += v;
            if (sum <= 0.f) { // contradicting evidence: fall back on what is left
                for (int r = 0; r < kRankCount; ++r) m_probs[id][r] = m_counts[r] > 0 ? 1.f : 0.f;
                sum = 0.f;
                for (float v : m_probs[id]) sum += v;
                if (sum <= 0.f) continue;
            }
            for (float& v : m_probs[id]) v /= sum;
        }
    };
    for (int round = 0; round < kFitRounds; ++round) {
        normaliseRows();
        for (int r = 0; r < kRankCount; ++r) {
            float col = 0.f;
            for (int id = 0; id < Position::kMaxPieces; ++id)
                if (m_hidden[id]) col += m_probs[id][r];
            if (col <= 0.f) continue;
            const float scale = static_cast<float>(m_counts[r]) / col;
            for (int id = 0; id < Position::kMaxPieces; ++id)
                if (m_hidden[id]) m_probs[id][r] *= scale;
        }
    }
    normaliseRows();
}

} // namespace flagfall::ai
