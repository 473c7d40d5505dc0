// Faults a file system can give, for the tests that a failure loses nothing: a full disk in one
// folder (every write to a file there fails with ENOSPC, as on a full file system; a small full
// tmpfs is not available in CI and root ignores an unwritable folder), a disk that cannot confirm
// a sync (fsync and fdatasync of a file in one folder fail with EIO) and read errors (EIO) on one
// file. It stands in for the C library's write(), fsync(), fdatasync() and read() in the test
// executables that link it; outside an active fault they pass straight through.
#pragma once

#include <QString>

class FaultyIo {
public:
    enum class Fault { FullDisk, SyncError, ReadError };
    // FullDisk: writes to files under `path` (a folder) fail once `room` bytes have been written
    // there (a write that does not fit writes what fits, as a file system does); SyncError:
    // syncs of files under `path` (a folder) fail; ReadError: reads of `path` fail.
    FaultyIo(Fault fault, const QString& path, qint64 room = 0);
    ~FaultyIo();
    FaultyIo(const FaultyIo&) = delete;
    FaultyIo& operator=(const FaultyIo&) = delete;

    static int failedCalls(); // how many calls failed since the fault began
};
