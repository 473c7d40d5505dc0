// Storing Gravon games in the game library: the game files (.xml, .gsn) of a folder or a zip
// archive, each read into a record (core/gravon/gravongame.h) and written as a .sgn beside the
// library's own games. A file that cannot be read is named with why; nothing else is lost.
#pragma once

#include "base/diskfile.h"
#include "games/ziparchive.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

class GravonImport {
    Q_DECLARE_TR_FUNCTIONS(GravonImport)
public:
    // One game file: a file on disk, or a member of a zip archive.
    struct Source {
        QString path;    // the file, or the archive
        int member = -1; // its index among the archive's members; -1 for a file
        QString name;    // as the player reads it: the path, or "ARCHIVE: MEMBER"
    };
    // What an import did, for the message at its end.
    struct Tally {
        int imported = 0;
        QVector<UnreadFile> failed;
        bool canceled = false;
    };

    explicit GravonImport(QString libraryFolder);

    // The game files of `paths`: a folder gives its .xml and .gsn files and the members of its
    // .zip archives (and so on in the folders in it), an archive its members, any other path
    // itself. Sorted by path; an archive that cannot be opened goes to `unread`.
    QVector<Source> sourcesIn(const QStringList& paths, QVector<UnreadFile>* unread);
    // Stores the source's game as NAME.sgn (NAME-2.sgn and on when the name is taken by another
    // game; a game already stored as it is counts as done). "" on success, else why not.
    QString importSource(const Source& source);

    static QString summary(const Tally& tally);
    // The library's name (without .sgn) for a game file or an archive member's name: its base
    // name with control characters as '_' and no leading dots, so that the library lists it
    // (a member named ".xml" or "sub/.hidden.xml" would be a hidden file); "game" if none is left.
    static QString storedName(const QString& fileName);

private:
    void addArchive(const QString& path, QVector<Source>& out, QVector<UnreadFile>* unread);
    std::optional<QByteArray> bytesOf(const Source& source, QString* why) const;

    QString m_folder;
    QHash<QString, ZipArchive> m_archives;
};
