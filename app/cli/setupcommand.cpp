#include "commands.h"
#include "input.h"

#include "core/rules/setup.h"

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
    printLine(flagfall::setupToString(*s));
    return Ok;
}

const QString kSyntax = QStringLiteral("setup check|convert STRING-OR-FILE [--variant V]");

} // namespace

int runSetup(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addOption({"variant", "classic, barrage or duel.", "V"});
    if (!parseArgs(parser, args, 3, kSyntax)) return Usage;
    const QStringList pos = parser.positionalArguments();
    std::optional<flagfall::Variant> variant;
    if (parser.isSet("variant")) {
        variant = flagfall::variantFromName(parser.value("variant").toStdString());
        if (!variant) return usageError("--variant takes classic, barrage or duel", kSyntax);
    }
    if (pos[1] == "check") return checkSetup(pos[2], variant);
    if (pos[1] == "convert") return convertSetup(pos[2]);
    return usageError(std::string("unknown setup command '")
                          .append(pos[1].toStdString())
                          .append("': use check or convert"),
                      kSyntax);
}

} // namespace cli
