// The library of played games: one .sgn file a game in a folder, by default
// <AppDataLocation>/games. The play screen stores every finished game here.
#pragma once

#include "base/diskfile.h"

#include "core/records/owngames.h"
#include "core/records/record.h"

#include <QDateTime>
#include <QFileInfo>
#include <QString>
#include <QVector>
#include <optional>

// One stored game as the library lists it (read from the header; the moves are only counted).
struct LibraryEntry {
    QString path;
    QDateTime when; // the Date tag with the file's time of day, or the file's time
    QString opponent;
    QString colour; // the player's colour against the computer, "" when none
    QString variant;
    QString result;
    int plies = 0;
    int moves = 0;                        // as players count them (flagfall::movesPlayed)
    std::optional<flagfall::OwnGame> own; // for the statistics: a finished game of the player's
};

class GameLibrary {
public:
    explicit GameLibrary(const QString& folder = {}); // empty: defaultFolder()

    static QString defaultFolder();
    QString folder() const { return m_folder; }

    // Writes the record as a new file (a Date tag added when missing) and returns its path;
    // "" on failure, with why in `error` (DiskFile::write). `human`, when given, is written as
    // the Human tag so that the library can name the opponent. `replacing`: the file this
    // game was stored in before (it ended again after an undo), written over whole.
    QString store(const flagfall::GameRecord& record, std::optional<flagfall::Side> human = {},
                  QString* error = nullptr, const QString& replacing = {}) const;
    // Every readable .sgn, newest first; the files that could not be read go to `unread`.
    QVector<LibraryEntry> list(QVector<UnreadFile>* unread = nullptr) const;
    bool remove(const QString& path) const;
    // Writes a copy of a stored game to `target` (DiskFile: a failure leaves `target` as it was).
    static bool exportTo(const QString& path, const QString& target, QString* error = nullptr);
    static std::optional<LibraryEntry> readEntry(const QString& path, QString* error = nullptr);

private:
    QString uniquePath(const QDateTime& when) const;
    static QDateTime storedAt(const QFileInfo& file, const QDate& played);

    QString m_folder;
};
