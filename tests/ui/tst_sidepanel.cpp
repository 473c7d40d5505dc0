// The column beside the game board, offscreen: the computer's thinking bar (when it shows, what
// it paints), the buttons, and the armies, moves and messages in small and large windows.
#include "playfixture.h"

#include "board/gamesession.h"
#include "board/gamestatus.h"
#include "play/armymodel.h"
#include "play/gamepage.h"
#include "play/gamesidepanel.h"
#include "play/movelistmodel.h"

#include <QApplication>
#include <QLabel>
#include <QListView>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTest>

namespace {

// A side panel on its own, over an empty game.
struct LonePanel {
    GameSession session;
    ArmyModel army{&session};
    MoveListModel moves{&session};
    GameSidePanel panel{&army, &moves, Numbering::Modern, new QWidget}; // the panel owns the box
};

// Counts the paint events a widget receives.
class PaintCounter : public QObject {
public:
    int paints = 0;
    bool eventFilter(QObject*, QEvent* e) override
    {
        paints += e->type() == QEvent::Paint;
        return false;
    }
};

} // namespace

class TestSidePanel : public QObject, private PlayFixture {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { startPlay(); }
    void cleanup() { endPlay(); }
    void thinkingBarWaitsBeforeItShows();
    void quickAnswerShowsNoBar();
    void thinkingProgressPaintsWithTheWindow();
    void buttonsPairWhereTheyFit();
    void finishedGameLeavesRoomForTheLists();
    void everyRankInSight_data();
    void everyRankInSight();
    void longMessageShowsWholeAndApart();
};

// The thinking bar waits before it shows (levels 1 and 2 answer in a few milliseconds, and a bar
// for every such move would only flash, the lists below it jumping) and goes at once.
void TestSidePanel::thinkingBarWaitsBeforeItShows()
{
    LonePanel lone;
    GameSidePanel& panel = lone.panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QProgressBar* bar = panel.thinking();
    panel.setThinking(true);
    QVERIFY(bar->isHidden());
    QTRY_VERIFY(!bar->isHidden());
    panel.setThinking(true); // told again while it shows: it stays
    QVERIFY(!bar->isHidden());
    panel.setThinking(false);
    QVERIFY(bar->isHidden());
}

// A quick answer ends the wait before the bar shows, and it never comes afterwards.
void TestSidePanel::quickAnswerShowsNoBar()
{
    LonePanel lone;
    GameSidePanel& panel = lone.panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setThinking(true);
    panel.setThinking(false);
    QTest::qWait(900); // three times the wait
    QVERIFY(panel.thinking()->isHidden());
}

// The computer's progress is painted on the next pass of the event loop with the rest of the
// window: QProgressBar::setValue alone paints at once, every 50 ms while the computer thinks.
void TestSidePanel::thinkingProgressPaintsWithTheWindow()
{
    GamePage page(m_settings.get(), m_statistics.get());
    QVERIFY(showForPlay(page));
    auto* panel = page.findChild<GameSidePanel*>();
    QVERIFY(panel);
    QProgressBar* bar = panel->thinking();
    bar->show();
    QCoreApplication::processEvents();
    PaintCounter counter;
    bar->installEventFilter(&counter);
    bar->setValue(20); // the control: Qt's own setValue paints before it returns
    QVERIFY(counter.paints > 0);
    counter.paints = 0;
    panel->setThinkingProgress(40);
    QCOMPARE(bar->value(), 40);
    QCOMPARE(counter.paints, 0);
    QTRY_VERIFY(counter.paints > 0);
}

// A narrow panel or a long word (German's "Unentschieden anbieten") puts only that pair's buttons
// one per row; the others stay two by two, so the armies keep their room.
void TestSidePanel::buttonsPairWhereTheyFit()
{
    LonePanel lone;
    GameSidePanel& panel = lone.panel;
    auto* draw = panel.button(GameSidePanel::Draw);
    draw->setText(QStringLiteral("Unentschieden anbieten"));
    int others = 0;
    for (int b = 0; b < GameSidePanel::ButtonCount; ++b)
        if (b != GameSidePanel::Draw)
            others = std::max(others, panel.button(GameSidePanel::Button(b))->sizeHint().width());
    const int width = 2 * others + 20;
    QVERIFY(draw->sizeHint().width() > width / 2);
    panel.resize(width, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));

    const auto row = [&](GameSidePanel::Button b) { return panel.button(b)->y(); };
    QCOMPARE(row(GameSidePanel::Undo), row(GameSidePanel::Hint));
    QVERIFY(row(GameSidePanel::Draw) < row(GameSidePanel::Resign));
    QCOMPARE(row(GameSidePanel::Save), row(GameSidePanel::Menu));
    for (int b = 0; b < GameSidePanel::ButtonCount; ++b) {
        const QPushButton* button = panel.button(GameSidePanel::Button(b));
        QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
    }
}

