// Reading game records (formats.md "Game record"): the header, then the move text token by
// token. Reading is linear in the size of the text, whatever it holds (tags, comments, tokens).
#include "core/records/record.h"

#include "core/base/textfile.h"
#include "core/base/textlines.h"
#include "core/rules/notation.h"

#include <algorithm>
#include <cctype>
#include <unordered_set>

namespace flagfall {

namespace {

using P = Parsed<GameRecord>;

// One header line: [Name "value"] with \" and \\ escapes.
std::optional<ParseError> readTag(std::string_view line, int lineNo, RecordTag& out)
{
    auto fail = [&](std::size_t col, std::string what) {
        return ParseError{lineNo, static_cast<int>(col) + 1, std::move(what)};
    };
    std::size_t i = 1;
    while (i < line.size() && (std::isalnum(static_cast<unsigned char>(line[i])) || line[i] == '_'))
        ++i;
    if (i == 1) return fail(1, "expected a tag name after '['");
    out.name = std::string(line.substr(1, i - 1));
    while (i < line.size() && line[i] == ' ') ++i;
    if (i >= line.size() || line[i] != '"') return fail(i, "expected '\"' to open the tag value");
    for (++i; i < line.size() && line[i] != '"'; ++i) {
        if (line[i] == '\\') {
            if (i + 1 >= line.size() || (line[i + 1] != '"' && line[i + 1] != '\\'))
                return fail(i, "expected '\\\"' or '\\\\' after a backslash");
            ++i;
        }
        out.value += line[i];
    }
    if (i >= line.size()) return fail(i, "expected '\"' to close the tag value");
    ++i;
    while (i < line.size() && line[i] == ' ') ++i;
    if (i >= line.size() || line[i] != ']') return fail(i, "expected ']' to close the tag");
    if (!trim(line.substr(i + 1)).empty()) return fail(i + 1, "unexpected text after the tag");
    out.line = lineNo;
    return std::nullopt;
}

// Reads the header into `rec`; the index of the first line after it goes to `next`. On an error
// the tags before it stay in `rec` (a damaged record is read as far as it is good).
std::optional<ParseError> readHeader(const std::vector<std::string_view>& lines, GameRecord& rec,
                                     int& next)
{
    // A duplicate is found without a scan of the tags; the names are views of the text.
    std::unordered_set<std::string_view> names;
    names.reserve(std::min<std::size_t>(lines.size(), std::size_t(1) << 20));
    for (next = 0; next < static_cast<int>(lines.size()); ++next) {
        const int n = next;
        const std::string_view line = trim(lines[n]);
        if (line.empty()) {
            if (rec.tags.empty()) continue;
            break;
        }
        if (line[0] != '[') break;
        RecordTag t;
        if (auto err = readTag(line, n + 1, t)) {
            err->column += static_cast<int>(lines[n].find('['));
            return err;
        }
        if (!names.insert(line.substr(1, t.name.size())).second)
            return ParseError{n + 1, 1, "the tag '" + excerpt(t.name) + "' is given twice"};
        // The writer puts the Result value after the moves, so it must be a result token.
        if (t.name == "Result" && !outcomeFromToken(t.value))
            return ParseError{n + 1, 1, "tag Result: expected 1-0, 0-1, 1/2-1/2 or *"};
        rec.tags.push_back(std::move(t));
    }
    return std::nullopt;
}

// Walks the move text token by token, keeping line and column.
class MoveTextReader {
public:
    MoveTextReader(const std::vector<std::string_view>& lines, int firstLine)
        : m_lines(lines), m_line(firstLine)
    {
    }

    std::optional<ParseError> read(GameRecord& rec, bool redStarts);
    std::optional<Outcome> resultToken() const { return m_token; }
    const ParseError& resultTokenAt() const { return m_tokenAt; }

private:
    bool skipSpace();
    char peek() const { return m_lines[m_line][m_col]; }
    ParseError error(std::string what) const
    {
        return {m_line + 1, static_cast<int>(m_col) + 1, std::move(what)};
    }
    std::optional<ParseError> readComment(GameRecord& rec);
    std::optional<ParseError> readToken(GameRecord& rec, bool redStarts);
    std::optional<ParseError> readMoveNumber(std::string_view tok, int ply, bool redStarts);

