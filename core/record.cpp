#include "record.h"

#include "notation.h"
#include "textlines.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace flagfall {

const RecordTag* GameRecord::findTag(std::string_view name) const
{
    for (const auto& t : tags)
        if (t.name == name) return &t;
    return nullptr;
}

std::string GameRecord::tag(std::string_view name) const
{
    const RecordTag* t = findTag(name);
    return t ? t->value : std::string();
}

void GameRecord::setTag(const std::string& name, const std::string& value)
{
    for (auto& t : tags)
        if (t.name == name) {
            t.value = value;
            return;
        }
    tags.push_back({name, value, 0});
}

void GameRecord::removeTag(std::string_view name)
{
    std::erase_if(tags, [&](const RecordTag& t) { return t.name == name; });
}

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

// Walks the move text token by token, keeping line and column.
class MoveTextReader {
public:
    MoveTextReader(const std::vector<std::string_view>& lines, int firstLine)
        : m_lines(lines), m_line(firstLine)
    {
    }

    std::optional<ParseError> read(GameRecord& rec, bool redStarts);

private:
    bool skipSpace();
    char peek() const { return m_lines[m_line][m_col]; }
    ParseError error(std::string what) const
    {
        return {m_line + 1, static_cast<int>(m_col) + 1, std::move(what)};
    }
    std::optional<ParseError> readComment(GameRecord& rec);
    std::optional<ParseError> readToken(GameRecord& rec, bool redStarts);

    const std::vector<std::string_view>& m_lines;
    int m_line;
    std::size_t m_col = 0;
    bool m_ended = false;
    std::optional<Outcome> m_token;
    ParseError m_tokenAt; // where the result token stands, for a mismatch with the tag

public:
    std::optional<Outcome> resultToken() const { return m_token; }
    const ParseError& resultTokenAt() const { return m_tokenAt; }
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
            rec.comments.push_back({static_cast<int>(rec.moves.size()), text});
            return std::nullopt;
        }
        text += l.substr(m_col);
        text += '\n';
        ++m_line;
        m_col = 0;
    }
    return start;
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
    const bool redMoves = (ply % 2 == 0) == redStarts;
    if (!tok.empty() && std::isdigit(static_cast<unsigned char>(tok[0]))) {
        std::size_t i = 0;
        int number = 0;
        while (i < tok.size() && std::isdigit(static_cast<unsigned char>(tok[i])) &&
               number < 100000)
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
    const auto move = parseMove(tok);
    if (!move || moveText(*move) != tok)
        return error("expected a move like 'B4-B5' or 'B4xB5', found '" + std::string(tok) + "'");
    rec.moves.push_back(*move);
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

bool redStartsIn(const GameRecord& rec)
{
    const std::string pos = rec.tag("Position");
    return pos.size() < 2 || pos.back() != 'b';
}

} // namespace

Parsed<GameRecord> readRecord(std::string_view text)
{
    if (text.size() > kMaxRecordBytes) return P::fail("the file is larger than 16 MiB");
    if (text.find('\0') != std::string_view::npos)
        return P::fail("not a text file (it holds NUL bytes)");
    const auto lines = splitLines(text);
    GameRecord rec;
    int n = 0;
    for (; n < static_cast<int>(lines.size()); ++n) {
        const std::string_view line = trim(lines[n]);
        if (line.empty()) {
            if (rec.tags.empty()) continue;
            break;
        }
        if (line[0] != '[') break;
        RecordTag t;
        if (auto err = readTag(line, n + 1, t)) {
            err->column += static_cast<int>(lines[n].find('['));
            return P::fail(err->message, err->line, err->column);
        }
        if (rec.findTag(t.name))
            return P::fail("the tag '" + t.name + "' is given twice", n + 1, 1);
        // The writer puts the Result value after the moves, so it must be a result token.
        if (t.name == "Result" && !outcomeFromToken(t.value))
            return P::fail("tag Result: expected 1-0, 0-1, 1/2-1/2 or *", n + 1, 1);
        rec.tags.push_back(std::move(t));
    }
    rec.movesLine = n + 1;
    MoveTextReader reader(lines, n);
    if (auto err = reader.read(rec, redStartsIn(rec)))
        return P::fail(err->message, err->line, err->column);
    if (const auto token = reader.resultToken()) {
        const RecordTag* tag = rec.findTag("Result");
        if (!tag)
            rec.setTag("Result", std::string(resultToken(*token)));
        else if (tag->value != resultToken(*token))
            return P::fail("the result token " + std::string(resultToken(*token)) +
                               " differs from the Result tag " + tag->value,
                           reader.resultTokenAt().line, reader.resultTokenAt().column);
    }
    return P::ok(std::move(rec));
}

