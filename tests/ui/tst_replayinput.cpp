// The replay viewer's input, offscreen: stepping by keys, the mouse wheel and autoplay, the
// transport folding when narrow, broken files reported by line and column with the game shown
// before kept, files dropped on the window opened, and the player's comments written into the
// game's file.
#include "board/boardview.h"
#include "faultyio.h"
#include "randomrecord.h"
#include "replay/movesplitter.h"
#include "replay/replaycontroller.h"
#include "replay/replaycontrols.h"
#include "replay/replaymovesmodel.h"
#include "replay/replaypage.h"
#include "replay/reviewpages.h"
#include "settings.h"

#include "core/record.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QSplitterHandle>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

using namespace flagfall;

namespace {

const char kHeader[] = "[Variant \"classic\"]\n"
                       "[RedSetup \"B25424222B/64X8592745/363FS36B22/7B837B63B5\"]\n"
                       "[BlueSetup \"B572746S26/4262X28359/B385222574/4FB363BBB3\"]\n"
                       "\n";

} // namespace

class TestReplayInput : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void stepsByKeysWheelAndAutoplay();
    void controlsFoldWhenNarrow();
    void brokenFilesReported_data();
    void brokenFilesReported();
    void dropsOpenFiles();
    void draggedListShareRemembered();
    void commentsWrittenAreSaved();
    void commentsOfAGameWithoutItsFileStayAsRead();
    void commentOnAFullDiskIsToldOnce();
    void finishedGameOpensFromItsFile();

private:
    Settings* m_settings = nullptr;
};

void TestReplayInput::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_settings = new Settings(this);
}

// Wide, the transport is one row; narrow (a small window), the speed goes under the buttons and
// the slider keeps room to scrub.
void TestReplayInput::controlsFoldWhenNarrow()
{
    ReplayPage page(m_settings);
    QVERIFY(page.openGame(randomRecord(Variant::Duel, 8)));
    ReplayControls* controls = page.controls();
    controls->setParent(nullptr);
    controls->show();
    for (const int width : {900, 330}) {
        controls->resize(width, controls->sizeHint().height());
        QTest::qWait(0);
        const bool narrow = controls->speed()->y() > controls->slider()->y() + 4;
        QCOMPARE(narrow, width < 500);
        QVERIFY2(controls->slider()->width() >= 100, qPrintable(QString::number(width)));
    }
    controls->setParent(&page); // the page deletes it
}

void TestReplayInput::stepsByKeysWheelAndAutoplay()
{
    ReplayPage page(m_settings);
    QVERIFY(page.openGame(randomRecord(Variant::Duel, 8)));
    page.resize(1100, 760);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.boardView()->setFocus();
    QTest::keyClick(page.boardView(), Qt::Key_Right);
    QTest::keyClick(page.boardView(), Qt::Key_Right);
    QCOMPARE(page.controller()->ply(), 2);
    QTest::keyClick(page.boardView(), Qt::Key_Left);
    QCOMPARE(page.controller()->ply(), 1);
    QTest::keyClick(page.boardView(), Qt::Key_End);
    QCOMPARE(page.controller()->ply(), page.controller()->length());
    QTest::keyClick(page.boardView(), Qt::Key_Home);
    QCOMPARE(page.controller()->ply(), 0);

    QWidget* viewport = page.boardView()->viewport();
    const QPoint centre = viewport->rect().center();
    QWheelEvent down(centre, viewport->mapToGlobal(centre), {}, {0, -120}, Qt::NoButton, {},
                     Qt::NoScrollPhase, false);
    QApplication::sendEvent(viewport, &down);
    QCOMPARE(page.controller()->ply(), 1);
    QWheelEvent up(centre, viewport->mapToGlobal(centre), {}, {0, 120}, Qt::NoButton, {},
                   Qt::NoScrollPhase, false);
    QApplication::sendEvent(viewport, &up);
    QCOMPARE(page.controller()->ply(), 0);

    QSignalSpy stopped(page.controller(), &ReplayController::playingChanged);
    page.controller()->setInterval(1);
    QTest::keyClick(page.boardView(), Qt::Key_Space);
    QVERIFY(page.controller()->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(!page.controller()->isPlaying(), 20000);
    QCOMPARE(page.controller()->ply(), page.controller()->length()); // it stops at the end
    QCOMPARE(stopped.count(), 2);
}

// Lines: 1-3 the header, 4 blank, 5 the moves. Columns are counted by hand from the text.
void TestReplayInput::brokenFilesReported_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("where");
    QTest::newRow("tag value without quotes")
        << QByteArray("[Variant classic]\n") << QString("Line 1, column 10:");
    QTest::newRow("no move") << QByteArray(kHeader) + "1. B4-B5 A7-A6 2. Q9-B6\n"
                             << QString("Line 5, column 19:");
    QTest::newRow("wrong move number") << QByteArray(kHeader) + "1. B4-B5 A7-A6 3. B5-B6\n"
                                       << QString("Line 5, column 16:");
    QTest::newRow("R7 a bomb moves") << QByteArray(kHeader) + "1. B4-B5 A7-A6 2. A4-A5\n"
                                     << QString("Move 3 (A4-A5) is illegal:");
}

