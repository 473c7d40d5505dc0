#include "search.h"

#include "beliefs.h"
#include "evaluate.h"
#include "searchboard.h"
#include "transposition.h"

#include "core/geometry.h"
#include "core/random.h"
#include "core/rules.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>
#include <vector>

namespace flagfall::ai {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kMaxPly = 64;
constexpr int kQuiescenceDepth = 3;
constexpr int kLateMove = 4;          // quiet moves from this index on are searched shallower
constexpr int kKillerScore = 1 << 22; // ordering score of a killer move (attacks rank above)
constexpr int kHair = 2; // root moves this close to the best are chosen among at random
// A win is worth less the later it comes, by enough per ply that a quicker flag capture still
// outscores a slower one after both are weighted by the chance the target is the flag.
constexpr int kWinPly = 20;
constexpr int kDecided = kWinScore / 2;

int lossIn(int ply)
{
    return -kWinScore + kWinPly * ply;
}

// Win and loss scores go into the table relative to the node, so they read right at any ply.
int toTable(int v, int ply)
{
    return v > kDecided ? v + kWinPly * ply : v < -kDecided ? v - kWinPly * ply : v;
}

int fromTable(int v, int ply)
{
    return v > kDecided ? v - kWinPly * ply : v < -kDecided ? v + kWinPly * ply : v;
}

// What all threads of one search share.
struct Shared {
    TranspositionTable table{18};
    const std::atomic<bool>* externalStop = nullptr;
    std::atomic<bool> done{false};
    Clock::time_point deadline;
    std::atomic<std::uint64_t> nodes{0};
};

class Searcher {
public:
    Searcher(const SearchBoard& root, const Evaluator& eval, Shared& shared, bool quiescence,
             int flagShot)
        : m_board(root), m_eval(eval), m_shared(shared), m_quiescence(quiescence),
          m_flagShot(flagShot)
    {
    }

    // R18 inside the tree: `quietPlies` at the root, and the count that draws (0: never).
    void setNoProgress(int quietPlies, int drawAt)
    {
        m_quiet[0] = quietPlies;
        m_drawAt = drawAt;
    }

    // The value of `m` for the side to move, averaged over its outcomes.
    int searchMove(Move m, int depth, int alpha, int beta, int ply)
    {
        const Outcomes outs = m_board.outcomes(m);
        m_quiet[ply + 1] = m.attack ? 0 : m_quiet[ply] + 1;
        return chanceNode(outs, alpha, beta, [&](int i, int a, int b) {
            const BoardUndo u = m_board.make(m, outs.items[i]);
            const int v = -negamax(depth - 1, -b, -a, ply + 1);
            m_board.unmake(m, u);
            return v;
        });
    }

    bool aborted() const { return m_aborted; }
    std::uint64_t nodes() const { return m_nodes; }

private:
    // Star1 (Ballard's *-minimax): the outcomes of a battle, the Flag first (a leaf) and then the
    // likeliest, each searched in the window where it can still move the weighted mean across
    // (alpha, beta), assuming the outcomes not yet searched score within +-kEvalBound. A mean
    // proved outside the window returns at once, as a bound.
    template <class Child> int chanceNode(const Outcomes& outs, int alpha, int beta, Child child)
    {
        if (outs.size == 1) return child(0, alpha, beta);
        std::array<int, 6> order{};
        for (int i = 0; i < outs.size; ++i) order[i] = i;
        const auto key = [&outs](int i) {
            return outs.items[i].revealed == Rank::Flag ? 2.f : outs.items[i].probability;
        };
        for (int i = 1; i < outs.size; ++i) // insertion sort: at most six outcomes
            for (int j = i; j > 0 && key(order[j]) > key(order[j - 1]); --j)
                std::swap(order[j], order[j - 1]);
        constexpr float bound = static_cast<float>(kEvalBound);
        float sum = 0.f, rest = 1.f;
        for (int k = 0; k < outs.size; ++k) {
            const int i = order[k];
            const float p = outs.items[i].probability;
            rest = std::max(0.f, rest - p);
            const float lo = (static_cast<float>(alpha) - sum - rest * bound) / p;
            const float hi = (static_cast<float>(beta) - sum + rest * bound) / p;
            const int a = static_cast<int>(std::max(std::floor(lo), float(-kInfinity)));
            const int b = static_cast<int>(std::min(std::ceil(hi), float(kInfinity)));
            int v = child(i, a, b);
            if (m_aborted) return 0;
            if (m_flagShot > 0 && outs.items[i].revealed == Rank::Flag) v = std::min(v, m_flagShot);
            sum += p * static_cast<float>(v);
            if (v <= a && a > -kInfinity) return alpha; // the mean cannot exceed alpha
            if (v >= b && b < kInfinity) return beta;   // the mean cannot stay below beta
        }
        return static_cast<int>(sum);
    }

