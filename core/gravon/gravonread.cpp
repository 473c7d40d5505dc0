// Reading the two Gravon forms into a GravonGame, as written (the rules come later).
#include "core/base/xmlscan.h"
#include "core/gravon/gravongame.h"

#include <charconv>

namespace flagfall {

namespace {

using G = Parsed<GravonGame>;

// At most 60 characters of what a message quotes (formats.md).
std::string quote(std::string_view s)
{
    return s.size() <= 60 ? std::string(s) : std::string(s.substr(0, 57)) + "...";
}

bool validUtf8(std::string_view s)
{
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        const std::size_t n = b < 0x80                 ? 1
                              : b >= 0xC2 && b <= 0xDF ? 2
                              : b >= 0xE0 && b <= 0xEF ? 3
                              : b >= 0xF0 && b <= 0xF4 ? 4
                                                       : 0;
        if (n == 0 || i + n > s.size()) return false;
        for (std::size_t k = 1; k < n; ++k)
            if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
        i += n;
    }
    return true;
}

// A player's name as a tag can hold it: Latin-1 when it is not UTF-8 (older archive files),
// controls as spaces, blank space trimmed.
std::string playerName(std::string_view raw)
{
    std::string s;
    const bool latin1 = !validUtf8(raw);
    for (const char c : raw) {
        const auto b = static_cast<unsigned char>(c);
        if (b < 0x20 || b == 0x7F)
            s += ' ';
        else if (latin1 && b >= 0x80) {
            s += static_cast<char>(0xC0 | (b >> 6));
            s += static_cast<char>(0x80 | (b & 0x3F));
        } else
            s += c;
    }
    const auto begin = s.find_first_not_of(' ');
    if (begin == std::string::npos) return {};
    return s.substr(begin, s.find_last_not_of(' ') - begin + 1);
}

std::optional<int> number(std::string_view s)
{
    int v = 0;
    if (s.empty() || s.size() > 6) return std::nullopt;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || v < 0) return std::nullopt;
    return v;
}

const XmlElement* firstNamed(const std::vector<XmlElement>& all, std::string_view name)
{
    for (const auto& e : all)
        if (e.name == name) return &e;
    return nullptr;
}

Parsed<GravonGame> xmlResult(const XmlElement* result, GravonGame& g)
{
    if (!result)
        return G::fail("no <result> element (the file is truncated?)", 0, 0, "gravon.noResult");
    g.resultLine = result->line;
    const std::string* type = result->attribute("type");
    const std::string* winner = result->attribute("winner");
    const auto ending = type ? number(*type) : std::nullopt;
    const auto w = winner ? number(*winner) : std::nullopt;
    if (!ending)
        return G::fail("<result> needs a number as its type", result->line, result->column,
                       "gravon.resultType");
    if (!w || *w < 1 || *w > 3)
        return G::fail("<result> needs winner 1 (Red), 2 (Blue) or 3 (draw)", result->line,
                       result->column, "gravon.winner", {"1", "2", "3"});
    g.ending = *ending;
    g.winner = *w - 1;
    return G::ok(g);
}

Parsed<GravonGame> xmlPlayers(const std::vector<XmlElement>& all, GravonGame& g)
{
    std::vector<const XmlElement*> players;
    for (const auto& e : all)
        if (e.name == "player") players.push_back(&e);
    if (players.size() != 2)
        return G::fail("expected two <player> elements, found " + std::to_string(players.size()),
                       players.empty() ? 0 : players.back()->line, 0, "gravon.players",
                       {std::to_string(players.size())});
    const std::string* first = players[0]->attribute("id");
    if (first && *first == "2") std::swap(players[0], players[1]); // ids say who is Red
    g.red = playerName(players[0]->text);
    g.blue = playerName(players[1]->text);
    return G::ok(g);
}

} // namespace

Parsed<GravonGame> readGravonXml(std::string_view text)
{
    auto xml = readXmlElements(text);
    if (!xml)
        return G::fail(xml.error.message, xml.error.line, xml.error.column, "gravon.xml",
                       {xml.error.message});
    const auto& all = *xml.value;
    GravonGame g;
    const XmlElement* game = firstNamed(all, "game");
    if (!game) return G::fail("no <game> element: not a Gravon game file", 1, 1, "gravon.noGame");
    const std::string* type = game->attribute("type");
    if (!type) return G::fail("<game> has no type", game->line, game->column, "gravon.gameType");
    g.type = *type;
    g.typeLine = game->line;
    if (const XmlElement* field = firstNamed(all, "field")) {
        const std::string* content = field->attribute("content");
        if (!content)
            return G::fail("<field> has no content", field->line, field->column,
                           "gravon.fieldContent");
        g.field = *content;
        g.fieldLine = field->line;
    }
    for (const auto& e : all) {
        if (e.name != "move") continue;
        const std::string* from = e.attribute("source");
        const std::string* to = e.attribute("target");
        if (!from || !to) {
            const std::string ply = std::to_string(g.moves.size() + 1);
            return G::fail("move " + ply + ": <move> needs a source and a target", e.line, e.column,
                           "gravon.moveSquares", {ply});
        }
        g.moves.push_back({*from, *to, e.line});
    }
    if (auto p = xmlPlayers(all, g); !p) return p;
    return xmlResult(firstNamed(all, "result"), g);
}

