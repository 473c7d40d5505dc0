#include "commands.h"
#include "input.h"

#include "core/match.h"
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
    PlayerOptions players;
};

bool readOptions(const QCommandLineParser& p, MatchOptions& o)
{
    bool ok = true;
    o.red = p.value("red");
    o.blue = p.value("blue");
    o.games = p.value("games").toInt(&ok);
    if (!ok || o.games < 1 || o.red.isEmpty() || o.blue.isEmpty()) {
        printError("match needs --red PLAYER --blue PLAYER --games N (N >= 1)");
        return false;
    }
    if (p.isSet("variant")) {
        const auto v = flagfall::variantFromName(p.value("variant").toStdString());
        if (!v) return printError("--variant takes classic, barrage or duel"), false;
        o.variant = *v;
    }
    if (p.isSet("rules")) {
        const auto r = flagfall::presetFromName(p.value("rules").toStdString());
        if (!r) return printError("--rules takes standard, isf or classic1961"), false;
        o.rules = flagfall::RuleSet::preset(*r);
    }
    if (p.isSet("seed")) {
        o.seed = p.value("seed").toULongLong(&ok);
        if (!ok) return printError("--seed takes a whole number"), false;
    } else {
        o.seed =
            static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
        printLine("seed " + std::to_string(o.seed));
    }
    if (p.isSet("movetime")) {
        o.players.movetimeMs = p.value("movetime").toInt(&ok);
        if (!ok || o.players.movetimeMs < 1)
            return printError("--movetime takes milliseconds"), false;
    }
    if (p.isSet("time-scale")) {
        o.players.timeScale = p.value("time-scale").toDouble(&ok);
        if (!ok || !(o.players.timeScale > 0.0) || o.players.timeScale > 100.0)
            return printError("--time-scale takes a factor above 0, at most 100"), false;
    }
    if (p.isSet("threads")) {
        o.players.threads = p.value("threads").toInt(&ok);
        if (!ok || o.players.threads < 1 || o.players.threads > 64)
            return printError("--threads takes 1 to 64"), false;
    }
    o.alternate = p.isSet("alternate");
    o.outDir = p.value("out");
    return true;
}

bool saveGame(const QString& dir, int i, const flagfall::Game& game, const QString& red,
              const QString& blue)
{
    const auto rec = flagfall::recordOf(game, {{"Event", "flagfall-cli match", 0},
                                               {"Red", red.toStdString(), 0},
                                               {"Blue", blue.toStdString(), 0}});
    QFile f(QDir(dir).filePath(QString("game-%1.sgn").arg(i)));
    if (!f.open(QIODevice::WriteOnly)) return false;
    const std::string text = flagfall::writeRecord(rec);
    return f.write(text.data(), static_cast<qint64>(text.size())) ==
           static_cast<qint64>(text.size());
}

} // namespace

int runMatch(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addOptions({{"red", "Red player.", "PLAYER"},
                       {"blue", "Blue player.", "PLAYER"},
                       {"games", "Number of games.", "N"},
                       {"variant", "Variant.", "V"},
                       {"rules", "Rules preset.", "PRESET"},
                       {"seed", "Seed.", "S"},
                       {"alternate", "Swap colours every game."},
                       {"out", "Folder for records.", "DIR"},
                       {"movetime", "Time per move of computer players.", "MS"},
                       {"time-scale",
                        "Multiply each computer player's own level time per move by F "
                        "(levels keep their ratios; --movetime still caps).",
                        "F"},
                       {"threads", "Search threads of each computer player (default 2).", "N"}});
    MatchOptions o;
    if (!parseArgs(parser, args, 1,
                   "match --red PLAYER --blue PLAYER --games N ... [--time-scale F]") ||
        !readOptions(parser, o))
        return Usage;
    if (!o.outDir.isEmpty() && !QDir().mkpath(o.outDir)) {
        printError("cannot create the folder " + o.outDir.toStdString());
        return BadInput;
    }
    flagfall::Random rng(o.seed);
    std::array<int, 3> score{}; // wins of --red player, wins of --blue player, draws
    for (int i = 1; i <= o.games; ++i) {
        const bool swapped = o.alternate && i % 2 == 0;
        const QString redName = swapped ? o.blue : o.red, blueName = swapped ? o.red : o.blue;
        auto red = makePlayer(redName, rng.next(), o.players);
        auto blue = makePlayer(blueName, rng.next(), o.players);
        if (!red || !blue) {
            printError("unknown player: use random or ai:LEVEL (1-5)");
            return Usage;
        }
        const flagfall::Game game = flagfall::playGame(*red, *blue, o.variant, o.rules, rng);
        const auto res = game.result();
        if (res.outcome == flagfall::Outcome::Draw || res.outcome == flagfall::Outcome::Ongoing)
            ++score[2];
        else
            ++score[(res.outcome == flagfall::Outcome::RedWins) == !swapped ? 0 : 1];
        printLine("game " + std::to_string(i) + " " + redName.toStdString() + " " +
                  blueName.toStdString() + " " + std::string(flagfall::resultToken(res.outcome)) +
                  " " + std::to_string(game.ply()) + " " +
                  std::string(flagfall::terminationText(res.termination)));
        if (!o.outDir.isEmpty() && !saveGame(o.outDir, i, game, redName, blueName)) {
            printError("cannot write game " + std::to_string(i) + " to " + o.outDir.toStdString());
            return BadInput;
        }
    }
    printLine("score " + std::to_string(score[0]) + " " + std::to_string(score[1]) + " " +
              std::to_string(score[2]));
    printEloLine(score);
    return Ok;
}

} // namespace cli
