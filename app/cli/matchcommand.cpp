#include "commands.h"
#include "input.h"

#include "core/match/match.h"
#include "core/match/ucc.h"
#include "playerfactory.h"

#include <QDir>
#include <QFile>

#include <chrono>
#include <memory>

namespace cli {

namespace {

struct MatchOptions {
    QString red, blue;
    int games = 0;
    flagfall::Variant variant = flagfall::Variant::Classic;
    flagfall::RuleSet rules;
    std::uint64_t seed = 0;
    bool alternate = false;
    QString outDir;
    int maxPlies = 0;
    PlayerOptions players;
};

const QString kSyntax = QStringLiteral(
    "match --red PLAYER --blue PLAYER --games N [--variant V] [--rules PRESET] [--seed S] "
    "[--alternate] [--out DIR] [--movetime MS] [--time-scale F] [--threads N] "
    "[--agent-timeout MS] [--max-plies N]");

// A ucc: program plays under the referee's rules: Classic, no two-squares, chase or no-progress
// rule, and a draw after 1000 moves of each side (the referee's -m 1000).
constexpr int kUccMaxPlies = 2000;

// A name as a game line prints it: one word, so the fields stay countable.
std::string oneWord(const QString& name)
{
    std::string out = name.toStdString();
    for (char& c : out)
        if (c == ' ' || c == '\t') c = '_';
    return out;
}

std::string readArenaOptions(const QCommandLineParser& p, MatchOptions& o)
{
    bool ok = true;
    if (p.isSet("agent-timeout")) {
        o.players.agentTimeoutMs = p.value("agent-timeout").toInt(&ok);
        if (!ok || o.players.agentTimeoutMs < 1) return "--agent-timeout takes milliseconds";
    }
    if (p.isSet("max-plies")) {
        o.maxPlies = p.value("max-plies").toInt(&ok);
        if (!ok || o.maxPlies < 1) return "--max-plies takes a number above 0";
    }
    if (!isUccPlayer(o.red) && !isUccPlayer(o.blue)) return {};
    if (p.isSet("rules") || (p.isSet("variant") && o.variant != flagfall::Variant::Classic))
        return "a ucc: player plays Classic under the referee's rules: "
               "--variant and --rules do not apply";
    o.rules = flagfall::ucc::rules();
    if (!p.isSet("max-plies")) o.maxPlies = kUccMaxPlies;
    return {};
}

std::string readOptions(const QCommandLineParser& p, MatchOptions& o)
{
    bool ok = true;
    o.red = p.value("red");
    o.blue = p.value("blue");
    for (const QString& name : {o.red, o.blue}) // an unknown player first: it says the most
        if (!name.isEmpty() && !makePlayer(name, 0, o.players))
            return std::string("unknown player ")
                .append(name.toStdString())
                .append(": use random, ai:LEVEL (1-5) or ucc:COMMAND");
    o.games = p.value("games").toInt(&ok);
    if (!ok || o.games < 1 || o.red.isEmpty() || o.blue.isEmpty())
        return "match needs --red PLAYER --blue PLAYER --games N (N >= 1)";
    if (p.isSet("variant")) {
        const auto v = flagfall::variantFromName(p.value("variant").toStdString());
        if (!v) return "--variant takes classic, barrage or duel";
        o.variant = *v;
    }
    if (p.isSet("rules")) {
        const auto r = flagfall::presetFromName(p.value("rules").toStdString());
        if (!r) return "--rules takes standard, isf or classic1961";
        o.rules = flagfall::RuleSet::preset(*r);
    }
    if (p.isSet("seed")) {
        o.seed = p.value("seed").toULongLong(&ok);
        if (!ok) return "--seed takes a whole number";
    }
    if (p.isSet("movetime")) {
        o.players.movetimeMs = p.value("movetime").toInt(&ok);
        if (!ok || o.players.movetimeMs < 1) return "--movetime takes milliseconds";
    }
    if (p.isSet("time-scale")) {
        o.players.timeScale = p.value("time-scale").toDouble(&ok);
        if (!ok || !(o.players.timeScale > 0.0) || o.players.timeScale > 100.0)
            return "--time-scale takes a factor above 0, at most 100";
    }
    if (p.isSet("threads")) {
        o.players.threads = p.value("threads").toInt(&ok);
        if (!ok || o.players.threads < 1 || o.players.threads > 64)
            return "--threads takes 1 to 64";
    }
    o.alternate = p.isSet("alternate");
    o.outDir = p.value("out");
    return readArenaOptions(p, o);
}

// Writes DIR/game-<i>.sgn; an error names the file.
bool saveGame(const QString& dir, int i, const flagfall::Game& game, const QString& red,
              const QString& blue)
{
    const auto rec = flagfall::recordOf(game, {{"Event", "flagfall-cli match", 0},
                                               {"Red", red.toStdString(), 0},
                                               {"Blue", blue.toStdString(), 0}});
    return saveText(QDir(dir).filePath(QString("game-%1.sgn").arg(i)), flagfall::writeRecord(rec));
}

// The score per player (not per colour) and the games each lost by failing.
struct MatchTally {
    std::array<int, 3> score{};  // wins of --red player, wins of --blue player, draws
    std::array<int, 2> faults{}; // games lost by failing, of the --red and --blue player

