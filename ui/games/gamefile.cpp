#include "gamefile.h"

#include "base/diskfile.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace GameFile {

QString autosavePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("current-game.sgn"));
}

std::optional<flagfall::GameRecord> read(const QString& path, QString* error)
{
    const auto bytes = DiskFile::read(path, error);
    if (!bytes) return std::nullopt;
    auto parsed = flagfall::readRecord(std::string_view(bytes->constData(), size_t(bytes->size())));
    if (!parsed) {
        if (error) *error = QString::fromStdString(parsed.error.text());
        return std::nullopt;
    }
    return std::move(*parsed.value);
}

bool write(const QString& path, const flagfall::GameRecord& record, QString* error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    return DiskFile::write(path, QByteArray::fromStdString(flagfall::writeRecord(record)), error);
}

} // namespace GameFile
