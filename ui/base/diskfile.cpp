#include "base/diskfile.h"

#include "core/base/savefile.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>

std::optional<QByteArray> DiskFile::read(const QString& path, QString* error)
{
    auto fail = [error](const QString& why) {
        if (error) *error = why;
        return std::nullopt;
    };
    const QFileInfo info(path); // follows links: a link to /dev/zero is a device
    if (!info.exists()) return fail(tr("The file does not exist."));
    if (!info.isFile())
        return fail(tr("It is not a regular file (but a folder, a device or a pipe)."));
    if (info.size() > kMaxBytes) return fail(tr("The file is larger than 16 MiB."));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        //: %1 the system's reason, such as "Permission denied"
        return fail(tr("The file cannot be opened: %1").arg(file.errorString()));
    // Read in pieces up to one byte past the cap: a file that grew since it was measured, or
    // one whose size the system does not know (under /proc), is still caught.
    QByteArray bytes;
    bytes.reserve(qsizetype(info.size()));
    char chunk[64 * 1024];
    while (bytes.size() <= kMaxBytes) {
        const qint64 n = file.read(chunk, sizeof chunk);
        //: %1 the system's reason
        if (n < 0) return fail(tr("The file cannot be read: %1").arg(file.errorString()));
        if (n == 0) break;
        bytes.append(chunk, qsizetype(n));
    }
    if (bytes.size() > kMaxBytes) return fail(tr("The file is larger than 16 MiB."));
    return bytes;
}

bool DiskFile::write(const QString& path, const QByteArray& bytes, QString* error)
{
    const auto failed = flagfall::saveFile(QFile::encodeName(path).toStdString(),
                                           std::string_view(bytes.constData(), bytes.size()));
    if (failed && error)
        *error = writeError(failed->errnoValue, QString::fromLocal8Bit(failed->reason));
    return !failed;
}

QString DiskFile::diskFull()
{
    return tr("the disk is full");
}

QString DiskFile::writeError(int errnoValue, const QString& qtError)
{
    switch (errnoValue) {
    case ENOSPC:
    case EDQUOT:
        return diskFull();
    case EACCES:
    case EPERM:
    case EROFS:
        return tr("you may not write to that folder");
    case 0: // the name is taken by a folder, a device or a pipe
        return tr("the file could not be written");
    default:
        return qtError.isEmpty() ? tr("the file could not be written") : qtError;
    }
}
