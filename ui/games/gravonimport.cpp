#include "gravonimport.h"

#include "base/filenotice.h"
#include "games/gravonerrortext.h"
#include "games/replayfile.h"

#include "core/gravon/gravongame.h"
#include "core/records/record.h"
#include "core/records/recordeval.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

#include <algorithm>
#include <utility>

namespace {

bool isGameName(const QString& name)
{
    // macOS puts a "._NAME" shadow of every file in __MACOSX/: not games.
    if (name.contains(QLatin1String("__MACOSX/")) || QFileInfo(name).fileName().startsWith("._"))
        return false;
    return name.endsWith(QLatin1String(".xml"), Qt::CaseInsensitive) ||
           name.endsWith(QLatin1String(".gsn"), Qt::CaseInsensitive);
}

bool isArchiveName(const QString& name)
{
    return name.endsWith(QLatin1String(".zip"), Qt::CaseInsensitive);
}

// Whether the stored file holds the game that `bytes` would store: the same text, or the same
// with an analysis added since (formats.md, "Analysis of a game").
bool holds(const QByteArray& there, const QByteArray& bytes)
{
    if (there == bytes) return true;
    auto read = flagfall::readRecord(there.toStdString());
    if (!read || !flagfall::readAnalysis(*read)) return false;
    flagfall::GameRecord record = std::move(*read.value);
    flagfall::removeAnalysis(record);
    return flagfall::writeRecord(record) == bytes.toStdString();
}

// NAME.sgn in the folder, or NAME-2.sgn and on where another game has the name; `same` is set
// when the file there already holds that game.
QString targetPath(const QString& folder, const QString& stem, const QByteArray& bytes, bool& same)
{
    const QDir dir(folder);
    QString path = dir.filePath(stem + QStringLiteral(".sgn"));
    for (int n = 2; QFileInfo::exists(path); ++n) {
        const auto there = DiskFile::read(path);
        if (there && holds(*there, bytes)) {
            same = true;
            return path;
        }
        path = dir.filePath(QStringLiteral("%1-%2.sgn").arg(stem).arg(n));
    }
    return path;
}

} // namespace

GravonImport::GravonImport(QString libraryFolder) : m_folder(std::move(libraryFolder)) {}

void GravonImport::addArchive(const QString& path, QVector<Source>& out,
                              QVector<UnreadFile>* unread)
{
    QString why;
    auto zip = ZipArchive::open(path, &why);
    if (!zip) {
        if (unread) unread->append({path, why});
        return;
    }
    const auto& members = zip->members();
    for (int i = 0; i < members.size(); ++i)
        if (isGameName(members[i].name))
            out.append(
                {path, i, QDir::toNativeSeparators(path) + QStringLiteral(": ") + members[i].name});
    m_archives.insert(path, std::move(*zip));
}

QVector<GravonImport::Source> GravonImport::sourcesIn(const QStringList& paths,
                                                      QVector<UnreadFile>* unread)
{
    QVector<Source> out;
    for (const QString& path : paths) {
        if (!QFileInfo(path).isDir()) {
            if (isArchiveName(path))
                addArchive(path, out, unread);
            else
                out.append({path, -1, QDir::toNativeSeparators(path)});
            continue;
        }
        QStringList files;
        QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) files << it.next();
        std::sort(files.begin(), files.end());
        for (const QString& f : files) {
            if (isArchiveName(f))
                addArchive(f, out, unread);
            else if (isGameName(f))
                out.append({f, -1, QDir::toNativeSeparators(f)});
        }
    }
    return out;
}

std::optional<QByteArray> GravonImport::bytesOf(const Source& s, QString* why) const
{
    if (s.member < 0) return DiskFile::read(s.path, why);
    const auto it = m_archives.find(s.path);
    if (it == m_archives.end() || s.member >= it->members().size()) {
        if (why) *why = ZipArchive::tr("not a zip archive");
        return std::nullopt;
    }
    return it->read(it->members()[s.member], why);
}

QString GravonImport::importSource(const Source& s)
{
    QString why;
    const auto bytes = bytesOf(s, &why);
    if (!bytes) return why;
    const auto rec =
        flagfall::importGravon(std::string_view(bytes->constData(), std::size_t(bytes->size())));
    if (!rec) return GravonErrorText::describe(rec.error);
    if (!QDir().mkpath(m_folder)) return DiskFile::tr("you may not write to that folder");
    const QByteArray sgn = QByteArray::fromStdString(flagfall::writeRecord(*rec));
    const QString file = s.member < 0 ? s.path : m_archives.value(s.path).members()[s.member].name;
    bool same = false;
    const QString target = targetPath(m_folder, storedName(file), sgn, same);
    if (same) return {};
    if (!DiskFile::write(target, sgn, &why))
        //: %1 why the file could not be written ("the disk is full")
        return tr("could not be saved: %1").arg(why);
    return {};
}

QString GravonImport::storedName(const QString& fileName)
{
    QString name = fileName.mid(fileName.lastIndexOf(QLatin1Char('/')) + 1);
    if (const qsizetype dot = name.lastIndexOf(QLatin1Char('.')); dot >= 0) name.truncate(dot);
    for (QChar& c : name)
        if (!c.isPrint() || c == QLatin1Char('\\')) c = QLatin1Char('_');
    while (name.startsWith(QLatin1Char('.'))) name.remove(0, 1);
    return name.isEmpty() ? QStringLiteral("game") : name;
}

QString GravonImport::summary(const Tally& tally)
{
    const int tried = tally.imported + int(tally.failed.size());
    //: %1 games imported, %2 games tried
    QString text = tr("Games imported: %1 of %2.").arg(tally.imported).arg(tried);
    if (tally.canceled) text += QLatin1Char(' ') + tr("The import was canceled.");
    if (tally.failed.isEmpty()) return text;
    constexpr int kListed = 20; // an archive holds thousands: the message stays short
    text += QStringLiteral("\n\n") + FileNotice::unreadable(tally.failed.mid(0, kListed));
    if (tally.failed.size() > kListed)
        //: %n how many more files could not be read, beyond those listed
        text +=
            QLatin1Char('\n') + tr("… and %n more", nullptr, int(tally.failed.size()) - kListed);
    return text;
}
