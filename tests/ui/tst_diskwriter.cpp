// The writer that saves files on a thread of its own (ui/base/diskwriter.h): the newest bytes win,
// nothing is written twice for nothing, a reader that waits sees the last write whole, and a
// full disk is told and leaves the old file.
#include "base/diskwriter.h"
#include "faultyio.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <mutex>

namespace {

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestDiskWriter : public QObject {
    Q_OBJECT

private slots:
    void waitingSeesTheLastWrite_data();
    void waitingSeesTheLastWrite();
    void pathsKeepTheirOrder();
    void missingFolderIsMade();
    void fullDiskIsToldAndKeepsTheOldFile();
};

void TestDiskWriter::waitingSeesTheLastWrite_data()
{
    QTest::addColumn<int>("writes");
    QTest::newRow("one") << 1;
    QTest::newRow("a hundred in a row") << 100;
}

// However many saves come one after the other, the file ends with the last of them.
void TestDiskWriter::waitingSeesTheLastWrite()
{
    QFETCH(int, writes);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.sgn"));
    for (int i = 1; i <= writes; ++i) DiskWriter::instance().write(path, QByteArray::number(i));
    DiskWriter::instance().waitFor(path);
    QCOMPARE(contents(path), QByteArray::number(writes));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("game.sgn")});
}

// Two files written in turn each end with their own last bytes.
void TestDiskWriter::pathsKeepTheirOrder()
{
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a")), b = dir.filePath(QStringLiteral("b"));
    for (int i = 0; i < 20; ++i) {
        DiskWriter::instance().write(a, "a" + QByteArray::number(i));
        DiskWriter::instance().write(b, "b" + QByteArray::number(i));
    }
    DiskWriter::instance().waitFor(a);
    DiskWriter::instance().waitFor(b);
    QCOMPARE(contents(a), QByteArray("a19"));
    QCOMPARE(contents(b), QByteArray("b19"));
}

// A first save on a new profile: the folder is made first.
void TestDiskWriter::missingFolderIsMade()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("not/yet/there/game.sgn"));
    DiskWriter::instance().write(path, "saved");
    DiskWriter::instance().waitFor(path);
    QCOMPARE(contents(path), QByteArray("saved"));
}

// On a full disk the callback gets the reason and the file keeps what it held.
void TestDiskWriter::fullDiskIsToldAndKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.sgn"));
    DiskWriter::instance().write(path, "old");
    DiskWriter::instance().waitFor(path);
    std::mutex mutex;
    QStringList told;
    {
        FaultyIo full(FaultyIo::Fault::FullDisk, dir.path());
        DiskWriter::instance().write(path, "new and longer", [&](const QString& why) {
            std::lock_guard lock(mutex);
            told << why;
        });
        DiskWriter::instance().waitFor(path);
    }
    QCOMPARE(told.size(), 1);
    QVERIFY2(!told.front().isEmpty(), "no reason given");
    QCOMPARE(contents(path), QByteArray("old"));
}

QTEST_GUILESS_MAIN(TestDiskWriter)
#include "tst_diskwriter.moc"
