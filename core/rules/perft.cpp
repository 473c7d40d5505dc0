#include "core/rules/perft.h"

namespace flagfall {

std::uint64_t perft(Position& pos, int depth, bool scoutStrike)
{
    if (depth <= 0) return 1;
    if (pos.flagLost(Side::Red) || pos.flagLost(Side::Blue)) return 0;
    if (depth == 1) return static_cast<std::uint64_t>(pos.countMoves(scoutStrike));
    MoveList moves;
    pos.generateMoves(moves, scoutStrike);
    std::uint64_t nodes = 0;
    for (const Move& m : moves) {
        const Undo u = pos.makeMove(m);
        nodes += perft(pos, depth - 1, scoutStrike);
        pos.unmakeMove(m, u);
    }
    return nodes;
}

} // namespace flagfall
