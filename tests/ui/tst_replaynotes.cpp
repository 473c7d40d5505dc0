// The replay's comments: the player's own words written into the game's file (pauses in typing,
// another move, leaving the page), the program's marks kept apart, a game without a file of its
// own read only, a full disk told once, and a game just finished opened from its file.
#include "base/settings.h"
#include "faultyio.h"
#include "library/reviewpages.h"
#include "randomrecord.h"
#include "replay/replaycontroller.h"
#include "replay/replaymovesmodel.h"
#include "replay/replaypage.h"

#include "core/records/record.h"

#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace flagfall;

class TestReplayNotes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void commentsWrittenAreSaved();
    void programMarksStandBesideTheBox_data();
    void programMarksStandBesideTheBox();
    void commentsOfAGameWithoutItsFileStayAsRead();
    void commentOnAFullDiskIsToldOnce();
    void finishedGameOpensFromItsFile();

private:
    Settings* m_settings = nullptr;
};

void TestReplayNotes::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_settings = new Settings(this);
}

namespace {

bool putRecord(const QString& path, const GameRecord& record)
{
    QFile out(path);
    return out.open(QIODevice::WriteOnly) &&
           out.write(QByteArray::fromStdString(writeRecord(record))) >= 0;
}

// The record's comments after `ply` plies, as read back from the file.
QStringList commentsIn(const QString& path, int ply)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {QStringLiteral("unreadable")};
    const auto record = readRecord(f.readAll().toStdString());
    if (!record) return {QStringLiteral("broken")};
    QStringList out;
    for (const RecordComment& c : record.value->comments)
        if (c.ply == ply) out << QString::fromStdString(c.text);
    return out;
}

} // namespace

// The comment box of a game with a file of its own is the player's to write in: typed (the
// replay's keys type there, they do not step), it is in the file once another move is shown,
// the program's own marks on that move stay, a '}' cannot end the comment early, and an emptied
// box takes the comment out.
void TestReplayNotes::commentsWrittenAreSaved()
{
    GameRecord rec = randomRecord(Variant::Duel, 21);
    rec.comments = {{1, "the \u202Ereversed"}, {2, "a quiet start"}, {4, "undo"}};
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.sgn"));
    QVERIFY(putRecord(path, rec));
    ReplayPage page(m_settings);
    QVERIFY(page.openFile(path));
    page.show();
    page.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&page));
    page.controller()->setPly(1); // shown without the bidi override, as anything from a file
    QCOMPARE(page.comment(), QStringLiteral("the reversed"));
    page.controller()->setPly(2);
    QCOMPARE(page.comment(), QStringLiteral("a quiet start"));
    QVERIFY(!page.commentBox()->isReadOnly());

    page.controller()->setPly(4);
    QCOMPARE(page.comment(), QString()); // "undo" is the program's mark, not the player's words
    page.commentBox()->setFocus();
    QTest::keyClicks(page.commentBox(), QStringLiteral("Spy np {bold}"));
    QCOMPARE(page.controller()->ply(), 4);
    page.controller()->setPly(5);
    QCOMPARE(commentsIn(path, 4),
             (QStringList{QStringLiteral("undo"), QStringLiteral("Spy np {bold)")}));
    QVERIFY(page.moveList()
                ->index(4)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("Spy np")));

    page.controller()->setPly(2);
    page.commentBox()->clear();
    page.controller()->setPly(0);
    QCOMPARE(commentsIn(path, 2), QStringList());
    QCOMPARE(commentsIn(path, 4).size(), 2);
    // Shown but not edited, a comment is saved as it was read.
    QCOMPARE(commentsIn(path, 1), QStringList{QString::fromUtf8("the \u202Ereversed")});

    // Leaving the page saves what was typed last, without another move shown.
    page.controller()->setPly(3);
    page.commentBox()->setPlainText(QStringLiteral("last words"));
    page.hide();
    QCOMPARE(commentsIn(path, 3), QStringList{QStringLiteral("last words")});
}

void TestReplayNotes::programMarksStandBesideTheBox_data()
{
    QTest::addColumn<std::string>("mark");
    QTest::addColumn<QString>("shown");
    QTest::newRow("hint") << std::string("hint: A4-A5") << QStringLiteral("Hint: A4-A5");
    QTest::newRow("undo") << std::string("undo") << QStringLiteral("A move was taken back here.");
}

