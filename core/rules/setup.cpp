#include "core/rules/setup.h"

#include "core/base/textlines.h"
#include "core/rules/notation.h"

namespace flagfall {

ArmyCounts Setup::counts() const
{
    ArmyCounts c{};
    for (Rank r : cells)
        if (r != Rank::Unknown) ++c[rankIndex(r)];
    return c;
}

Square setupSquare(Side side, int cell)
{
    const int row = cell / 10, col = cell % 10;
    return side == Side::Red ? makeSquare(col, 3 - row) : makeSquare(9 - col, 6 + row);
}

int setupCell(Side side, Square sq)
{
    const int row = rowOf(sq), col = columnOf(sq);
    if (side == Side::Red) return row <= 3 ? (3 - row) * 10 + col : -1;
    return row >= 6 ? (row - 6) * 10 + (9 - col) : -1;
}

std::vector<int> neighbourCells(int cell)
{
    std::vector<int> out;
    const int row = cell / 10, col = cell % 10;
    if (row > 0) out.push_back(cell - 10);
    if (row < 3) out.push_back(cell + 10);
    if (col > 0) out.push_back(cell - 1);
    if (col < 9) out.push_back(cell + 1);
    return out;
}

int cellOf(const Setup& s, Rank r)
{
    for (int c = 0; c < kSetupSquares; ++c)
        if (s.cells[c] == r) return c;
    return -1;
}

std::string setupToString(const Setup& s)
{
    std::string out;
    for (int i = 0; i < kSetupSquares; ++i) {
        if (i > 0 && i % 10 == 0) out += '/';
        out += s.cells[i] == Rank::Unknown ? '.' : pieceChar(s.cells[i]);
    }
    return out;
}

std::string setupProblem(const Setup& s, Variant variant)
{
    const auto& info = variantInfo(variant);
    const ArmyCounts have = s.counts();
    for (int r = 0; r < kRankCount; ++r) {
        if (have[r] == info.army[r]) continue;
        return "the " + std::string(info.name) + " army has " + std::to_string(info.army[r]) +
               " of '" + pieceChar(rankFromIndex(r)) + "', this setup " + std::to_string(have[r]);
    }
    return {};
}

Parsed<std::pair<Setup, Variant>> parseSetupString(std::string_view text,
                                                   std::optional<Variant> variant)
{
    using P = Parsed<std::pair<Setup, Variant>>;
    if (text.size() != 43)
        return P::fail("a setup string has four rows of ten separated by '/'", 0, 0,
                       "setup.length");
    Setup s;
    for (int row = 0; row < 4; ++row) {
        if (row > 0 && text[row * 11 - 1] != '/')
            return P::fail("expected '/' at column " + std::to_string(row * 11), 0, row * 11,
                           "setup.slash", {std::to_string(row * 11)});
        for (int col = 0; col < 10; ++col) {
            const char c = text[row * 11 + col];
            const int column = row * 11 + col + 1;
            if (c == '.') continue;
            const auto r = rankFromChar(c);
            if (!r)
                return P::fail("unknown piece character '" + std::string(1, c) + "' at column " +
                                   std::to_string(column),
                               0, column, "setup.piece",
                               {std::string(1, c), std::to_string(column)});
            s.cells[row * 10 + col] = *r;
        }
    }
    const Variant v = variant ? *variant : variantOfArmy(s.counts()).value_or(Variant::Classic);
    if (auto problem = setupProblem(s, v); !problem.empty()) {
        const ArmyCounts have = s.counts();
        for (int r = 0; r < kRankCount; ++r)
            if (have[r] != variantInfo(v).army[r])
                return P::fail(
                    problem, 0, 0, "setup.count",
                    {std::string(variantInfo(v).name), std::to_string(variantInfo(v).army[r]),
                     std::string(1, pieceChar(rankFromIndex(r))), std::to_string(have[r])});
    }
    return P::ok({s, v});
}

Parsed<Setup> parseGravon(std::string_view letters)
{
    if (letters.size() != 40) return Parsed<Setup>::fail("a Gravon setup has 40 letters");
    // A empty, B Bomb, C Spy, D Scout, E Miner, F Sergeant ... L Marshal, M Flag
    static constexpr Rank kLetters[] = {
        Rank::Unknown,  Rank::Bomb,       Rank::Spy,     Rank::Scout, Rank::Miner,
        Rank::Sergeant, Rank::Lieutenant, Rank::Captain, Rank::Major, Rank::Colonel,
        Rank::General,  Rank::Marshal,    Rank::Flag};
    Setup s;
    for (int i = 0; i < 40; ++i) {
        const char c = letters[i];
        if (c < 'A' || c > 'M')
            return Parsed<Setup>::fail("unknown Gravon letter '" + std::string(1, c) +
                                           "' at column " + std::to_string(i + 1),
                                       0, i + 1);
        s.cells[i] = kLetters[c - 'A'];
    }
    return Parsed<Setup>::ok(s);
}

Setup randomSetup(Variant variant, Random& rng)
{
    Setup s;
    int i = 0;
    const auto& army = variantInfo(variant).army;
    for (int r = 0; r < kRankCount; ++r)
        for (int k = 0; k < army[r]; ++k) s.cells[i++] = rankFromIndex(r);
    rng.shuffle(s.cells.begin(), s.cells.end());
    return s;
}

void placeSetup(Position& pos, Side side, const Setup& s)
{
    for (int i = 0; i < kSetupSquares; ++i)
        if (s.cells[i] != Rank::Unknown) pos.addPiece(side, s.cells[i], setupSquare(side, i));
}

namespace {
// The 1-based column where the value after `colon` starts (past the colon when it is empty).
std::size_t valueColumn(std::string_view line, std::size_t colon)
{
    const auto at = line.find_first_not_of(" \t", colon + 1);
    return (at == std::string_view::npos ? colon + 1 : at) + 1;
}
} // namespace

Parsed<SetupFile> parseSetupFile(std::string_view text)
{
    using P = Parsed<SetupFile>;
    SetupFile f;
    std::optional<Variant> variant;
    std::string_view setupLine;
    int setupLineNo = 0, lineNo = 0, setupIndent = 0;
    for (std::string_view raw : splitLines(text)) {
        ++lineNo;
        const std::string_view line = trim(raw);
        if (line.empty() || line[0] == '#') continue;
        const int indent = static_cast<int>(line.data() - raw.data()); // columns before `line`
        const auto colon = line.find(':');
        if (colon != std::string_view::npos && line.find('/') == std::string_view::npos) {
            const std::string key(trim(line.substr(0, colon)));
            const std::string value(trim(line.substr(colon + 1)));
            if (key == "Name")
                f.name = value;
            else if (key == "Variant") {
                variant = variantFromName(value);
                if (!variant)
                    return P::fail("unknown variant '" + excerpt(value) + "'", lineNo,
                                   indent + static_cast<int>(valueColumn(line, colon)),
                                   "setupfile.variant", {excerpt(value)});
            } else
                f.extra.emplace_back(key, value);
            continue;
        }
        if (setupLineNo)
            return P::fail("a second setup string", lineNo, indent + 1, "setupfile.second");
        setupLine = line;
        setupLineNo = lineNo;
        setupIndent = indent;
    }
    if (!setupLineNo) return P::fail("no setup string in the file", lineNo, 0, "setupfile.none");
    auto parsed = parseSetupString(setupLine, variant);
    if (!parsed) {
        ParseError e = parsed.error; // the string's error, at its place in the file
        e.line = setupLineNo;
        e.column = e.column ? setupIndent + e.column : 0;
        return P::fail(std::move(e));
    }
    f.setup = parsed->first;
    f.variant = parsed->second;
    return P::ok(std::move(f));
}

std::string writeSetupFile(const SetupFile& f)
{
    std::string out;
    if (!f.name.empty()) out += "Name: " + f.name + "\n";
    out += "Variant: " + std::string(variantInfo(f.variant).name) + "\n";
    for (const auto& [k, v] : f.extra) out += k + ": " + v + "\n";
    out += setupToString(f.setup) + "\n";
    return out;
}

} // namespace flagfall
