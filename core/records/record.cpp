#include "core/records/record.h"

#include "core/base/textlines.h"
#include "core/rules/notation.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <unordered_map>

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

void setTag(std::vector<RecordTag>& tags, std::string_view name, std::string value)
{
    for (RecordTag& t : tags)
        if (t.name == name) return void(t.value = std::move(value));
    tags.push_back({std::string(name), std::move(value), 0});
}

void GameRecord::setTag(const std::string& name, const std::string& value)
{
    flagfall::setTag(tags, name, value);
}

void GameRecord::removeTag(std::string_view name)
{
    std::erase_if(tags, [&](const RecordTag& t) { return t.name == name; });
}

bool GameRecord::redStarts() const
{
    const std::string pos = tag("Position");
    return pos.size() < 2 || pos.back() != 'b';
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

// A carriage return before a line break is part of the break when read (recordread.cpp), so
// the writer leaves it out and the text reads back as written.
std::string commentText(const std::string& text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\r') {
            const auto end = text.find_first_not_of('\r', i);
            if (end != std::string::npos && text[end] == '\n') {
                i = end - 1;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

} // namespace

std::string writeRecord(const GameRecord& rec)
{
    std::string out;
    writeTags(rec, out);
    out += '\n';
    Wrapper w(out);
    const bool redStarts = rec.redStarts();
    // The comments in ply order (as read they already are), walked once: many comments and many
    // moves take linear time, not their product.
    std::vector<const RecordComment*> byPly;
    byPly.reserve(rec.comments.size());
    for (const auto& c : rec.comments) byPly.push_back(&c);
    std::stable_sort(
        byPly.begin(), byPly.end(),
        [](const RecordComment* a, const RecordComment* b) { return a->ply < b->ply; });
    auto next = byPly.begin();
    auto comments = [&](int ply) {
        while (next != byPly.end() && (*next)->ply < ply) ++next; // before the start: not written
        for (; next != byPly.end() && (*next)->ply == ply; ++next)
            w.add(std::string("{").append(commentText((*next)->text)).append("}"));
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
        if (!p) return bad(*t, "unknown rules preset '" + excerpt(t->value) + "'");
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
    if (!variant)
        return G::fail("tag Variant: unknown variant '" + excerpt(v->value) + "'", v->line, 1);
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
    game.reserve(game.ply() + static_cast<int>(rec.moves.size()));
    for (std::size_t k = 0; k < rec.moves.size(); ++k) {
        const Move m = rec.moves[k];
        const MoveCheck c = game.play(m);
        if (!c.legal())
            return ReplayError{static_cast<int>(k) + 1, m,
                               std::string(verdictText(c.verdict, c.error))};
    }
    return std::nullopt;
}

GameRecord recordOf(const Game& game, const std::vector<RecordTag>& extraTags)
{
    GameRecord rec;
    // Later tags of a name win, as setTag would have it, without a scan per tag.
    std::unordered_map<std::string_view, std::size_t> at;
    for (const auto& t : extraTags) {
        const auto [it, added] = at.try_emplace(t.name, rec.tags.size());
        if (added)
            rec.tags.push_back({t.name, t.value, 0});
        else
            rec.tags[it->second].value = t.value;
    }
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
