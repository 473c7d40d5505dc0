// The start page on small and large screens (issue 13, items 8 and 10): every button whole and
// in the window, and the player's results whole, however many there are.
#include "base/settings.h"
#include "games/gamelibrary.h"
#include "play/statistics.h"
#include "play/statisticsview.h"
#include "startpage.h"
#include "windowsize.h"

#include <QApplication>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using flagfall::Side;
using flagfall::Variant;

namespace {
// The header of a game the player (Red) won against the computer at `level`: all that the
// statistics read of a stored game.
flagfall::GameRecord wonGame(Variant v, int level)
{
    flagfall::GameRecord rec;
    rec.setTag("Variant", std::string(flagfall::variantInfo(v).name));
    rec.setTag("Opponent", "computer");
    rec.setTag("Level", std::to_string(level));
    rec.setTag("Result", "1-0");
    return rec;
}
} // namespace

class TestStartPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void everythingFits_data();
    void everythingFits();
    void returnPressesTheOneChosen();
    void firstWindowSuitsTheScreen_data();
    void firstWindowSuitsTheScreen();
    void firstWindowFrameIsCentred_data();
    void firstWindowFrameIsCentred();

private:
    std::unique_ptr<Settings> m_settings;
};

void TestStartPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestStartPage::init()
{
    m_settings = std::make_unique<Settings>();
    m_settings->store()->clear();
}

void TestStartPage::everythingFits_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("results"); // rows of results: variants and levels played
    QTest::addColumn<bool>("unfinished");
    QTest::addColumn<bool>("roomy"); // with the emblem and tall buttons
    // The page's share of a window on an 800x600 screen (menu and status bars taken off).
    const QSize small(736, 500);
    QTest::newRow("800x600, first start") << small << 0 << false << false;
    QTest::newRow("800x600, a game to continue, three results") << small << 3 << true << false;
    QTest::newRow("800x600, a game to continue, nine results") << small << 9 << true << false;
    QTest::newRow("the window's least size, six results") << QSize(620, 420) << 6 << true << false;
    QTest::newRow("1920x1080, a game to continue, nine results")
        << QSize(1900, 980) << 9 << true << true;
}

void TestStartPage::everythingFits()
{
    QFETCH(QSize, size);
    QFETCH(int, results);
    QFETCH(bool, unfinished);
    QFETCH(bool, roomy);
    const QTemporaryDir library;
    for (int i = 0; i < results; ++i)
        QVERIFY(
            !GameLibrary(library.path())
                 .store(wonGame(i % 2 ? Variant::Barrage : Variant::Classic, 1 + i / 2), Side::Red)
                 .isEmpty());
    Statistics statistics(library.path());
    QWidget window; // as the main window's pages, the page gets the size it is given
    window.resize(size);
    auto& page = *new StartPage(&window);
    page.setStatistics(new StatisticsView(&statistics, &page));
    page.setContinueAvailable(unfinished);
    page.setGeometry(window.rect());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(page.size(), size);

    const QRect inside = page.rect();
    QWidget* view = page.findChild<StatisticsView*>();
    QVERIFY2(inside.contains(view->geometry()), "results cut off");
    QVERIFY(view->height() >= view->minimumSizeHint().height());
    for (QPushButton* b : page.findChildren<QPushButton*>()) {
        if (b->isHidden()) continue;
        QVERIFY2(inside.contains(b->geometry()), qPrintable(b->text()));
        QVERIFY2(b->height() >= b->minimumHeight(), qPrintable(b->text()));
        QVERIFY2(!b->geometry().intersects(view->geometry()), qPrintable(b->text()));
    }
    QCOMPARE(page.arrangement() == StartPage::Arrangement::Roomy, roomy);
}

// One button looks chosen, and Return presses it: the one to go on with at first, then the one
// the keyboard moved to (the first stayed highlighted beside the focused one).
void TestStartPage::returnPressesTheOneChosen()
{
    StartPage page;
    page.setContinueAvailable(true);
    page.show();
    page.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&page));
    const auto chosen = [&page] {
        QStringList out;
        for (QPushButton* b : page.findChildren<QPushButton*>())
            if (b->isDefault()) out << b->text();
        return out;
    };
    QCOMPARE(chosen(), QStringList{QStringLiteral("Continue the game")});
    QCOMPARE(qobject_cast<QPushButton*>(QApplication::focusWidget())->text(),
             QStringLiteral("Continue the game"));

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(chosen(), QStringList{QStringLiteral("Setups")});
    QSignalSpy setups(&page, &StartPage::setupsRequested);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(setups.count(), 1);
}

// The first start, before a geometry is saved: a small screen gets as much of itself as keeps its
// edges in sight (92%), a laptop's screen the comfortable 1100 pixels across, a large screen
// four fifths of it but no wider than 1.6 times the height (beyond, only margins grow).
void TestStartPage::firstWindowSuitsTheScreen_data()
{
    QTest::addColumn<QSize>("available");
    QTest::addColumn<QSize>("expected");
    QTest::newRow("800x600") << QSize(800, 600) << QSize(736, 552);
    QTest::newRow("least screen") << QSize(640, 480) << QSize(640, 480);
    QTest::newRow("laptop 1366x768") << QSize(1366, 738) << QSize(1100, 679);
    QTest::newRow("1920x1080") << QSize(1920, 1050) << QSize(1344, 840);
    QTest::newRow("2560x1440") << QSize(2560, 1400) << QSize(1792, 1120);
    QTest::newRow("ultrawide 3440x1440") << QSize(3440, 1400) << QSize(1792, 1120);
    QTest::newRow("portrait 1080x1920") << QSize(1080, 1890) << QSize(994, 1512);
}

void TestStartPage::firstWindowSuitsTheScreen()
{
    QFETCH(QSize, available);
    QFETCH(QSize, expected);
    QCOMPARE(firstWindowSize(available, QSize(640, 480)), expected);
}

void TestStartPage::firstWindowFrameIsCentred_data()
{
    QTest::addColumn<QRect>("available");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QPoint>("expected"); // the frame's top left corner
    // 552 + 20 = 572 high: 14 above and 14 below in 600.
    QTest::newRow("800x600") << QRect(0, 0, 800, 600) << QSize(736, 552) << QPoint(32, 14);
    // A panel of 30 at the top: the frame's 699 leaves 39 of the 738 below it, 19 above.
    QTest::newRow("laptop, panel above")
        << QRect(0, 30, 1366, 738) << QSize(1100, 679) << QPoint(133, 49);
    // The second of two screens, side by side.
    QTest::newRow("second screen")
        << QRect(1920, 0, 1920, 1050) << QSize(1344, 840) << QPoint(2208, 95);
    // Taller than the screen with its title bar: the title bar stays in sight.
    QTest::newRow("least screen") << QRect(0, 0, 640, 480) << QSize(640, 480) << QPoint(0, 0);
}

// The window manager adds the title bar below the point given to move(): the whole frame, not
// only the window inside it, sits in the middle of the screen.
void TestStartPage::firstWindowFrameIsCentred()
{
    QFETCH(QRect, available);
    QFETCH(QSize, size);
    QFETCH(QPoint, expected);
    QCOMPARE(firstWindowPosition(available, size, 20), expected);
}

QTEST_MAIN(TestStartPage)
#include "tst_startpage.moc"
