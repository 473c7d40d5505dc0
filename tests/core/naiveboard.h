// A second, deliberately plain move generator written from rules.md alone (R1, R2, R6-R8,
// R10-R14): a 10 x 10 array of characters, loops over squares and directions, copy-make.
// tst_movegen checks the core's generator and combat against it.
#pragma once

#include <QString>
#include <QStringList>

#include <array>

namespace naive {

struct Cell {
    char owner = 0; // 'r', 'b', or 0 for an empty square
    char piece = 0; // 'F', 'B', 'S', '2'..'9', 'X'
};

struct Board {
    std::array<std::array<Cell, 10>, 10> cells{}; // [column A..J][row 1..10]
    char toMove = 'r';

    // From a position string (formats.md); false when it is not one.
    bool read(const QString& text);
    // From two Gravon 40-letter setups (formats.md): front row first, owner's left first.
    bool readGravon(const QString& red, const QString& blue, char toMove);
    QString toString() const; // the position string

    QStringList moves(bool scoutStrike) const; // sorted, "B4-B5" / "B4xB5"
    Board after(const QString& move) const;
    bool hasFlag(char side) const;
};

bool isLake(int column, int row);
quint64 perft(const Board& b, int depth, bool scoutStrike);

} // namespace naive
