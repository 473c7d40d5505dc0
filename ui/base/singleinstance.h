// One program a profile: the first start holds a lock on the profile's data folder and listens on
// a local socket; a later start on the same profile hands its file (if any) to the first, which
// comes forward, and ends. Two windows never play (and overwrite) the same saved game.
#pragma once

#include <QLocalServer>
#include <QLockFile>
#include <QObject>
#include <QString>

class SingleInstance : public QObject {
    Q_OBJECT
public:
    // `folder`: the profile's data folder (made if missing).
    explicit SingleInstance(const QString& folder, QObject* parent = nullptr);

    // True for the first start, which then listens; false after handing `file` ("" for none) to
    // the program already running on this profile, which this start must then leave alone.
    bool claim(const QString& file);

signals:
    // A later start asked for this file ("": only to come forward).
    void fileRequested(const QString& file);

private:
    void answer();

    QString m_name; // the local socket's, one a profile
    QLockFile m_lock;
    QLocalServer m_server;
};
