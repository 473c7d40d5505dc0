#include "core/rules/notation.h"

#include "core/rules/army.h"

#include <array>

namespace flagfall {

std::string ParseError::text() const
{
    if (line <= 0) return message;
    std::string s = "line " + std::to_string(line);
    if (column > 0) s += " column " + std::to_string(column);
    return s + ": " + message;
}

namespace {
constexpr std::string_view kPieceChars = "FS23456789XB?"; // indexed by rankIndex()
}

char pieceChar(Rank r)
{
    return kPieceChars[rankIndex(r)];
}

std::optional<Rank> rankFromChar(char c)
{
    const auto i = kPieceChars.find(c);
    if (i == std::string_view::npos || rankFromIndex(static_cast<int>(i)) == Rank::Unknown)
        return std::nullopt;
    return rankFromIndex(static_cast<int>(i));
}

namespace {

// Writes a square's name ("A1".."J10") at `out` and returns its length: no allocation, since a
// record's every move is written and compared while it is read.
int writeSquare(Square s, char* out)
{
    const int row = rowOf(s) + 1;
    out[0] = static_cast<char>('A' + columnOf(s));
    if (row < 10) {
        out[1] = static_cast<char>('0' + row);
        return 2;
    }
    out[1] = '1', out[2] = '0';
    return 3;
}

int writeMove(Move m, char* out)
{
    int n = writeSquare(m.from, out);
    out[n++] = m.attack ? 'x' : '-';
    return n + writeSquare(m.to, out + n);
}

} // namespace

std::string squareName(Square s)
{
    char buf[4];
    return std::string(buf, static_cast<std::size_t>(writeSquare(s, buf)));
}

std::optional<Square> parseSquare(std::string_view t)
{
    if (t.size() < 2 || t.size() > 3 || t[0] < 'A' || t[0] > 'J') return std::nullopt;
    int row = 0;
    for (char c : t.substr(1)) {
        if (c < '0' || c > '9') return std::nullopt;
        row = row * 10 + (c - '0');
    }
    if (row < 1 || row > 10 || (t.size() == 3 && t[1] == '0')) return std::nullopt;
    return makeSquare(t[0] - 'A', row - 1);
}

std::string moveText(Move m)
{
    char buf[8];
    return std::string(buf, static_cast<std::size_t>(writeMove(m, buf)));
}

bool isMoveText(Move m, std::string_view text)
{
    char buf[8];
    return text == std::string_view(buf, static_cast<std::size_t>(writeMove(m, buf)));
}

std::optional<Move> parseMove(std::string_view t)
{
    const auto sep = t.find_first_of("-x");
    if (sep == std::string_view::npos) return std::nullopt;
    const auto from = parseSquare(t.substr(0, sep));
    const auto to = parseSquare(t.substr(sep + 1));
    if (!from || !to) return std::nullopt;
    return Move{*from, *to, t[sep] == 'x'};
}

std::string positionToString(const Position& pos)
{
    std::string s;
    s.reserve(212);
    for (int row = 9; row >= 0; --row) {
        for (int col = 0; col < 10; ++col) {
            const Square sq = makeSquare(col, row);
            const int id = pos.pieceAt(sq);
            if (isLake(sq))
                s += "~~";
            else if (id < 0)
                s += "..";
            else {
                const Piece& p = pos.piece(id);
                s += p.owner == Side::Red ? 'r' : 'b';
                s += pieceChar(p.rank);
            }
        }
        if (row > 0) s += '/';
    }
    s += pos.sideToMove() == Side::Red ? " r" : " b";
    return s;
}

namespace {

std::string at(Square sq)
{
    return "at " + squareName(sq) + ": ";
}

// Checks the counts of a full position or a view; empty when fine.
std::string checkArmies(const Position& pos, bool allowView)
{
    std::array<ArmyCounts, 2> counts{};
    std::array<int, 2> unknown{};
    for (int id = 0; id < pos.pieceCount(); ++id) {
        const Piece& p = pos.piece(id);
        if (p.rank == Rank::Unknown)
            ++unknown[index(p.owner)];
        else
            ++counts[index(p.owner)][rankIndex(p.rank)];
    }
    if (unknown[0] > 0 && unknown[1] > 0) return "both sides have pieces of unknown rank";
    const auto& classic = variantInfo(Variant::Classic).army;
    for (int side = 0; side < 2; ++side) {
        const char* name = side == 0 ? "Red" : "Blue";
        const int flags = counts[side][rankIndex(Rank::Flag)];
        if (flags > 1 || (flags == 0 && (!allowView || unknown[side] == 0)))
            return std::string(name) + " must have exactly one Flag";
        for (int r = 0; r < kRankCount; ++r)
            if (counts[side][r] > classic[r])
                return std::string(name) + " has more of rank '" + pieceChar(rankFromIndex(r)) +
                       "' than a Classic army";
    }
    return {};
}

} // namespace

Parsed<Position> parsePosition(std::string_view text, bool allowView)
{
    using P = Parsed<Position>;
    if (text.size() != kPositionStringSize) return P::fail("a position string has 211 characters");
    Position pos;
    for (int row = 9; row >= 0; --row) {
        const std::size_t base = static_cast<std::size_t>(9 - row) * 21;
        if (row > 0 && text[base + 20] != '/')
            return P::fail("expected '/' after row " + std::to_string(row + 1));
        for (int col = 0; col < 10; ++col) {
            const Square sq = makeSquare(col, row);
            const char o = text[base + col * 2], c = text[base + col * 2 + 1];
            if (o == '~' && c == '~') {
                if (!isLake(sq)) return P::fail(at(sq) + "a lake where there is none");
                continue;
            }
            if (isLake(sq)) return P::fail(at(sq) + "expected '~~' on a lake");
            if (o == '.' && c == '.') continue;
            if (o != 'r' && o != 'b') return P::fail(at(sq) + "expected 'r', 'b', '..' or '~~'");
            const Side side = o == 'r' ? Side::Red : Side::Blue;
            const auto rank = c == '?' ? std::optional<Rank>(Rank::Unknown) : rankFromChar(c);
            if (!rank)
                return P::fail(at(sq) + "unknown piece character '" + std::string(1, c) + "'");
            if (*rank == Rank::Unknown && !allowView)
                return P::fail(at(sq) + "'?' is allowed only in a view");
            // Checked here, not only by checkArmies below: a Position holds at most 80 pieces.
            if (pos.pieceCount() == Position::kMaxPieces)
                return P::fail("more pieces than two Classic armies");
            pos.addPiece(side, *rank, sq);
        }
    }
    if (text[209] != ' ' || (text[210] != 'r' && text[210] != 'b'))
        return P::fail("expected ' r' or ' b' after the rows");
    pos.setSideToMove(text[210] == 'r' ? Side::Red : Side::Blue);
    if (auto problem = checkArmies(pos, allowView); !problem.empty()) return P::fail(problem);
    return P::ok(std::move(pos));
}

} // namespace flagfall