// The message names the place; the game shown before stays exactly as it was.
void TestReplayInput::brokenFilesReported()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, where);
    QTemporaryDir dir;
    const QString good = dir.filePath("good.sgn"), bad = dir.filePath("bad.sgn");
    QFile f(good);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(kHeader) + "1. B4-B5 A7-A6 2. B5-B6\n");
    f.close();
    QFile b(bad);
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write(text);
    b.close();

    ReplayPage page(m_settings);
    QSignalSpy failed(&page, &ReplayPage::loadFailed);
    QVERIFY(page.openFile(good));
    page.controller()->setPly(2);
    QVERIFY(!page.openFile(bad));
    QCOMPARE(failed.count(), 1);
    const QString message = failed.front().front().toString();
    QVERIFY2(message.contains(where), qPrintable(message));
    QVERIFY(message.contains("bad.sgn"));
    QCOMPARE(page.fileName(), good);
    QCOMPARE(page.controller()->length(), 3);
    QCOMPARE(page.controller()->ply(), 2);
    QCOMPARE(m_settings->recentGames().value(0), QFileInfo(good).absoluteFilePath());

    QVERIFY(!page.openFile(dir.filePath("missing.sgn")));
    QCOMPARE(failed.count(), 2);
}

void TestReplayInput::dropsOpenFiles()
{
    QTemporaryDir dir;
    QMainWindow window;
    auto* pages = new QStackedWidget(&window);
    window.setCentralWidget(pages);
    ReviewPages review(m_settings, pages, dir.filePath("games"));
    review.acceptDrops(&window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy dropped(&review, &ReviewPages::fileDropped);
    QMimeData data;
    const QString path = dir.filePath("game.sgn");
    data.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, {});
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, {});
    QApplication::sendEvent(&window, &drop);
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(dropped.front().front().toString(), path);
    data.setUrls({QUrl::fromLocalFile(dir.filePath("picture.png"))});
    QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, {});
    QApplication::sendEvent(&window, &refused);
    QVERIFY(!refused.isAccepted());
    QDropEvent other(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, {});
    QApplication::sendEvent(&window, &other);
    QCOMPARE(dropped.count(), 1);
}

namespace {

// A game of 60 plies on a page of 1100×760 on screen; whether it was exposed.
bool showGame(ReplayPage& page)
{
    if (!page.openGame(randomRecord(Variant::Duel, 60))) return false;
    page.resize(1100, 760);
    page.show();
    return QTest::qWaitForWindowExposed(&page);
}

// Whether the list has `share` of the splitter's height, to a pixel or two.
bool listHasShare(const MoveSplitter* split, double share)
{
    const int total = split->height() - split->handleWidth();
    return std::abs(split->sizes().value(0) - total * share) <= 2;
}

} // namespace

// The move list dragged to a share of the panel keeps it when the window grows, and a new page
// (the next session) opens with it.
void TestReplayInput::draggedListShareRemembered()
{
    m_settings->setReplayListShare(0);
    double dragged = 0;
    {
        ReplayPage page(m_settings);
        QVERIFY(showGame(page));
        MoveSplitter* split = page.moveSplitter();
        const int before = split->sizes().value(0);
        QSplitterHandle* handle = split->handle(1);
        const QPoint middle = handle->rect().center();
        QTest::mousePress(handle, Qt::LeftButton, {}, middle);
        QTest::mouseMove(handle, middle + QPoint(0, 80));
        QTest::mouseRelease(handle, Qt::LeftButton, {}, middle + QPoint(0, 80));
        QVERIFY2(split->sizes().value(0) > before + 40,
                 qPrintable(QString("%1 then %2").arg(before).arg(split->sizes().value(0))));
        dragged = m_settings->replayListShare();
        QVERIFY(dragged > 0 && dragged < 1);
        QCOMPARE(split->listFraction(), dragged);
        page.resize(1100, 1000);
        QTest::qWait(0);
        QVERIFY(listHasShare(split, dragged));
    }
    ReplayPage next(m_settings);
    QVERIFY(showGame(next));
    QCOMPARE(next.moveSplitter()->listFraction(), dragged);
    QVERIFY(listHasShare(next.moveSplitter(), dragged));
    m_settings->setReplayListShare(0);
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
void TestReplayInput::commentsWrittenAreSaved()
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

// A game handed over without a file (just played) has nowhere to keep a comment: the box only
// shows what the record says.
void TestReplayInput::commentsOfAGameWithoutItsFileStayAsRead()
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
void TestReplayInput::commentOnAFullDiskIsToldOnce()
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
void TestReplayInput::finishedGameOpensFromItsFile()
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

QTEST_MAIN(TestReplayInput)
#include "tst_replayinput.moc"
