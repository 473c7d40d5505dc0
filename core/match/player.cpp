#include "core/match/player.h"

namespace flagfall {

Move RandomPlayer::chooseMove(const PlayerView& view)
{
    MoveList moves;
    legalMoves(view.position, view.rules, view.state, moves);
    if (moves.size == 0) return {};
    return moves[static_cast<int>(m_rng.below(static_cast<std::uint64_t>(moves.size)))];
}

} // namespace flagfall
