// One search thread's alpha-beta over the search board: principal variation search with late
// move reductions, chance nodes at battles against hidden pieces (Star1 bounds), quiescence on
// battles, killer and history ordering, and a transposition table shared with the other threads.
#pragma once

#include "core/ai/board/searchboard.h"
#include "core/ai/eval/evalcache.h"
#include "core/ai/eval/evaluate.h"
#include "core/ai/search/transposition.h"

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>

namespace flagfall::ai {

using Clock = std::chrono::steady_clock;

constexpr int kMaxPly = 64;
// A win is worth less the later it comes, by enough per ply that a quicker flag capture still
// outscores a slower one after both are weighted by the chance the target is the flag.
constexpr int kWinPly = 20;
constexpr int kDecided = kWinScore / 2;

// What all threads of one search share.
struct SearchShared {
    explicit SearchShared(TranspositionTable& t) : table(t) {}
    TranspositionTable& table;
    const std::atomic<bool>* externalStop = nullptr;
    std::atomic<bool> done{false};
    Clock::time_point deadline;
    std::uint64_t maxNodes = 0; // > 0: a thread stops after this many positions
};

class Searcher {
public:
    // `flagShot`: a Flag captured by chance is worth at most this (0: a full win).
    Searcher(const SearchBoard& root, const Evaluator& eval, SearchShared& shared, bool quiescence,
             int flagShot);

    // R18 inside the tree: plies without a battle at the root, and the count that draws.
    void setNoProgress(int quietPlies, int drawAt);

    // The value of `m` for the side to move at the root, averaged over its outcomes.
    int searchRootMove(Move m, int depth, int alpha, int beta);

    bool aborted() const { return m_aborted; }
    std::uint64_t nodes() const { return m_nodes; }

private:
    int searchMove(Move m, int depth, int alpha, int beta, int ply, int floor);
    template <class Child>
    int chanceNode(const Outcomes& outs, int alpha, int beta, int floor, Child child);
    bool checkAbort();
    int negamax(int depth, int alpha, int beta, int ply);
    int searchOrdered(Move m, int i, int orderScore, int depth, int alpha, int beta, int ply,
                      int floor);
    int quiesce(int alpha, int beta, int ply, int qdepth);
    int evaluate();
    bool isOption(Move m) const;
    void scoreMoves(const MoveList& moves, Move ttMove, int ply,
                    std::array<int, MoveList::kCapacity>& order) const;
    Move pickNext(MoveList& moves, std::array<int, MoveList::kCapacity>& order, int i,
                  bool deferOptions) const;

    SearchBoard m_board;
    const Evaluator& m_eval;
    EvalCache m_evalCache;
    SearchShared& m_shared;
    bool m_quiescence;
    int m_flagShot;
    bool m_aborted = false;
    std::uint64_t m_nodes = 0;
    std::array<std::array<Move, 2>, kMaxPly + 1> m_killers{};
    std::array<int, kMaxPly + 2> m_quiet{}; // plies without a battle, at each ply of the line
    int m_drawAt = 0;
    std::array<std::array<int, kSquares>, kSquares> m_history{};
    // The moves of the node at each ply (negamax's or quiesce's: never both at one ply at once),
    // kept here because a list of 512 moves built at every node cost more than its search.
    std::array<MoveList, kMaxPly + 1> m_lists;
};

} // namespace flagfall::ai
