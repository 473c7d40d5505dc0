// tacticsmine: finds positions for the tactics suite (tests/ai/positions) in a lost game: the
// moves of one side that threw a piece away (isRash), walked into a known stronger piece that
// then took it, or missed the Spy's one chance at a known Marshal. Prints suite lines to check by
// hand and copy: FILE PLY play|avoid MOVES reason.
// Usage: tacticsmine FILE.sgn red|blue
#include "core/ai/beliefs/beliefs.h"
#include "core/ai/board/rootchecks.h"
#include "core/base/textfile.h"
#include "core/records/record.h"
#include "core/rules/combat.h"
#include "core/rules/geometry.h"
#include "core/rules/notation.h"

#include <cstdio>
#include <cstring>

namespace {

using namespace flagfall;

// A move of `side` that put a piece next to a known enemy piece that beats it and took it next.
bool walkedIntoKnown(const Game& g, int ply, Side side)
{
    if (ply + 1 >= g.length()) return false;
    const PlayedMove& mine = g.moves()[ply];
    const PlayedMove& reply = g.moves()[ply + 1];
    if (mine.move.attack || reply.move.to != mine.move.to || !reply.move.attack) return false;
    const Position before = g.positionAt(ply + 1);
    const int enemy = before.pieceAt(reply.move.from);
    const Piece& e = before.piece(enemy);
    return e.owner != side && (e.known & KnowsRank) && reply.combat == Combat::AttackerWins;
}

// At `side`'s turn, its Spy stands next to the enemy Marshal, known: the move to play.
std::optional<Move> spyShot(const Position& pos, Side side)
{
    for (int id = 0; id < pos.pieceCount(); ++id) {
        const Piece& p = pos.piece(id);
        if (p.owner != side || p.rank != Rank::Spy || !p.alive()) continue;
        for (int d = 0; d < kDirections; ++d) {
            const Square t = kGeometry.step[p.square][d];
            if (t == kNoSquare || pos.pieceAt(t) < 0) continue;
            const Piece& e = pos.piece(pos.pieceAt(t));
            if (e.owner != side && e.rank == Rank::Marshal && (e.known & KnowsRank))
                return Move{p.square, t, true};
        }
    }
    return std::nullopt;
}

void mine(const char* path, const Game& g, Side side)
{
    Game walk(g.start(), g.rules());
    for (int ply = 0; ply < g.length(); ++ply) {
        const Move played = g.moves()[ply].move;
        if (walk.position().sideToMove() == side) {
            const PlayerView view = walk.view(side);
            const auto beliefs = ai::Beliefs::fromView(view);
            if (ai::isRash(view, beliefs, played))
                std::printf("%s %d avoid %s rash\n", path, ply, moveText(played).c_str());
            if (walkedIntoKnown(g, ply, side))
                std::printf("%s %d avoid %s walks into a known stronger piece\n", path, ply,
                            moveText(played).c_str());
            if (const auto shot = spyShot(view.position, side); shot && !(*shot == played))
                std::printf("%s %d play %s the Spy takes the known Marshal\n", path, ply,
                            moveText(*shot).c_str());
        }
        walk.play(played);
    }
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: tacticsmine FILE.sgn red|blue\n");
        return 2;
    }
    const auto text = readTextFile(argv[1]);
    const auto rec = text ? readRecord(*text) : Parsed<GameRecord>{};
    const auto started = rec ? startGame(*rec) : Parsed<Game>{};
    if (!started) return std::fprintf(stderr, "cannot read %s\n", argv[1]), 1;
    Game g = *started;
    if (replayMoves(g, *rec)) return 1;
    mine(argv[1], g, std::strcmp(argv[2], "red") == 0 ? Side::Red : Side::Blue);
    return 0;
}
