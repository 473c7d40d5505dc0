#include "clirun.h"

#include <QProcess>

namespace clitest {

Run cli(const QStringList& args, int timeoutMs, const QString& stdoutFile)
{
    QProcess p;
    if (!stdoutFile.isEmpty()) p.setStandardOutputFile(stdoutFile);
    p.start(FLAGFALL_CLI_PATH, args);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : 128 + p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

const QByteArray kSetups = "[Variant \"classic\"]\n"
                           "[RedSetup \"B25424222B/64X8592745/363FS36B22/7B837B63B5\"]\n"
                           "[BlueSetup \"B25424222B/64X8592745/363FS36B22/7B837B63B5\"]\n";

} // namespace clitest
