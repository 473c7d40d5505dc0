#include "aitestkit.h"

#include "core/base/textfile.h"
#include "core/records/record.h"
#include "core/rules/army.h"

namespace aitest {

using namespace flagfall;

ai::Limits reproducible(int depth)
{
    ai::Limits l;
    l.movetimeMs = 600000; // never the limit: depth is
    l.maxDepth = depth;
    l.threads = 1;
    return l;
}

void loseInTie(Position& p, Rank r)
{
    const Square red = makeSquare(0, 2), blue = makeSquare(0, 3);
    p.addPiece(Side::Red, r, red);
    p.addPiece(Side::Blue, r, blue);
    p.setSideToMove(Side::Red);
    p.makeMove(Move{red, blue, true});
    p.setSideToMove(Side::Red);
}

Game drawOnOffer()
{
    Position p;
    p.addPiece(Side::Red, Rank::Flag, makeSquare(0, 0));
    p.addPiece(Side::Red, Rank::Scout, makeSquare(5, 1));
    p.addPiece(Side::Blue, Rank::Flag, makeSquare(9, 9));
    p.addPiece(Side::Blue, Rank::Marshal, makeSquare(2, 8), KnowsRank);
    p.addPiece(Side::Blue, Rank::General, makeSquare(4, 8), KnowsRank);
    p.addPiece(Side::Blue, Rank::Colonel, makeSquare(6, 8), KnowsRank);
    return Game(p, RuleSet{});
}

void keepOnly(Position& p, const ArmyCounts& keep)
{
    const ArmyCounts& army = variantInfo(Variant::Classic).army;
    for (Rank r : {Rank::Spy, Rank::Scout, Rank::Miner, Rank::Sergeant, Rank::Lieutenant,
                   Rank::Captain, Rank::Major, Rank::Colonel, Rank::General, Rank::Marshal})
        for (int n = army[rankIndex(r)] - keep[rankIndex(r)]; n > 0; --n) loseInTie(p, r);
}

std::optional<Game> gameAt(const std::string& file, int ply)
{
    const auto text = readTextFile(file);
    const auto rec = text ? readRecord(*text) : Parsed<GameRecord>{};
    const auto started = rec ? startGame(*rec) : Parsed<Game>{};
    if (!started) return std::nullopt;
    Game g = *started;
    if (replayMoves(g, *rec)) return std::nullopt;
    g.goToPly(ply);
    return g;
}

} // namespace aitest
