#include "autosaver.h"

#include "base/diskwriter.h"
#include "board/gamesession.h"
#include "games/gamefile.h"
#include "play/autosave.h"

#include "core/records/record.h"

#include <QCoreApplication>

Autosaver::Autosaver(GameSession* session, RecordSource record, QObject* parent)
    : QObject(parent), m_record(std::move(record)), m_path(GameFile::autosavePath())
{
    connect(session, &GameSession::gameReset, this, &Autosaver::gameReset);
    connect(session, &GameSession::positionChanged, this, &Autosaver::save);
}

Autosaver::~Autosaver()
{
    if (!m_path.isEmpty()) DiskWriter::instance().waitFor(m_path); // no report comes after this
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

void Autosaver::setPath(const QString& path)
{
    if (!m_path.isEmpty()) DiskWriter::instance().waitFor(m_path);
    m_path = path;
}

// The record is written out here; the disk is written (and synced) on the writer's thread.
void Autosaver::save()
{
    if (m_path.isEmpty()) return;
    const QByteArray bytes = QByteArray::fromStdString(flagfall::writeRecord(m_record()));
    DiskWriter::instance().write(m_path, bytes, [this](const QString& why) {
        // The writer's thread: the report goes to the window's thread. The destructor waits for
        // the writes, so `this` outlives the call.
        QMetaObject::invokeMethod(
            this, [this, why] { report(why); }, Qt::QueuedConnection);
    });
}

void Autosaver::flush()
{
    if (!m_path.isEmpty()) DiskWriter::instance().waitFor(m_path);
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall); // a failure is told now
}

void Autosaver::report(const QString& why)
{
    //: %1 the reason, such as "the disk is full"
    emit failed(tr("The game could not be saved: %1").arg(why));
}