    bool checkAbort()
    {
        if ((++m_nodes & 255) != 0) return m_aborted;
        if (m_shared.done.load(std::memory_order_relaxed) ||
            (m_shared.externalStop && m_shared.externalStop->load(std::memory_order_relaxed)) ||
            Clock::now() >= m_shared.deadline)
            m_aborted = true;
        return m_aborted;
    }

    int negamax(int depth, int alpha, int beta, int ply)
    {
        if (checkAbort()) return 0;
        if (m_board.flagLost(m_board.toMove())) return lossIn(ply);
        if (m_drawAt > 0 && m_quiet[ply] >= m_drawAt) return 0; // R18: a draw, even if ahead
        if (depth <= 0 || ply >= kMaxPly) return quiesce(alpha, beta, ply, 0);
        TtHit hit;
        Move ttMove;
        if (m_shared.table.probe(m_board.hash(), hit)) {
            ttMove = hit.move;
            const int score = fromTable(hit.score, ply);
            if (hit.depth >= depth) {
                if (hit.bound == Bound::Exact) return score;
                if (hit.bound == Bound::Lower && score >= beta) return score;
                if (hit.bound == Bound::Upper && score <= alpha) return score;
            }
        }
        MoveList moves;
        m_board.generate(moves);
        if (moves.size == 0) return lossIn(ply); // R15: no move loses
        std::array<int, MoveList::kCapacity> order;
        scoreMoves(moves, ttMove, ply, order);
        const int alpha0 = alpha;
        int best = -kInfinity;
        Move bestMove;
        for (int i = 0; i < moves.size; ++i) {
            const Move m = pickNext(moves, order, i);
            const int v = searchOrdered(m, i, order[i], depth, alpha, beta, ply);
            if (m_aborted) return 0;
            if (v > best) best = v, bestMove = m;
            if (v > alpha) alpha = v;
            if (alpha >= beta) {
                if (!m.attack) {
                    m_killers[ply][1] = m_killers[ply][0];
                    m_killers[ply][0] = m;
                    m_history[m.from][m.to] += depth * depth;
                }
                break;
            }
        }
        const Bound bound =
            best >= beta ? Bound::Lower : (best > alpha0 ? Bound::Exact : Bound::Upper);
        m_shared.table.store(m_board.hash(), depth, toTable(best, ply), bound, bestMove);
        return best;
    }

    // Principal variation search: the first move with the whole window, the others with a null
    // window first, late quiet moves one ply shallower; a move that beats alpha is searched again.
    int searchOrdered(Move m, int i, int orderScore, int depth, int alpha, int beta, int ply)
    {
        if (i == 0) return searchMove(m, depth, alpha, beta, ply);
        const bool late = i >= kLateMove && depth >= 3 && !m.attack && orderScore < kKillerScore;
        int v = searchMove(m, depth - (late ? 1 : 0), alpha, alpha + 1, ply);
        if (m_aborted) return 0;
        if (v > alpha && late) v = searchMove(m, depth, alpha, alpha + 1, ply);
        if (m_aborted) return 0;
        if (v > alpha && v < beta) v = searchMove(m, depth, alpha, beta, ply);
        return v;
    }

