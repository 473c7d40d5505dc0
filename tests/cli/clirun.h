// Running flagfall-cli as a program in a test: its exit code and what it printed.
#pragma once

#include <QByteArray>
#include <QStringList>

namespace clitest {

struct Run {
    int exitCode = -1; // 128 + the signal for a crash; -1 when it did not end in time
    QByteArray out, err;
};

// `stdoutFile`: where standard output goes instead of `out` (such as /dev/full).
Run cli(const QStringList& args, int timeoutMs = 60000, const QString& stdoutFile = {});

// The header of a Classic record with both setups, for records made in a test.
extern const QByteArray kSetups;

} // namespace clitest
