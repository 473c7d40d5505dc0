#include "base/diskwriter.h"

#include "base/diskfile.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

DiskWriter& DiskWriter::instance()
{
    static DiskWriter writer;
    return writer;
}

DiskWriter::DiskWriter() : m_thread([this] { run(); }) {}

DiskWriter::~DiskWriter()
{
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
    }
    m_wake.notify_all();
    m_thread.join(); // after the queue is empty: nothing asked for is lost
}

void DiskWriter::write(const QString& path, const QByteArray& bytes, Failed failed)
{
    {
        std::lock_guard lock(m_mutex);
        const auto same = std::find_if(m_jobs.begin(), m_jobs.end(),
                                       [&](const Job& j) { return j.path == path; });
        if (same != m_jobs.end() && same + 1 == m_jobs.end())
            *same = Job{path, bytes, std::move(failed)}; // not yet begun: only the newest counts
        else
            m_jobs.push_back(Job{path, bytes, std::move(failed)});
    }
    m_wake.notify_one();
}

bool DiskWriter::busyWith(const QString& path) const
{
    return m_writing == path ||
           std::any_of(m_jobs.begin(), m_jobs.end(), [&](const Job& j) { return j.path == path; });
}

void DiskWriter::waitFor(const QString& path)
{
    std::unique_lock lock(m_mutex);
    m_done.wait(lock, [&] { return !busyWith(path); });
}

void DiskWriter::run()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_quit || !m_jobs.empty(); });
        if (m_jobs.empty()) return; // quit, with everything written
        Job job = std::move(m_jobs.front());
        m_jobs.pop_front();
        m_writing = job.path;
        lock.unlock();
        QString why;
        QDir().mkpath(QFileInfo(job.path).absolutePath()); // a new profile has no folder yet
        if (!DiskFile::write(job.path, job.bytes, &why) && job.failed) job.failed(why);
        lock.lock();
        m_writing.clear();
        m_done.notify_all();
    }
}
