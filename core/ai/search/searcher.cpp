#include "core/ai/search/searcher.h"

#include "core/rules/geometry.h"

#include <algorithm>
#include <cmath>

namespace flagfall::ai {

namespace {

constexpr int kQuiescenceDepth = 3;
constexpr int kLateMove = 4;          // quiet moves from this index on are searched shallower
constexpr int kKillerScore = 1 << 22; // ordering score of a killer move (attacks rank above)

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

bool isDecline(const Outcome& o)
{
    return o.declined;
}

// Whether the enemy, to move with no move in the tree, may still have one: its hidden pieces
// that are likely Bombs or the Flag stay put in the tree, but any of them may be its last
// mover. Scored as out of moves (R15), a lone moved piece's attack on a Bomb beside my Flag
// was a win for me whenever that piece was not the Miner, so a Miner walked up unopposed.
bool enemyMayStillMove(const SearchBoard& b)
{
    if (b.toMove() == b.me()) return false;
    for (int id = 0; id < b.pieceCount(); ++id) {
        const SearchPiece& p = b.piece(id);
        if (p.owner == b.toMove() && p.square != kNoSquare && b.movableChance(id) > 0.f)
            return true;
    }
    return false;
}

} // namespace

Searcher::Searcher(const SearchBoard& root, const Evaluator& eval, SearchShared& shared,
                   bool quiescence, int flagShot)
    : m_board(root), m_eval(eval), m_shared(shared), m_quiescence(quiescence), m_flagShot(flagShot)
{
}

void Searcher::setNoProgress(int quietPlies, int drawAt)
{
    m_quiet[0] = quietPlies;
    m_drawAt = drawAt;
}

int Searcher::searchRootMove(Move m, int depth, int alpha, int beta)
{
    return searchMove(m, depth, alpha, beta, 0, -kInfinity);
}

// A move's value averaged over its outcomes. `floor` > -kInfinity marks an option: an attack
// by a hidden piece whose owner knows what it is, so it attacks only where that pays better
// than `floor`, the best it has found elsewhere.
int Searcher::searchMove(Move m, int depth, int alpha, int beta, int ply, int floor)
{
    const Outcomes outs = m_board.outcomes(m, floor > -kInfinity);
    m_quiet[ply + 1] = m.attack ? 0 : m_quiet[ply] + 1;
    return chanceNode(outs, alpha, beta, floor, [&](int i, int a, int b) {
        const BoardUndo u = m_board.make(m, outs.items[i]);
        const int v = -negamax(depth - 1, -b, -a, ply + 1);
        m_board.unmake(m, u);
        return v;
    });
}

// Star1 (Ballard's *-minimax): the outcomes of a battle, the leaves first (a Flag, a declined
// option) and then the likeliest, each searched in the window where it can still move the
// weighted mean across (alpha, beta), assuming the outcomes not yet searched score within
// [max(floor, -kEvalBound), kEvalBound]. A mean proved outside the window returns at once.
template <class Child>
int Searcher::chanceNode(const Outcomes& outs, int alpha, int beta, int floor, Child child)
{
    if (outs.size == 1 && !isDecline(outs.items[0]))
        return std::max(child(0, std::max(alpha, floor), beta), floor);
    std::array<int, 6> order{};
    for (int i = 0; i < outs.size; ++i) order[i] = i;
    const auto key = [&outs](int i) {
        const Outcome& o = outs.items[i];
        return (o.revealed == Rank::Flag || isDecline(o)) ? 2.f : o.probability;
    };
    for (int i = 1; i < outs.size; ++i) // insertion sort: at most six outcomes
        for (int j = i; j > 0 && key(order[j]) > key(order[j - 1]); --j)
            std::swap(order[j], order[j - 1]);
    constexpr float upper = static_cast<float>(kEvalBound);
    const float lower = static_cast<float>(std::max(floor, -kEvalBound));
    float sum = 0.f, rest = 1.f;
    for (int k = 0; k < outs.size; ++k) {
        const Outcome& o = outs.items[order[k]];
        const float p = o.probability;
        rest = std::max(0.f, rest - p);
        const float lo = (static_cast<float>(alpha) - sum - rest * upper) / p;
        const float hi = (static_cast<float>(beta) - sum - rest * lower) / p;
        const int a = static_cast<int>(std::max(std::floor(lo), float(-kInfinity)));
        const int b = static_cast<int>(std::min(std::ceil(hi), float(kInfinity)));
        int v = floor;
        if (!isDecline(o) && b > floor) {
            v = std::max(child(order[k], std::max(a, floor), b), floor);
            if (m_aborted) return 0;
        }
        if (m_flagShot > 0 && o.revealed == Rank::Flag) v = std::min(v, m_flagShot);
        sum += p * static_cast<float>(v);
        if (v <= a && a > -kInfinity) return alpha; // the mean cannot exceed alpha
        if (v >= b && b < kInfinity) return beta;   // the mean cannot stay below beta
    }
    return static_cast<int>(sum);
}

bool Searcher::checkAbort()
{
    ++m_nodes;
    if (m_shared.maxNodes > 0 && m_nodes >= m_shared.maxNodes) m_aborted = true;
    if ((m_nodes & 255) != 0) return m_aborted;
    if (m_shared.done.load(std::memory_order_relaxed) ||
        (m_shared.externalStop && m_shared.externalStop->load(std::memory_order_relaxed)) ||
        Clock::now() >= m_shared.deadline)
        m_aborted = true;
    return m_aborted;
}

// An attack by a hidden piece on one of the viewer's pieces whose rank its owner has seen: the
// owner knows both ranks and strikes only where it wins (see searchMove). A hidden piece's strike
// from afar is one too: only its owner knows whether it is a Scout that can make it.
bool Searcher::isOption(Move m) const
{
    if (!m.attack || m_board.toMove() == m_board.me()) return false;
    const int a = m_board.pieceAt(m.from), d = m_board.pieceAt(m.to);
    if (!m_board.hiddenPiece(a)) return false;
    return !areAdjacent(m.from, m.to) || (m_board.piece(d).known & KnowsRank);
}

int Searcher::negamax(int depth, int alpha, int beta, int ply)
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
    MoveList& moves = m_lists[ply];
    m_board.generate(moves);
    if (moves.size == 0) // R15: no move loses
        return enemyMayStillMove(m_board) ? m_eval.evaluate(m_board) : lossIn(ply);
    std::array<int, MoveList::kCapacity> order;
    scoreMoves(moves, ttMove, ply, order);
    const bool theirs = m_board.toMove() != m_board.me();
    const int alpha0 = alpha;
    int best = -kInfinity;
    Move bestMove;
    for (int i = 0; i < moves.size; ++i) {
        const Move m = pickNext(moves, order, i, theirs && best == -kInfinity);
        const int floor = best > -kInfinity && isOption(m) ? best : -kInfinity;
        const int v = searchOrdered(m, i, order[i], depth, alpha, beta, ply, floor);
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
    const Bound bound = best >= beta ? Bound::Lower : (best > alpha0 ? Bound::Exact : Bound::Upper);
    m_shared.table.store(m_board.hash(), depth, toTable(best, ply), bound, bestMove);
    return best;
}

// Principal variation search: the first move with the whole window, the others with a null
// window first, late quiet moves one ply shallower; a move that beats alpha is searched again.
int Searcher::searchOrdered(Move m, int i, int orderScore, int depth, int alpha, int beta, int ply,
                            int floor)
{
    if (i == 0) return searchMove(m, depth, alpha, beta, ply, floor);
    const bool late = i >= kLateMove && depth >= 3 && !m.attack && orderScore < kKillerScore;
    int v = searchMove(m, depth - (late ? 1 : 0), alpha, alpha + 1, ply, floor);
    if (m_aborted) return 0;
    if (v > alpha && late) v = searchMove(m, depth, alpha, alpha + 1, ply, floor);
    if (m_aborted) return 0;
    if (v > alpha && v < beta) v = searchMove(m, depth, alpha, beta, ply, floor);
    return v;
}

int Searcher::quiesce(int alpha, int beta, int ply, int qdepth)
{
    if (checkAbort()) return 0;
    if (m_board.flagLost(m_board.toMove())) return lossIn(ply);
    const int standPat = evaluate();
    if (!m_quiescence || qdepth >= kQuiescenceDepth || ply >= kMaxPly) return standPat;
    if (standPat >= beta) return standPat;
    alpha = std::max(alpha, standPat);
    MoveList& attacks = m_lists[ply];
    m_board.generateAttacks(attacks);
    std::array<int, MoveList::kCapacity> order;
    scoreMoves(attacks, Move{}, ply, order);
    int best = standPat;
    for (int j = 0; j < attacks.size; ++j) {
        const Move m = pickNext(attacks, order, j, false);
        const bool option = isOption(m);
        const Outcomes outs = m_board.outcomes(m, option);
        if (outs.size == 1 && outs.items[0].combat == Combat::DefenderWins) continue;
        const int v =
            chanceNode(outs, alpha, beta, option ? best : -kInfinity, [&](int i, int a, int b) {
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

int Searcher::evaluate()
{
    const std::uint64_t key = m_board.evalKey();
    int score = 0;
    if (m_evalCache.probe(key, score)) return score;
    score = m_eval.evaluate(m_board);
    m_evalCache.store(key, score);
    return score;
}

void Searcher::scoreMoves(const MoveList& moves, Move ttMove, int ply,
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

// The best-ordered move from index i on. With `deferOptions`, an option is not taken first
// while another move remains: its value needs the best alternative as its floor.
Move Searcher::pickNext(MoveList& moves, std::array<int, MoveList::kCapacity>& order, int i,
                        bool deferOptions) const
{
    int best = -1;
    for (int pass = deferOptions ? 0 : 1; pass < 2 && best < 0; ++pass)
        for (int j = i; j < moves.size; ++j)
            if ((pass == 1 || !isOption(moves[j])) && (best < 0 || order[j] > order[best]))
                best = j;
    std::swap(moves.moves[i], moves.moves[best]);
    std::swap(order[i], order[best]);
    return moves[i];
}

} // namespace flagfall::ai
