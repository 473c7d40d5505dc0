// Reading the files of a zip archive, as the Gravon archive ships its games (Qt has no public zip
// reader): the central directory, then each member stored or deflated (zlib), its CRC checked.
// A member is at most DiskFile::kMaxBytes, as any file the program reads; ZIP64 and encrypted
// members are refused with a message.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QVector>
#include <optional>

class ZipArchive {
    Q_DECLARE_TR_FUNCTIONS(ZipArchive)
public:
    struct Member {
        QString name; // the path inside the archive, '/' between folders
        quint16 method = 0;
        quint16 flags = 0;
        quint32 crc = 0;
        quint32 compressedSize = 0;
        quint32 size = 0;
        quint32 localHeader = 0; // offset of its local header
    };

    // The archive's members (folders left out); nullopt with why in `error`.
    static std::optional<ZipArchive> open(const QString& path, QString* error = nullptr);
    const QVector<Member>& members() const { return m_members; }
    // The member's bytes, or nullopt with why.
    std::optional<QByteArray> read(const Member& member, QString* error = nullptr) const;

private:
    QString m_path;
    QVector<Member> m_members;
};
