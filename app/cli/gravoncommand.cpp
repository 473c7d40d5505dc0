// flagfall-cli import and export: Gravon game files to .sgn records and back (formats.md
// "Gravon game files" and "Command line").
#include "commands.h"
#include "input.h"

#include "core/gravon/gravongame.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <climits>
#include <utility>

namespace cli {

namespace {

const QString kImportSyntax = QStringLiteral("import FILE... --out DIR");
const QString kExportSyntax = QStringLiteral("export FILE.sgn --gravon [--out FILE.xml]");

// A Gravon file's record and the text of its .sgn; nullopt after printing why not.
std::optional<std::pair<flagfall::GameRecord, std::string>> convert(const QString& file)
{
    const auto text = readFile(file);
    if (!text) return std::nullopt;
    auto rec = flagfall::importGravon(*text);
    if (!rec) {
        printParseError(file, rec.error);
        return std::nullopt;
    }
    std::string sgn = flagfall::writeRecord(*rec);
    // What is written must be what `check` accepts (formats.md), so it is read back first.
    if (!loadRecordText(sgn, file)) return std::nullopt;
    return std::make_pair(std::move(*rec.value), std::move(sgn));
}

// DIR/NAME.sgn for FILE, NAME-2.sgn and on when an earlier file of the batch had the name.
QString outPath(const QString& dir, const QString& file, QSet<QString>& used)
{
    const QString stem = QFileInfo(file).completeBaseName();
    QString name = stem + QStringLiteral(".sgn");
    for (int k = 2; used.contains(name); ++k) name = QStringLiteral("%1-%2.sgn").arg(stem).arg(k);
    used.insert(name);
    return QDir(dir).filePath(name);
}

// "FILE: ok OUT VARIANT PLIES RESULT TERMINATION"
std::string importedLine(const QString& file, const QString& out, const flagfall::GameRecord& rec)
{
    return file.toStdString()
        .append(": ok ")
        .append(out.toStdString())
        .append(" ")
        .append(rec.tag("Variant"))
        .append(" ")
        .append(std::to_string(rec.moves.size()))
        .append(" ")
        .append(rec.tag("Result"))
        .append(" ")
        .append(rec.tag("Termination"));
}

} // namespace

int runImport(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addOption({"out", "The folder for the records: DIR/NAME.sgn for NAME.xml.", "DIR"});
    if (!parseArgs(parser, args, 2, INT_MAX, kImportSyntax)) return Usage;
    if (!parser.isSet("out")) return usageError("import needs --out DIR", kImportSyntax);
    const QString dir = parser.value("out");
    if (!QDir().mkpath(dir)) {
        printFileError(dir, "cannot create the folder");
        return BadInput;
    }
    const QStringList files = parser.positionalArguments().mid(1);
    QStringList failed;
    QSet<QString> used;
    for (const QString& file : files) {
        const auto got = convert(file);
        const QString out = got ? outPath(dir, file, used) : QString();
        if (got && saveText(out, got->second)) {
            printLine(importedLine(file, out, got->first));
        } else {
            failed << file;
            printLine(file.toStdString() + ": failed");
        }
    }
    printLine("imported " + std::to_string(files.size() - failed.size()) + " of " +
              std::to_string(files.size()));
    for (const QString& file : failed) printLine("not imported: " + file.toStdString());
    return failed.isEmpty() ? Ok : BadInput;
}

int runExport(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addOption({"gravon", "Write a Gravon XML game file (the one format so far)."});
    parser.addOption({"out", "Write to FILE.xml rather than to standard output.", "FILE.xml"});
    if (!parseArgs(parser, args, 2, kExportSyntax)) return Usage;
    if (!parser.isSet("gravon"))
        return usageError("export needs a format: --gravon", kExportSyntax);
    const QString file = parser.positionalArguments()[1];
    const auto loaded = loadRecord(file);
    if (!loaded) return BadInput;
    const auto xml = flagfall::exportGravonXml(loaded->record);
    if (!xml) {
        printParseError(file, xml.error);
        return BadInput;
    }
    if (!parser.isSet("out")) {
        std::string_view rest = *xml;
        for (auto nl = rest.find('\n'); nl != rest.npos; nl = rest.find('\n')) {
            printLine(std::string(rest.substr(0, nl)));
            rest.remove_prefix(nl + 1);
        }
        return Ok;
    }
    const QString out = parser.value("out");
    if (!saveText(out, *xml)) return BadInput;
    printLine("ok " + std::to_string(loaded->record.moves.size()) + " " + out.toStdString());
    return Ok;
}

} // namespace cli
