// aitrace: shows why the computer player chose a move. Replays a game record to a ply, prints the
// true board (a `*` marks a piece whose rank its opponent has not seen) and the root scores of
// a search from the side to move's view (one thread when a depth is given, so it repeats), and
// the solved chase of the enemy's last mover, with its time, when there is one.
// Usage: aitrace FILE.sgn PLY [LEVEL] [MOVETIME-MS] [DEPTH] [MOVE]
#include "core/ai/beliefs/beliefs.h"
#include "core/ai/board/searchboard.h"
#include "core/ai/eval/evaluate.h"
#include "core/ai/search/lastmover.h"
#include "core/ai/search/search.h"
#include "core/base/textfile.h"
#include "core/records/record.h"
#include "core/rules/notation.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace {

using namespace flagfall;

void printBoard(const Position& pos)
{
    for (int row = 9; row >= 0; --row) {
        std::printf("%2d ", row + 1);
        for (int col = 0; col < 10; ++col) {
            const Square s = makeSquare(col, row);
            const int id = pos.pieceAt(s);
            if (id < 0) {
                std::printf(" %s ", isLake(s) ? "~~" : " .");
                continue;
            }
            const Piece& p = pos.piece(id);
            std::printf("%c%c%c", p.owner == Side::Red ? 'r' : 'b', pieceChar(p.rank),
                        (p.known & KnowsRank)    ? ' '
                        : (p.known & KnowsMoved) ? '+'
                                                 : '*');
        }
        std::printf("\n");
    }
    std::printf("    A  B  C  D  E  F  G  H  I  J      * hidden and unmoved, + hidden, moved\n");
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: aitrace FILE.sgn PLY [LEVEL] [MOVETIME-MS] [DEPTH] [MOVE]\n");
        return 2;
    }
    const auto text = readTextFile(argv[1]);
    const auto rec = text ? readRecord(*text) : Parsed<GameRecord>{};
    const auto started = rec ? startGame(*rec) : Parsed<Game>{};
    if (!started) {
        std::fprintf(stderr, "cannot read %s\n", argv[1]);
        return 1;
    }
    Game g = *started;
    if (replayMoves(g, *rec)) return 1;
    g.goToPly(std::atoi(argv[2]));
    Game* game = &g;
    const int level = argc > 3 ? std::atoi(argv[3]) : 3;
    ai::Limits limits;
    limits.movetimeMs = argc > 4 ? std::atoi(argv[4]) : 0;
    limits.maxDepth = argc > 5 ? std::atoi(argv[5]) : 0;
    if (limits.maxDepth > 0) limits.threads = 1;
    if (argc > 6)
        if (const auto m = parseMove(argv[6])) limits.scoreExactly = *m;
    const Side side = game->position().sideToMove();
    printBoard(game->position());
    std::printf("to move %s, quiet plies %d\n", side == Side::Red ? "red" : "blue",
                game->ruleState().quietPlies);
    const PlayerView view = game->view(side);
    const auto beliefs = ai::Beliefs::fromView(view);
    for (int id = 0; id < view.position.pieceCount(); ++id) {
        if (!beliefs.hidden(id)) continue;
        std::printf("%s:", squareName(view.position.piece(id).square).c_str());
        for (int r = 0; r < kRankCount; ++r)
            if (beliefs.of(id)[r] >= 0.01f)
                std::printf(" %c=%.2f", pieceChar(rankFromIndex(r)), beliefs.of(id)[r]);
        std::printf("\n");
    }
    {
        const ai::SearchBoard board(view, beliefs);
        const ai::Evaluator eval(board, game->ruleState().quietPlies);
        std::printf("lead %d pressure %d\n", eval.lead(board), eval.pressure());
        const auto start = std::chrono::steady_clock::now();
        if (const auto c = ai::catchLastMover(board)) {
            const std::chrono::duration<double, std::milli> took =
                std::chrono::steady_clock::now() - start;
            std::printf("catch %s in %d plies (solved in %.1f ms)\n", moveText(c->move).c_str(),
                        c->plies, took.count());
        }
    }
    const auto r = ai::think(game->view(side), ai::levelParams(level), limits, 1);
    std::printf("best %s score %d depth %d nodes %llu\n", moveText(r.best).c_str(), r.score,
                r.depth, static_cast<unsigned long long>(r.nodes));
    for (const auto& [m, v] : r.rootScores) std::printf("  %s %d\n", moveText(m).c_str(), v);
    return 0;
}
