// Saves the game being played after every change of its position (and when asked, after a
// change of the record alone, such as a hint), so that it can be offered again after a crash; the
// disk is written on the DiskWriter's thread. A damaged file found at the start of a game is
// moved aside first (Autosave::keepAsideIfDamaged).
#pragma once

#include "play/recordsource.h"

#include <QObject>
#include <QString>

class GameSession;

class Autosaver : public QObject {
    Q_OBJECT
public:
    Autosaver(GameSession* session, RecordSource record, QObject* parent = nullptr);
    ~Autosaver() override;

    void setPath(const QString& path); // "" saves nothing
    // Waits until the file holds the last save, and tells a failure of it at once.
    void flush();
    // Where a damaged autosave went at the last new game ("" when none); asking clears it.
    QString takeKeptAside();

public slots:
    void save();

signals:
    void failed(const QString& message); // a whole sentence: what could not be saved, why

private:
    void gameReset();
    void report(const QString& why);

    RecordSource m_record;
    QString m_path;
    QString m_keptAside;
};
