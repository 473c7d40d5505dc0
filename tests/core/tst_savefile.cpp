// Saving a file whole or not at all (core/base/savefile.h), on a disk that fails: a full disk, a
// sync the disk cannot confirm, a name taken by something that is not a file. The old file is
// left as it was and no half-written file is left beside it.
#include "core/base/savefile.h"

#include "faultyio.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <sys/stat.h>

namespace {
QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(unreadable)");
}

std::string local(const QString& path)
{
    return QFile::encodeName(path).toStdString();
}
} // namespace

class TestSaveFile : public QObject {
    Q_OBJECT
private slots:
    void replacesWholeAndKeepsTheMode();
    void failureLeavesTheOldFile_data();
    void failureLeavesTheOldFile();
    void neverReplacesWhatIsNotAFile_data();
    void neverReplacesWhatIsNotAFile();
};

void TestSaveFile::replacesWholeAndKeepsTheMode()
{
    const QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.sgn"));
    QVERIFY(!flagfall::saveFile(local(path), "old"));
    QVERIFY(::chmod(local(path).c_str(), 0640) == 0);
    QVERIFY(!flagfall::saveFile(local(path), "new text"));
    QCOMPARE(contents(path), QByteArray("new text"));
    struct stat st {};
    QVERIFY(::stat(local(path).c_str(), &st) == 0);
    QCOMPARE(int(st.st_mode & 0777), 0640);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
}

void TestSaveFile::failureLeavesTheOldFile_data()
{
    QTest::addColumn<int>("fault");
    QTest::addColumn<qint64>("room"); // bytes that fit on the full disk
    QTest::addColumn<int>("errnoValue");
    QTest::newRow("a full disk, nothing fits") << int(FaultyIo::Fault::FullDisk) << 0LL << ENOSPC;
    QTest::newRow("a full disk, part fits") << int(FaultyIo::Fault::FullDisk) << 5000LL << ENOSPC;
    QTest::newRow("a sync the disk refuses") << int(FaultyIo::Fault::SyncError) << 0LL << EIO;
}

void TestSaveFile::failureLeavesTheOldFile()
{
    QFETCH(int, fault);
    QFETCH(qint64, room);
    QFETCH(int, errnoValue);
    const QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.sgn"));
    QVERIFY(!flagfall::saveFile(local(path), "the good record"));
    const std::string big(20000, 'x');
    std::optional<flagfall::SaveError> failed;
    {
        const FaultyIo faulty(FaultyIo::Fault(fault), dir.path(), room);
        failed = flagfall::saveFile(local(path), big);
        QVERIFY(FaultyIo::failedCalls() > 0);
    }
    QVERIFY(failed);
    QCOMPARE(failed->errnoValue, errnoValue);
    QVERIFY(!failed->reason.empty());
    QCOMPARE(contents(path), QByteArray("the good record"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
}

void TestSaveFile::neverReplacesWhatIsNotAFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("a folder") << QStringLiteral("folder");
    QTest::newRow("a FIFO") << QStringLiteral("fifo");
    QTest::newRow("a device") << QStringLiteral("device");
}

void TestSaveFile::neverReplacesWhatIsNotAFile()
{
    QFETCH(QString, kind);
    const QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("taken"));
    if (kind == QLatin1String("folder")) QVERIFY(QDir().mkdir(path));
    if (kind == QLatin1String("fifo")) QVERIFY(::mkfifo(local(path).c_str(), 0600) == 0);
    if (kind == QLatin1String("device")) path = QStringLiteral("/dev/null");
    const auto failed = flagfall::saveFile(local(path), "text");
    QVERIFY(failed);
    QCOMPARE(failed->reason, std::string("not a regular file"));
    struct stat st {};
    QVERIFY(::stat(local(path).c_str(), &st) == 0);
    QVERIFY(!S_ISREG(st.st_mode));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 0);
}

QTEST_MAIN(TestSaveFile)
#include "tst_savefile.moc"
