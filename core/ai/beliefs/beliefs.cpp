#include "core/ai/beliefs/beliefs.h"

#include "core/ai/base/levels.h"
#include "core/ai/beliefs/priortable.h"

#include "core/rules/combat.h"
#include "core/rules/geometry.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace flagfall::ai {

namespace {

constexpr float kFloor = 0.002f;        // no rank is ever ruled out by the prior alone
constexpr float kMaxLikelihood = 19.f;  // the most that approaches and flights can weigh
constexpr float kFlagBesideBomb = 3.f;  // each shown Bomb next door multiplies P(Flag) by 1 + this
constexpr float kBombBesideBomb = 0.5f; // and P(Bomb) by 1 + this
constexpr int kFitRounds = 40;
// Each step of a hidden enemy piece that closes in on one of my Bombs the enemy has seen, to
// within kBombSight, multiplies its chance of being a Miner by this much: only a Miner gains by
// going there (a game against celsius: a Miner walked down an empty file to a shown Bomb beside the
// Flag).
constexpr float kBombApproach = 1.6f;
constexpr int kBombSight = 3;

int distance(Square a, Square b)
{
    return std::abs(columnOf(a) - columnOf(b)) + std::abs(rowOf(a) - rowOf(b));
}

bool beats(Rank attacker, Rank defender)
{
    return isMovable(attacker) && resolveCombat(attacker, defender) == Combat::AttackerWins;
}

} // namespace

BeliefOptions beliefOptionsFor(const LevelParams& level)
{
    return BeliefOptions{level.humanPrior, level.priorBlur, level.softEvidence};
}

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
    b.applyBombNeighbours(view);
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