    int quiesce(int alpha, int beta, int ply, int qdepth)
    {
        if (checkAbort()) return 0;
        if (m_board.flagLost(m_board.toMove())) return lossIn(ply);
        const int standPat = m_eval.evaluate(m_board);
        if (!m_quiescence || qdepth >= kQuiescenceDepth || ply >= kMaxPly) return standPat;
        if (standPat >= beta) return standPat;
        alpha = std::max(alpha, standPat);
        MoveList attacks;
        m_board.generateAttacks(attacks);
        std::array<int, MoveList::kCapacity> order;
        scoreMoves(attacks, Move{}, ply, order);
        int best = standPat;
        for (int j = 0; j < attacks.size; ++j) {
            const Move m = pickNext(attacks, order, j);
            const Outcomes outs = m_board.outcomes(m);
            if (outs.size == 1 && outs.items[0].combat == Combat::DefenderWins) continue;
            const int v = chanceNode(outs, alpha, beta, [&](int i, int a, int b) {
                const BoardUndo u = m_board.make(m, outs.items[i]);
                const int r = -quiesce(-b, -a, ply + 1, qdepth + 1);
                m_board.unmake(m, u);
                return r;
            });
            if (m_aborted) return 0;
            best = std::max(best, v);
            alpha = std::max(alpha, v);
            if (alpha >= beta) break;
        }
        return best;
    }

    void scoreMoves(const MoveList& moves, Move ttMove, int ply,
                    std::array<int, MoveList::kCapacity>& order) const
    {
        for (int i = 0; i < moves.size; ++i) {
            const Move m = moves[i];
            int s = m_history[m.from][m.to];
            if (m == ttMove)
                s = 1 << 30;
            else if (m.attack)
                s = (1 << 24) + m_eval.pieceValue(m_board, m_board.pieceAt(m.to)) * 16 -
                    m_eval.pieceValue(m_board, m_board.pieceAt(m.from));
            else if (m == m_killers[ply][0] || m == m_killers[ply][1])
                s = kKillerScore;
            order[i] = s;
        }
    }

    static Move pickNext(MoveList& moves, std::array<int, MoveList::kCapacity>& order, int i)
    {
        int best = i;
        for (int j = i + 1; j < moves.size; ++j)
            if (order[j] > order[best]) best = j;
        std::swap(moves.moves[i], moves.moves[best]);
        std::swap(order[i], order[best]);
        return moves[i];
    }

