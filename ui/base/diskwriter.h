// Writes files on a thread of its own (DiskFile::write, so each is replaced whole or not at
// all), so that a slow disk's sync never holds up the window: the game is saved after every
// move, and a sync can take tens of milliseconds. Writes run in the order given; newer bytes for
// a path replace older ones not yet written; a missing folder is made. Anything that reads such a
// file waits for it first.
#pragma once

#include <QByteArray>
#include <QString>

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

class DiskWriter {
public:
    // Called on the writer's thread with the reason (DiskFile::write's) when a write failed.
    using Failed = std::function<void(const QString& why)>;

    // The one writer of the program; it finishes every write before the program ends.
    static DiskWriter& instance();
    ~DiskWriter();

    void write(const QString& path, const QByteArray& bytes, Failed failed = {});
    // Returns once nothing is waiting or being written for `path`.
    void waitFor(const QString& path);

private:
    DiskWriter();
    struct Job {
        QString path;
        QByteArray bytes;
        Failed failed;
    };
    void run();
    bool busyWith(const QString& path) const; // with m_mutex held

    mutable std::mutex m_mutex;
    std::condition_variable m_wake, m_done;
    std::deque<Job> m_jobs;
    QString m_writing; // the path being written, "" when none
    bool m_quit = false;
    std::thread m_thread; // last: starts once everything above exists
};
