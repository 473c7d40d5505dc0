#include "faultyio.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <sys/syscall.h>
#include <unistd.h>

namespace {

std::atomic<int> g_fault{-1}; // -1: none, else int(FaultyIo::Fault)
std::string g_path;           // set before g_fault, read only while it is set
std::atomic<int> g_failed{0};
std::atomic<long long> g_room{0}; // bytes that still fit on the "full" disk

bool matches(int fd, bool folder)
{
    char link[64];
    char target[4096];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    const ssize_t n = ::readlink(link, target, sizeof target - 1);
    if (n <= 0) return false;
    target[n] = '\0';
    if (!folder) return g_path == target;
    return std::strncmp(target, g_path.c_str(), g_path.size()) == 0 && target[g_path.size()] == '/';
}

bool readFails(int fd)
{
    if (g_fault.load() != int(FaultyIo::Fault::ReadError) || !matches(fd, false)) return false;
    ++g_failed;
    return true;
}

} // namespace

FaultyIo::FaultyIo(Fault fault, const QString& path, qint64 room)
{
    g_room = room;
    // The kernel names open files by their real path: links and relative parts resolved.
    g_path = QFile::encodeName(QFileInfo(path).canonicalFilePath()).toStdString();
    g_failed = 0;
    g_fault = int(fault);
}

FaultyIo::~FaultyIo()
{
    g_fault = -1;
}

int FaultyIo::failedCalls()
{
    return g_failed.load();
}

extern "C" ssize_t write(int fd, const void* buf, size_t count)
{
    if (g_fault.load() == int(FaultyIo::Fault::FullDisk) && matches(fd, true)) {
        const long long room = g_room.load();
        if (room <= 0) {
            ++g_failed;
            errno = ENOSPC;
            return -1;
        }
        count = std::min<size_t>(count, size_t(room));
        g_room -= (long long)count;
    }
    return ::syscall(SYS_write, fd, buf, count);
}

namespace {
int sync(int fd, long call)
{
    if (g_fault.load() == int(FaultyIo::Fault::SyncError) && matches(fd, true)) {
        ++g_failed;
        errno = EIO;
        return -1;
    }
    return int(::syscall(call, fd));
}
} // namespace

extern "C" int fsync(int fd)
{
    return sync(fd, SYS_fsync);
}

extern "C" int fdatasync(int fd)
{
    return sync(fd, SYS_fdatasync);
}

extern "C" ssize_t read(int fd, void* buf, size_t count)
{
    if (readFails(fd)) {
        errno = EIO;
        return -1;
    }
    return ::syscall(SYS_read, fd, buf, count);
}
