#include "commands.h"
#include "input.h"

#include "core/rules/notation.h"
#include "core/rules/perft.h"

#include <chrono>

namespace cli {

namespace {

// The tree grows about twelvefold a ply from a Classic start (depth 7: 15 M nodes, a second;
// depth 8 about 15 s) and faster in open positions, so deeper counts would never end.
constexpr int kMaxDepth = 8;
const QString kSyntax =
    QStringLiteral("perft POSITION-OR-FILE --depth D (D from 0 to %1)").arg(kMaxDepth);

std::optional<flagfall::Position> positionOf(const std::string& text, const Source& source)
{
    auto pos = flagfall::parsePosition(text);
    if (!pos) {
        printSourceError(source, pos.error);
        return std::nullopt;
    }
    return *pos;
}

// The root of the count and its R8 setting: a position string's, or a record's end position.
bool readRoot(const QString& arg, flagfall::Position& root, bool& scoutStrike)
{
    std::optional<flagfall::Position> pos;
    const ArgKind kind = positionOrFile(arg);
    if (kind == ArgKind::Neither) return false;
    if (kind == ArgKind::Position) {
        pos = positionOf(arg.toStdString(), {});
    } else {
        const auto text = readFile(arg);
        if (!text) return false;
        if (const auto position = positionInFile(*text)) {
            pos = positionOf(position->text, {arg, position->line});
        } else {
            const auto loaded = loadRecordText(*text, arg);
            if (!loaded) return false;
            pos = loaded->game.position();
            scoutStrike = loaded->game.rules().scoutStrike;
        }
    }
    if (pos) root = *pos;
    return pos.has_value();
}

} // namespace

int runPerft(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addOption({"depth", "Depth in plies.", "D"});
    if (!parseArgs(parser, args, 2, kSyntax)) return Usage;
    bool ok = false;
    const int depth = parser.value("depth").toInt(&ok);
    if (!ok || depth < 0 || depth > kMaxDepth)
        return usageError("--depth D takes a number from 0 to " + std::to_string(kMaxDepth),
                          kSyntax);
    flagfall::Position root;
    bool scoutStrike = true;
    if (!readRoot(parser.positionalArguments()[1], root, scoutStrike)) return BadInput;
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