    SearchBoard m_board;
    const Evaluator& m_eval;
    Shared& m_shared;
    bool m_quiescence;
    int m_flagShot; // a Flag captured by chance is worth at most this (0: a full win)
    bool m_aborted = false;
    std::uint64_t m_nodes = 0;
    std::array<std::array<Move, 2>, kMaxPly + 1> m_killers{};
    std::array<int, kMaxPly + 2> m_quiet{}; // plies without a battle, at each ply of the line
    int m_drawAt = 0;
    std::array<std::array<int, kSquares>, kSquares> m_history{};
};

struct RootMove {
    Move move;
    int score = -kInfinity;
    int noise = 0;
    bool exact = false;
    int hope = -kInfinity; // the score at the deepest depth that did not see every move lose
    bool hopeExact = false;
};

// Whether an enemy piece could take the viewer's Flag with its next move: one that may move stands
// next to it, or one that may be a Scout has a free line to it. A lapse never ignores that: a
// player who forgets to look at the reply still sees an attack on his Flag.
bool flagInReach(const PlayerView& view)
{
    const Position& pos = view.position;
    Square flag = kNoSquare;
    for (int id = 0; id < pos.pieceCount(); ++id) {
        const Piece& p = pos.piece(id);
        if (p.owner == view.viewer && p.rank == Rank::Flag && p.alive()) flag = p.square;
    }
    if (flag == kNoSquare) return false;
    for (int d = 0; d < kDirections; ++d) {
        int steps = 1;
        for (Square s = kGeometry.step[flag][d]; s != kNoSquare;
             s = kGeometry.step[s][d], ++steps) {
            const int id = pos.pieceAt(s);
            if (id < 0) continue;
            const Piece& p = pos.piece(id);
            const bool mayMove = p.rank == Rank::Unknown || isMovable(p.rank);
            const bool mayBeScout = p.rank == Rank::Unknown || p.rank == Rank::Scout;
            if (p.owner != view.viewer && mayMove && (steps == 1 || mayBeScout)) return true;
            break;
        }
    }
    return false;
}

// Shuttling back where a piece just came from wastes a tempo (and walks into R16).
int shuttlePenalty(const PlayerView& view, Move m)
{
    for (auto it = view.history.rbegin(); it != view.history.rend(); ++it) {
        const int mover = view.position.pieceAt(it->move.to);
        if (mover < 0 || view.position.piece(mover).owner != view.viewer) continue;
        return it->move.to == m.from && it->move.from == m.to ? 3 : 0;
    }
    return 0;
}

// One thread's iterative deepening. The main thread (helper == false) keeps the root scores.
int iterate(Searcher& s, std::vector<RootMove>& root, int maxDepth, int margin, bool helper,
            int firstDepth, Clock::time_point softLimit)
{
    int completed = 0;
    for (int depth = firstDepth; depth <= maxDepth; ++depth) {
        if (depth > firstDepth && Clock::now() >= softLimit) break; // no time for a whole one
        int bestRaw = -kInfinity;
        bool any = false;
        for (RootMove& rm : root) {
            const int lo = bestRaw == -kInfinity ? -kInfinity : bestRaw - margin;
            const int v = s.searchMove(rm.move, depth, lo, kInfinity, 0);
            if (s.aborted()) break;
            if (!helper) {
                rm.score = v;
                rm.exact = v > lo;
            }
            bestRaw = std::max(bestRaw, v);
            any = true;
        }
        if (s.aborted()) {
            if (!any) break;
            if (!helper) completed = depth; // the moves searched at this depth are usable
            break;
        }
        completed = depth;
        if (!helper && bestRaw > -kDecided)
            for (RootMove& rm : root) rm.hope = rm.score, rm.hopeExact = rm.exact;
        if (!helper)
            std::stable_sort(root.begin(), root.end(), [](const RootMove& a, const RootMove& b) {
                return a.score > b.score;
            });
        if (std::abs(bestRaw) > kWinScore - kWinPly * kMaxPly) break; // forced: no need to go on
    }
    return completed;
}

// Picks among the exact scores, jittered by the level's noise, at random within a hair. A decided
// game (a flag within reach, or lost anyway) takes the plain best score: jitter there would
// trade a quick win for a slower one, move after move, until R18 ends the game.
const RootMove* pickRootMove(const std::vector<RootMove>& root, Random& rng)
{
    int bestRaw = -kInfinity;
    for (const RootMove& rm : root)
        if (rm.exact) bestRaw = std::max(bestRaw, rm.score);
    const bool decided = std::abs(bestRaw) > kDecided;
    const auto adjusted = [decided](const RootMove& rm) {
        return rm.score * 1000 - (decided ? 0 : rm.noise);
    };
    int bestAdjusted = -kInfinity * 1000;
    for (const RootMove& rm : root)
        if (rm.exact) bestAdjusted = std::max(bestAdjusted, adjusted(rm));
    const int hair = decided ? 0 : kHair * 1000;
    std::vector<const RootMove*> candidates;
    for (const RootMove& rm : root)
        if (rm.exact && adjusted(rm) >= bestAdjusted - hair) candidates.push_back(&rm);
    return candidates.empty() ? nullptr : candidates[rng.below(candidates.size())];
}

// When every move loses against best play, play on as if the opponent may miss it: pick by the
// deepest scores that still saw a way out (a weak opponent often does miss it, and shuffling
// until R18 would throw the game away just the same).
void hopeWhenLost(std::vector<RootMove>& root)
{
    for (const RootMove& rm : root)
        if (rm.exact && rm.score > -kDecided) return;
    if (std::none_of(root.begin(), root.end(), [](const RootMove& rm) { return rm.hopeExact; }))
        return;
    for (RootMove& rm : root) rm.score = rm.hope, rm.exact = rm.hopeExact;
}

} // namespace

