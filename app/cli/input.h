// Shared helpers of the CLI commands: reading files and records, and printing (every line with
// terminal control characters escaped, since records and file names come from strangers).
#pragma once

#include "diagnostics.h"

#include "core/records/record.h"
#include "core/rules/game.h"

#include <QCommandLineParser>
#include <QString>

#include <optional>
#include <string>
#include <string_view>

namespace cli {

// `text` with what a terminal would act on escaped: C0 controls, DEL, C1 controls and bidi
// controls as \xNN or \uNNNN, and bytes that are not UTF-8 as \xNN.
std::string printable(std::string_view text);
void printLine(const std::string& line);
// Flushes standard output; when that fails (a full disk, a closed pipe), says why on standard
// error and returns true.
bool outputFailed();

// Parses `args` (the command name first); on a usage error prints it with the usage line and
// returns false. `positional` counts the command name.
bool parseArgs(QCommandLineParser& parser, const QStringList& args, int positional,
               const QString& syntax);
// The same for a command that takes from `least` to `most` positional arguments.
bool parseArgs(QCommandLineParser& parser, const QStringList& args, int least, int most,
               const QString& syntax);

// Whether a POSITION-OR-FILE argument names something on disk, which is then read as a file
// (formats.md): a folder, a pipe or a device is refused as "not a regular file", never parsed as
// a position string.
bool namesFile(const QString& arg);
// What a POSITION-OR-FILE argument is: a file when it names something on disk (a dangling link
// or a link loop too, whose reason reading gives), a position string when it has a position
// string's length, else neither (after printing "ARG: no such file, nor a position string").
enum class ArgKind { File, Position, Neither };
ArgKind positionOrFile(const QString& arg);
// The text of a file (the limits of core/base/textfile.h); nullopt after printing the error.
std::optional<std::string> readFile(const QString& path);
// Writes `text` as the file whole (core/base/savefile.h) or, after printing why not, leaves what
// was there as it was and returns false.
bool saveText(const QString& path, const std::string& text);
// The position string a file holds (formats.md: "A file may hold a bare position string") and
// the line it is on, or nullopt when the file is to be read as a game record.
struct FilePosition {
    std::string text;
    int line = 1;
};
std::optional<FilePosition> positionInFile(std::string_view text);

// A record read and replayed to its end; nullopt after printing the error, which names `file`.
struct LoadedRecord {
    flagfall::GameRecord record;
    flagfall::Game game;
};
std::optional<LoadedRecord> loadRecordText(const std::string& text, const QString& file);
std::optional<LoadedRecord> loadRecord(const QString& path);

} // namespace cli
