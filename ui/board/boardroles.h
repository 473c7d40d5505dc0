// The data roles every board-like model (game board, setup board) offers its views, and the MIME
// type that carries a dragged piece between them.
#pragma once

#include <Qt>

namespace BoardRoles {

enum Role {
    PieceRole = Qt::UserRole + 1, // QString: the piece character ("X", "9".."2", "S", "B", "F"),
                                  // "?" for a piece whose rank the viewer does not know; none
                                  // when the square is empty
    OwnerRole,                    // int: flagfall::Side of the piece; none when empty
    KnownRole,                    // int: Knowledge below, what the viewer knows of the piece
    LakeRole,                     // bool: the square is a lake (R2)
    SelectedRole,                 // bool: the piece picked for moving or swapping
    LegalTargetRole,              // bool: the picked piece may legally go here
    LastMoveRole,                 // int: LastMove flags below
    SquareRole,                   // int: the flagfall::Square (board) or setup cell (setup area)
    RankRole,                     // int: the flagfall::Rank the viewer sees, Rank::Unknown for
                                  // a hidden piece; none when the square is empty
};

// What the viewer knows of the piece on a square.
enum Knowledge { NoPiece, Own, Hidden, Moved, ScoutMoved, Revealed };

// Which of the last two moves touched the square.
enum LastMove { LastFrom = 1, LastTo = 2, PreviousFrom = 4, PreviousTo = 8 };

// Dragged pieces: "tray:<piece char>", "cell:<setup cell>" or "square:<board square>".
inline constexpr char kPieceMimeType[] = "application/x-flagfall-piece";

} // namespace BoardRoles
