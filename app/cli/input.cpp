#include "input.h"

#include "commands.h"
#include "diagnostics.h"

#include "core/base/savefile.h"
#include "core/base/textfile.h"
#include "core/rules/notation.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace cli {

namespace {

void putEscaped(std::string& out, const char* format, unsigned value)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, format, value);
    out += buf;
}

// The length of the UTF-8 sequence at `s[i]` and its code point; 0 when it is not UTF-8.
std::size_t utf8At(std::string_view s, std::size_t i, char32_t& cp)
{
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
    const unsigned lead = b(0);
    std::size_t n = lead < 0x80                    ? 1
                    : lead >= 0xC2 && lead <= 0xDF ? 2
                    : lead >= 0xE0 && lead <= 0xEF ? 3
                    : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                   : 0;
    if (n == 0 || i + n > s.size()) return 0;
    cp = n == 1 ? lead : lead & (0x7F >> n);
    for (std::size_t k = 1; k < n; ++k) {
        if ((b(k) & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (b(k) & 0x3F);
    }
    const bool overlong = (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000);
    if (overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}

bool isControl(char32_t cp)
{
    const bool bidi = (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || bidi;
}

} // namespace

std::string printable(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        char32_t cp = 0;
        const std::size_t n = utf8At(text, i, cp);
        if (n == 0) {
            putEscaped(out, "\\x%02x", static_cast<unsigned char>(text[i++]));
            continue;
        }
        if (!isControl(cp))
            out.append(text.substr(i, n));
        else
            putEscaped(out, cp < 0x80 ? "\\x%02x" : "\\u%04x", static_cast<unsigned>(cp));
        i += n;
    }
    return out;
}

void printLine(const std::string& line)
{
    std::fprintf(stdout, "%s\n", printable(line).c_str());
    // Flushed, so that a long match shows each game as it ends, even into a pipe or file; a line
    // that cannot be written ends the command (nobody reads the games a match would go on playing).
    if (outputFailed()) std::exit(BadInput);
}

bool outputFailed()
{
    errno = 0;
    if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return false;
    const int e = errno != 0 ? errno : EIO;
    std::fprintf(stderr, "flagfall-cli: cannot write the output: %s\n", std::strerror(e));
    return true;
}

namespace {

// "check takes 1 argument, not 0"; "import takes at least 1 argument, not 0"
std::string countMessage(const QString& command, qsizetype want, qsizetype got, const char* how)
{
    return command.toStdString()
        .append(how)
        .append(std::to_string(want))
        .append(want == 1 ? " argument, not " : " arguments, not ")
        .append(std::to_string(got));
}

[[noreturn]] void printCommandHelp(const QCommandLineParser& parser, const QString& syntax)
{
    const QString help = parser.helpText();
    const qsizetype options = help.indexOf(QLatin1String("Options:"));
    std::fprintf(stdout, "usage: flagfall-cli %s\n\n%s", qPrintable(syntax),
                 qPrintable(options < 0 ? QString() : help.mid(options)));
    std::exit(Ok);
}

} // namespace

bool parseArgs(QCommandLineParser& parser, const QStringList& args, int positional,
               const QString& syntax)
{
    return parseArgs(parser, args, positional, positional, syntax);
}

bool parseArgs(QCommandLineParser& parser, const QStringList& args, int least, int most,
               const QString& syntax)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOption({{"h", "help"}, "Show this help."});
    if (!parser.parse(QStringList{"flagfall-cli"} + args)) {
        usageError(parserMessage(parser.errorText()), syntax);
        return false;
    }
    if (parser.isSet("help")) printCommandHelp(parser, syntax); // as tools do: exit 0
    const qsizetype got = parser.positionalArguments().size();
    if (got < least || got > most) {
        const char* how = least == most ? " takes "
                          : got < least ? " takes at least "
                                        : " takes at most ";
        usageError(countMessage(args.value(0), got < least ? least - 1 : most - 1, got - 1, how),
                   syntax);
        return false;
    }
    return true;
}

bool namesFile(const QString& arg)
{
    return QFileInfo::exists(arg);
}

ArgKind positionOrFile(const QString& arg)
{
    if (namesFile(arg) || QFileInfo(arg).isSymLink()) return ArgKind::File;
    if (arg.toUtf8().size() == qsizetype(flagfall::kPositionStringSize)) return ArgKind::Position;
    printFileError(arg, "no such file, nor a position string (which has 211 characters)");
    return ArgKind::Neither;
}

std::optional<std::string> readFile(const QString& path)
{
    auto text = flagfall::readTextFile(QFile::encodeName(path).toStdString());
    if (!text) {
        printError(text.error.text());
        return std::nullopt;
    }
    return std::move(*text.value);
}

bool saveText(const QString& path, const std::string& text)
{
    const auto failed = flagfall::saveFile(QFile::encodeName(path).toStdString(), text);
    if (failed) printFileError(path, "cannot write the file: " + failed->reason);
    return !failed;
}

std::optional<FilePosition> positionInFile(std::string_view text)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    const auto begin = text.find_first_not_of(" \t\r\n");
    if (begin == std::string_view::npos) return std::nullopt;
    // A position string starts with row 10: "..", "r" or "b"; a record with its header, '['.
    const char first = text[begin];
    if (first != '.' && first != 'r' && first != 'b') return std::nullopt;
    const auto end = text.find_last_not_of(" \t\r\n");
    const auto lines = std::count(text.begin(), text.begin() + static_cast<long>(begin), '\n');
    return FilePosition{std::string(text.substr(begin, end - begin + 1)),
                        static_cast<int>(lines) + 1};
}

std::optional<LoadedRecord> loadRecordText(const std::string& text, const QString& file)
{
    auto rec = flagfall::readRecord(text);
    if (!rec) {
        printParseError(file, rec.error);
        return std::nullopt;
    }
    auto game = flagfall::startGame(*rec);
    if (!game) {
        printParseError(file, game.error);
        return std::nullopt;
    }
    LoadedRecord loaded{*rec, *game};
    if (auto err = flagfall::replayMoves(loaded.game, loaded.record)) {
        const auto& spots = loaded.record.moveSpots;
        const auto k = static_cast<std::size_t>(err->ply - 1);
        const flagfall::TextSpot at = k < spots.size() ? spots[k] : flagfall::TextSpot{};
        printParseError(file, {at.line, at.column, err->text()});
        return std::nullopt;
    }
    return loaded;
}

std::optional<LoadedRecord> loadRecord(const QString& path)
{
    const auto text = readFile(path);
    if (!text) return std::nullopt;
    return loadRecordText(*text, path);
}

} // namespace cli
