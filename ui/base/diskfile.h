// The desktop program's files on disk, read and written the one safe way. Reading takes only a
// regular file (never a folder, a device or a pipe, which could block or never end) of at most
// 16 MiB, as the CLI does. Writing is the core's saveFile, as the CLI's: every write and the sync
// checked, so a failed save (a full disk, an I/O error, a sync the disk refused) leaves the old
// file as it was (a buffered QSaveFile writes inside commit(), which in Qt 6.4 misses ENOSPC, and
// no QSaveFile looks at the sync).
#pragma once

#include "core/base/textfile.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QVector>
#include <optional>

// A file that could not be read, and why (translated).
struct UnreadFile {
    QString path;
    QString why;
};

class DiskFile {
    Q_DECLARE_TR_FUNCTIONS(DiskFile)
public:
    static constexpr qint64 kMaxBytes = qint64{flagfall::kMaxFileBytes};

    // The file's bytes, or nullopt with a sentence that says why in `error`.
    static std::optional<QByteArray> read(const QString& path, QString* error = nullptr);
    // Replaces the file with `bytes` whole, or leaves it as it was; `error` then says why in a
    // few words that follow "could not be saved:" ("the disk is full").
    static bool write(const QString& path, const QByteArray& bytes, QString* error = nullptr);
    static QString diskFull();

private:
    static QString writeError(int errnoValue, const QString& qtError);
};
