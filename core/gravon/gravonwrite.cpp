// A Flagfall record written as a Gravon XML game file (the form gravonread.cpp reads).
#include "core/base/xmlscan.h"
#include "core/gravon/gravoncodes.h"
#include "core/gravon/gravongame.h"

#include <charconv>

namespace flagfall {

namespace {

using S = Parsed<std::string>;

std::string fieldOf(const Position& start)
{
    std::string field(100, 'A');
    for (int i = 0; i < kSquares; ++i) {
        const auto sq = static_cast<Square>(i);
        const int id = start.pieceAt(sq);
        if (isLake(sq))
            field[static_cast<std::size_t>(i)] = '_';
        else if (id >= 0)
            field[static_cast<std::size_t>(i)] =
                gravonLetter(start.piece(id).owner, start.piece(id).rank);
    }
    return field;
}

// A player's name as element text: escaped, and controls (which XML cannot hold) as spaces.
std::string nameText(std::string name)
{
    for (char& c : name)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
    return xmlEscape(name);
}

// The result to write: the rules' when they ended the game, else the tags'.
GameResult resultOf(const GameRecord& rec, const Game& game)
{
    if (game.ruleResult().over()) return game.ruleResult();
    GameResult r;
    r.outcome = outcomeFromToken(rec.tag("Result")).value_or(Outcome::Ongoing);
    r.termination = terminationFromText(rec.tag("Termination")).value_or(Termination::None);
    return r;
}

// The GravonResult tag of an imported game where it still says the same, else the code of the
// result.
int endingOf(const GameRecord& rec, const GameResult& r, int winner)
{
    const std::string kept = rec.tag("GravonResult");
    int code = -1;
    const auto [end, ec] = std::from_chars(kept.data(), kept.data() + kept.size(), code);
    if (ec == std::errc() && end == kept.data() + kept.size())
        if (const auto back = gravonResult(code, winner); back && *back == r) return code;
    return gravonEnding(r);
}

} // namespace

Parsed<std::string> exportGravonXml(const GameRecord& rec)
{
    if (const RecordTag* pos = rec.findTag("Position"))
        return S::fail("a game from a custom position has no Gravon form", pos->line, 0);
    auto started = startGame(rec);
    if (!started) return S::fail(started.error);
    Game game = *started;
    if (auto err = replayMoves(game, rec)) {
        const auto k = static_cast<std::size_t>(err->ply - 1);
        const TextSpot at = k < rec.moveSpots.size() ? rec.moveSpots[k] : TextSpot{};
        return S::fail(err->text(), at.line, at.column);
    }
    if (!game.variant()) return S::fail("the setups are of no variant Gravon plays", 0, 0);
    GameResult r = resultOf(rec, game);
    if (!r.over()) return S::fail("an unfinished game (Result *) has no Gravon result", 0, 0);
    if (r.termination == Termination::None)
        r.termination =
            r.outcome == Outcome::Draw ? Termination::DrawAgreed : Termination::Resigned;
    const int winner = r.outcome == Outcome::RedWins ? 0 : r.outcome == Outcome::BlueWins ? 1 : 2;
    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n";
    out += " <game type=\"" + std::string(gravonTypeName(*game.variant())) + "\">\n";
    out += "  <field content=\"" + fieldOf(game.start()) + "\"/>\n";
    for (int k = 0; k < game.ply(); ++k) {
        const Move m = game.moves()[static_cast<std::size_t>(k)].move;
        out += "  <move id=\"" + std::to_string(k + 1) + "\" source=\"" + gravonSquareName(m.from) +
               "\" target=\"" + gravonSquareName(m.to) + "\"/>\n";
    }
    out += "  <player id=\"1\">" + nameText(rec.tag("Red")) + "</player>\n";
    out += "  <player id=\"2\">" + nameText(rec.tag("Blue")) + "</player>\n";
    out += "  <result type=\"" + std::to_string(endingOf(rec, r, winner)) + "\" winner=\"" +
           std::to_string(winner + 1) + "\"/>\n";
    out += " </game>\n</stratego>\n";
    return S::ok(std::move(out));
}

} // namespace flagfall
