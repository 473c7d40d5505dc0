// The two-squares rule (R16): one player's run of back-and-forth moves with one piece.
#pragma once

#include "core/rules/types.h"

namespace flagfall {

struct ShuttleRun {
    int piece = -1;
    Move last;
    int length = 0;

    // The length the run would have after `piece` plays `m` (1 when m starts a new run).
    int lengthAfter(int movedPiece, Move m) const;
    void record(int movedPiece, Move m)
    {
        length = lengthAfter(movedPiece, m), piece = movedPiece, last = m;
    }
    friend bool operator==(const ShuttleRun&, const ShuttleRun&) = default;
};

} // namespace flagfall
