// The replay's beliefs layer: its model under QAbstractItemModelTester; switched on, the badge
// of the likeliest rank and its chance on the hidden pieces and the Flag heat on their squares;
// whose beliefs follow the board's perspective, the computer's by default in a game against it.
#include "base/settings.h"
#include "board/boardmodel.h"
#include "board/boardview.h"
#include "replay/beliefslayer.h"
#include "replay/beliefsmodel.h"
#include "replay/beliefsoverlay.h"
#include "replay/replaycontroller.h"
#include "replay/replaypage.h"

#include "core/match/match.h"
#include "core/match/player.h"
#include "core/records/desktoptags.h"
#include "core/records/record.h"

#include <QAbstractItemModelTester>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace flagfall;
using Perspective = BoardModel::Perspective;

namespace {

// A random game; against the computer at `level` (Blue) when level > 0, else between two people
// named Anna and Ben with no desktop tags.
GameRecord game(int level, std::uint64_t seed = 3)
{
    RandomPlayer red(seed * 2 + 1), blue(seed * 2 + 2);
    Random rng(seed);
    const Game g = playGame(red, blue, Variant::Classic, RuleSet{}, rng, 120);
    if (level <= 0) return recordOf(g, {{"Red", "Anna", 0}, {"Blue", "Ben", 0}});
    return recordOf(g, {{"Red", "Player", 0},
                        {"Blue", computerName(level), 0},
                        {"Opponent", "computer", 0},
                        {"Human", "red", 0},
                        {"Level", std::to_string(level), 0}});
}

QModelIndex at(const BeliefsModel* m, Square s)
{
    return m->index(s);
}

// The squares of `side`'s pieces after the shown ply (the true position: a test may look).
std::vector<Square> squaresOf(const ReplayController* c, Side side)
{
    std::vector<Square> out;
    const Position& pos = c->game().position();
    for (int id = 0; id < pos.pieceCount(); ++id)
        if (pos.piece(id).owner == side && pos.piece(id).alive())
            out.push_back(pos.piece(id).square);
    return out;
}

} // namespace

class TestBeliefsLayer : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void modelUnderTester();
    void computerBeliefsByDefault();
    void layerPaintsBadgeAndHeat_data();
    void layerPaintsBadgeAndHeat();
    void movedPieceLosesFlagHeat();
    void believersFollowPerspective();
    void flagHeat_data();
    void flagHeat();
    void badgeText_data();
    void badgeText();

private:
    Settings* m_settings = nullptr;
};

void TestBeliefsLayer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_settings = new Settings(this);
}

void TestBeliefsLayer::modelUnderTester()
{
    ReplayPage page(m_settings);
    QAbstractItemModelTester tester(page.beliefs()->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(page.openGame(game(3)));
    page.beliefs()->setOn(true);
    for (int k = 0; k < 12; ++k) page.controller()->next();
    page.setPerspective(Perspective::Blue);
    page.setPerspective(Perspective::Red);
    page.controller()->toEnd();
    QVERIFY(page.openGame(game(0, 4)));
    page.beliefs()->setOn(false);
    QCOMPARE(page.beliefs()->model()->rowCount(), kSquares);
}

// Against the computer at level 1, which knows nothing of how people set up: switched on from
// the person's view, the page shows everything and the layer the computer's beliefs about the
// person's pieces. Before a move each is a Scout with 8 chances in 40 (the army's share), the
// Flag with 1 in 40 on every square alike: no square stands out, so none is hot, and the note
// says so.
void TestBeliefsLayer::computerBeliefsByDefault()
{
    ReplayPage page(m_settings);
    QVERIFY(page.openGame(game(1)));
    QCOMPARE(page.boardModel()->perspective(), Perspective::Red);
    QVERIFY(page.beliefs()->button()->isCheckable());
    QVERIFY(!page.beliefs()->button()->toolTip().isEmpty());
    page.beliefs()->button()->click();
    QVERIFY(page.beliefs()->isOn());
    QCOMPARE(page.boardModel()->perspective(), Perspective::Revealed);
    const BeliefsModel* m = page.beliefs()->model();
    QCOMPARE(m->believers(), QList<Side>{Side::Blue});
    for (Square s : squaresOf(page.controller(), Side::Red)) {
        const QModelIndex i = at(m, s);
        QCOMPARE(i.data(BeliefsModel::BelieverRole).toInt(), int(Side::Blue));
        QCOMPARE(i.data(BeliefsModel::LikeliestRankRole).toInt(), int(Rank::Scout));
        QVERIFY(std::abs(i.data(BeliefsModel::ProbabilityRole).toDouble() - 0.2) < 1e-3);
        QVERIFY(std::abs(i.data(BeliefsModel::FlagRole).toDouble() - 0.025) < 1e-3);
        QVERIFY(std::abs(i.data(BeliefsModel::FlagHeatRole).toDouble() - 0.025) < 1e-3);
    }
    for (Square s : squaresOf(page.controller(), Side::Blue))
        QVERIFY(!at(m, s).data(BeliefsModel::BelieverRole).isValid()); // its own pieces
    QVERIFY(page.beliefs()->note()->isVisibleTo(&page));
    QCOMPARE(page.beliefs()->note()->text(),
             QStringLiteral("Blue had no idea yet where the Flag was."));
    page.beliefs()->button()->click();
    QVERIFY(m->believers().isEmpty());
    QVERIFY(!at(m, squaresOf(page.controller(), Side::Red).front())
                 .data(BeliefsModel::LikeliestRankRole)
                 .isValid());
}

void TestBeliefsLayer::layerPaintsBadgeAndHeat_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<bool>("heat");
    QTest::newRow("level 3: the human prior") << 3 << true;
    QTest::newRow("level 1: no idea") << 1 << false;
}

