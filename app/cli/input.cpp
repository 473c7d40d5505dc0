#include "input.h"

#include "core/textfile.h"

#include <QFileInfo>

#include <cstdio>

namespace cli {

void printError(const std::string& message)
{
    std::fprintf(stderr, "%s\n", message.c_str());
}

void printLine(const std::string& line)
{
    std::fprintf(stdout, "%s\n", line.c_str());
    std::fflush(stdout); // a long match shows each game as it ends, even into a pipe or file
}

bool parseArgs(QCommandLineParser& parser, const QStringList& args, int positional,
               const QString& syntax)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!parser.parse(QStringList{"flagfall-cli"} + args)) {
        printError(parser.errorText().toStdString());
        return false;
    }
    if (parser.positionalArguments().size() != positional) {
        printError(("usage: flagfall-cli " + syntax).toStdString());
        return false;
    }
    return true;
}

bool fileExists(const QString& path)
{
    return QFileInfo(path).isFile();
}

std::optional<LoadedRecord> loadRecord(const QString& path)
{
    auto text = flagfall::readTextFile(path.toStdString());
    if (!text) {
        printError(text.error.text());
        return std::nullopt;
    }
    auto rec = flagfall::readRecord(*text);
    if (!rec) {
        printError(rec.error.text());
        return std::nullopt;
    }
    auto game = flagfall::startGame(*rec);
    if (!game) {
        printError(game.error.text());
        return std::nullopt;
    }
    LoadedRecord loaded{*rec, *game};
    if (auto err = flagfall::replayMoves(loaded.game, loaded.record)) {
        printError(err->text());
        return std::nullopt;
    }
    return loaded;
}

} // namespace cli
