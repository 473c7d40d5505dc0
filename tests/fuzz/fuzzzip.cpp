// Fuzzes the zip reader of the desktop program (ui/games/ziparchive): any file opens or is
// refused with a reason, and every member listed either reads, to at most its stated size and
// with its checksum right, or is refused with a reason. The reader takes a path, so each input
// is written to a scratch file first (in /dev/shm where there is one: no disk writes).
#include "fuzzcheck.h"

#include "games/ziparchive.h"

#include <QDir>
#include <QFile>

#include <zlib.h>

#include <cstddef>
#include <cstdint>
#include <unistd.h>

namespace {

QString scratchPath()
{
    const QString dir =
        QDir(QStringLiteral("/dev/shm")).exists() ? QStringLiteral("/dev/shm") : QDir::tempPath();
    return QStringLiteral("%1/fuzz_zip-%2.zip").arg(dir).arg(::getpid());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const QString path = scratchPath();
    {
        QFile f(path);
        fuzz::require(f.open(QIODevice::WriteOnly | QIODevice::Truncate), "the scratch file opens");
        const auto n = static_cast<qint64>(size);
        fuzz::require(f.write(reinterpret_cast<const char*>(data), n) == n,
                      "the scratch file is written");
    }
    QString why;
    const auto zip = ZipArchive::open(path, &why);
    if (!zip) {
        fuzz::require(!why.isEmpty(), "a refused archive says why");
        return 0;
    }
    for (const ZipArchive::Member& m : zip->members()) {
        fuzz::require(!m.name.endsWith(QLatin1Char('/')), "no folder is a member");
        why.clear();
        const auto bytes = zip->read(m, &why);
        if (!bytes) {
            fuzz::require(!why.isEmpty(), "a refused member says why");
            continue;
        }
        fuzz::require(bytes->size() == qsizetype(m.size), "a member has its stated size");
        const auto crc = crc32(0L, reinterpret_cast<const Bytef*>(bytes->constData()),
                               static_cast<uInt>(bytes->size()));
        fuzz::require(crc == m.crc, "a member read has its checksum");
    }
    return 0;
}
