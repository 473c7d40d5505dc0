// What human players do, in the setup editor: the heat map of a rank on the board (the role and
// the painted tint), a piece in the tray choosing the map, the share of players on each placed
// piece's square, and the predictability of the Flag and Bombs in the side panel.
// The shares are those of core/ai/beliefs/priortable_data.cpp, read there by hand.
#include "base/settings.h"
#include "board/boardview.h"
#include "setup/setupboardmodel.h"
#include "setup/setupeditor.h"
#include "setup/setuplibrarymodel.h"
#include "setup/setupstatspanel.h"
#include "setup/traymodel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QImage>
#include <QListView>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using BoardRoles::HeatRole;
using BoardRoles::HeatTextRole;
using flagfall::Rank;
using flagfall::Variant;

namespace {
const QString kExample = QStringLiteral("B25424222B/64X8592745/363FS36B22/7B837B63B5");
}

class TestSetupStats : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void heatOffByDefault();
    void heatTintsFlagSquaresMost();
    void trayChoosesHeatRank();
    void shareOfPlacedPieces_data();
    void shareOfPlacedPieces();
    void predictabilityPanel();
    void noHumanSetupsForDuel();
    void figureLeavesTheRankInSight_data();
    void figureLeavesTheRankInSight();

private:
    QVariant heatAt(int cell) const;
    int brightness(const QImage& image, int cell) const; // low in the cell, clear of marks

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<SetupLibraryModel> m_library;
    std::unique_ptr<SetupEditor> m_editor;
};

void TestSetupStats::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestSetupStats::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings = std::make_unique<Settings>();
    for (const auto& info : flagfall::allVariants()) m_settings->setLastSetup(info.variant, {});
    m_library = std::make_unique<SetupLibraryModel>(m_dir->filePath("library"));
    m_editor = std::make_unique<SetupEditor>(m_settings.get(), m_library.get());
    m_editor->resize(1000, 700);
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
}

void TestSetupStats::cleanup()
{
    m_editor.reset();
}

QVariant TestSetupStats::heatAt(int cell) const
{
    return m_editor->boardModel()->index(cell / 10, cell % 10).data(HeatRole);
}

int TestSetupStats::brightness(const QImage& image, int cell) const
{
    BoardView* v = m_editor->boardView();
    const QRect r = v->visualRect(m_editor->boardModel()->index(cell / 10, cell % 10));
    const QPoint at =
        v->viewport()->mapTo(v, r.topLeft() + QPoint(r.width() / 4, r.height() * 3 / 4));
    const QColor c = image.pixelColor(at * image.devicePixelRatio());
    return c.red() + c.green() + c.blue();
}

void TestSetupStats::heatOffByDefault()
{
    QCOMPARE(m_editor->statsPanel()->heatRank(), Rank::Unknown);
    QVERIFY(!heatAt(33).isValid());
    QVERIFY(m_editor->boardModel()->index(3, 3).data(HeatTextRole).toString().isEmpty());
}

