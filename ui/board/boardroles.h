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
    ExposureRole,                 // int: Exposure flags below, what the other side knows of
                                  // the viewer's own piece (every piece when all is shown)
    HeatRole,                     // qreal 0..1: how strongly a heat map lights the square;
                                  // none without a heat map
    HeatTextRole,                 // QString: the heat map's figure drawn on the square ("34%")
};

// What the viewer knows of the piece on a square.
enum Knowledge { NoPiece, Own, Hidden, Moved, ScoutMoved, Revealed };

// Which of the last two moves touched the square: the opponent's last move (seen from the
// viewer's side; when all is shown, the latest move) and the viewer's own (the one before).
enum LastMove { TheirFrom = 1, TheirTo = 2, OwnFrom = 4, OwnTo = 8 };

// What the other side knows of a piece: the core's knowledge bits.
enum Exposure { Unexposed = 0, ExposedMoved = 1, ExposedScoutMove = 2, ExposedRank = 4 };

// Dragged pieces: "tray:<piece char>", "cell:<setup cell>" or "square:<board square>".
inline constexpr char kPieceMimeType[] = "application/x-flagfall-piece";

} // namespace BoardRoles