// On screen, in the computer's view: the dark badge across the foot of the person's piece that
// it took likeliest for the Flag, and the magenta frame of the heat along its edge when the
// computer knew how people set up; neither before the layer is on.
void TestBeliefsLayer::layerPaintsBadgeAndHeat()
{
    QFETCH(int, level);
    QFETCH(bool, heat);
    ReplayPage page(m_settings);
    page.resize(1000, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(page.openGame(game(level)));
    page.setPerspective(Perspective::Blue); // the computer's view: the person's pieces hidden
    page.beliefs()->setOn(true);
    QCOMPARE(page.boardModel()->perspective(), Perspective::Blue); // not the person's view
    const BeliefsModel* m = page.beliefs()->model();
    Square s = flagfall::kNoSquare;
    for (Square t : squaresOf(page.controller(), Side::Red))
        if (s == flagfall::kNoSquare || at(m, t).data(BeliefsModel::FlagRole).toDouble() >
                                            at(m, s).data(BeliefsModel::FlagRole).toDouble())
            s = t;
    QCOMPARE(at(m, s).data(BeliefsModel::FlagHeatRole).toDouble() > 0.3, heat);
    BoardView* view = page.boardView();
    const QRect r = view->visualRect(page.boardModel()->indexOf(s));
    QVERIFY(r.width() >= 34);                                                   // room for "2 20%"
    const QPoint badge(r.center().x(), r.bottom() - r.height() * 34 / 100 + 1); // above the text
    const QPoint edge(r.left() + 1, r.center().y());
    auto pixel = [&](QPoint p) { return view->viewport()->grab().toImage().pixelColor(p); };
    const QColor badgeAfter = pixel(badge), edgeAfter = pixel(edge);
    page.beliefs()->setOn(false);
    const QColor badgeBefore = pixel(badge), edgeBefore = pixel(edge);
    QVERIFY2(badgeAfter.lightness() < 60 && badgeBefore.lightness() >= 60,
             qPrintable(badgeAfter.name() + " was " + badgeBefore.name())); // the dark ground
    // Magenta: red and blue well above green; without heat the square as it was.
    const bool magenta =
        edgeAfter.red() > edgeAfter.green() + 60 && edgeAfter.blue() > edgeAfter.green() + 60;
    QVERIFY2(magenta == heat, qPrintable(edgeAfter.name() + " was " + edgeBefore.name()));
    if (!heat) QCOMPARE(edgeAfter, edgeBefore);
}

// A piece seen to move is no Flag: its square loses the heat, the other 39 share the Flag alike.
void TestBeliefsLayer::movedPieceLosesFlagHeat()
{
    ReplayPage page(m_settings);
    const GameRecord rec = game(1);
    QVERIFY(page.openGame(rec));
    page.beliefs()->setOn(true);
    page.controller()->next(); // Red's first move, a step by a person's piece (no battle yet)
    QVERIFY(!rec.moves[0].attack);
    const BeliefsModel* m = page.beliefs()->model();
    const QModelIndex moved = at(m, rec.moves[0].to);
    QCOMPARE(moved.data(BeliefsModel::FlagRole).toDouble(), 0.0);
    QVERIFY(moved.data(BeliefsModel::MovedRole).toBool());
    const int rank = moved.data(BeliefsModel::LikeliestRankRole).toInt();
    QVERIFY(rank != int(Rank::Bomb) && rank != int(Rank::Flag));
    for (Square s : squaresOf(page.controller(), Side::Red))
        if (s != rec.moves[0].to) {
            QVERIFY(std::abs(at(m, s).data(BeliefsModel::FlagRole).toDouble() - 1.0 / 39) < 1e-3);
            QVERIFY(!at(m, s).data(BeliefsModel::MovedRole).toBool());
        }
}

// Between two people: a side's view shows that side's beliefs of the other's pieces, and with
// everything revealed both players' at once (each on the other's pieces).
void TestBeliefsLayer::believersFollowPerspective()
{
    ReplayPage page(m_settings);
    QVERIFY(page.openGame(game(0)));
    page.beliefs()->setOn(true);
    QCOMPARE(page.boardModel()->perspective(), Perspective::Red); // no computer: left alone
    const BeliefsModel* m = page.beliefs()->model();
    QCOMPARE(m->believers(), QList<Side>{Side::Red});
    const Square blue = squaresOf(page.controller(), Side::Blue).front();
    const Square red = squaresOf(page.controller(), Side::Red).front();
    QCOMPARE(at(m, blue).data(BeliefsModel::BelieverRole).toInt(), int(Side::Red));
    QVERIFY(!at(m, red).data(BeliefsModel::BelieverRole).isValid());
    page.setPerspective(Perspective::Blue);
    QCOMPARE(m->believers(), QList<Side>{Side::Blue});
    QCOMPARE(at(m, red).data(BeliefsModel::BelieverRole).toInt(), int(Side::Blue));
    page.setPerspective(Perspective::Revealed);
    QCOMPARE(m->believers(), (QList<Side>{Side::Red, Side::Blue}));
    QCOMPARE(at(m, blue).data(BeliefsModel::BelieverRole).toInt(), int(Side::Red));
    QCOMPARE(at(m, red).data(BeliefsModel::BelieverRole).toInt(), int(Side::Blue));
    QCOMPARE(page.beliefs()->note()->text().count(QLatin1Char('\n')), 1); // a line each
}

void TestBeliefsLayer::flagHeat_data()
{
    QTest::addColumn<double>("chance");
    QTest::addColumn<int>("candidates");
    QTest::addColumn<double>("heat");
    QTest::newRow("a blind guess") << 0.025 << 40 << 0.025;         // 1 time: the chance
    QTest::newRow("below a blind guess") << 0.01 << 40 << 0.01;     // under 1 time
    QTest::newRow("8 times a blind guess") << 0.2 << 40 << 1.0;     // log 8 / log 8
    QTest::newRow("4 times a blind guess") << 0.1 << 40 << 2.0 / 3; // log 4 / log 8
    QTest::newRow("nearly sure of two") << 0.9 << 2 << 0.9;         // 1.8 times: the chance
    QTest::newRow("sure") << 1.0 << 1 << 1.0;
    QTest::newRow("none") << 0.0 << 40 << 0.0;
}

void TestBeliefsLayer::flagHeat()
{
    QFETCH(double, chance);
    QFETCH(int, candidates);
    QFETCH(double, heat);
    QVERIFY(std::abs(BeliefsModel::flagHeat(chance, candidates) - heat) < 1e-9);
}

void TestBeliefsLayer::badgeText_data()
{
    QTest::addColumn<int>("rank");
    QTest::addColumn<double>("probability");
    QTest::addColumn<int>("numbering");
    QTest::addColumn<QString>("text");
    QTest::newRow("scout modern") << int(Rank::Scout) << 0.2 << int(Numbering::Modern) << "2 20%";
    QTest::newRow("scout classic") << int(Rank::Scout) << 0.2 << int(Numbering::Classic) << "9 20%";
    QTest::newRow("bomb") << int(Rank::Bomb) << 0.625 << int(Numbering::Modern) << "B 63%";
    QTest::newRow("marshal classic")
        << int(Rank::Marshal) << 0.994 << int(Numbering::Classic) << "1 99%";
}

void TestBeliefsLayer::badgeText()
{
    QFETCH(int, rank);
    QFETCH(double, probability);
    QFETCH(int, numbering);
    QFETCH(QString, text);
    QCOMPARE(BeliefsOverlay::badgeText(rank, probability, Numbering(numbering)), text);
}

QTEST_MAIN(TestBeliefsLayer)
#include "tst_beliefslayer.moc"
