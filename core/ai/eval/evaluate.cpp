#include "core/ai/eval/evaluate.h"

#include "core/ai/board/evaltables.h"
#include "core/ai/board/values.h"
#include "core/ai/eval/boardsummary.h"

#include "core/rules/combat.h"

#include <algorithm>

namespace flagfall::ai {

namespace {

// The last movable pieces are worth more than their rank: with none left the game is lost (R15).
// Each side is charged kScarcity / (movable pieces + 1).
constexpr float kScarcity = 800.f;
constexpr int kSpyShare = 35;   // the Spy's worth, in percent of a Marshal, while the enemy's lives
constexpr int kHuntReach = 12;  // a known weaker piece draws hunters from across the board
constexpr int kDangerReach = 5; // a known piece feels a stronger one from this far
constexpr float kSurePrey = 0.75f;
constexpr float kTradeWeight = 0.5f; // a hunt for an equal counts half
// A known enemy piece that nothing of mine can beat (its Marshal once my Spy is gone, its General
// once my Marshal is gone too) takes my known pieces one by one: it is worth this share of its
// rank more, so my equal trades itself for it (even when mine is hidden: its stealth and the
// hunt's bonus for standing next to the prey must not outweigh the trade). Draws
// against peternlewis: after the Marshals traded, its known General took eight of my pieces.
constexpr int kUnopposedShare = 50;
constexpr std::size_t kFlagCandidates = 6;
// After this many plies without a battle a side that leads by kPressureLead points starts to
// press (Evaluator::m_pressure), up to kMaxPressure points for each enemy piece.
constexpr int kStaleAfter = 60;
constexpr int kPressureLead = 150;
constexpr int kMaxPressure = 120;
// The hunts grow keener with the plies since the last battle, up to R18's usual 200 and no
// further: where no rule ends a quiet game (the UCC rules), a hunt forty times as keen as at
// the start held a Sergeant next to a likely Flag for 1,600 plies to the move limit, fleeing a
// Lieutenant to and fro rather than lead it up the file to a Major of mine (against ramen).
constexpr int kKeenestAfter = 200;

// What a side with `movers` movable pieces is charged for their scarcity.
float scarcityCharge(float movers)
{
    return kScarcity / (movers + 1.f);
}

// How many of each rank each side still has, counting the enemy's hidden pieces by beliefs.
std::array<ArmyCounts, 2> aliveCounts(const SearchBoard& b)
{
    std::array<ArmyCounts, 2> c{};
    for (int id = 0; id < b.pieceCount(); ++id) {
        const SearchPiece& p = b.piece(id);
        if (p.square == kNoSquare) continue;
        if (p.rank != Rank::Unknown) {
            ++c[index(p.owner)][rankIndex(p.rank)];
            continue;
        }
        for (int r = 0; r < kRankCount; ++r)
            if (b.probs(id)[r] > 0.f) c[index(p.owner)][r] = std::max(c[index(p.owner)][r], 1);
    }
    return c;
}

// Whether any rank of mine still alive wins an attack on `rank`.
bool beatenByAny(const ArmyCounts& mine, Rank rank)
{
    for (int r = 0; r < kRankCount; ++r)
        if (mine[r] > 0 && isMovable(rankFromIndex(r)) &&
            resolveCombat(rankFromIndex(r), rank) == Combat::AttackerWins)
            return true;
    return false;
}

} // namespace

Evaluator::Evaluator(const SearchBoard& root, int quietPlies, bool press)
    : m_huntWeight(12.f * (1.f + static_cast<float>(std::min(quietPlies, kKeenestAfter)) / 40.f))
{
    const auto alive = aliveCounts(root);
    for (Side s : {Side::Red, Side::Blue}) {
        const ArmyCounts& own = alive[index(s)];
        const ArmyCounts& their = alive[index(opponent(s))];
        auto& v = m_values[index(s)];
        for (int r = 0; r < kRankCount; ++r) v[r] = kBaseValue[r];
        if (their[rankIndex(Rank::Spy)] > 0) v[rankIndex(Rank::Marshal)] = 520;
        // The Spy is the one answer to the Marshal (de Boer: worth half of it) while that lives.
        v[rankIndex(Rank::Spy)] = their[rankIndex(Rank::Marshal)] > 0
                                      ? kSpyShare * kBaseValue[rankIndex(Rank::Marshal)] / 100
                                      : 10;
        if (their[rankIndex(Rank::Bomb)] > 0 && own[rankIndex(Rank::Miner)] <= 2)
            v[rankIndex(Rank::Miner)] += 40;
        if (own[rankIndex(Rank::Scout)] <= 2) v[rankIndex(Rank::Scout)] += 12;
    }
    addUnopposed(root, alive[index(root.me())]);
    for (int id = 0; id < root.pieceCount(); ++id) {
        const SearchPiece& p = root.piece(id);
        if (p.owner != root.me() && p.rank == Rank::Flag && p.square != kNoSquare)
            m_flagCandidates.emplace_back(id, 1.f); // found: go and take it
        if (!root.hiddenPiece(id)) continue;
        float sum = 0.f;
        for (int r = 0; r < kRankCount; ++r)
            sum += root.probs(id)[r] *
                   static_cast<float>(value(root.piece(id).owner, rankFromIndex(r)));
        m_expected[id] = static_cast<int>(sum);
        m_miner[id] = root.probs(id)[rankIndex(Rank::Miner)];
        for (int mine = 0; mine < kRankCount; ++mine)
            for (int r = 0; r < kRankCount; ++r) {
                const Rank a = rankFromIndex(mine), h = rankFromIndex(r);
                if (resolveCombat(a, h) == Combat::AttackerWins)
                    m_beatenBy[id][mine] += root.probs(id)[r];
                if (isMovable(h) && resolveCombat(h, a) == Combat::AttackerWins)
                    m_beats[id][mine] += root.probs(id)[r];
            }
        const float flag = root.probs(id)[rankIndex(Rank::Flag)];
        if (flag >= 0.03f && root.piece(id).square != kNoSquare)
            m_flagCandidates.emplace_back(id, flag);
    }
    // The likeliest few are enough to steer the small pieces; the rest only cost time.
    std::sort(m_flagCandidates.begin(), m_flagCandidates.end(),
              [](const auto& a, const auto& b) { return a.second > b.second; });
    if (m_flagCandidates.size() > kFlagCandidates) m_flagCandidates.resize(kFlagCandidates);
    // What taking one of the enemy's last movers gains by scarcity (material()), at the root;
    // before the endgame it is small, and only shakes the search.
    const float movers = std::max(BoardSummary(root).theirMoverCount, 1.f);
    if (movers <= kEndgameMovers)
        m_scarcityPrize = static_cast<int>(scarcityCharge(movers - 1.f) - scarcityCharge(movers));
    if (press && quietPlies > kStaleAfter && lead(root) >= kPressureLead)
        m_pressure = std::min((quietPlies - kStaleAfter) / 2, kMaxPressure);
    fillWorths(root);
}

void Evaluator::addUnopposed(const SearchBoard& root, const std::array<int, kRankCount>& mine)
{
    const Side enemy = opponent(root.me());
    std::array<bool, kRankCount> done{};
    for (int id = 0; id < root.pieceCount(); ++id) {
        const SearchPiece& p = root.piece(id);
        if (p.owner != enemy || p.square == kNoSquare || p.rank == Rank::Unknown) continue;
        if (!isMovable(p.rank)) continue;
        if (done[rankIndex(p.rank)] || beatenByAny(mine, p.rank)) continue;
        done[rankIndex(p.rank)] = true;
        m_values[index(enemy)][rankIndex(p.rank)] +=
            kUnopposedShare * kBaseValue[rankIndex(p.rank)] / 100;
    }
}

void Evaluator::fillWorths(const SearchBoard& root)
{
    for (int id = 0; id < root.pieceCount(); ++id) {
        const SearchPiece& p = root.piece(id);
        const int v = pieceValue(root, id);
        if (p.owner != root.me()) {
            m_hiddenWorth[id] = m_expected[id] + m_expected[id] / 10; // information has value
            continue;
        }
        // Stealth: an officer (or the Spy) the enemy has not identified is worth more, the
        // Marshal and General most: known, they are avoided, and the Marshal is hunted by the Spy.
        const int stealth = p.rank == Rank::Marshal                              ? v / 3
                            : p.rank == Rank::General                            ? v / 4
                            : p.rank >= Rank::Captain && p.rank <= Rank::Colonel ? v / 8
                            : p.rank == Rank::Spy                                ? v / 3
                                                                                 : 0;
        m_ownWorth[id] = {v + stealth, v};
        m_progresses[id] = isMovable(p.rank) && v < 100; // progress: small pieces go forward
    }
}

// My material minus the enemy's, hidden pieces at their expected value.
int Evaluator::lead(const SearchBoard& root) const
{
    int diff = 0;
    for (int id = 0; id < root.pieceCount(); ++id) {
        const SearchPiece& p = root.piece(id);
        if (p.square == kNoSquare || p.rank == Rank::Flag) continue;
        const int v = pieceValue(root, id);
        diff += p.owner == root.me() ? v : -v;
    }
    return diff;
}

int Evaluator::pieceValue(const SearchBoard& b, int id) const
{
    const SearchPiece& p = b.piece(id);
    return p.rank == Rank::Unknown ? m_expected[id] : value(p.owner, p.rank);
}

int Evaluator::material(const SearchBoard& b, const BoardSummary& s) const
{
    int score = 0;
    const bool red = b.me() == Side::Red;
    for (const int id : s.mine) {
        const SearchPiece& p = b.piece(id);
        score += m_ownWorth[id][(p.known & KnowsRank) ? 1 : 0];
        if (m_progresses[id]) score += red ? rowOf(p.square) : 9 - rowOf(p.square);
    }
    for (const int id : s.theirs) {
        const SearchPiece& p = b.piece(id);
        score -=
            (p.rank == Rank::Unknown ? m_hiddenWorth[id] : value(p.owner, p.rank)) + m_pressure;
    }
    const float scarcity =
        scarcityCharge(s.theirMoverCount) - scarcityCharge(static_cast<float>(s.myMovers.size));
    return score + static_cast<int>(scarcity);
}

// A known enemy piece, or a hidden one that has moved, draws the nearest piece of mine that
// surely beats it (for a hidden one: by the beliefs, among my three strongest pieces; once the
// enemy's stronger pieces are gone, every moved piece of theirs is such prey). The enemy's last
// movers draw by what their scarcity is worth as well: with a lead of 358 points, level 3 let a
// Miner, one of peternlewis's two last movers, walk from A3 to its Flag while its Major and General
// stood in the enemy's half, drawn by a Miner's worth, 85 points.
int Evaluator::huntBonus(const SearchBoard& b, const BoardSummary& s, int e) const
{
    const SearchPiece& enemy = b.piece(e);
    const bool hidden = enemy.rank == Rank::Unknown;
    if (hidden ? !(enemy.known & KnowsMoved) : !isMovable(enemy.rank)) return 0;
    float best = 0.f;
    if (hidden) {
        for (const int mine : s.top) {
            const SearchPiece& m = b.piece(mine);
            const int d = squareDistance(m.square, enemy.square);
            const float p = m_beatenBy[e][rankIndex(m.rank)];
            if (d < kHuntReach && p >= kSurePrey)
                best = std::max(best, p * static_cast<float>(kHuntReach - d));
        }
    } else {
        const int d = nearestIn(enemy.square, s.myWinnersAgainst(enemy.rank), kHuntReach - 1);
        if (d < kHuntReach) best = static_cast<float>(kHuntReach - d);
        // A known Colonel or better left alone eats what it is known to beat.
        if (enemy.rank >= Rank::Colonel && enemy.rank <= Rank::Marshal) {
            const SquareBits equals = s.myRankSquares[rankIndex(enemy.rank)];
            const int t = nearestIn(enemy.square, equals, kHuntReach - 1);
            if (t < kHuntReach)
                best = std::max(best, kTradeWeight * static_cast<float>(kHuntReach - t));
        }
    }
    // A long stalemate that I lead makes every hunt keener (m_pressure).
    // It grows as the hunt for the Flag does, so the hunters clear the way for the small pieces.
    const float keen = m_pressure > 0 ? m_huntWeight / 12.f : 1.f;
    const int worth = pieceValue(b, e) + m_pressure + m_scarcityPrize;
    return static_cast<int>(best * keen * static_cast<float>(worth) / 60.f);
}

// Known pieces draw the pieces that beat them and drive away the pieces they beat: a hunter's
// bonus for the nearest known weaker enemy piece, and a piece's unease at the nearest enemy
// piece that would attack it and win: a known one that beats it, as sure of that as what it has
// seen of my piece allows (a known Marshal fears nothing but Bombs, so every moved piece of mine
// is its prey); a hidden one, by the beliefs, against a piece the enemy has identified.
int Evaluator::tension(const SearchBoard& b, const BoardSummary& s) const
{
    int score = 0; // a sum of whole numbers: the order of its terms does not matter
    // The others (unmoved hidden pieces, Bombs, the Flag) draw no hunter.
    for (const int e : s.theirKnownMovers) score += huntBonus(b, s, e);
    for (const int e : s.theirHiddenMovers) score += huntBonus(b, s, e);
    std::array<float, Position::kMaxPieces> worst{};
    const auto feel = [&](int mine, int d, float chance) {
        worst[mine] = std::max(worst[mine], chance * static_cast<float>(kDangerReach - d));
    };
    for (const int e : s.theirKnownMovers) {
        const SearchPiece& enemy = b.piece(e);
        const SquareBits near = kEvalTables.within[enemy.square][kDangerReach - 1];
        forEachSquare(near & s.myMoverSquares, [&](Square at) {
            const int mine = b.pieceAt(at);
            const SearchPiece& m = b.piece(mine);
            if (battle(enemy.rank, m.rank) == Combat::AttackerWins)
                feel(mine, squareDistance(at, enemy.square), s.confidence(enemy.rank, m));
        });
    }
    for (const int e : s.theirHiddenMovers) {
        const Square from = b.piece(e).square;
        const SquareBits near = kEvalTables.within[from][kDangerReach - 1];
        forEachSquare(near & s.myIdentifiedSquares, [&](Square at) {
            const int mine = b.pieceAt(at);
            feel(mine, squareDistance(at, from), m_beats[e][rankIndex(b.piece(mine).rank)]);
        });
    }
    for (const int mine : s.myMovers)
        score -= static_cast<int>(worst[mine] *
                                  static_cast<float>(value(b.me(), b.piece(mine).rank)) / 20.f);
    return score;
}

// Small pieces (Miners, Scouts and the like) towards the likely enemy Flag: the officers are
// not sent to knock at Bombs.
int Evaluator::flagHunt(const SearchBoard& b, const BoardSummary& s) const
{
    int bonus = 0;
    const SquareBits hunters = s.mySquares(Rank::Spy, Rank::Captain);
    for (const auto& [e, chance] : m_flagCandidates) {
        const SearchPiece& target = b.piece(e);
        if (target.square == kNoSquare) continue;
        const int nearest = nearestIn(target.square, hunters, 11); // 12 and more add nothing
        bonus +=
            static_cast<int>(chance * static_cast<float>(std::max(0, 12 - nearest)) * m_huntWeight);
    }
    return bonus;
}

int Evaluator::evaluate(const SearchBoard& b) const
{
    const BoardSummary seen(b);
    const int score =
        std::clamp(material(b, seen) + tension(b, seen) + flagSafety(b, seen) + flagHunt(b, seen),
                   -kEvalBound + 1, kEvalBound - 1);
    return b.toMove() == b.me() ? score : -score;
}

} // namespace flagfall::ai
