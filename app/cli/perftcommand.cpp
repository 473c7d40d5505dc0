#include "commands.h"
#include "input.h"

#include "core/notation.h"
#include "core/perft.h"

#include <chrono>

namespace cli {

int runPerft(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addOption({"depth", "Depth in plies.", "D"});
    if (!parseArgs(parser, args, 2, "perft POSITION-OR-FILE --depth D")) return Usage;
    bool ok = false;
    const int depth = parser.value("depth").toInt(&ok);
    if (!ok || depth < 0 || depth > 30) {
        printError("--depth D takes a number from 0 to 30");
        return Usage;
    }
    const QString arg = parser.positionalArguments()[1];
    flagfall::Position root;
    bool scoutStrike = true;
    if (fileExists(arg)) {
        auto loaded = loadRecord(arg);
        if (!loaded) return BadInput;
        root = loaded->game.position();
        scoutStrike = loaded->game.rules().scoutStrike;
    } else {
        auto pos = flagfall::parsePosition(arg.toStdString());
        if (!pos) {
            printError(pos.error.text());
            return BadInput;
        }
        root = *pos;
    }
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t nodes = flagfall::perft(root, depth, scoutStrike);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    const std::uint64_t nps = nodes * 1000 / static_cast<std::uint64_t>(std::max<long long>(ms, 1));
    printLine("nodes " + std::to_string(nodes) + " time-ms " + std::to_string(ms) + " nps " +
              std::to_string(nps));
    return Ok;
}

} // namespace cli
