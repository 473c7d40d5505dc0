// One program a profile (issue 54, item 4): a second start on the same data folder hands its file
// to the first and is told to end; another profile starts on its own; a lock left by a program
// that died does not stop the next start.
#include "base/singleinstance.h"

#include <QFile>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

class TestSingleInstance : public QObject {
    Q_OBJECT
private slots:
    void secondStartHandsItsFileOver();
    void otherProfilesStartAlone();
    void staleLockIsTakenOver();
};

void TestSingleInstance::secondStartHandsItsFileOver()
{
    const QTemporaryDir profile;
    SingleInstance first(profile.path());
    QVERIFY(first.claim({}));
    QSignalSpy asked(&first, &SingleInstance::fileRequested);
    SingleInstance second(profile.path());
    QVERIFY(!second.claim(QStringLiteral("/games/other game.sgn")));
    QVERIFY(asked.wait(5000) || asked.count() == 1);
    QCOMPARE(asked.front().front().toString(), QStringLiteral("/games/other game.sgn"));
    SingleInstance third(profile.path());
    QVERIFY(!third.claim({})); // no file: the first only comes forward
    QTRY_COMPARE(asked.count(), 2);
    QCOMPARE(asked.back().front().toString(), QString());
}

void TestSingleInstance::otherProfilesStartAlone()
{
    const QTemporaryDir one, two;
    SingleInstance first(one.path());
    SingleInstance second(two.path());
    QVERIFY(first.claim({}));
    QVERIFY(second.claim({}));
}

// A program killed with -9 leaves its lock file; the process it names is gone.
void TestSingleInstance::staleLockIsTakenOver()
{
    const QTemporaryDir profile;
    QFile lock(profile.filePath(QStringLiteral("flagfall.lock")));
    QVERIFY(lock.open(QIODevice::WriteOnly));
    // QLockFile's form: a process id no process has, the program, this host.
    lock.write("999999\nflagfall\n" + QSysInfo::machineHostName().toUtf8() + '\n');
    lock.close();
    SingleInstance next(profile.path());
    QVERIFY(next.claim({}));
}

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
