#include "commands.h"
#include "input.h"

#include "core/setup.h"

namespace cli {

namespace {

int checkSetup(const QString& arg, std::optional<flagfall::Variant> variant)
{
    if (namesFile(arg)) {
        const auto text = readFile(arg);
        if (!text) return BadInput;
        auto file = flagfall::parseSetupFile(*text);
        if (!file) {
            printError(file.error.text());
            return BadInput;
        }
        if (variant && *variant != file->variant) {
            printError("the file is a " + std::string(flagfall::variantInfo(file->variant).name) +
                       " setup");
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
    printLine(flagfall::setupToString(*s));
    return Ok;
}

} // namespace

int runSetup(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addOption({"variant", "classic, barrage or duel.", "V"});
    if (!parseArgs(parser, args, 3, "setup check|convert STRING-OR-FILE [--variant V]"))
        return Usage;
    const QStringList pos = parser.positionalArguments();
    std::optional<flagfall::Variant> variant;
    if (parser.isSet("variant")) {
        variant = flagfall::variantFromName(parser.value("variant").toStdString());
        if (!variant) {
            printError("--variant takes classic, barrage or duel");
            return Usage;
        }
    }
    if (pos[1] == "check") return checkSetup(pos[2], variant);
    if (pos[1] == "convert") return convertSetup(pos[2]);
    printError("usage: flagfall-cli setup check|convert STRING-OR-FILE [--variant V]");
    return Usage;
}

} // namespace cli