// People wall their Flag in with Bombs and keep Bombs together: an unmoved piece next to a
// Bomb that has shown itself (still standing, or taken by a Miner) is likelier the Flag or a Bomb.
void Beliefs::applyBombNeighbours(const PlayerView& view)
{
    const Position& pos = view.position;
    std::array<int, kSquares> bombs{}; // shown Bombs next to each square
    for (int id = 0; id < pos.pieceCount(); ++id) {
        const Piece& p = pos.piece(id);
        if (p.owner == view.viewer || p.rank != Rank::Bomb) continue;
        for (int d = 0; d < kDirections; ++d)
            if (const Square n = kGeometry.step[p.origin][d]; n != kNoSquare) ++bombs[n];
    }
    for (int id = 0; id < pos.pieceCount(); ++id) {
        const Piece& p = pos.piece(id);
        if (!m_hidden[id] || (p.known & KnowsMoved) || bombs[p.square] == 0) continue;
        const float k = static_cast<float>(bombs[p.square]);
        m_probs[id][rankIndex(Rank::Flag)] *= 1.f + kFlagBesideBomb * k;
        m_probs[id][rankIndex(Rank::Bomb)] *= 1.f + kBombBesideBomb * k;
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

// One enemy step next to (or away from) a piece of mine whose rank the enemy had seen.
struct Beliefs::Gesture {
    int mover;
    Rank mine;
    bool approach;
};

// Replays the public history on squares alone and collects every enemy step up to one of the
// viewer's pieces that the enemy had identified at the time, or away from it. An approach hints
// at a piece that beats mine, a flight at one that does not; how much a hint is worth is learned
// from the gestures whose piece has been revealed since: an honest opponent (a program that
// only closes in when sure) is believed, a bluffer less (see gestureWeight).
void Beliefs::applySoftEvidence(const PlayerView& view)
{
    const Position& now = view.position;
    std::array<int, kSquares> board;
    board.fill(-1);
    for (int id = 0; id < now.pieceCount(); ++id) board[now.piece(id).origin] = id;
    std::array<bool, Position::kMaxPieces> seen{}; // my pieces the enemy has identified so far
    std::vector<Gesture> gestures;
    std::array<int, Position::kMaxPieces> bombSteps{};
    for (const PlayedMove& pm : view.history) {
        const int mover = board[pm.move.from];
        if (mover < 0) break; // the history does not match the position: ignore the rest
        if (!pm.move.attack && now.piece(mover).owner != view.viewer) {
            collectGestures(now, board, seen, pm.move, mover, gestures);
            bombSteps[mover] += closesOnShownBomb(now, board, seen, pm.move) ? 1 : 0;
        }
        const int defender = board[pm.move.to];
        if (defender >= 0) seen[mover] = seen[defender] = true;
        board[pm.move.from] = -1;
        if (pm.combat == Combat::None || pm.combat == Combat::AttackerWins)
            board[pm.move.to] = mover;
        else if (pm.combat == Combat::BothRemoved)
            board[pm.move.to] = -1;
    }
    const float ratio = gestureWeight(now, gestures);
    std::array<RankProbs, Position::kMaxPieces> like;
    for (auto& l : like) l.fill(1.f);
    for (const Gesture& g : gestures) {
        if (!m_hidden[g.mover]) continue;
        for (int r = 0; r < kRankCount; ++r)
            if (beats(rankFromIndex(r), g.mine) == g.approach) like[g.mover][r] *= ratio;
    }
    for (int id = 0; id < now.pieceCount(); ++id) {
        if (!m_hidden[id]) continue;
        for (int step = 0; step < bombSteps[id]; ++step)
            like[id][rankIndex(Rank::Miner)] *= kBombApproach;
        for (int r = 0; r < kRankCount; ++r)
            m_probs[id][r] *= std::clamp(like[id][r], 1.f / kMaxLikelihood, kMaxLikelihood);
    }
}

// Whether an enemy step ends nearer to a Bomb of mine that the enemy has seen, within
// kBombSight of it.
bool Beliefs::closesOnShownBomb(const Position& now, const std::array<int, kSquares>& board,
                                const std::array<bool, Position::kMaxPieces>& seen, Move m)
{
    const int column = columnOf(m.to), row = rowOf(m.to);
    for (int dc = -kBombSight; dc <= kBombSight; ++dc)
        for (int dr = std::abs(dc) - kBombSight; dr <= kBombSight - std::abs(dc); ++dr) {
            const int c = column + dc, r = row + dr;
            if (c < 0 || c > 9 || r < 0 || r > 9) continue;
            const Square at = makeSquare(c, r);
            const int mine = board[at];
            if (mine >= 0 && seen[mine] && now.piece(mine).rank == Rank::Bomb &&
                now.piece(mine).owner != now.piece(board[m.from]).owner &&
                distance(m.to, at) < distance(m.from, at))
                return true;
        }
    return false;
}

void Beliefs::collectGestures(const Position& now, const std::array<int, kSquares>& board,
                              const std::array<bool, Position::kMaxPieces>& seen, Move m, int mover,
                              std::vector<Gesture>& out) const
{
    for (int d = 0; d < kDirections; ++d) {
        for (const Square around : {kGeometry.step[m.from][d], kGeometry.step[m.to][d]}) {
            if (around == kNoSquare) continue;
            const int mine = board[around];
            if (mine < 0 || mine == mover || now.piece(mine).owner == now.piece(mover).owner ||
                !seen[mine])
                continue;
            const int before = distance(m.from, around), after = distance(m.to, around);
            if (after == 1 && before > 1) out.push_back({mover, now.piece(mine).rank, true});
            if (before == 1 && after > 1) out.push_back({mover, now.piece(mine).rank, false});
        }
    }
}

// The likelihood ratio of one gesture: the odds that a gesture told the truth, among those
// whose piece has been revealed since (with a prior of two honest to one bluff), within
// [1, kMaxLikelihood].
float Beliefs::gestureWeight(const Position& now, const std::vector<Gesture>& gestures) const
{
    float honest = 2.f, all = 3.f;
    for (const Gesture& g : gestures) {
        const Rank r = now.piece(g.mover).rank;
        if (r == Rank::Unknown) continue;
        honest += beats(r, g.mine) == g.approach ? 1.f : 0.f;
        all += 1.f;
    }
    const float h = std::min(honest / all, 0.95f);
    return std::clamp(h / (1.f - h), 1.f, kMaxLikelihood);
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
