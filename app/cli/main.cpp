// flagfall-cli: analyses and checks records, lists moves, counts perft, plays matches, checks
// setups and converts Gravon game files.
#include "commands.h"
#include "input.h"

#include <QCoreApplication>

#include <cstdio>
#include <functional>
#include <map>

namespace {

constexpr const char* kUsage =
    "usage: flagfall-cli COMMAND ...\n"
    "  check FILE.sgn\n"
    "  analyse FILE.sgn [--level N] [--out FILE.sgn] (N from 1 to 5, default 3)\n"
    "  moves POSITION-OR-FILE [--ply K] [--scout-strike on|off] [--two-square N] [--chase on|off]\n"
    "  perft POSITION-OR-FILE --depth D (D from 0 to 8)\n"
    "  match --red PLAYER --blue PLAYER --games N [--variant V] [--rules PRESET] [--seed S]\n"
    "        [--alternate] [--out DIR] [--movetime MS] [--time-scale F] [--threads N]\n"
    "        [--agent-timeout MS] [--max-plies N]\n"
    "        PLAYER: random, ai:LEVEL (1-5), or ucc:COMMAND (a UCC 2012 protocol program)\n"
    "  setup check|convert STRING-OR-FILE [--variant V]\n"
    "  setup generate [--level N] [--count K] [--seed S] [--variant V]\n"
    "  import FILE... --out DIR   (Gravon XML or GSN game files to DIR/NAME.sgn)\n"
    "  export FILE.sgn --gravon [--out FILE.xml]\n"
    "  ucc [--level N] [--seed S] [--time-scale F] [--movetime MS]\n"
    "        (an agent for the UCC 2012 Stratego referee, on stdin/stdout)\n"
    "  bench [--depth D]   (the search's signature: positions searched at a fixed depth)\n"
    "  --version, --help; COMMAND --help lists every option of COMMAND\n";

} // namespace

// Whatever a command printed must have reached its reader: a full disk, /dev/full or a closed
// pipe (SIGPIPE ignored) is an error with its reason, never a silent success.
int outputChecked(int code)
{
    return cli::outputFailed() ? cli::BadInput : code;
}

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("flagfall-cli");
    const QStringList args = QCoreApplication::arguments().mid(1);
    const std::map<QString, std::function<int(const QStringList&)>> commands{
        {"analyse", cli::runAnalyse}, {"check", cli::runCheck},   {"moves", cli::runMoves},
        {"perft", cli::runPerft},     {"match", cli::runMatch},   {"setup", cli::runSetup},
        {"ucc", cli::runUcc},         {"import", cli::runImport}, {"export", cli::runExport},
        {"bench", cli::runBench},
    };
    if (!args.isEmpty() && args[0] == "--version") {
        std::printf("flagfall-cli %s\n", FLAGFALL_VERSION);
        return outputChecked(cli::Ok);
    }
    if (!args.isEmpty() && (args[0] == "--help" || args[0] == "-h")) {
        std::fputs(kUsage, stdout);
        return outputChecked(cli::Ok);
    }
    const auto it = args.isEmpty() ? commands.end() : commands.find(args[0]);
    if (it == commands.end()) {
        cli::printError(
            args.isEmpty()
                ? std::string("no command given")
                : std::string("unknown command '").append(args[0].toStdString()).append("'"));
        std::fputs(kUsage, stderr);
        return cli::Usage;
    }
    return outputChecked(it->second(args));
}