SearchResult think(const PlayerView& view, const LevelParams& level, const Limits& limits,
                   std::uint64_t seed, const std::atomic<bool>* stop)
{
    const auto start = Clock::now();
    SearchResult result;
    MoveList legal;
    legalMoves(view.position, view.rules, view.state, legal);
    if (legal.size == 0) return result;
    result.best = legal[0];
    if (legal.size == 1) return result;

    Random rng(seed);
    const bool lapse = rng.unit() < level.lapse && !flagInReach(view);
    const Beliefs beliefs = Beliefs::fromView(
        view, BeliefOptions{level.humanPrior, level.priorBlur, level.softEvidence});
    const SearchBoard board(view, beliefs);
    const Evaluator eval(board, view.state.quietPlies);
    const int movetime = limits.movetimeMs > 0 ? std::min(limits.movetimeMs, level.movetimeMs * 10)
                                               : level.movetimeMs;
    int maxDepth = limits.maxDepth > 0 ? limits.maxDepth : level.maxDepth;
    if (lapse) maxDepth = 1; // forgets to look at the reply

    Shared shared;
    shared.externalStop = stop;
    shared.deadline = start + std::chrono::milliseconds(movetime);

    std::vector<RootMove> root;
    for (const Move& m : legal) {
        RootMove rm{m};
        const int noise = level.noise * (lapse ? 2 : 1);
        rm.noise =
            1000 * (shuttlePenalty(view, m)) +
            (noise > 0 ? static_cast<int>(rng.below(2 * noise * 1000 + 1)) - noise * 1000 : 0);
        root.push_back(rm);
    }
    const int margin = 2 * level.noise * (lapse ? 2 : 1) + kHair + 3;

    std::vector<std::thread> helpers;
    std::vector<std::uint64_t> helperNodes(
        static_cast<std::size_t>(std::max(0, limits.threads - 1)));
    for (int t = 1; t < limits.threads; ++t)
        helpers.emplace_back([&, t] {
            Searcher s(board, eval, shared, !lapse, level.flagShot);
            s.setNoProgress(view.state.quietPlies, view.rules.noAttackDraw);
            std::vector<RootMove> mine = root;
            std::rotate(mine.begin(), mine.begin() + t % static_cast<int>(mine.size()), mine.end());
            iterate(s, mine, maxDepth, margin, true, 1 + t % 2, shared.deadline);
            helperNodes[static_cast<std::size_t>(t - 1)] = s.nodes();
        });
    Searcher main(board, eval, shared, !lapse, level.flagShot);
    main.setNoProgress(view.state.quietPlies, view.rules.noAttackDraw);
    const auto softLimit = start + std::chrono::milliseconds(movetime * 3 / 5);
    result.depth = iterate(main, root, maxDepth, margin, false, 1, softLimit);
    shared.done = true;
    for (auto& h : helpers) h.join();

    hopeWhenLost(root);
    if (const RootMove* pick = pickRootMove(root, rng)) {
        result.best = pick->move;
        result.score = pick->score;
    }
    for (const RootMove& rm : root)
        if (rm.exact) result.rootScores.emplace_back(rm.move, rm.score);
    result.nodes = main.nodes();
    for (auto n : helperNodes) result.nodes += n;
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
}

} // namespace flagfall::ai
