#include "commands.h"
#include "input.h"

#include "core/ai/aiplayer.h"
#include "core/ai/setups/setupmaker.h"
#include "core/rules/setup.h"

#include <chrono>

namespace cli {

namespace {

int checkSetup(const QString& arg, std::optional<flagfall::Variant> variant)
{
    if (namesFile(arg)) {
        const auto text = readFile(arg);
        if (!text) return BadInput;
        auto file = flagfall::parseSetupFile(*text);
        if (!file) {
            printParseError(arg, file.error);
            return BadInput;
        }
        if (variant && *variant != file->variant) {
            printFileError(arg, std::string("the file is a ")
                                    .append(flagfall::variantInfo(file->variant).name)
                                    .append(" setup, not ")
                                    .append(flagfall::variantInfo(*variant).name));
            return BadInput;
        }
        printLine("ok " + std::string(flagfall::variantInfo(file->variant).name));
        return Ok;
    }
    auto parsed = flagfall::parseSetupString(arg.toStdString(), variant);
    if (!parsed) {
        printError(parsed.error.text());
        return BadInput;
    }
    printLine("ok " + std::string(flagfall::variantInfo(parsed->second).name));
    return Ok;
}

int convertSetup(const QString& arg)
{
    auto s = flagfall::parseGravon(arg.trimmed().toStdString());
    if (!s) {
        printError(s.error.text());
        return BadInput;
    }
    // The letters name pieces, not an army: checked against the variants as any setup string is.
    const std::string text = flagfall::setupToString(*s);
    if (auto checked = flagfall::parseSetupString(text); !checked) {
        printError(checked.error.text());
        return BadInput;
    }
    printLine(text);
    return Ok;
}

const QString kSyntax = QStringLiteral("setup check|convert STRING-OR-FILE [--variant V] | "
                                       "setup generate [--level N] [--count K] [--seed S]");

struct GenerateOptions {
    int level = 0; // 0: the human-like army the New game page offers the player
    int count = 1;
    std::uint64_t seed = 0;
    flagfall::Variant variant = flagfall::Variant::Classic;
};

// K setups, one a line: as the computer at the level sets up, a new player a game as a match
// makes them (each from the next number of the seed), or as the player's "human-like" army is
// drawn again and again.
int generateSetups(const GenerateOptions& o)
{
    flagfall::Random rng(o.seed);
    flagfall::ai::SetupMaker offered(o.seed);
    for (int i = 0; i < o.count; ++i) {
        if (o.level == 0) {
            printLine(flagfall::setupToString(offered.make(o.variant)));
            continue;
        }
        flagfall::ai::AiPlayer player(o.level, rng.next());
        printLine(flagfall::setupToString(player.chooseSetup(o.variant, rng)));
    }
    return Ok;
}

// The options of `setup generate`, or the usage error.
std::string readGenerateOptions(const QCommandLineParser& p, GenerateOptions& o)
{
    bool ok = true;
    if (p.isSet("level")) o.level = p.value("level").toInt(&ok);
    if (!ok || (p.isSet("level") &&
                (o.level < flagfall::ai::kMinLevel || o.level > flagfall::ai::kMaxLevel)))
        return "--level takes 1 to 5";
    if (p.isSet("count")) o.count = p.value("count").toInt(&ok);
    if (!ok || o.count < 1 || o.count > 1000000) return "--count takes 1 to 1000000";
    o.seed =
        static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
    if (p.isSet("seed")) o.seed = p.value("seed").toULongLong(&ok);
    if (!ok) return "--seed takes a whole number";
    return {};
}

} // namespace

int runSetup(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addOption({"variant", "classic, barrage or duel.", "V"});
    parser.addOption({"level", "generate: as the computer at level N (1-5) sets up.", "N"});
    parser.addOption({"count", "generate: how many setups (default 1).", "K"});
    parser.addOption({"seed", "generate: seed (default: from the clock).", "S"});
    if (!parseArgs(parser, args, 2, 3, kSyntax)) return Usage;
    const QStringList pos = parser.positionalArguments();
    std::optional<flagfall::Variant> variant;
    if (parser.isSet("variant")) {
        variant = flagfall::variantFromName(parser.value("variant").toStdString());
        if (!variant) return usageError("--variant takes classic, barrage or duel", kSyntax);
    }
    if (pos[1] == "generate") {
        if (pos.size() != 2) return usageError("generate takes no argument", kSyntax);
        GenerateOptions o;
        if (const std::string error = readGenerateOptions(parser, o); !error.empty())
            return usageError(error, kSyntax);
        o.variant = variant.value_or(flagfall::Variant::Classic);
        return generateSetups(o);
    }
    for (const char* option : {"level", "count", "seed"})
        if (parser.isSet(option))
            return usageError(std::string("--").append(option).append(" is for generate"), kSyntax);
    if (pos.size() != 3)
        return usageError(pos[1].toStdString() + " takes a setup string or file", kSyntax);
    if (pos[1] == "check") return checkSetup(pos[2], variant);
    if (pos[1] == "convert") return convertSetup(pos[2]);
    return usageError(std::string("unknown setup command '")
                          .append(pos[1].toStdString())
                          .append("': use check, convert or generate"),
                      kSyntax);
}

} // namespace cli
