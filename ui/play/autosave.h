// The game in progress on disk (GameFile::autosavePath()): the unfinished game to offer again,
// also when a crash or a full disk left the file damaged; it is then offered up to its last good
// move. A damaged or unreadable autosave is moved aside (current-game.damaged-<time>.sgn) before
// anything is saved over it, so it is never overwritten unseen.
#pragma once

#include "core/records/record.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

class Autosave {
    Q_DECLARE_TR_FUNCTIONS(Autosave)
public:
    struct Found {
        std::optional<flagfall::GameRecord> record; // an unfinished game to offer
        QString damage; // what was wrong, what was lost and where the file went; "" when whole
    };
    // What the file holds. A damaged one is moved aside at once, whatever the player answers.
    static Found check(const QString& path);
    // Only reads: the unfinished game a whole autosave holds.
    static std::optional<flagfall::GameRecord> unfinished(const QString& path);
    // Moves a damaged or unreadable file at `path` aside: where it went, "" when it was whole
    // (or absent, or could not be moved).
    static QString keepAsideIfDamaged(const QString& path);

private:
    static bool whole(const QByteArray& bytes);
    static QString keepAside(const QString& path);
};
