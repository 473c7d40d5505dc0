// The replay viewer's input, offscreen: stepping by keys, the mouse wheel and autoplay, the
// transport folding when narrow, broken files reported by line and column with the game shown
// before kept, and files dropped on the window opened.
#include "base/settings.h"
#include "board/boardview.h"
#include "library/reviewpages.h"
#include "randomrecord.h"
#include "replay/movesplitter.h"
#include "replay/replaycontroller.h"
#include "replay/replaycontrols.h"
#include "replay/replaymovesmodel.h"
#include "replay/replaypage.h"

#include "core/records/record.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QMimeData>
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

QTEST_MAIN(TestReplayInput)
#include "tst_replayinput.moc"