    void add(const flagfall::GameResult& res, bool swapped)
    {
        if (res.outcome == flagfall::Outcome::Draw || res.outcome == flagfall::Outcome::Ongoing)
            ++score[2];
        else
            ++score[(res.outcome == flagfall::Outcome::RedWins) == !swapped ? 0 : 1];
    }

    void print(bool arena) const
    {
        printLine("score " + std::to_string(score[0]) + " " + std::to_string(score[1]) + " " +
                  std::to_string(score[2]));
        printEloLine(score);
        if (arena)
            printLine("forfeits " + std::to_string(faults[0]) + " " + std::to_string(faults[1]));
    }
};

// One line on standard error for each player that failed in game `i`.
void reportFaults(int i, std::array<const flagfall::Player*, 2> players,
                  std::array<QString, 2> names, bool swapped, MatchTally& tally)
{
    for (int side = 0; side < 2; ++side) {
        const auto f = players[side]->fault();
        if (!f) continue;
        ++tally.faults[(side == 0) == !swapped ? 0 : 1];
        printError("game " + std::to_string(i) + ": " + oneWord(names[side]) +
                   (side == 0 ? " (red): " : " (blue): ") +
                   std::string(flagfall::terminationText(f->why)) + ": " + f->detail);
    }
}

void addMatchOptions(QCommandLineParser& parser)
{
    parser.addOptions(
        {{"red", "Red player: random, ai:LEVEL (1-5) or ucc:COMMAND.", "PLAYER"},
         {"blue", "Blue player, as --red.", "PLAYER"},
         {"games", "Number of games.", "N"},
         {"variant", "classic (default), barrage or duel.", "V"},
         {"rules", "Rules preset: standard (default), isf or classic1961.", "PRESET"},
         {"seed", "Seed of setups and choices (default: from the clock, printed first).", "S"},
         {"alternate", "Swap colours every game."},
         {"out", "Save each game as DIR/game-<i>.sgn.", "DIR"},
         {"movetime", "Cap every computer player's time per move at MS milliseconds.", "MS"},
         {"time-scale",
          "Multiply each computer player's own level time per move by F "
          "(levels keep their ratios; --movetime still caps).",
          "F"},
         {"threads", "Search threads of each computer player (default 2).", "N"},
         {"agent-timeout", "Time in ms a ucc: program has for each answer (default 2000).", "MS"},
         {"max-plies",
          "A game that reaches N plies is a draw (default: none; 2000 with a ucc: "
          "player).",
          "N"}});
}

} // namespace

int runMatch(const QStringList& args)
{
    QCommandLineParser parser;
    addMatchOptions(parser);
    MatchOptions o;
    if (!parseArgs(parser, args, 1, kSyntax)) return Usage;
    if (const std::string error = readOptions(parser, o); !error.empty())
        return usageError(error, kSyntax);
    if (!parser.isSet("seed")) {
        o.seed =
            static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
        printLine("seed " + std::to_string(o.seed));
    }
    if (!o.outDir.isEmpty() && !QDir().mkpath(o.outDir)) {
        printFileError(o.outDir, "cannot create the folder");
        return BadInput;
    }
    flagfall::Random rng(o.seed);
    MatchTally tally;
    for (int i = 1; i <= o.games; ++i) {
        const bool swapped = o.alternate && i % 2 == 0;
        const QString redName = swapped ? o.blue : o.red, blueName = swapped ? o.red : o.blue;
        auto red = makePlayer(redName, rng.next(), o.players);
        auto blue = makePlayer(blueName, rng.next(), o.players);
        const flagfall::Game game = flagfall::playGame(*red, *blue, o.variant, o.rules, rng,
                                                       o.maxPlies, flagfall::AtPlyLimit::Draw);
        tally.add(game.result(), swapped);
        printLine("game " + std::to_string(i) + " " + oneWord(redName) + " " + oneWord(blueName) +
                  " " + std::string(flagfall::resultToken(game.result().outcome)) + " " +
                  std::to_string(game.ply()) + " " +
                  std::string(flagfall::terminationText(game.result().termination)));
        reportFaults(i, {red.get(), blue.get()}, {redName, blueName}, swapped, tally);
        if (!o.outDir.isEmpty() && !saveGame(o.outDir, i, game, redName, blueName)) return BadInput;
    }
    tally.print(isUccPlayer(o.red) || isUccPlayer(o.blue));
    return Ok;
}

} // namespace cli
