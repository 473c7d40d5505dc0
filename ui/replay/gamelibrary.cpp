#include "gamelibrary.h"

#include "logging.h"
#include "recordtext.h"

#include "core/textfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
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

QString GameLibrary::store(const flagfall::GameRecord& record,
                           std::optional<flagfall::Side> human) const
{
    if (!QDir().mkpath(m_folder)) return {};
    const QDateTime now = QDateTime::currentDateTime();
    flagfall::GameRecord rec = record;
    if (rec.tag("Date").empty())
        rec.setTag("Date", now.toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    if (human) rec.setTag("Human", *human == flagfall::Side::Red ? "red" : "blue");
    const QString path = uniquePath(now);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(QByteArray::fromStdString(flagfall::writeRecord(rec)));
    if (!file.commit()) {
        qCWarning(lcUi) << "could not store the game" << path << file.errorString();
        return {};
    }
    return path;
}

std::optional<LibraryEntry> GameLibrary::readEntry(const QString& path)
{
    const auto text = flagfall::readTextFile(QFile::encodeName(path).toStdString());
    if (!text) return std::nullopt;
    const auto record = flagfall::readRecord(*text);
    if (!record) return std::nullopt;
    const QFileInfo info(path);
    LibraryEntry e;
    e.path = info.absoluteFilePath();
    const QDate date = RecordText::date(*record);
    const QDateTime modified = info.lastModified();
    e.when = date.isValid() ? QDateTime(date, modified.time()) : modified;
    e.opponent = RecordText::opponent(*record);
    e.variant = RecordText::variant(*record);
    e.result = RecordText::result(*record);
    e.plies = int(record->moves.size());
    return e;
}

QVector<LibraryEntry> GameLibrary::list() const
{
    QVector<LibraryEntry> entries;
    const QDir dir(m_folder);
    for (const QString& name : dir.entryList({QStringLiteral("*.sgn")}, QDir::Files)) {
        if (auto e = readEntry(dir.filePath(name)))
            entries.push_back(std::move(*e));
        else
            qCDebug(lcUi) << "skipping unreadable game" << name;
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const LibraryEntry& a, const LibraryEntry& b) { return a.when > b.when; });
    return entries;
}

bool GameLibrary::remove(const QString& path) const
{
    return QFile::remove(path);
}

bool GameLibrary::exportTo(const QString& path, const QString& target)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) return false;
    QSaveFile out(target);
    if (!out.open(QIODevice::WriteOnly)) return false;
    out.write(in.readAll());
    return out.commit();
}
