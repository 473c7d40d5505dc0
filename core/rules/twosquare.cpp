#include "core/rules/twosquare.h"

#include "core/rules/geometry.h"

namespace flagfall {

int ShuttleRun::lengthAfter(int movedPiece, Move m) const
{
    // A run goes on when the same piece turns round on the line it just travelled; for any
    // piece but a Scout that means straight back to the square it came from.
    if (movedPiece != piece || length == 0 || m.from != last.to) return 1;
    const int before = directionBetween(last.from, last.to);
    const int now = directionBetween(m.from, m.to);
    return now >= 0 && now == oppositeDirection(before) ? length + 1 : 1;
}

} // namespace flagfall
