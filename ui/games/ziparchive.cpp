#include "ziparchive.h"

#include "base/diskfile.h"

#include <QFile>

#include <zlib.h>

namespace {

constexpr quint32 kEndSignature = 0x06054b50;     // end of the central directory
constexpr quint32 kCentralSignature = 0x02014b50; // an entry of the central directory
constexpr quint32 kLocalSignature = 0x04034b50;   // a member's own header
constexpr qint64 kEndSize = 22;
constexpr qint64 kMaxComment = 0xFFFF;
constexpr qint64 kMaxDirectory = 64 * 1024 * 1024; // some 500,000 members

quint32 le(const QByteArray& b, qint64 at, int bytes)
{
    quint32 v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = (v << 8) | static_cast<quint8>(b.at(static_cast<qsizetype>(at + i)));
    return v;
}

bool fail(QString* error, const QString& why)
{
    if (error) *error = why;
    return false;
}

std::optional<QByteArray> none(QString* error, const QString& why)
{
    fail(error, why);
    return std::nullopt;
}

// The central directory's place, from the end record (searched for behind a comment).
bool findDirectory(QFile& f, qint64& offset, qint64& size, QString* error)
{
    const qint64 tail = qMin(f.size(), kEndSize + kMaxComment);
    if (f.size() < kEndSize || !f.seek(f.size() - tail))
        return fail(error, ZipArchive::tr("not a zip archive"));
    const QByteArray end = f.read(tail);
    for (qint64 at = end.size() - kEndSize; at >= 0; --at) {
        if (le(end, at, 4) != kEndSignature) continue;
        const quint32 entries = le(end, at + 10, 2), dirSize = le(end, at + 12, 4),
                      dirOffset = le(end, at + 16, 4);
        if (entries == 0xFFFF || dirOffset == 0xFFFFFFFF)
            return fail(error, ZipArchive::tr("a ZIP64 archive, which is not supported"));
        offset = dirOffset;
        size = dirSize;
        if (offset + size > f.size() || size > kMaxDirectory)
            return fail(error, ZipArchive::tr("the archive is damaged (its directory)"));
        return true;
    }
    return fail(error, ZipArchive::tr("not a zip archive"));
}

} // namespace

std::optional<ZipArchive> ZipArchive::open(const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        fail(error, f.errorString());
        return std::nullopt;
    }
    qint64 offset = 0, size = 0;
    if (!findDirectory(f, offset, size, error) || !f.seek(offset)) return std::nullopt;
    const QByteArray dir = f.read(size);
    ZipArchive zip;
    zip.m_path = path;
    for (qint64 at = 0; at + 46 <= dir.size();) {
        if (le(dir, at, 4) != kCentralSignature) break;
        const qint64 nameLength = le(dir, at + 28, 2), extra = le(dir, at + 30, 2),
                     comment = le(dir, at + 32, 2);
        if (at + 46 + nameLength > dir.size()) break;
        Member m;
        m.flags = static_cast<quint16>(le(dir, at + 8, 2));
        m.method = static_cast<quint16>(le(dir, at + 10, 2));
        m.crc = le(dir, at + 16, 4);
        m.compressedSize = le(dir, at + 20, 4);
        m.size = le(dir, at + 24, 4);
        m.localHeader = le(dir, at + 42, 4);
        const QByteArray name = dir.mid(static_cast<qsizetype>(at + 46), nameLength);
        m.name = (m.flags & 0x800) ? QString::fromUtf8(name) : QString::fromLatin1(name);
        if (!m.name.endsWith(QLatin1Char('/'))) zip.m_members.append(m);
        at += 46 + nameLength + extra + comment;
    }
    return zip;
}

namespace {

std::optional<QByteArray> inflated(const QByteArray& packed, quint32 size, QString* error)
{
    QByteArray out(static_cast<qsizetype>(size), Qt::Uninitialized);
    z_stream zs{};
    if (inflateInit2(&zs, -MAX_WBITS) != Z_OK)
        return none(error, ZipArchive::tr("the archive cannot be unpacked"));
    zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed.constData()));
    zs.avail_in = static_cast<uInt>(packed.size());
    zs.next_out = reinterpret_cast<Bytef*>(out.data());
    zs.avail_out = static_cast<uInt>(out.size());
    const int rc = inflate(&zs, Z_FINISH);
    const bool whole = rc == Z_STREAM_END && zs.total_out == size;
    inflateEnd(&zs);
    if (!whole)
        return none(error, ZipArchive::tr("the archive is damaged (a member does not unpack)"));
    return out;
}

} // namespace

std::optional<QByteArray> ZipArchive::read(const Member& m, QString* error) const
{
    if (m.flags & 1) return none(error, tr("an encrypted member"));
    if (m.method != 0 && m.method != 8)
        return none(error, tr("a compression this program does not read"));
    if (m.size > DiskFile::kMaxBytes) return none(error, tr("the file is larger than 16 MiB"));
    // Deflate never needs much more room than the data itself: a larger claim is damage, and
    // reading it would take memory for nothing.
    const qint64 room = m.method == 0 ? qint64(m.size) : qint64(m.size) + m.size / 1000 + 1024;
    if (qint64(m.compressedSize) > room)
        return none(error, tr("the archive is damaged (a member does not unpack)"));
    QFile f(m_path);
    if (!f.open(QIODevice::ReadOnly)) return none(error, f.errorString());
    const QByteArray local = f.seek(m.localHeader) ? f.read(30) : QByteArray();
    if (local.size() != 30 || le(local, 0, 4) != kLocalSignature)
        return none(error, tr("the archive is damaged (a member's header)"));
    const qint64 data = qint64(m.localHeader) + 30 + le(local, 26, 2) + le(local, 28, 2);
    if (data + m.compressedSize > f.size() || !f.seek(data))
        return none(error, tr("the archive is damaged (a member is cut short)"));
    const QByteArray packed = f.read(m.compressedSize);
    std::optional<QByteArray> bytes;
    if (m.method == 0)
        bytes = packed.size() == qsizetype(m.size) ? std::optional(packed) : std::nullopt;
    else
        bytes = inflated(packed, m.size, error);
    if (!bytes) return none(error, tr("the archive is damaged (a member does not unpack)"));
    const auto crc = crc32(0L, reinterpret_cast<const Bytef*>(bytes->constData()),
                           static_cast<uInt>(bytes->size()));
    if (crc != m.crc) return none(error, tr("the archive is damaged (a wrong checksum)"));
    return bytes;
}
