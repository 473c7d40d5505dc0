#include "diagnostics.h"

#include "commands.h"
#include "input.h"

#include <cstdio>

namespace cli {

namespace {

constexpr const char* kProgram = "flagfall-cli";

} // namespace

void printError(const std::string& message)
{
    const std::string line = std::string(kProgram).append(": ").append(message);
    std::fprintf(stderr, "%s\n", printable(line).c_str());
}

void printFileError(const QString& file, const std::string& message)
{
    printError(file.toStdString().append(": ").append(message));
}

void printParseError(const QString& file, const flagfall::ParseError& error)
{
    printFileError(file, error.text());
}

void printSourceError(const Source& source, const flagfall::ParseError& error)
{
    if (source.file.isEmpty()) return printError(error.message);
    printParseError(source.file, {source.line, error.column, error.message});
}

int usageError(const std::string& message, const QString& syntax)
{
    printError(message);
    const std::string usage = std::string("usage: ").append(kProgram).append(" ");
    std::fprintf(stderr, "%s\n", printable(usage + syntax.toStdString()).c_str());
    return Usage;
}

std::string parserMessage(const QString& qtText)
{
    QString text = qtText.trimmed();
    if (text.endsWith('.')) text.chop(1);
    if (!text.isEmpty()) text[0] = text[0].toLower();
    return text.toStdString();
}

} // namespace cli
