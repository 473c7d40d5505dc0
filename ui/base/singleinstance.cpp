#include "base/singleinstance.h"

#include <QCryptographicHash>
#include <QDir>
#include <QLocalSocket>

namespace {
constexpr int kWaitMs = 2000; // a running program answers at once; a hung one is not waited for
}

SingleInstance::SingleInstance(const QString& folder, QObject* parent)
    : QObject(parent),
      m_name(QStringLiteral("flagfall-") +
             QString::fromLatin1(QCryptographicHash::hash(QDir(folder).absolutePath().toUtf8(),
                                                          QCryptographicHash::Sha256)
                                     .toHex()
                                     .left(16))),
      m_lock((QDir().mkpath(folder), QDir(folder).filePath(QStringLiteral("flagfall.lock"))))
{
    m_lock.setStaleLockTime(0); // stale only when its program is gone, however long it ran
    connect(&m_server, &QLocalServer::newConnection, this, &SingleInstance::answer);
}

bool SingleInstance::claim(const QString& file)
{
    if (m_lock.tryLock(0)) {                // a lock left by a program that died is taken over
        QLocalServer::removeServer(m_name); // its socket, if it left one, is stale
        m_server.listen(m_name);
        return true;
    }
    QLocalSocket socket;
    socket.connectToServer(m_name);
    if (socket.waitForConnected(kWaitMs)) {
        socket.write(file.toUtf8() + '\n');
        socket.waitForBytesWritten(kWaitMs);
        socket.disconnectFromServer();
    }
    return false;
}

void SingleInstance::answer()
{
    while (QLocalSocket* socket = m_server.nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine()) return;
            const QString file = QString::fromUtf8(socket->readLine()).trimmed();
            emit fileRequested(file);
        });
    }
}
