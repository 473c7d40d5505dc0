// Error lines on standard error, as command-line tools write them (formats.md "Command line"):
//   flagfall-cli: [FILE: ][line L [column C]: ]message
// the program name always, the file when one is involved, the line and column when known. A
// usage error is followed by the command's usage line, "usage: flagfall-cli SYNTAX".
#pragma once

#include "core/base/parsed.h"

#include <QString>

#include <string>

namespace cli {

// "flagfall-cli: message", escaped (printable()).
void printError(const std::string& message);
// "flagfall-cli: FILE: message".
void printFileError(const QString& file, const std::string& message);
// "flagfall-cli: FILE: line L column C: message" (ParseError::text() after the file name).
void printParseError(const QString& file, const flagfall::ParseError& error);
// Where a string that failed to parse came from: an argument (no file) or a line of a file.
struct Source {
    QString file; // empty for a command-line argument
    int line = 0;
};
// An argument's error as "flagfall-cli: message"; a file's with the file and the line.
void printSourceError(const Source& source, const flagfall::ParseError& error);
// The message and the usage line; returns the exit code of wrong usage.
int usageError(const std::string& message, const QString& syntax);
// A message of Qt's command-line parser ("Unknown option 'x'.") as the CLI words its own:
// lower case first, no full stop.
std::string parserMessage(const QString& qtText);

} // namespace cli
