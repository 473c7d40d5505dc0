#include "autosaver.h"

#include "board/gamesession.h"
#include "games/gamefile.h"
#include "play/autosave.h"

Autosaver::Autosaver(GameSession* session, RecordSource record, QObject* parent)
    : QObject(parent), m_record(std::move(record)), m_path(GameFile::autosavePath())
{
    connect(session, &GameSession::gameReset, this, &Autosaver::gameReset);
    connect(session, &GameSession::positionChanged, this, &Autosaver::save);
}

void Autosaver::gameReset()
{
    // A damaged autosave that nobody was offered (the program was started with a file) is moved
    // aside before the new game is saved over it.
    m_keptAside = m_path.isEmpty() ? QString() : Autosave::keepAsideIfDamaged(m_path);
}

QString Autosaver::takeKeptAside()
{
    return std::exchange(m_keptAside, QString());
}

void Autosaver::save()
{
    if (m_path.isEmpty()) return;
    QString error;
    if (!GameFile::write(m_path, m_record(), &error))
        //: %1 the reason, such as "the disk is full"
        emit failed(tr("The game could not be saved: %1").arg(error));
}