namespace {

// The type number of a GSN file as the XML names it.
std::string gsnType(int n)
{
    switch (n) {
    case 0:
        return "classic";
    case 1:
        return "barrage";
    case 2:
        return "classicfree";
    case 3:
        return "ultimate lightning";
    }
    return "type " + std::to_string(n);
}

// "NAME vs NAME result T winner W"
Parsed<GravonGame> gsnResult(std::string_view line, int at, GravonGame& g)
{
    const auto res = line.rfind(" result ");
    const auto win = line.rfind(" winner ");
    const auto vs = line.find(" vs ");
    if (res == std::string_view::npos || win == std::string_view::npos ||
        vs == std::string_view::npos || !(vs < res && res < win))
        return G::fail("expected 'NAME vs NAME result T winner W', found '" + quote(line) + "'", at,
                       1, "gravon.resultLine", {quote(line)});
    const auto ending = number(line.substr(res + 8, win - res - 8));
    const auto winner = number(line.substr(win + 8));
    if (!ending)
        return G::fail("the result type is not a number", at, static_cast<int>(res) + 9,
                       "gravon.resultType");
    if (!winner || *winner > 2)
        return G::fail("the winner must be 0 (Red), 1 (Blue) or 2 (draw)", at,
                       static_cast<int>(win) + 9, "gravon.winner", {"0", "1", "2"});
    g.red = playerName(line.substr(0, vs));
    g.blue = playerName(line.substr(vs + 4, res - vs - 4));
    g.ending = *ending;
    g.winner = *winner;
    g.resultLine = at;
    return G::ok(g);
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    return s;
}

constexpr std::string_view kGsnMagic = "#X38FA11 Stratego-Notation v";

} // namespace

Parsed<GravonGame> readGravonGsn(std::string_view text)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    std::vector<std::string_view> lines;
    for (std::size_t at = 0; at <= text.size();) {
        const auto nl = text.find('\n', at);
        lines.push_back(trimmed(text.substr(at, nl == std::string_view::npos ? nl : nl - at)));
        if (nl == std::string_view::npos) break;
        at = nl + 1;
    }
    const auto line = [&](std::size_t i) {
        return i < lines.size() ? lines[i] : std::string_view{};
    };
    // Blank lines before the header (a file saved by hand, or cut out of a longer text) are
    // skipped; line numbers stay those of the file.
    std::size_t h = 0;
    while (h + 1 < lines.size() && line(h).empty()) ++h;
    if (line(h).substr(0, kGsnMagic.size()) != kGsnMagic)
        return G::fail("expected '#X38FA11 Stratego-Notation v1' (a GSN file)",
                       static_cast<int>(h) + 1, 1, "gravon.header");
    GravonGame g;
    const std::string_view type = line(h + 1);
    const auto n = type.substr(0, 4) == "type" ? number(trimmed(type.substr(4))) : std::nullopt;
    if (!n)
        return G::fail("expected 'type N' (0 classic, 1 barrage, ...)", static_cast<int>(h) + 2, 1,
                       "gravon.typeLine");
    g.type = gsnType(*n);
    g.typeLine = static_cast<int>(h) + 2;
    std::size_t i = h + 2;
    if (line(i) != "END" && i < lines.size()) {
        g.field = std::string(line(i));
        g.fieldLine = static_cast<int>(i) + 1;
        ++i;
    }
    for (; i < lines.size() && line(i) != "END"; ++i) {
        const std::string_view m = line(i);
        const int at = static_cast<int>(i) + 1;
        if (m.empty()) continue;
        if (m.size() == 5 && m[2] == ':') continue; // a rescue (Ultimate Lightning only)
        if (m.size() < 5 || m.size() > 7 || m.find('-') == std::string_view::npos) {
            const std::string ply = std::to_string(g.moves.size() + 1);
            return G::fail("move " + ply + ": expected a move like 'D4-D5' or END, found '" +
                               quote(m) + "'",
                           at, 1, "gravon.moveText", {ply, quote(m)});
        }
        const auto dash = m.find('-');
        g.moves.push_back({std::string(m.substr(0, dash)), std::string(m.substr(dash + 1)), at});
    }
    if (i >= lines.size())
        return G::fail("the file ends before END (truncated?)", static_cast<int>(lines.size()), 0,
                       "gravon.noEnd");
    std::size_t r = i + 1;
    while (r < lines.size() && line(r).empty()) ++r;
    if (r >= lines.size())
        return G::fail("the file ends before the result line (truncated?)", static_cast<int>(i) + 1,
                       0, "gravon.noResultLine");
    for (std::size_t k = r + 1; k < lines.size(); ++k)
        if (!line(k).empty())
            return G::fail("text after the result line: '" + quote(line(k)) + "'",
                           static_cast<int>(k) + 1, 1, "gravon.afterResult", {quote(line(k))});
    return gsnResult(line(r), static_cast<int>(r) + 1, g);
}

Parsed<GravonGame> readGravonText(std::string_view text)
{
    std::string_view t = text;
    if (t.substr(0, 3) == "\xEF\xBB\xBF") t.remove_prefix(3);
    const auto begin = t.find_first_not_of(" \t\r\n");
    if (begin != std::string_view::npos && t.substr(begin, 8) == "#X38FA11")
        return readGravonGsn(text);
    if (begin == std::string_view::npos || t[begin] != '<')
        return G::fail("not a Gravon game file (neither XML nor GSN)", 1, 1, "gravon.notGravon");
    return readGravonXml(text);
}

bool looksLikeGravon(std::string_view text)
{
    std::string_view t = text.substr(0, 4096);
    if (t.substr(0, 3) == "\xEF\xBB\xBF") t.remove_prefix(3);
    const auto begin = t.find_first_not_of(" \t\r\n");
    if (begin == std::string_view::npos) return false;
    t.remove_prefix(begin);
    return t.substr(0, 8) == "#X38FA11" || (t.front() == '<' && t.find("<stratego") != t.npos);
}

} // namespace flagfall
