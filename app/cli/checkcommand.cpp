#include "commands.h"
#include "input.h"

#include "core/rules/result.h"

namespace cli {

namespace {

// The termination to print when no rule ended the game and the tag is missing.
std::string defaultTermination(flagfall::Outcome o)
{
    using flagfall::Outcome;
    if (o == Outcome::Ongoing) return "abandoned";
    return o == Outcome::Draw ? "draw agreed" : "resigned";
}

} // namespace

int runCheck(const QStringList& args)
{
    QCommandLineParser parser;
    if (!parseArgs(parser, args, 2, "check FILE.sgn")) return Usage;
    const QString file = parser.positionalArguments()[1];
    const auto loaded = loadRecord(file);
    if (!loaded) return BadInput;
    const std::string plies = std::to_string(loaded->game.ply());
    const std::string tag =
        loaded->record.tag("Result").empty() ? "*" : loaded->record.tag("Result");
    const flagfall::GameResult byRules = loaded->game.ruleResult();
    if (byRules.over()) {
        const std::string result(flagfall::resultToken(byRules.outcome));
        const std::string term(flagfall::terminationText(byRules.termination));
        if (tag != "*" && tag != result) {
            printParseError(file, {loaded->record.findTag("Result")->line, 0,
                                   "result tag " + tag + " contradicts " + result + " " + term});
            return BadInput;
        }
        printLine("ok " + plies + " " + result + " " + term);
        return Ok;
    }
    const auto* term = loaded->record.findTag("Termination");
    const auto outcome = flagfall::outcomeFromToken(tag).value_or(flagfall::Outcome::Ongoing);
    printLine("ok " + plies + " " + tag + " " + (term ? term->value : defaultTermination(outcome)));
    return Ok;
}

} // namespace cli
