#include "core/ai/search/search.h"

#include "core/ai/beliefs/beliefs.h"
#include "core/ai/beliefs/memory.h"
#include "core/ai/board/rootchecks.h"
#include "core/ai/search/lastmover.h"
#include "core/ai/search/searcher.h"

#include "core/base/random.h"
#include "core/rules/geometry.h"
#include "core/rules/rules.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

namespace flagfall::ai {

namespace {

constexpr int kHair = 2; // root moves this close to the best are chosen among at random

struct RootMove {
    Move move;
    int score = -kInfinity;
    int noise = 0;
    bool exact = false;
    int hope = -kInfinity; // the score at the deepest depth that did not see every move lose
    bool hopeExact = false;
    bool rash = false; // see isRash: chosen only to win the game, or when nothing else is left
    int bias = 0;      // points taken off the move's score (breakShuttles)
};

// One thread's iterative deepening. The main thread (helper == false) keeps the root scores.
int iterate(Searcher& s, std::vector<RootMove>& root, int maxDepth, int margin, bool helper,
            int firstDepth, Clock::time_point softLimit, Move exactMove = {})
{
    int completed = 0;
    const bool judged = !helper && !exactMove.isNull();
    std::vector<RootMove> whole; // the root after the last whole depth, when judged
    for (int depth = firstDepth; depth <= maxDepth; ++depth) {
        if (depth > firstDepth && Clock::now() >= softLimit) break; // no time for a whole one
        int bestRaw = -kInfinity;
        bool any = false;
        for (RootMove& rm : root) {
            const bool full = bestRaw == -kInfinity || (!helper && rm.move == exactMove);
            const int lo = full ? -kInfinity : bestRaw - margin;
            const int v =
                s.searchRootMove(rm.move, depth, lo == -kInfinity ? lo : lo + rm.bias, kInfinity) -
                rm.bias;
            if (s.aborted()) break;
            if (!helper) {
                rm.score = v;
                rm.exact = v > lo;
            }
            // A rash move sets no bar unless it wins: the safe moves keep exact scores to choose
            // by.
            if (!rm.rash || v > kDecided) bestRaw = std::max(bestRaw, v);
            any = true;
        }
        if (s.aborted()) {
            if (!any) break;
            // A judge compares the move played with the best at one depth: a depth cut short
            // leaves them at two (odd and even depths differ), so it keeps the last whole one.
            if (judged && completed > 0) {
                root = whole;
                break;
            }
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
        if (judged) whole = root;
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

// Rash attacks leave the choice unless they win the game or every other move is rash too.
const RootMove* pickSafeRootMove(const std::vector<RootMove>& root, Random& rng)
{
    std::vector<RootMove> safe;
    for (const RootMove& rm : root)
        if (!rm.rash || rm.score > kDecided) safe.push_back(rm);
    const bool anyExact = std::any_of(safe.begin(), safe.end(), [](auto& rm) { return rm.exact; });
    const std::vector<RootMove>& from = anyExact ? safe : root;
    const RootMove* pick = pickRootMove(from, rng);
    if (!pick) return nullptr;
    for (const RootMove& rm : root)
        if (rm.move == pick->move) return &rm;
    return nullptr;
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

// In a long stalemate that I lead, stepping back where the piece came from only repeats the
// dance (an enemy piece mirroring mine kept a won game shuttling to the move limit): it costs
// twice the pressure. A move back into a position seen again and again pays too, whoever leads,
// up to kRepeatCap: where no rule ends a chase, asmodeus chased a Colonel for 1,876 plies to the
// move limit, and a small loss is a fair price for a game that goes on.
constexpr int kRepeatGrace = 3; // a few returns are fine (waiting, or a short dance)
constexpr int kRepeatStep = 12; // points for each return after those
constexpr int kRepeatCap = 120;

void breakShuttles(const PlayerView& view, const Evaluator& eval, std::vector<RootMove>& root)
{
    const QuietPositions seen(view);
    for (RootMove& rm : root) {
        const int repeats = seen.repeats(rm.move);
        int bias = std::clamp(kRepeatStep * (repeats - kRepeatGrace), 0, kRepeatCap);
        if (shuttlePenalty(view, rm.move) > 0) bias = std::max(bias, 2 * eval.pressure());
        rm.bias = bias;
    }
}

// The root's moves with their rashness and noise (a human kind of error: `noise` points either
// way) and the shuttle penalty.
std::vector<RootMove> rootMoves(const PlayerView& view, const Beliefs& beliefs,
                                const MoveList& legal, int noise, Random& rng)
{
    std::vector<RootMove> root;
    for (const Move& m : legal) {
        RootMove rm{m};
        rm.rash = isRash(view, beliefs, m);
        rm.noise =
            1000 * (shuttlePenalty(view, m)) +
            (noise > 0 ? static_cast<int>(rng.below(2 * noise * 1000 + 1)) - noise * 1000 : 0);
        root.push_back(rm);
    }
    return root;
}

// What one search of the root needs besides the board: the level's settings and the limits.
struct RootSearch {
    int maxDepth = 0;
    int margin = 0;
    int threads = 1;
    bool quiescence = true;
    int flagShot = 0;
    int quietPlies = 0;
    int drawAt = 0;
    Clock::time_point softLimit;
    Move exactMove;
};

// Iterative deepening of `root` on `board` by the main thread and its helpers (lazy SMP); the
// depth the main thread completed, and the positions all searched.
std::pair<int, std::uint64_t> searchRoot(const SearchBoard& board, const Evaluator& eval,
                                         SearchShared& shared, std::vector<RootMove>& root,
                                         const RootSearch& rs)
{
    std::vector<std::thread> helpers;
    std::vector<std::uint64_t> helperNodes(static_cast<std::size_t>(std::max(0, rs.threads - 1)));
    for (int t = 1; t < rs.threads; ++t)
        helpers.emplace_back([&, t] {
            Searcher s(board, eval, shared, rs.quiescence, rs.flagShot);
            s.setNoProgress(rs.quietPlies, rs.drawAt);
            std::vector<RootMove> mine = root;
            std::rotate(mine.begin(), mine.begin() + t % static_cast<int>(mine.size()), mine.end());
            iterate(s, mine, rs.maxDepth, rs.margin, true, 1 + t % 2, shared.deadline);
            helperNodes[static_cast<std::size_t>(t - 1)] = s.nodes();
        });
    Searcher main(board, eval, shared, rs.quiescence, rs.flagShot);
    main.setNoProgress(rs.quietPlies, rs.drawAt);
    const int depth =
        iterate(main, root, rs.maxDepth, rs.margin, false, 1, rs.softLimit, rs.exactMove);
    shared.done = true;
    for (auto& h : helpers) h.join();
    std::uint64_t nodes = main.nodes();
    for (auto n : helperNodes) nodes += n;
    return {depth, nodes};
}

// Whether every move searched loses against best play.
bool everyMoveLoses(const std::vector<RootMove>& root)
{
    return std::none_of(root.begin(), root.end(),
                        [](const RootMove& rm) { return rm.exact && rm.score > -kDecided; });
}

// Whether the enemy has seen where my Flag stands.
bool flagShown(const PlayerView& view)
{
    const Position& pos = view.position;
    for (int id = 0; id < pos.pieceCount(); ++id) {
        const Piece& p = pos.piece(id);
        if (p.owner == view.viewer && p.rank == Rank::Flag) return p.known & KnowsRank;
    }
    return true;
}

// Searches `fresh` again as if the enemy could not see my Flag, in the time left; the moves
// replace `root` if a depth was completed.
void searchBlind(const SearchBoard& board, const Evaluator& eval, const SearchShared& shared,
                 std::vector<RootMove> fresh, RootSearch rs, std::vector<RootMove>& root,
                 SearchResult& result)
{
    SearchBoard blind = board;
    blind.hideFlagFromEnemy();
    shared.table.newSearch();
    SearchShared again(shared.table);
    again.externalStop = shared.externalStop;
    again.maxNodes = shared.maxNodes;
    again.deadline = shared.deadline;
    rs.softLimit = std::max(rs.softLimit, Clock::now() + (again.deadline - Clock::now()) / 2);
    const auto [depth, nodes] = searchRoot(blind, eval, again, fresh, rs);
    result.nodes += nodes;
    if (depth > 0) root = std::move(fresh), result.depth = depth;
}

// The enemy's last mover, caught by the book when the search sees no quicker win: the search
// alone follows it round a lake for ever (a game of the levels: a General and a Colonel against a
// Sergeant, every move scored alike from depth 18 on, drawn after 200 quiet plies).
void followCatch(const Catch& c, const MoveList& legal, SearchResult& result)
{
    for (const Move& m : legal)
        if (m.from == c.move.from && m.to == c.move.to) result.best = m;
}

} // namespace

SearchResult think(const PlayerView& seen, const LevelParams& level, const Limits& limits,
                   std::uint64_t seed, const std::atomic<bool>* stop, TranspositionTable* table)
{
    const auto start = Clock::now();
    // A level that forgets plays on what it still remembers.
    std::optional<PlayerView> remembered;
    if (level.memoryPlies > 0) remembered = forgetOldRanks(seen, level.memoryPlies);
    const PlayerView& view = remembered ? *remembered : seen;
    SearchResult result;
    MoveList legal;
    legalMoves(view.position, view.rules, view.state, legal);
    if (legal.size == 0) return result;
    result.best = legal[0];
    if (legal.size == 1 && limits.scoreExactly.isNull()) return result;

    Random rng(seed);
    const bool lapse = rng.unit() < level.lapse && !flagInReach(view);
    const Beliefs beliefs = Beliefs::fromView(view, beliefOptionsFor(level));
    const SearchBoard board(view, beliefs);
    const Evaluator eval(board, view.state.quietPlies, limits.press);
    const int movetime = limits.movetimeMs > 0 ? limits.movetimeMs : level.movetimeMs;
    RootSearch rs;
    rs.maxDepth = limits.maxDepth > 0 ? limits.maxDepth : level.maxDepth;
    if (lapse) rs.maxDepth = 1; // forgets to look at the reply
    rs.margin = 2 * level.noise * (lapse ? 2 : 1) + kHair + 3;
    rs.threads = limits.threads;
    rs.quiescence = !lapse;
    rs.flagShot = level.flagShot;
    rs.quietPlies = view.state.quietPlies;
    rs.drawAt = view.rules.noAttackDraw;
    rs.softLimit = start + std::chrono::milliseconds(movetime * 3 / 5);
    rs.exactMove = limits.scoreExactly;

    std::optional<TranspositionTable> own;
    if (!table) table = &own.emplace(level.ttBits);
    table->newSearch();
    SearchShared shared(*table);
    shared.externalStop = stop;
    shared.maxNodes = limits.maxNodes;
    shared.deadline = start + std::chrono::milliseconds(movetime);

    // Solved first: its time comes out of the search's.
    const std::optional<Catch> caught =
        level.catchLastMover && limits.press && limits.scoreExactly.isNull()
            ? catchLastMover(board, stop)
            : std::nullopt;
    std::vector<RootMove> root =
        rootMoves(view, beliefs, legal, level.noise * (lapse ? 2 : 1), rng);
    breakShuttles(view, eval, root);
    const std::vector<RootMove> fresh = root;
    std::tie(result.depth, result.nodes) = searchRoot(board, eval, shared, root, rs);

    hopeWhenLost(root);
    // Lost whatever I play, to an enemy that finds my Flag: it may not know where it is (a Miner
    // stood beside peternlewis's target for 86 plies while level 3, seeing every move lose,
    // moved at random and lost its army). Search again as if the enemy could not see it.
    const bool blindRetry = everyMoveLoses(root) && !flagShown(view) &&
                            limits.scoreExactly.isNull() && !(stop && stop->load());
    int lost = -kInfinity;
    for (const RootMove& rm : root) lost = std::max(lost, rm.score);
    if (blindRetry) searchBlind(board, eval, shared, fresh, rs, root, result);
    if (const RootMove* pick = pickSafeRootMove(root, rng)) {
        result.best = pick->move;
        result.score = blindRetry ? lost : pick->score; // still lost if the enemy finds the Flag
    }
    if (caught && result.score <= kDecided) followCatch(*caught, legal, result);
    for (const RootMove& rm : root)
        if (rm.exact) result.rootScores.emplace_back(rm.move, rm.score);
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
}

} // namespace flagfall::ai
