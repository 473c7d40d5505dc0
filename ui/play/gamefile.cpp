#include "gamefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace GameFile {

QString autosavePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("current-game.sgn"));
}

std::optional<flagfall::GameRecord> read(const QString& path, QString* error)
{
    QFile file(path);
    if (file.size() > qint64(flagfall::kMaxRecordBytes)) {
        if (error) *error = QCoreApplication::translate("GameFile", "The file is too large.");
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = file.errorString();
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    auto parsed = flagfall::readRecord(std::string_view(bytes.constData(), size_t(bytes.size())));
    if (!parsed) {
        if (error) *error = QString::fromStdString(parsed.error.text());
        return std::nullopt;
    }
    return std::move(*parsed.value);
}

bool write(const QString& path, const flagfall::GameRecord& record, QString* error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    const std::string text = flagfall::writeRecord(record);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace GameFile
