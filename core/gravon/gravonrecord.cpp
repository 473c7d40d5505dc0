// A GravonGame into a Flagfall record: the field into two setups, every move played by the rules
// core, Gravon's result into Flagfall's words.
#include "core/gravon/gravoncodes.h"
#include "core/gravon/gravongame.h"
#include "core/rules/notation.h"

namespace flagfall {

namespace {

using R = Parsed<GameRecord>;

struct Setups {
    Setup red, blue;
};

std::string where(std::size_t i, char c)
{
    return "field character " + std::to_string(i + 1) + " (" + squareName(static_cast<Square>(i)) +
           ", '" + std::string(1, c) + "')";
}

// What is wrong with field character i (`c`): the message, and its values for another language.
Parsed<Setups> fieldFail(const GravonGame& g, std::size_t i, char c, const std::string& what,
                         const std::string& key, std::vector<std::string> args = {})
{
    args.insert(args.begin(),
                {std::to_string(i + 1), squareName(static_cast<Square>(i)), std::string(1, c)});
    return Parsed<Setups>::fail(where(i, c) + what, g.fieldLine, 0, key, std::move(args));
}

// The field's 100 letters into the two setups: lakes where the lakes are, each side's pieces in
// its own setup area (R4), nothing else.
Parsed<Setups> readField(const GravonGame& g)
{
    using P = Parsed<Setups>;
    if (g.field.empty())
        return P::fail("no field: the game ended before both setups were complete", g.typeLine, 0,
                       "gravon.noField");
    if (g.field.size() != 100)
        return P::fail("the field has " + std::to_string(g.field.size()) + " characters, not 100",
                       g.fieldLine, 0, "gravon.fieldLength", {std::to_string(g.field.size())});
    Setups s;
    for (std::size_t i = 0; i < 100; ++i) {
        const char c = g.field[i];
        const auto sq = static_cast<Square>(i);
        if (isLake(sq) != (c == '_'))
            return isLake(sq)
                       ? fieldFail(g, i, c, ": a lake must be '_'", "gravon.fieldLake")
                       : fieldFail(g, i, c, ": '_' (a lake) off the lakes", "gravon.fieldOffLake");
        if (c == '_' || c == 'A') continue;
        const auto piece = gravonPiece(c);
        if (!piece) return fieldFail(g, i, c, ": unknown letter", "gravon.fieldLetter");
        const int cell = setupCell(piece->side, sq);
        if (cell < 0)
            return piece->side == Side::Red ? fieldFail(g, i, c, ": a Red piece outside rows 1-4",
                                                        "gravon.fieldRows", {"Red"})
                                            : fieldFail(g, i, c, ": a Blue piece outside rows 7-10",
                                                        "gravon.fieldRows", {"Blue"});
        (piece->side == Side::Red ? s.red : s.blue).cells[static_cast<std::size_t>(cell)] =
            piece->rank;
    }
    return P::ok(s);
}

// Plays the moves; the first one the rules refuse is the error.
std::optional<ParseError> playMoves(const GravonGame& g, Game& game)
{
    for (std::size_t k = 0; k < g.moves.size(); ++k) {
        const GravonMove& m = g.moves[k];
        const std::string ply = std::to_string(k + 1), head = "move " + ply + ": ";
        const auto from = gravonSquare(m.from), to = gravonSquare(m.to);
        if (!from || !to) {
            const std::string square = (from ? m.to : m.from).substr(0, 20);
            return ParseError(m.line, 0, head + "unknown square '" + square + "'", "gravon.square",
                              {ply, square});
        }
        const Move move{*from, *to, game.position().pieceAt(*to) >= 0};
        const MoveCheck c = game.play(move);
        if (!c.legal())
            return ParseError(
                m.line, 0,
                head + m.from + "-" + m.to + ": " + std::string(verdictText(c.verdict, c.error)),
                "gravon.illegal",
                {ply, m.from + "-" + m.to, std::to_string(static_cast<int>(c.verdict)),
                 std::to_string(static_cast<int>(c.error))});
    }
    return std::nullopt;
}

std::string describe(Outcome o)
{
    return o == Outcome::RedWins ? "Red won" : o == Outcome::BlueWins ? "Blue won" : "a draw";
}

// Gravon's result, checked against what the rules reached.
Parsed<GameResult> finalResult(const GravonGame& g, const Game& game)
{
    using P = Parsed<GameResult>;
    const auto said = gravonResult(g.ending, g.winner);
    if (!said)
        return P::fail("unknown result type " + std::to_string(g.ending), g.resultLine, 0,
                       "gravon.resultCode", {std::to_string(g.ending)});
    const GameResult rules = game.ruleResult();
    if (rules.over()) {
        if (rules.outcome != said->outcome)
            return P::fail("the result says " + describe(said->outcome) +
                               ", but the moves end the game: " + describe(rules.outcome) + ", " +
                               std::string(terminationText(rules.termination)),
                           g.resultLine, 0, "gravon.resultDisagrees",
                           {std::string(resultToken(said->outcome)),
                            std::string(resultToken(rules.outcome)),
                            std::string(terminationText(rules.termination))});
        return P::ok(rules);
    }
    if (said->termination == Termination::FlagCaptured)
        return P::fail("the result says a flag was captured, but no move captures it "
                       "(the file is truncated?)",
                       g.resultLine, 0, "gravon.flagNotTaken");
    return P::ok(*said);
}

RuleSet gravonRules()
{
    RuleSet r = RuleSet::preset(Preset::Isf);
    r.noAttackDraw = 0; // the site has no such draw: its games end by its own result
    return r;
}

} // namespace

Parsed<GameRecord> gravonToRecord(const GravonGame& g)
{
    const auto variant = gravonVariant(g.type);
    if (!variant)
        return R::fail("unsupported Gravon variant '" + g.type.substr(0, 40) +
                           "' (Flagfall plays classic, barrage and duell)",
                       g.typeLine, 0, "gravon.variant", {g.type.substr(0, 40)});
    const auto setups = readField(g);
    if (!setups) return R::fail(setups.error);
    for (const Side side : {Side::Red, Side::Blue}) {
        const Setup& s = side == Side::Red ? setups->red : setups->blue;
        const std::string problem = setupProblem(s, *variant);
        if (!problem.empty())
            return R::fail(std::string(side == Side::Red ? "Red" : "Blue") + "'s setup: " + problem,
                           g.fieldLine, 0, "gravon.setup",
                           {side == Side::Red ? "Red" : "Blue", problem});
    }
    Game game = Game::fromSetups(setups->red, setups->blue, gravonRules(), *variant);
    if (auto e = playMoves(g, game)) return R::fail(*e);
    const auto result = finalResult(g, game);
    if (!result) return R::fail(result.error);
    GameRecord rec = recordOf(game, {{"Red", g.red, 0}, {"Blue", g.blue, 0}});
    // The ISF preset and one refinement, rather than the standard preset and two.
    rec.setTag("Rules", std::string(presetName(Preset::Isf)));
    rec.removeTag("TwoSquare");
    rec.setTag("Result", std::string(resultToken(result->outcome)));
    rec.setTag("Termination", std::string(terminationText(result->termination)));
    // The file's code, unless the rules ended the game otherwise than it says (a flag taken as
    // the loser resigned): then the code of what the record says, so that export agrees.
    const int code = gravonResult(g.ending, g.winner) == *result ? g.ending : gravonEnding(*result);
    rec.setTag("GravonResult", std::to_string(code));
    return R::ok(std::move(rec));
}

Parsed<GameRecord> importGravon(std::string_view text)
{
    const auto g = readGravonText(text);
    if (!g) return R::fail(g.error);
    return gravonToRecord(*g);
}

} // namespace flagfall
