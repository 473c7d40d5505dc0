// The sub-commands of flagfall-cli (formats.md "Command line"). Each returns the exit code:
// 0 success, 1 bad input or an illegal move, 2 wrong usage.
#pragma once

#include <QStringList>

namespace cli {

enum ExitCode { Ok = 0, BadInput = 1, Usage = 2 };

int runAnalyse(const QStringList& args);
int runBench(const QStringList& args);
int runCheck(const QStringList& args);
int runMoves(const QStringList& args);
int runPerft(const QStringList& args);
int runMatch(const QStringList& args);
int runSetup(const QStringList& args);
int runUcc(const QStringList& args);
int runImport(const QStringList& args);
int runExport(const QStringList& args);

} // namespace cli
