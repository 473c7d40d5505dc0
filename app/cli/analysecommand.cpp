// `analyse FILE.sgn [--level N] [--out FILE.sgn]`: the computer's analysis of a recorded game,
// one line per ply and a summary per side (formats.md "Command line"); --out writes the record
// with the analysis in it.
#include "commands.h"
#include "input.h"

#include "core/ai/analysis/analysis.h"
#include "core/records/evalsummary.h"
#include "core/records/recordeval.h"
#include "core/rules/notation.h"

#include <cmath>
#include <cstdio>
#include <initializer_list>

namespace cli {

namespace {

using namespace flagfall;

const QString kSyntax = QStringLiteral("analyse FILE.sgn [--level N] [--out FILE.sgn]");

std::string milli(int v)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "%d.%03d", v / 1000, v % 1000);
    return buf;
}

// The reason as the eval comment has it: "why KIND PIECE N" becomes " KIND PIECE N".
std::string reasonText(const PlyEval& e)
{
    const std::string text = evalCommentText(e);
    const auto at = text.find(" why ");
    return at == std::string::npos ? std::string() : text.substr(at + 4);
}

// The words joined by single spaces.
std::string joined(std::initializer_list<std::string> words)
{
    std::string out;
    for (const std::string& w : words) {
        if (!out.empty()) out += ' ';
        out.append(w);
    }
    return out;
}

std::string plyLine(const PlyEval& e, Move played, bool redStarts)
{
    constexpr const char* kMarks[] = {"-", "inaccuracy", "mistake", "blunder"};
    const bool red = moverOfPly(e.ply, redStarts) == Side::Red;
    std::string line =
        joined({std::to_string(e.ply), red ? "red" : "blue", moveText(played), milli(e.before),
                milli(e.after), milli(e.loss()), kMarks[static_cast<int>(e.mark)],
                e.best.isNull() ? std::string("-") : moveText(e.best)});
    return line.append(reasonText(e));
}

std::string summaryLine(Side side, const SideSummary& s)
{
    std::string worst;
    for (int ply : s.worst) {
        if (!worst.empty()) worst += ',';
        worst.append(std::to_string(ply));
    }
    // Integers only: printf's %f would follow LC_NUMERIC, which QCoreApplication sets from the
    // user's locale ("72,0" in German), and the line is a contract.
    const long tenths = std::lround(s.accuracy * 10.0);
    char accuracy[24];
    std::snprintf(accuracy, sizeof accuracy, "%ld.%ld", tenths / 10, tenths % 10);
    return joined({"summary", side == Side::Red ? "red" : "blue", "moves", std::to_string(s.moves),
                   "inaccuracies", std::to_string(s.marks[1]), "mistakes",
                   std::to_string(s.marks[2]), "blunders", std::to_string(s.marks[3]), "accuracy",
                   accuracy, "worst", worst.empty() ? std::string("-") : worst});
}

void printIllegal(const QString& file, const GameRecord& record, const ReplayError& err)
{
    const auto k = static_cast<std::size_t>(err.ply - 1);
    const TextSpot at = k < record.moveSpots.size() ? record.moveSpots[k] : TextSpot{};
    printParseError(file, {at.line, at.column, err.text()});
}

} // namespace

int runAnalyse(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addOptions({{"level", "Analysis level 1-5 (default 3).", "N"},
                       {"out", "Write the record with the analysis to FILE.sgn.", "FILE.sgn"}});
    if (!parseArgs(parser, args, 2, kSyntax)) return Usage;
    ai::AnalysisOptions options;
    bool ok = true;
    if (parser.isSet("level")) options.level = parser.value("level").toInt(&ok);
    if (!ok || options.level < ai::kMinLevel || options.level > ai::kMaxLevel)
        return usageError("--level takes 1 to 5", kSyntax);
    const QString file = parser.positionalArguments()[1];
    const auto text = readFile(file);
    if (!text) return BadInput;
    auto record = readRecord(*text);
    if (!record) {
        printParseError(file, record.error);
        return BadInput;
    }
    const bool redStarts = record->redStarts();
    const auto report = [&](const PlyEval& e) {
        printLine(plyLine(e, record->moves[static_cast<std::size_t>(e.ply - 1)], redStarts));
        std::fflush(stdout);
    };
    const auto result = ai::analyseRecord(*record, options, nullptr, report);
    if (!result) {
        printParseError(file, result.error);
        return BadInput;
    }
    const auto sides = summarise(result->stored.plies, redStarts);
    printLine(summaryLine(Side::Red, sides[0]));
    printLine(summaryLine(Side::Blue, sides[1]));
    printLine(joined({"analysed", std::to_string(result->stored.plies.size()), "of",
                      std::to_string(result->plies), "plies at level",
                      std::to_string(result->stored.level)}));
    if (parser.isSet("out")) {
        GameRecord annotated = *record.value;
        writeAnalysis(annotated, result->stored);
        if (!saveText(parser.value("out"), writeRecord(annotated))) return BadInput;
    }
    if (result->illegal) {
        printIllegal(file, *record, *result->illegal);
        return BadInput;
    }
    return Ok;
}

} // namespace cli
