#include "naiveboard.h"

#include <algorithm>

namespace naive {

namespace {

QString squareText(int column, int row)
{
    return QChar(u'A' + column) + QString::number(row + 1);
}

// "E10" -> column 4, row 9.
bool squareFrom(const QString& t, int& column, int& row)
{
    if (t.size() < 2) return false;
    column = t[0].unicode() - u'A';
    bool ok = false;
    row = t.mid(1).toInt(&ok) - 1;
    return ok && column >= 0 && column < 10 && row >= 0 && row < 10;
}

int strength(char piece)
{
    if (piece == 'S') return 1;
    if (piece == 'X') return 10;
    return piece - '0';
}

// What is left on the square after `a` attacks `d`: the attacker, the defender or nothing.
Cell battle(Cell a, Cell d)
{
    if (d.piece == 'F') return a;                         // R14
    if (d.piece == 'B') return a.piece == '3' ? a : d;    // R12
    if (a.piece == 'S' && d.piece == 'X') return a;       // R13
    if (a.piece == d.piece) return Cell{};                // R11
    return strength(a.piece) > strength(d.piece) ? a : d; // R10
}

} // namespace

bool isLake(int column, int row)
{
    // The eight squares that R2 names, looked up by name once.
    static const auto lakes = [] {
        std::array<std::array<bool, 10>, 10> table{};
        for (const char* name : {"C5", "D5", "C6", "D6", "G5", "H5", "G6", "H6"}) {
            int c = 0, r = 0;
            squareFrom(QString::fromLatin1(name), c, r);
            table[c][r] = true;
        }
        return table;
    }();
    return lakes[column][row];
}

bool Board::read(const QString& text)
{
    const QStringList parts = text.split(u' ');
    if (parts.size() != 2 || (parts[1] != u"r" && parts[1] != u"b")) return false;
    const QStringList rows = parts[0].split(u'/');
    if (rows.size() != 10) return false;
    for (int i = 0; i < 10; ++i) {
        if (rows[i].size() != 20) return false;
        for (int column = 0; column < 10; ++column) {
            const char o = rows[i][2 * column].toLatin1(), p = rows[i][2 * column + 1].toLatin1();
            const int row = 9 - i;
            if (o == 'r' || o == 'b')
                cells[column][row] = Cell{o, p};
            else if (isLake(column, row) != (o == '~'))
                return false;
        }
    }
    toMove = parts[1][0].toLatin1();
    return true;
}

bool Board::readGravon(const QString& red, const QString& blue, char side)
{
    static const QString letters = "ABCDEFGHIJKLM";
    static const char pieces[] = ".BS23456789XF";
    if (red.size() != 40 || blue.size() != 40) return false;
    for (int i = 0; i < 40; ++i) {
        const int r = letters.indexOf(red[i]), b = letters.indexOf(blue[i]);
        if (r < 0 || b < 0) return false;
        // Red's front row is row 4, read A to J; Blue's is row 7, read J to A.
        if (r > 0) cells[i % 10][3 - i / 10] = Cell{'r', pieces[r]};
        if (b > 0) cells[9 - i % 10][6 + i / 10] = Cell{'b', pieces[b]};
    }
    toMove = side;
    return true;
}

QString Board::toString() const
{
    QString s;
    for (int row = 9; row >= 0; --row) {
        for (int column = 0; column < 10; ++column) {
            const Cell& c = cells[column][row];
            if (isLake(column, row))
                s += "~~";
            else if (!c.owner)
                s += "..";
            else
                s += QString(QChar(c.owner)) + QChar(c.piece);
        }
        if (row > 0) s += u'/';
    }
    return s + u' ' + QChar(toMove);
}

QStringList Board::moves(bool scoutStrike) const
{
    QStringList out;
    const int dc[4] = {0, 0, -1, 1}, dr[4] = {1, -1, 0, 0};
    for (int column = 0; column < 10; ++column)
        for (int row = 0; row < 10; ++row) {
            const Cell& me = cells[column][row];
            if (me.owner != toMove || me.piece == 'F' || me.piece == 'B') continue; // R7
            const QString from = squareText(column, row);
            for (int d = 0; d < 4; ++d)
                for (int dist = 1; dist < 10; ++dist) {
                    const int c = column + dc[d] * dist, r = row + dr[d] * dist;
                    if (c < 0 || c > 9 || r < 0 || r > 9 || isLake(c, r)) break; // R1, R2
                    const Cell& there = cells[c][r];
                    if (!there.owner) {
                        out << from + u'-' + squareText(c, r);
                        if (me.piece != '2') break; // only a Scout goes on (R8)
                        continue;
                    }
                    if (there.owner != toMove && (dist == 1 || scoutStrike))
                        out << from + u'x' + squareText(c, r);
                    break; // never over a piece
                }
        }
    std::sort(out.begin(), out.end());
    return out;
}

Board Board::after(const QString& move) const
{
    Board b = *this;
    int fc = 0, fr = 0, tc = 0, tr = 0;
    const qsizetype sep = move.indexOf(move.contains(u'x') ? u'x' : u'-');
    squareFrom(move.left(sep), fc, fr);
    squareFrom(move.mid(sep + 1), tc, tr);
    const Cell mover = b.cells[fc][fr];
    b.cells[fc][fr] = Cell{};
    const Cell target = b.cells[tc][tr];
    b.cells[tc][tr] = target.owner ? battle(mover, target) : mover;
    b.toMove = toMove == 'r' ? 'b' : 'r';
    return b;
}

bool Board::hasFlag(char side) const
{
    for (const auto& column : cells)
        for (const Cell& c : column)
            if (c.owner == side && c.piece == 'F') return true;
    return false;
}

quint64 perft(const Board& b, int depth, bool scoutStrike)
{
    if (depth == 0) return 1;
    if (!b.hasFlag('r') || !b.hasFlag('b')) return 0; // the game ended: adds nothing
    quint64 n = 0;
    for (const QString& m : b.moves(scoutStrike)) n += perft(b.after(m), depth - 1, scoutStrike);
    return n;
}

} // namespace naive
