// battlelog: every battle of a game record, one line each, for reading why a game was lost:
// the ply, who attacked, both ranks, what the attacker's side knew of the defender before
// (unmoved and unknown, moved, or known), the outcome and each side's material after it
// (materialPoints). Ends with the result.
// Usage: battlelog FILE.sgn...
#include "core/base/textfile.h"
#include "core/records/record.h"
#include "core/records/replay.h"
#include "core/rules/notation.h"

#include <cstdio>

namespace {

using namespace flagfall;

const char* knowledge(std::uint8_t known)
{
    if (known & KnowsRank) return "known";
    if (known & KnowsMoved) return "moved";
    return "unmoved";
}

const char* outcome(Combat c)
{
    switch (c) {
    case Combat::AttackerWins:
        return "wins";
    case Combat::DefenderWins:
        return "loses";
    default:
        return "both die";
    }
}

int logGame(const char* path)
{
    const auto text = readTextFile(path);
    const auto rec = text ? readRecord(*text) : Parsed<GameRecord>{};
    const auto started = rec ? startGame(*rec) : Parsed<Game>{};
    if (!started) {
        std::fprintf(stderr, "cannot read %s\n", path);
        return 1;
    }
    Game g = *started;
    if (replayMoves(g, *rec)) return 1;
    const Game* game = &g;
    std::printf("== %s\n", path);
    Position pos = game->start();
    const ReplayTimeline timeline(*game);
    for (int ply = 0; ply < game->ply(); ++ply) {
        const PlayedMove& pm = game->moves()[ply];
        const int a = pos.pieceAt(pm.move.from), d = pos.pieceAt(pm.move.to);
        if (d >= 0) {
            const Piece& pa = pos.piece(a);
            const Piece& pd = pos.piece(d);
            std::printf("%4d %s %c%s x %c%s (%s; own %s) %-8s red %3d blue %3d\n", ply + 1,
                        pa.owner == Side::Red ? "red " : "blue", pieceChar(pa.rank),
                        squareName(pm.move.from).c_str(), pieceChar(pd.rank),
                        squareName(pm.move.to).c_str(), knowledge(pd.known), knowledge(pa.known),
                        outcome(pm.combat), timeline.material(ply + 1, Side::Red),
                        timeline.material(ply + 1, Side::Blue));
        }
        pos.makeMove(pm.move);
    }
    const GameResult r = game->result();
    std::printf("result %s %s after %d plies\n", std::string(resultToken(r.outcome)).c_str(),
                std::string(terminationText(r.termination)).c_str(), game->ply());
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: battlelog FILE.sgn...\n");
        return 2;
    }
    int rc = 0;
    for (int i = 1; i < argc; ++i) rc |= logGame(argv[i]);
    return rc;
}
