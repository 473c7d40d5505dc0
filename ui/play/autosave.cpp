#include "autosave.h"

#include "base/diskfile.h"
#include "base/diskwriter.h"

#include "core/records/desktoptags.h"
#include "core/records/salvage.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace {

std::string_view view(const QByteArray& bytes)
{
    return std::string_view(bytes.constData(), size_t(bytes.size()));
}

bool present(const QString& path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

bool unfinishedGame(const flagfall::GameRecord& rec)
{
    return flagfall::hasDesktopTags(rec) && rec.tag("Result") == "*";
}

} // namespace

bool Autosave::whole(const QByteArray& bytes)
{
    const auto rec = flagfall::readRecord(view(bytes));
    if (!rec) return false;
    auto game = flagfall::startGame(*rec);
    return game && !flagfall::replayMoves(*game.value, *rec) &&
           flagfall::endsWithResult(view(bytes));
}

std::optional<flagfall::GameRecord> Autosave::unfinished(const QString& path)
{
    DiskWriter::instance().waitFor(path); // the last move's save, if it is still being written
    const auto bytes = DiskFile::read(path);
    if (!bytes || !whole(*bytes)) return std::nullopt;
    auto rec = flagfall::readRecord(view(*bytes));
    if (!unfinishedGame(*rec)) return std::nullopt;
    return std::move(*rec.value);
}

Autosave::Found Autosave::check(const QString& path)
{
    DiskWriter::instance().waitFor(path);
    if (!present(path)) return {};
    QString why;
    const auto bytes = DiskFile::read(path, &why);
    if (bytes && whole(*bytes)) return {unfinished(path), {}};
    const QString kept = QDir::toNativeSeparators(keepAside(path));
    if (!bytes)
        return {std::nullopt,
                //: %1 the reason, a sentence of its own; %2 the path the damaged file was moved to
                tr("The saved game could not be read: %1 The file was kept as %2.").arg(why, kept)};
    const auto salvaged = flagfall::salvageWritten(view(*bytes));
    if (!salvaged)
        //: %1 what is wrong in the file; %2 the path the damaged file was moved to
        return {std::nullopt, tr("The saved game is damaged and cannot be played on (%1). The "
                                 "file was kept as %2.")
                                  .arg(QString::fromStdString(salvaged.error.text()), kept)};
    const int moves =
        flagfall::movesPlayed(int(salvaged->record.moves.size()), salvaged->record.redStarts());
    return {salvaged->record,
            //: %1 what is wrong in the file; %2 the number of the last good move; %3 the path the
            //: damaged file was moved to
            tr("The saved game is damaged (%1). It can go on after move %2; what came after "
               "that is lost. The damaged file was kept as %3.")
                .arg(QString::fromStdString(salvaged->damage))
                .arg(moves)
                .arg(kept)};
}

QString Autosave::keepAsideIfDamaged(const QString& path)
{
    DiskWriter::instance().waitFor(path);
    if (!present(path)) return {};
    const auto bytes = DiskFile::read(path);
    if (bytes && whole(*bytes)) return {};
    return keepAside(path);
}

QString Autosave::keepAside(const QString& path)
{
    const QFileInfo info(path);
    const QString stem = info.dir().filePath(
        info.completeBaseName() + QStringLiteral(".damaged-") +
        QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QString target = stem + QStringLiteral(".sgn");
    for (int n = 2; present(target); ++n) target = stem + QStringLiteral("-%1.sgn").arg(n);
    return QFile::rename(path, target) ? target : QString();
}
