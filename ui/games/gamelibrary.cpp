#include "gamelibrary.h"

#include "base/logging.h"
#include "games/recordtext.h"
#include "games/replayfile.h"

#include "core/records/desktoptags.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <algorithm>

GameLibrary::GameLibrary(const QString& folder)
    : m_folder(folder.isEmpty() ? defaultFolder() : folder)
{
}

QString GameLibrary::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/games");
}

QString GameLibrary::uniquePath(const QDateTime& when) const
{
    const QString stem =
        m_folder + QLatin1Char('/') + when.toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString path = stem + QStringLiteral(".sgn");
    for (int n = 2; QFileInfo::exists(path); ++n) path = stem + QStringLiteral("-%1.sgn").arg(n);
    return path;
}

QString GameLibrary::store(const flagfall::GameRecord& record, std::optional<flagfall::Side> human,
                           QString* error, const QString& replacing) const
{
    if (!QDir().mkpath(m_folder)) {
        if (error) *error = DiskFile::tr("you may not write to that folder");
        return {};
    }
    const QDateTime now = QDateTime::currentDateTime();
    flagfall::GameRecord rec = record;
    if (rec.tag("Date").empty())
        rec.setTag("Date", now.toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    if (human) flagfall::setHumanSide(rec, *human);
    const QString path = replacing.isEmpty() ? uniquePath(now) : replacing;
    QString why;
    if (!DiskFile::write(path, QByteArray::fromStdString(flagfall::writeRecord(rec)), &why)) {
        qCWarning(lcUi) << "could not store the game" << path << why;
        if (error) *error = why;
        return {};
    }
    return path;
}

// When a game was stored: the library names its files by that moment (uniquePath), which an
// analysis written into the file later does not change, as it changes the file's time.
QDateTime GameLibrary::storedAt(const QFileInfo& file, const QDate& played)
{
    const QDateTime named =
        QDateTime::fromString(file.completeBaseName().left(15), QStringLiteral("yyyyMMdd-HHmmss"));
    if (named.isValid() && (!played.isValid() || named.date() == played)) return named;
    const QDateTime modified = file.lastModified();
    return played.isValid() ? QDateTime(played, modified.time()) : modified;
}

std::optional<LibraryEntry> GameLibrary::readEntry(const QString& path, QString* error)
{
    const auto bytes = DiskFile::read(path, error);
    if (!bytes) return std::nullopt;
    const auto record =
        flagfall::readRecord(std::string_view(bytes->constData(), size_t(bytes->size())));
    if (!record) {
        if (error) *error = ReplayFile::describe(record.error);
        return std::nullopt;
    }
    const QFileInfo info(path);
    LibraryEntry e;
    e.path = info.absoluteFilePath();
    e.when = storedAt(info, RecordText::date(*record));
    e.opponent = RecordText::opponent(*record);
    e.colour = RecordText::yourColour(*record);
    e.variant = RecordText::variant(*record);
    e.result = RecordText::result(*record);
    e.plies = int(record->moves.size());
    e.moves = flagfall::movesPlayed(e.plies, record->redStarts());
    e.own = flagfall::ownGame(*record);
    return e;
}

QVector<LibraryEntry> GameLibrary::list(QVector<UnreadFile>* unread) const
{
    QVector<LibraryEntry> entries;
    const QDir dir(m_folder);
    for (const QString& name : dir.entryList({QStringLiteral("*.sgn")}, QDir::Files)) {
        QString why;
        if (auto e = readEntry(dir.filePath(name), &why)) {
            entries.push_back(std::move(*e));
            continue;
        }
        qCDebug(lcUi) << "skipping unreadable game" << name << why;
        if (unread) unread->push_back({dir.filePath(name), why});
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const LibraryEntry& a, const LibraryEntry& b) { return a.when > b.when; });
    return entries;
}

bool GameLibrary::remove(const QString& path) const
{
    return QFile::remove(path);
}

bool GameLibrary::exportTo(const QString& path, const QString& target, QString* error)
{
    QString why;
    const auto bytes = DiskFile::read(path, &why);
    if (!bytes || !DiskFile::write(target, *bytes, &why)) {
        if (error) *error = why;
        return false;
    }
    return true;
}