// The Classic Flag is most often on cells 33 and 36 (0.14904), then on the back corners 30 and
// 39 (0.10423), and almost never in the front row (cell 0: 0.00196).
void TestSetupStats::heatTintsFlagSquaresMost()
{
    QAbstractItemModelTester tester(m_editor->boardModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QComboBox* box = m_editor->statsPanel()->heatBox();
    const int flag = box->findData(int(Rank::Flag));
    QVERIFY(flag > 0);
    box->setCurrentIndex(flag);
    emit box->activated(flag); // as a choice in the list
    QCOMPARE(m_editor->boardModel()->heatRank(), Rank::Flag);
    QCOMPARE(heatAt(33).toDouble(), 1.0);
    QCOMPARE(heatAt(36).toDouble(), 1.0);
    for (int cell = 0; cell < flagfall::kSetupSquares; ++cell)
        QVERIFY(heatAt(cell).toDouble() <= 1.0);
    QVERIFY(qAbs(heatAt(30).toDouble() - 0.10423 / 0.14904) < 1e-5);
    QVERIFY(heatAt(0).toDouble() < 0.02);
    const auto text = [this](int cell) {
        return m_editor->boardModel()->index(cell / 10, cell % 10).data(HeatTextRole).toString();
    };
    QCOMPARE(text(33), QStringLiteral("15%"));
    QCOMPARE(text(30), QStringLiteral("10%"));
    QCOMPARE(text(0), QStringLiteral("0.2%"));
    // Painted: the most common squares are lit, the rarer ones veiled, the front row darkest.
    const QImage image = m_editor->boardView()->grab().toImage();
    QVERIFY2(
        brightness(image, 33) > brightness(image, 30),
        qPrintable(QStringLiteral("%1 %2").arg(brightness(image, 33)).arg(brightness(image, 30))));
    QVERIFY(brightness(image, 30) > brightness(image, 0));
    QCOMPARE(brightness(image, 36), brightness(image, 33));
    box->setCurrentIndex(0);
    emit box->activated(0);
    QVERIFY(!heatAt(33).isValid());
}

void TestSetupStats::trayChoosesHeatRank()
{
    QListView* tray = m_editor->trayView();
    TrayModel* model = m_editor->trayModel();
    tray->setCurrentIndex(model->index(model->rowOf(Rank::Marshal)));
    QCOMPARE(m_editor->statsPanel()->heatRank(), Rank::Unknown); // no map asked for: none
    m_editor->statsPanel()->setHeatRank(Rank::Bomb);
    QCOMPARE(m_editor->boardModel()->heatRank(), Rank::Bomb);
    tray->setCurrentIndex(model->index(model->rowOf(Rank::Flag)));
    QCOMPARE(m_editor->statsPanel()->heatRank(), Rank::Flag);
    QCOMPARE(m_editor->boardModel()->heatRank(), Rank::Flag);
    QCOMPARE(m_editor->statsPanel()->heatBox()->currentText(), QStringLiteral("Flag"));
}

void TestSetupStats::shareOfPlacedPieces_data()
{
    QTest::addColumn<int>("cell");
    QTest::addColumn<int>("rank");
    QTest::addColumn<QString>("text");
    // Red's setup cell 33 is D1, cell 0 is A4.
    QTest::newRow("Flag D1") << 33 << int(Rank::Flag)
                             << "D1: your Flag. 15% of players put their Flag here.";
    QTest::newRow("Bomb A4") << 0 << int(Rank::Bomb)
                             << "A4: your Bomb. 9% of players put a Bomb here.";
    // kClassicPrior[0][Marshal] = 0.00490: below 1%, with a decimal.
    QTest::newRow("Marshal A4") << 0 << int(Rank::Marshal)
                                << "A4: your Marshal. 0.5% of players put their Marshal here.";
}

void TestSetupStats::shareOfPlacedPieces()
{
    QFETCH(int, cell);
    QFETCH(int, rank);
    QFETCH(QString, text);
    SetupBoardModel* board = m_editor->boardModel();
    QVERIFY(board->place(cell, Rank(rank)));
    const QModelIndex i = board->index(cell / 10, cell % 10);
    QCOMPARE(i.data(Qt::ToolTipRole).toString(), text);
    QCOMPARE(i.data(Qt::AccessibleTextRole).toString(), text);
    // With the Flag's heat map on, another square tells of the Flag too.
    m_editor->statsPanel()->setHeatRank(Rank::Flag);
    QCOMPARE(board->index(3, 6).data(Qt::ToolTipRole).toString(),
             QStringLiteral("G1: empty. 15% of players put their Flag here."));
}

// The example's Flag on cell 23 (0.01822: 2%, whole percents from 1% up) against the average
// 0.0952583; its Bombs 0.19831 against 0.1897881; ratios 0.191270 and 1.044902, mean 0.618086:
// less predictable.
void TestSetupStats::predictabilityPanel()
{
    SetupStatsPanel* panel = m_editor->statsPanel();
    QVERIFY(panel->statsText().contains(QStringLiteral("Place the Flag and every Bomb")));
    QVERIFY(m_editor->boardModel()->place(33, Rank::Flag));
    QVERIFY(panel->statsText().contains(
        QStringLiteral("Flag: 15% of players put theirs here (average setup: 10%)")));
    QVERIFY(m_editor->pasteText(kExample));
    const QString text = panel->statsText();
    QVERIFY2(text.contains(QStringLiteral("Flag: 2% of players put theirs here (average setup: "
                                          "10%)")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral(
        "Bomb: on average 20% of players put one where yours stand (average setup: 19%)")));
    QVERIFY(text.contains(QStringLiteral("Predictability: 62% of the average setup's")));
    QVERIFY(text.contains(QStringLiteral("Less predictable than the average setup")));
    QCOMPARE(panel->guess().verdict, flagfall::ai::Predictability::Less);
}

void TestSetupStats::noHumanSetupsForDuel()
{
    m_editor->statsPanel()->setHeatRank(Rank::Flag);
    m_editor->setVariant(Variant::Duel);
    QVERIFY(!m_editor->statsPanel()->heatBox()->isEnabled());
    QVERIFY(!heatAt(30).isValid());
    QVERIFY(m_editor->statsPanel()->statsText().contains(
        QStringLiteral("There are no human setups of this army")));
    m_editor->setVariant(Variant::Barrage); // Barrage's own setups, the map still off
    QVERIFY(m_editor->statsPanel()->heatBox()->isEnabled());
    QCOMPARE(m_editor->statsPanel()->heatRank(), Rank::Unknown);
}

void TestSetupStats::figureLeavesTheRankInSight_data()
{
    QTest::addColumn<int>("cell");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shown"); // the figure's text, "" for none
    QTest::newRow("a large square: the rarest") << 90 << "<0.1%"
                                                << "<0.1%";
    QTest::newRow("a large square: 15%") << 90 << "15%"
                                         << "15%";
    QTest::newRow("800x600: 15%") << 33 << "15%"
                                  << "15";
    QTest::newRow("800x600: the rarest") << 33 << "<0.1%"
                                         << "";
    QTest::newRow("a tiny square: the rarest") << 20 << "<0.1%"
                                               << "";
}

// A figure leaves the rank in the other corner readable, a Marshal's "10" too (at 800x600, "<0.1%"
// covered it): in a smaller font first, then without its per cent sign, else not at all.
void TestSetupStats::figureLeavesTheRankInSight()
{
    QFETCH(int, cell);
    QFETCH(QString, text);
    QFETCH(QString, shown);
    const QFont font = m_editor->boardView()->font();
    const BoardView::HeatFigure figure = BoardView::heatFigure(text, cell, font);
    QCOMPARE(figure.text, shown);
    if (shown.isEmpty()) return;
    QVERIFY(figure.pixels >= 7 && figure.pixels <= std::max(7, cell / 5));
    QVERIFY(BoardView::badgeWidth(figure.text, figure.pixels, font) <=
            BoardView::heatFigureRoom(cell));
}

QTEST_MAIN(TestSetupStats)
#include "tst_setupstats.moc"