// Once the game is over, Hint, Offer draw and Resign go, and on an 800x600 screen the armies,
// the moves and the result keep their whole headings and lists.
void TestSidePanel::finishedGameLeavesRoomForTheLists()
{
    GamePage page(m_settings.get(), m_statistics.get());
    QVERIFY(showForPlay(page));
    page.resize(736, 500);
    page.controller()->newGame(sergeantGame(), 5);
    auto* panel = page.findChild<GameSidePanel*>();
    QVERIFY(panel->button(GameSidePanel::Resign)->isVisible());
    page.controller()->resign();
    QTRY_VERIFY(page.controller()->status()->over());
    QApplication::processEvents();
    for (auto b : {GameSidePanel::Hint, GameSidePanel::Draw, GameSidePanel::Resign})
        QVERIFY(panel->button(b)->isHidden());
    QVERIFY(panel->button(GameSidePanel::Menu)->isVisible());
    for (QWidget* w : panel->findChildren<QWidget*>()) {
        if (!w->isVisible() || w->parentWidget() != panel) continue;
        QVERIFY2(w->height() >= w->minimumSizeHint().height(),
                 qPrintable(QStringLiteral("%1 %2: %3 < %4")
                                .arg(w->metaObject()->className(), w->objectName())
                                .arg(w->height())
                                .arg(w->minimumSizeHint().height())));
    }
}

// In the window a laptop's screen opens (1100 by 680: firstWindowSize) the armies show every
// rank at full height and the moves take the rest of the column; in an 800x600 screen's (736 by
// 520 below the menu) the rows get lower, and still no rank is out of sight.
void TestSidePanel::everyRankInSight_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("fullHeight");
    QTest::newRow("laptop") << QSize(1100, 680) << true;
    QTest::newRow("800x600") << QSize(736, 520) << false;
}

void TestSidePanel::everyRankInSight()
{
    QFETCH(QSize, size);
    QFETCH(bool, fullHeight);
    GamePage page(m_settings.get(), m_statistics.get());
    QVERIFY(showForPlay(page));
    page.resize(size);
    page.controller()->newGame(sergeantGame(), 5);
    QApplication::processEvents();
    auto* panel = page.findChild<GameSidePanel*>();
    const QList<QListView*> lists = panel->findChildren<QListView*>();
    QCOMPARE(lists.size(), 2);
    QListView* armies = lists[0]->model()->rowCount() == 12 ? lists[0] : lists[1];
    QListView* moves = armies == lists[0] ? lists[1] : lists[0];
    QCOMPARE(armies->model()->rowCount(), 12); // Classic: ten ranks, Bomb and Flag
    QTRY_COMPARE(armies->verticalScrollBar()->maximum(), 0);
    const QModelIndex last = armies->model()->index(11, 0);
    QVERIFY(armies->viewport()->rect().contains(armies->visualRect(last)));
    const int row = armies->visualRect(last).height();
    QCOMPARE(row >= 24, fullHeight);
    QVERIFY(row >= armies->fontMetrics().height()); // the text still reads
    if (fullHeight) QVERIFY(moves->height() >= 3 * row);
}

// A battle message of several lines (Czech's are the longest) shows whole in a narrow panel, and
// the armies' heading starts half a line below its end, not against it.
void TestSidePanel::longMessageShowsWholeAndApart()
{
    LonePanel lone;
    GameSidePanel& panel = lone.panel;
    panel.message()->setText(QStringLiteral(
        "Tvůj Seržant (4) zaútočil na Kapitána (6) soupeře na E7 a prohrál; Kapitán je teď "
        "odhalen a stojí na E7."));
    panel.resize(240, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QLabel* message = panel.message();
    const int lineHeight = message->fontMetrics().height();
    QVERIFY2(message->heightForWidth(message->width()) >= 3 * lineHeight,
             "the text is long enough for three lines");
    QVERIFY(message->height() >= message->heightForWidth(message->width()));
    QLabel* heading = nullptr;
    for (QLabel* label : panel.findChildren<QLabel*>())
        if (label->text().startsWith(QStringLiteral("Armies"))) heading = label;
    QVERIFY(heading);
    const int textEnd = message->y() + message->heightForWidth(message->width());
    QVERIFY2(heading->y() >= textEnd + lineHeight / 2,
             qPrintable(QStringLiteral("%1 < %2").arg(heading->y()).arg(textEnd)));
}

QTEST_MAIN(TestSidePanel)
#include "tst_sidepanel.moc"
