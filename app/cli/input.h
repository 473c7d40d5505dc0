// Shared helpers of the CLI commands: reading records and printing errors.
#pragma once

#include "core/game.h"
#include "core/record.h"

#include <QCommandLineParser>
#include <QString>

#include <optional>
#include <string>

namespace cli {

void printError(const std::string& message);
void printLine(const std::string& line);

// Parses `args` (the command name first); on a usage error prints it and returns false.
bool parseArgs(QCommandLineParser& parser, const QStringList& args, int positional,
               const QString& syntax);

bool fileExists(const QString& path);

// A record read and replayed to its end; nullopt after printing the error.
struct LoadedRecord {
    flagfall::GameRecord record;
    flagfall::Game game;
};
std::optional<LoadedRecord> loadRecord(const QString& path);

} // namespace cli
