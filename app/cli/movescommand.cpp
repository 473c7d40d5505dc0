#include "commands.h"
#include "input.h"

#include "core/notation.h"

#include <algorithm>
#include <vector>

namespace cli {

namespace {

bool readOnOff(const QCommandLineParser& p, const QString& name, bool& out)
{
    if (!p.isSet(name)) return true;
    const QString v = p.value(name);
    if (v != "on" && v != "off") {
        printError(("--" + name + " takes on or off").toStdString());
        return false;
    }
    out = v == "on";
    return true;
}

void printMoves(const flagfall::MoveList& moves)
{
    std::vector<std::string> lines;
    for (const auto& m : moves) lines.push_back(flagfall::moveText(m));
    std::sort(lines.begin(), lines.end());
    for (const auto& l : lines) printLine(l);
}

int movesOfRecord(const QString& path, const QCommandLineParser& parser)
{
    auto loaded = loadRecord(path);
    if (!loaded) return BadInput;
    if (parser.isSet("ply")) {
        bool ok = false;
        const int ply = parser.value("ply").toInt(&ok);
        if (!ok || ply < 0 || ply > loaded->game.length()) {
            printError("--ply must be from 0 to " + std::to_string(loaded->game.length()));
            return BadInput;
        }
        loaded->game.goToPly(ply);
    }
    flagfall::MoveList moves;
    loaded->game.legalMoves(moves);
    printMoves(moves);
    return Ok;
}

int movesOfPosition(const QString& text, const QCommandLineParser& parser)
{
    flagfall::RuleSet rules;
    if (!readOnOff(parser, "scout-strike", rules.scoutStrike) ||
        !readOnOff(parser, "chase", rules.chase))
        return Usage;
    auto pos = flagfall::parsePosition(text.toStdString(), true);
    if (!pos) {
        printError(pos.error.text());
        return BadInput;
    }
    for (int id = 0; id < pos->pieceCount(); ++id)
        if (pos->piece(id).rank == flagfall::Rank::Unknown &&
            pos->piece(id).owner == pos->sideToMove()) {
            printError("in a view the '?' pieces must belong to the side not to move");
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
    if (!parseArgs(parser, args, 2, "moves POSITION-OR-FILE [--ply K]")) return Usage;
    const QString arg = parser.positionalArguments()[1];
    return fileExists(arg) ? movesOfRecord(arg, parser) : movesOfPosition(arg, parser);
}

} // namespace cli