namespace {

constexpr std::array<std::string_view, 14> kTagOrder{
    "Event",       "Date",  "Red",          "Blue",     "Variant",   "Rules",    "TwoSquare",
    "ScoutStrike", "Chase", "NoAttackDraw", "RedSetup", "BlueSetup", "Position", "Result"};

std::string escape(const std::string& v)
{
    std::string out;
    for (char c : v) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

void writeTags(const GameRecord& rec, std::string& out)
{
    auto put = [&](const RecordTag& t) { out += "[" + t.name + " \"" + escape(t.value) + "\"]\n"; };
    for (std::string_view name : kTagOrder) {
        if (const RecordTag* t = rec.findTag(name))
            put(*t);
        else if (name == "Result")
            put({"Result", "*", 0});
    }
    if (const RecordTag* t = rec.findTag("Termination")) put(*t);
    for (const auto& t : rec.tags)
        if (std::find(kTagOrder.begin(), kTagOrder.end(), t.name) == kTagOrder.end() &&
            t.name != "Termination")
            put(t);
}

// Move text is wrapped "at 80 columns" as the reference records are: a line never reaches the
// 79th column, so the line with its end (and a trailing separator, in the reference's writer)
// stays inside 80. Reading accepts any line length.
constexpr std::size_t kMoveTextWidth = 78;

class Wrapper {
public:
    explicit Wrapper(std::string& out) : m_out(out) {}
    void add(const std::string& token)
    {
        if (m_lineLength > 0 && m_lineLength + 1 + token.size() > kMoveTextWidth) {
            m_out += '\n';
            m_lineLength = 0;
        } else if (m_lineLength > 0) {
            m_out += ' ';
            ++m_lineLength;
        }
        m_out += token;
        m_lineLength += token.size();
    }

private:
    std::string& m_out;
    std::size_t m_lineLength = 0;
};

} // namespace

std::string writeRecord(const GameRecord& rec)
{
    std::string out;
    writeTags(rec, out);
    out += '\n';
    Wrapper w(out);
    const bool redStarts = redStartsIn(rec);
    auto comments = [&](int ply) {
        for (const auto& c : rec.comments)
            if (c.ply == ply) w.add("{" + c.text + "}");
    };
    comments(0);
    for (int ply = 0; ply < static_cast<int>(rec.moves.size()); ++ply) {
        const bool redMoves = (ply % 2 == 0) == redStarts;
        const int number = redStarts ? ply / 2 + 1 : (ply + 1) / 2 + 1;
        if (redMoves)
            w.add(std::to_string(number) + ".");
        else if (ply == 0)
            w.add(std::to_string(number) + "...");
        w.add(moveText(rec.moves[ply]));
        comments(ply + 1);
    }
    const RecordTag* result = rec.findTag("Result");
    w.add(result ? result->value : "*");
    out += '\n';
    return out;
}

namespace {

using G = Parsed<Game>;

std::optional<ParseError> readRules(const GameRecord& rec, RuleSet& rules)
{
    auto bad = [](const RecordTag& t, const std::string& what) {
        return ParseError{t.line, 1, "tag " + t.name + ": " + what};
    };
    if (const RecordTag* t = rec.findTag("Rules")) {
        const auto p = presetFromName(t->value);
        if (!p) return bad(*t, "unknown rules preset '" + t->value + "'");
        rules = RuleSet::preset(*p);
    }
    auto number = [&](const char* name, int max, int& out) -> std::optional<ParseError> {
        const RecordTag* t = rec.findTag(name);
        if (!t) return std::nullopt;
        const std::string& v = t->value;
        if (v.empty() || v.size() > 5 || !std::all_of(v.begin(), v.end(), ::isdigit) ||
            std::stoi(v) > max)
            return bad(*t, "expected a number from 0 to " + std::to_string(max));
        out = std::stoi(v);
        return std::nullopt;
    };
    auto onOff = [&](const char* name, bool& out) -> std::optional<ParseError> {
        const RecordTag* t = rec.findTag(name);
        if (!t) return std::nullopt;
        if (t->value != "on" && t->value != "off") return bad(*t, "expected \"on\" or \"off\"");
        out = t->value == "on";
        return std::nullopt;
    };
    if (auto e = number("TwoSquare", 99, rules.twoSquare)) return e;
    if (auto e = number("NoAttackDraw", 99999, rules.noAttackDraw)) return e;
    if (auto e = onOff("ScoutStrike", rules.scoutStrike)) return e;
    return onOff("Chase", rules.chase);
}

G gameFromPosition(const RecordTag& tag, const RuleSet& rules)
{
    auto pos = parsePosition(tag.value);
    if (!pos) return G::fail("tag Position: " + pos.error.message, tag.line, 1);
    return G::ok(Game(*pos, rules));
}

G gameFromSetups(const GameRecord& rec, const RuleSet& rules)
{
    const RecordTag* v = rec.findTag("Variant");
    const RecordTag* red = rec.findTag("RedSetup");
    const RecordTag* blue = rec.findTag("BlueSetup");
    if (!v) return G::fail("the tag Variant is missing", rec.movesLine, 0);
    const auto variant = variantFromName(v->value);
    if (!variant) return G::fail("tag Variant: unknown variant '" + v->value + "'", v->line, 1);
    if (!red || !blue)
        return G::fail("the tags RedSetup and BlueSetup (or Position) are missing", rec.movesLine,
                       0);
    auto r = parseSetupString(red->value, variant);
    if (!r) return G::fail("tag RedSetup: " + r.error.message, red->line, 1);
    auto b = parseSetupString(blue->value, variant);
    if (!b) return G::fail("tag BlueSetup: " + b.error.message, blue->line, 1);
    return G::ok(Game::fromSetups(r->first, b->first, rules, variant));
}

} // namespace

Parsed<Game> startGame(const GameRecord& rec)
{
    RuleSet rules;
    if (auto e = readRules(rec, rules)) return G::fail(e->message, e->line, e->column);
    const RecordTag* pos = rec.findTag("Position");
    if (pos && (rec.findTag("RedSetup") || rec.findTag("BlueSetup")))
        return G::fail("a record with both a Position and setups", pos->line, 1);
    if (const RecordTag* r = rec.findTag("Result"); r && !outcomeFromToken(r->value))
        return G::fail("tag Result: expected 1-0, 0-1, 1/2-1/2 or *", r->line, 1);
    return pos ? gameFromPosition(*pos, rules) : gameFromSetups(rec, rules);
}

std::string_view verdictText(Verdict v, MoveError e)
{
    switch (v) {
    case Verdict::Legal:
        return "legal";
    case Verdict::Illegal:
        return describe(e);
    case Verdict::TwoSquareRule:
        return "the two-squares rule forbids another move back (R16)";
    case Verdict::ChaseRule:
        return "the chase rule forbids repeating a position of this chase (R17)";
    case Verdict::GameOver:
        return "the game is over";
    }
    return "illegal";
}

std::string ReplayError::text() const
{
    return "illegal at ply " + std::to_string(ply) + ": " + moveText(move) + ": " + reason;
}

std::optional<ReplayError> replayMoves(Game& game, const GameRecord& rec)
{
    for (std::size_t k = 0; k < rec.moves.size(); ++k) {
        const Move m = rec.moves[k];
        const MoveCheck c = game.check(m);
        if (!c.legal())
            return ReplayError{static_cast<int>(k) + 1, m,
                               std::string(verdictText(c.verdict, c.error))};
        game.play(m);
    }
    return std::nullopt;
}

GameRecord recordOf(const Game& game, const std::vector<RecordTag>& extraTags)
{
    GameRecord rec;
    for (const auto& t : extraTags) rec.setTag(t.name, t.value);
    const RuleSet& r = game.rules();
    Preset preset = Preset::Standard;
    for (Preset p : {Preset::Standard, Preset::Isf, Preset::Classic1961})
        if (RuleSet::preset(p) == r) preset = p;
    if (game.variant()) rec.setTag("Variant", std::string(variantInfo(*game.variant()).name));
    rec.setTag("Rules", std::string(presetName(preset)));
    const RuleSet base = RuleSet::preset(preset);
    if (r.twoSquare != base.twoSquare) rec.setTag("TwoSquare", std::to_string(r.twoSquare));
    if (r.scoutStrike != base.scoutStrike) rec.setTag("ScoutStrike", r.scoutStrike ? "on" : "off");
    if (r.chase != base.chase) rec.setTag("Chase", r.chase ? "on" : "off");
    if (r.noAttackDraw != base.noAttackDraw)
        rec.setTag("NoAttackDraw", std::to_string(r.noAttackDraw));
    if (game.variant()) {
        Setup red, blue;
        const Position& s = game.start();
        for (int id = 0; id < s.pieceCount(); ++id) {
            const Piece& p = s.piece(id);
            const int cell = setupCell(p.owner, p.origin);
            if (cell >= 0) (p.owner == Side::Red ? red : blue).cells[cell] = p.rank;
        }
        rec.setTag("RedSetup", setupToString(red));
        rec.setTag("BlueSetup", setupToString(blue));
    } else {
        rec.setTag("Position", positionToString(game.start()));
    }
    const GameResult res = game.result();
    rec.setTag("Result", std::string(resultToken(res.outcome)));
    if (res.termination != Termination::None)
        rec.setTag("Termination", std::string(terminationText(res.termination)));
    for (int k = 0; k < game.ply(); ++k) rec.moves.push_back(game.moves()[k].move);
    return rec;
}

} // namespace flagfall
