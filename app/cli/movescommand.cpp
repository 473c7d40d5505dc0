#include "commands.h"
#include "input.h"

#include "core/rules/notation.h"

#include <algorithm>
#include <vector>

namespace cli {

namespace {

const QString kSyntax = QStringLiteral(
    "moves POSITION-OR-FILE [--ply K] [--scout-strike on|off] [--two-square N] [--chase on|off]");

bool readOnOff(const QCommandLineParser& p, const QString& name, bool& out)
{
    if (!p.isSet(name)) return true;
    const QString v = p.value(name);
    if (v != "on" && v != "off") return false;
    out = v == "on";
    return true;
}

// --two-square takes what the TwoSquare tag takes (formats.md), even where it changes nothing.
bool twoSquareValid(const QCommandLineParser& p)
{
    if (!p.isSet("two-square")) return true;
    const QString v = p.value("two-square");
    bool ok = false;
    const int n = v.toInt(&ok);
    return ok && !v.startsWith('+') && n >= 0 && n <= 99;
}

void printMoves(const flagfall::MoveList& moves)
{
    std::vector<std::string> lines;
    for (const auto& m : moves) lines.push_back(flagfall::moveText(m));
    std::sort(lines.begin(), lines.end());
    for (const auto& l : lines) printLine(l);
}

int movesOfRecord(const std::string& text, const QString& file, const QCommandLineParser& parser)
{
    auto loaded = loadRecordText(text, file);
    if (!loaded) return BadInput;
    if (parser.isSet("ply")) {
        bool ok = false;
        const int ply = parser.value("ply").toInt(&ok);
        if (!ok || ply < 0 || ply > loaded->game.length()) {
            printFileError(file,
                           "--ply must be from 0 to " + std::to_string(loaded->game.length()));
            return BadInput;
        }
        loaded->game.goToPly(ply);
    }
    flagfall::MoveList moves;
    loaded->game.legalMoves(moves);
    printMoves(moves);
    return Ok;
}

int movesOfPosition(const std::string& text, const Source& source, const flagfall::RuleSet& rules)
{
    auto pos = flagfall::parsePosition(text, true);
    if (!pos) {
        printSourceError(source, pos.error);
        return BadInput;
    }
    for (int id = 0; id < pos->pieceCount(); ++id)
        if (pos->piece(id).rank == flagfall::Rank::Unknown &&
            pos->piece(id).owner == pos->sideToMove()) {
            printSourceError(
                source, {0, 0, "in a view the '?' pieces must belong to the side not to move"});
            return BadInput;
        }
    flagfall::Game game(*pos, rules);
    flagfall::MoveList moves;
    game.legalMoves(moves);
    printMoves(moves);
    return Ok;
}

} // namespace

int runMoves(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addOptions({{"ply", "Position after K plies.", "K"},
                       {"scout-strike", "Scouts strike at range.", "on|off"},
                       {"two-square", "Two-squares limit N.", "N"},
                       {"chase", "Chase rule.", "on|off"}});
    if (!parseArgs(parser, args, 2, kSyntax)) return Usage;
    flagfall::RuleSet rules;
    if (!readOnOff(parser, "scout-strike", rules.scoutStrike))
        return usageError("--scout-strike takes on or off", kSyntax);
    if (!readOnOff(parser, "chase", rules.chase))
        return usageError("--chase takes on or off", kSyntax);
    if (!twoSquareValid(parser))
        return usageError("--two-square takes a number from 0 to 99", kSyntax);
    bool plyOk = true;
    if (parser.isSet("ply") && parser.value("ply").toInt(&plyOk) < 0) plyOk = false;
    if (!plyOk) return usageError("--ply takes a number of plies, 0 or more", kSyntax);
    const QString arg = parser.positionalArguments()[1];
    const ArgKind kind = positionOrFile(arg);
    if (kind == ArgKind::Neither) return BadInput;
    if (kind == ArgKind::Position) return movesOfPosition(arg.toStdString(), {}, rules);
    const auto text = readFile(arg);
    if (!text) return BadInput;
    if (const auto position = positionInFile(*text))
        return movesOfPosition(position->text, {arg, position->line}, rules);
    return movesOfRecord(*text, arg, parser);
}

} // namespace cli