    const std::vector<std::string_view>& m_lines;
    int m_line;
    std::size_t m_col = 0;
    bool m_ended = false;
    std::optional<Outcome> m_token;
    ParseError m_tokenAt; // where the result token stands, for a mismatch with the tag
};

bool MoveTextReader::skipSpace()
{
    while (m_line < static_cast<int>(m_lines.size())) {
        const auto& l = m_lines[m_line];
        while (m_col < l.size() && (l[m_col] == ' ' || l[m_col] == '\t')) ++m_col;
        if (m_col < l.size()) return true;
        ++m_line;
        m_col = 0;
    }
    return false;
}

// A comment may span lines. Carriage returns that end a line inside it are part of the line
// break, not of the text: "{a\r\r\nb}" reads as "a\nb", which writes and reads back the same.
std::optional<ParseError> MoveTextReader::readComment(GameRecord& rec)
{
    const ParseError start = error("a comment '{' is never closed");
    std::string text;
    ++m_col;
    while (m_line < static_cast<int>(m_lines.size())) {
        const auto& l = m_lines[m_line];
        const auto close = l.find('}', m_col);
        if (close != std::string_view::npos) {
            text += l.substr(m_col, close - m_col);
            m_col = close + 1;
            rec.comments.push_back({static_cast<int>(rec.moves.size()), std::move(text)});
            return std::nullopt;
        }
        std::string_view rest = l.substr(m_col);
        while (!rest.empty() && rest.back() == '\r') rest.remove_suffix(1);
        text += rest;
        text += '\n';
        ++m_line;
        m_col = 0;
    }
    return start;
}

std::optional<ParseError> MoveTextReader::readMoveNumber(std::string_view tok, int ply,
                                                         bool redStarts)
{
    const bool redMoves = (ply % 2 == 0) == redStarts;
    std::size_t i = 0;
    int number = 0;
    while (i < tok.size() && std::isdigit(static_cast<unsigned char>(tok[i])) && number < 100000)
        number = number * 10 + (tok[i++] - '0');
    const bool dots3 = tok.substr(i, 3) == "...";
    if (tok.substr(i, 1) != ".") return error("expected a move, a move number or a result");
    const int expected = redStarts ? ply / 2 + 1 : (ply + 1) / 2 + 1;
    if (number != expected || dots3 == redMoves)
        return error("wrong move number: expected " + std::to_string(expected) +
                     (redMoves ? "." : "..."));
    m_col += i + (dots3 ? 3 : 1);
    return std::nullopt;
}

std::optional<ParseError> MoveTextReader::readToken(GameRecord& rec, bool redStarts)
{
    const auto& l = m_lines[m_line];
    std::size_t end = m_col;
    while (end < l.size() && l[end] != ' ' && l[end] != '\t' && l[end] != '{') ++end;
    std::string_view tok = l.substr(m_col, end - m_col);
    if (const auto outcome = outcomeFromToken(tok)) {
        if (m_ended) return error("a second result token");
        m_token = outcome;
        m_tokenAt = error({});
        m_ended = true;
        m_col = end;
        return std::nullopt;
    }
    if (m_ended) return error("a move after the result token");
    const int ply = static_cast<int>(rec.moves.size());
    if (!tok.empty() && std::isdigit(static_cast<unsigned char>(tok[0])))
        return readMoveNumber(tok, ply, redStarts);
    const auto move = parseMove(tok);
    if (!move || !isMoveText(*move, tok))
        return error("expected a move like 'B4-B5' or 'B4xB5', found '" + excerpt(tok) + "'");
    rec.moves.push_back(*move);
    rec.moveSpots.push_back({m_line + 1, static_cast<int>(m_col) + 1});
    m_col = end;
    return std::nullopt;
}

std::optional<ParseError> MoveTextReader::read(GameRecord& rec, bool redStarts)
{
    while (skipSpace()) {
        auto err = peek() == '{' ? readComment(rec) : readToken(rec, redStarts);
        if (err) return err;
    }
    return std::nullopt;
}

// Reads `text` into `rec`; the first error stops it, with what was read before kept in `rec`.
std::optional<ParseError> readInto(std::string_view text, GameRecord& rec)
{
    const auto lines = splitLines(text);
    int n = 0;
    if (auto err = readHeader(lines, rec, n)) return err;
    rec.movesLine = n + 1;
    MoveTextReader reader(lines, n);
    if (auto err = reader.read(rec, rec.redStarts())) return err;
    if (const auto token = reader.resultToken()) {
        const RecordTag* tag = rec.findTag("Result");
        if (!tag)
            rec.setTag("Result", std::string(resultToken(*token)));
        else if (tag->value != resultToken(*token))
            return ParseError{reader.resultTokenAt().line, reader.resultTokenAt().column,
                              "the result token " + std::string(resultToken(*token)) +
                                  " differs from the Result tag " + tag->value};
    }
    return std::nullopt;
}

} // namespace

Parsed<GameRecord> readRecord(std::string_view text)
{
    if (text.size() > kMaxFileBytes) return P::fail("the file is larger than 16 MiB");
    if (text.find('\0') != std::string_view::npos)
        return P::fail("not a text file (it holds NUL bytes)");
    GameRecord rec;
    if (auto err = readInto(text, rec)) return P::fail(err->message, err->line, err->column);
    return P::ok(std::move(rec));
}

RecordPrefix readRecordPrefix(std::string_view text)
{
    RecordPrefix out;
    if (text.size() > kMaxFileBytes) {
        text = text.substr(0, kMaxFileBytes);
        out.damage = ParseError{0, 0, "the file is larger than 16 MiB"};
    }
    // A crash can leave a file's end filled with NUL bytes: what stands before them is read.
    if (const auto nul = text.find('\0'); nul != std::string_view::npos) {
        text = text.substr(0, nul);
        out.damage = ParseError{0, 0, "not a text file (it holds NUL bytes)"};
    }
    if (auto err = readInto(text, out.record)) out.damage = err;
    return out;
}

} // namespace flagfall