// The program's own marks on a move (a hint asked for, a move taken back) are not the player's
// to edit: beside an editable box they stand by its label, on that move only; a read-only box
// shows them among the comments.
void TestReplayNotes::programMarksStandBesideTheBox()
{
    QFETCH(std::string, mark);
    QFETCH(QString, shown);
    GameRecord rec = randomRecord(Variant::Duel, 25);
    rec.comments = {{3, mark}, {3, "mine"}};
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.sgn"));
    QVERIFY(putRecord(path, rec));
    ReplayPage page(m_settings);
    QVERIFY(page.openFile(path));
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.controller()->setPly(3);
    QCOMPARE(page.comment(), QStringLiteral("mine"));
    QVERIFY(page.commentMarks()->isVisible());
    QCOMPARE(page.commentMarks()->text(), shown);
    page.controller()->setPly(2);
    QVERIFY(!page.commentMarks()->isVisible());

    QVERIFY(page.openGame(rec)); // no file: the box shows all, the marks with the comment
    page.controller()->setPly(3);
    QVERIFY(page.commentBox()->isReadOnly());
    QVERIFY(!page.commentMarks()->isVisible());
    QCOMPARE(page.comment(), shown + QStringLiteral("\nmine"));
}

// A game handed over without a file (just played) has nowhere to keep a comment: the box only
// shows what the record says.
void TestReplayNotes::commentsOfAGameWithoutItsFileStayAsRead()
{
    GameRecord rec = randomRecord(Variant::Duel, 22);
    rec.comments = {{1, "first"}};
    ReplayPage page(m_settings);
    QVERIFY(page.openGame(rec));
    page.controller()->setPly(1);
    QCOMPARE(page.comment(), QStringLiteral("first"));
    QVERIFY(page.commentBox()->isReadOnly());
    page.controller()->setPly(2);
    QVERIFY(page.commentBox()->isReadOnly());
    QCOMPARE(page.comment(), QString());
}

// A comment that cannot be saved (a full disk) is told once, the file stays as it was and the box
// turns read only, still showing the comment, which the game on the page keeps.
void TestReplayNotes::commentOnAFullDiskIsToldOnce()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.sgn"));
    const GameRecord rec = randomRecord(Variant::Duel, 23);
    QVERIFY(putRecord(path, rec));
    const QByteArray before = QByteArray::fromStdString(writeRecord(rec));
    ReplayPage page(m_settings);
    QVERIFY(page.openFile(path));
    QSignalSpy failed(&page, &ReplayPage::saveFailed);
    {
        FaultyIo full(FaultyIo::Fault::FullDisk, dir.path());
        page.controller()->setPly(3);
        page.commentBox()->setPlainText(QStringLiteral("kept on the page"));
        page.controller()->setPly(4);
        QVERIFY(FaultyIo::failedCalls() > 0);
        page.controller()->setPly(3);
        QCOMPARE(page.comment(), QStringLiteral("kept on the page"));
        QVERIFY(page.commentBox()->isReadOnly());
        page.hide();
    }
    QCOMPARE(failed.count(), 1);
    QFile in(path);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QCOMPARE(in.readAll(), before);
}

// A game just finished opens from the game library's file it was kept in, so comments on it can
// be written there; a game that was not kept opens from its record, read only.
void TestReplayNotes::finishedGameOpensFromItsFile()
{
    QTemporaryDir dir;
    QStackedWidget pages;
    ReviewPages review(m_settings, &pages, dir.filePath(QStringLiteral("games")));
    const GameRecord rec = randomRecord(Variant::Duel, 24);
    const QString path = dir.filePath(QStringLiteral("kept.sgn"));
    QVERIFY(putRecord(path, rec));
    QVERIFY(review.openGame(rec, path));
    QCOMPARE(review.replayPage()->fileName(), path);
    review.replayPage()->controller()->setPly(1);
    QVERIFY(!review.replayPage()->commentBox()->isReadOnly());

    QVERIFY(review.openGame(rec));
    QVERIFY(review.replayPage()->fileName().isEmpty());
    QVERIFY(review.replayPage()->commentBox()->isReadOnly());
}

QTEST_MAIN(TestReplayNotes)
#include "tst_replaynotes.moc"
