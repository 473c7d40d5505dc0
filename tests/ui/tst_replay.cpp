// The replay viewer: the move list under QAbstractItemModelTester; jumps that land where replaying
// from the start lands; side views that never show a rank the side had not seen at that move
// (R9, computed here from the moves alone); losses, chart, comments and playing on from a ply.
// Keys, wheel, autoplay, the narrow controls, broken files and drops are in tst_replayinput.
#include "base/settings.h"
#include "board/boardmodel.h"
#include "board/boardroles.h"
#include "board/boardview.h"
#include "randomrecord.h"
#include "replay/lossesview.h"
#include "replay/materialchart.h"
#include "replay/replaycontroller.h"
#include "replay/replaycontrols.h"
#include "replay/replaymovesmodel.h"
#include "replay/replaypage.h"

#include "core/records/record.h"
#include "core/rules/notation.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QListView>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>

#include <cstdlib>

using namespace flagfall;
using Perspective = BoardModel::Perspective;

Q_DECLARE_METATYPE(flagfall::Variant)

namespace {

// The game a record plays, kept by this test alone: a second Game fed the moves one by one.
Game replayFromStart(const GameRecord& record, int plies)
{
    Game game = *startGame(record).value;
    for (int k = 0; k < plies; ++k) game.play(record.moves[k]);
    return game;
}

// What each side has seen, followed from the moves with the battle rules written out here
// (R9-R14), not with the core's combat code.
class VisibilityTracker {
public:
    explicit VisibilityTracker(const Position& start)
    {
        for (int id = 0; id < start.pieceCount(); ++id) {
            const Piece& p = start.piece(id);
            if (p.alive()) m_board[p.square] = Cell{true, p.owner, p.rank, false};
        }
    }

    void play(Move m)
    {
        Cell mover = m_board[m.from];
        m_board[m.from] = Cell{};
        Cell& target = m_board[m.to];
        if (!target.occupied) {
            target = mover;
            return;
        }
        mover.revealed = target.revealed = true; // R9: both ranks, for good
        switch (battle(mover.rank, target.rank)) {
        case 1:
            target = mover;
            break;
        case 0:
            target = Cell{};
            break;
        default:
            break; // the defender stays, now revealed
        }
    }

    // What `viewer` should see on a square: "" empty, "?" a hidden enemy, else the rank char.
    QString seenBy(Square s, Side viewer) const
    {
        const Cell& c = m_board[s];
        if (!c.occupied) return {};
        if (c.owner == viewer || c.revealed) return QString(QLatin1Char(pieceChar(c.rank)));
        return QStringLiteral("?");
    }

private:
    struct Cell {
        bool occupied = false;
        Side owner = Side::Red;
        Rank rank = Rank::Unknown;
        bool revealed = false;
    };

    // 1 attacker wins, -1 defender wins, 0 both removed.
    static int battle(Rank a, Rank d)
    {
        if (d == Rank::Flag) return 1;                         // R14
        if (d == Rank::Bomb) return a == Rank::Miner ? 1 : -1; // R12
        if (a == Rank::Spy && d == Rank::Marshal) return 1;    // R13
        if (a == d) return 0;                                  // R11
        return int(a) > int(d) ? 1 : -1;                       // R10, a Spy defending is 1
    }

    std::array<Cell, kSquares> m_board{};
};

QString shown(const BoardModel& model, Square s)
{
    return model.data(model.indexOf(s), BoardRoles::PieceRole).toString();
}

} // namespace

class TestReplay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void moveListModel();
    void moveListFollowsAndClicks();
    void jumpsMatchReplayFromStart_data() { addGames(); }
    void jumpsMatchReplayFromStart();
    void sideViewsShowOnlyWhatWasSeen_data() { addGames(); }
    void sideViewsShowOnlyWhatWasSeen();
    void lossesAndChartFollowThePly();
    void lossesLabelsLevelWithTheirRows();
    void commentsShown();
    void continueFromHere();

private:
    static void addGames();
    Settings* m_settings = nullptr;
};

void TestReplay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_settings = new Settings(this);
}

void TestReplay::addGames()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {11u, 12u}) {
        QTest::addRow("classic %llu", seed) << Variant::Classic << seed;
        QTest::addRow("barrage %llu", seed) << Variant::Barrage << seed;
        QTest::addRow("duel %llu", seed) << Variant::Duel << seed;
    }
}

void TestReplay::moveListModel()
{
    ReplayPage page(m_settings);
    QAbstractItemModelTester tester(page.moveList(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(page.moveList()->rowCount(), 0);
    const GameRecord rec = randomRecord(Variant::Barrage, 3, 7);
    QVERIFY(page.openGame(rec));
    const ReplayMovesModel* model = page.moveList();
    QCOMPARE(model->rowCount(), int(rec.moves.size()) + 1);
    // The header counts moves as players do, one of each side: 7 plies are 4 moves.
    QCOMPARE(int(rec.moves.size()), 7);
    QStringList header;
    for (const QLabel* l : page.findChildren<QLabel*>()) header << l->text();
    QVERIFY2(header.join('|').contains(QStringLiteral(" · 4 move")), qPrintable(header.join('|')));
    QCOMPARE(model->index(0).data(ReplayMovesModel::PlyRole).toInt(), 0);
    QVERIFY(!model->index(0).data(ReplayMovesModel::MoverRole).isValid());
    for (int ply = 1; ply <= int(rec.moves.size()); ++ply) {
        const QModelIndex i = model->index(ply);
        const Move m = rec.moves[ply - 1];
        // Red moves first in a game from setups: odd plies are Red's, numbered (ply + 1) / 2.
        const QString number =
            ply % 2 ? QString("%1. ").arg((ply + 1) / 2) : QString("%1… ").arg(ply / 2);
        QVERIFY(i.data().toString().startsWith(number + QString::fromStdString(moveText(m))));
        QCOMPARE(i.data(ReplayMovesModel::MoverRole).toInt(),
                 int(ply % 2 ? Side::Red : Side::Blue));
        // A battle exactly where the record has an attack (formats.md: x is an attack).
        QCOMPARE(i.data(ReplayMovesModel::CombatRole).toInt() != int(Combat::None), m.attack);
        QCOMPARE(i.data(Qt::DecorationRole).isValid(), m.attack);
    }
    page.controller()->setPly(5);
    page.controller()->toEnd();
    QVERIFY(page.openGame(randomRecord(Variant::Duel, 4))); // a reset under the tester
    QCOMPARE(model->rowCount(), page.controller()->length() + 1);
}

void TestReplay::moveListFollowsAndClicks()
{
    ReplayPage page(m_settings);
    QVERIFY(page.openGame(randomRecord(Variant::Classic, 5)));
    QListView* view = page.moveListView();
    QCOMPARE(view->currentIndex().row(), 0);
    page.controller()->setPly(7);
    QCOMPARE(view->currentIndex().row(), 7);
    QVERIFY(page.moveList()->index(7).data(ReplayMovesModel::CurrentRole).toBool());
    QVERIFY(!page.moveList()->index(0).data(ReplayMovesModel::CurrentRole).toBool());
    page.resize(1100, 760);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    const QModelIndex row3 = page.moveList()->index(3);
    view->scrollTo(row3);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(row3).center());
    QCOMPARE(page.controller()->ply(), 3);
    QCOMPARE(page.controls()->slider()->value(), 3);
}

// Jumps by the slider, the chart and the controller in a shuffled order show, with everything
// revealed, exactly the position a fresh game reaches by playing the moves from the start.
void TestReplay::jumpsMatchReplayFromStart()
{
    QFETCH(Variant, variant);
    QFETCH(quint64, seed);
    const GameRecord rec = randomRecord(variant, seed);
    ReplayPage page(m_settings);
    QVERIFY(page.openGame(rec));
    page.setPerspective(Perspective::Revealed);
    Random order(seed);
    const int n = int(rec.moves.size());
    for (int i = 0; i < 40; ++i) {
        const int ply = int(order.below(quint64(n) + 1));
        if (i % 3 == 0)
            page.controls()->slider()->setValue(ply);
        else if (i % 3 == 1)
            emit page.chart()->plyClicked(ply);
        else
            page.controller()->setPly(ply);
        QCOMPARE(page.controller()->ply(), ply);
        const Position expected = replayFromStart(rec, ply).position();
        for (int s = 0; s < kSquares; ++s) {
            const int id = expected.pieceAt(Square(s));
            const QString want =
                id < 0 ? QString() : QString(QLatin1Char(pieceChar(expected.piece(id).rank)));
            QCOMPARE(shown(*page.boardModel(), Square(s)), want);
        }
    }
}

void TestReplay::sideViewsShowOnlyWhatWasSeen()
{
    QFETCH(Variant, variant);
    QFETCH(quint64, seed);
    const GameRecord rec = randomRecord(variant, seed, 250);
    ReplayPage page(m_settings);
    QVERIFY(page.openGame(rec));
    VisibilityTracker tracker(page.controller()->game().start());
    for (int ply = 0; ply <= int(rec.moves.size()); ++ply) {
        if (ply > 0) tracker.play(rec.moves[ply - 1]);
        page.controller()->setPly(ply);
        for (Perspective p : {Perspective::Red, Perspective::Blue}) {
            page.setPerspective(p);
            const Side viewer = p == Perspective::Red ? Side::Red : Side::Blue;
            for (int s = 0; s < kSquares; ++s)
                QVERIFY2(shown(*page.boardModel(), Square(s)) == tracker.seenBy(Square(s), viewer),
                         qPrintable(QString("ply %1, %2's view, %3: shows '%4', knew '%5'")
                                        .arg(ply)
                                        .arg(viewer == Side::Red ? "Red" : "Blue")
                                        .arg(QString::fromStdString(squareName(Square(s))))
                                        .arg(shown(*page.boardModel(), Square(s)))
                                        .arg(tracker.seenBy(Square(s), viewer))));
        }
    }
}

// Losses count what left the board; the chart marks the shown ply.
void TestReplay::lossesAndChartFollowThePly()
{
    const GameRecord rec = randomRecord(Variant::Barrage, 21);
    ReplayPage page(m_settings);
    QVERIFY(page.openGame(rec));
    const Position start = replayFromStart(rec, 0).position();
    for (int ply : {0, 10, int(rec.moves.size()) / 2, int(rec.moves.size())}) {
        page.controller()->setPly(ply);
        QCOMPARE(page.chart()->current(), ply);
        const Position now = replayFromStart(rec, ply).position();
        for (Side side : {Side::Red, Side::Blue}) {
            ArmyCounts gone{};
            for (int id = 0; id < start.pieceCount(); ++id)
                if (start.piece(id).owner == side) ++gone[rankIndex(start.piece(id).rank)];
            for (int id = 0; id < now.pieceCount(); ++id)
                if (now.piece(id).alive() && now.piece(id).owner == side)
                    --gone[rankIndex(now.piece(id).rank)];
            QCOMPARE(page.losses(side)->losses(), gone);
        }
    }
}

// "Red lost:" and "Blue lost:" stand level with the counts of the first row of tiles (and with
// "no losses"), not half a row above them.
void TestReplay::lossesLabelsLevelWithTheirRows()
{
    const GameRecord rec = randomRecord(Variant::Barrage, 21);
    ReplayPage page(m_settings);
    QVERIFY(page.openGame(rec));
    page.resize(1100, 760);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    for (int ply : {0, int(rec.moves.size())}) {
        page.controller()->setPly(ply);
        QApplication::processEvents();
        for (Side side : {Side::Red, Side::Blue}) {
            LossesView* view = page.losses(side);
            QLabel* label = nullptr;
            for (QLabel* l : view->parentWidget()->findChildren<QLabel*>())
                if (l->text() == QStringLiteral("%1 lost:").arg(side == Side::Red ? "Red" : "Blue"))
                    label = l;
            QVERIFY(label);
            QCOMPARE(label->parentWidget(), view->parentWidget());
            const int line = label->fontMetrics().height();
            const int top = label->alignment() & Qt::AlignVCenter  ? (label->height() - line) / 2
                            : label->alignment() & Qt::AlignBottom ? label->height() - line
                                                                   : 0;
            const int textMiddle = label->y() + top + line / 2;
            const int rowMiddle = view->y() + LossesView::kRowHeight / 2;
            QVERIFY2(std::abs(textMiddle - rowMiddle) <= 2,
                     qPrintable(QStringLiteral("%1 %2").arg(textMiddle).arg(rowMiddle)));
        }
    }
}

void TestReplay::commentsShown()
{
    GameRecord rec = randomRecord(Variant::Classic, 9);
    rec.comments = {{0, "before anything"},
                    {2, "a quiet start"},
                    {4, "a comment much longer than the line of its move has room for"}};
    ReplayPage page(m_settings);
    QVERIFY(page.openGame(rec));
    QCOMPARE(page.comment(), QString("before anything"));
    page.controller()->setPly(2);
    QCOMPARE(page.comment(), QString("a quiet start"));
    QVERIFY(page.moveList()->index(2).data().toString().endsWith("  {a quiet start}"));
    // A long one is cut, with an ellipsis, to 24 characters; the tooltip holds all of it.
    QVERIFY(page.moveList()->index(4).data().toString().endsWith(
        QString::fromUtf8("  {a comment much longer t…}")));
    page.controller()->setPly(3);
    QVERIFY(page.comment() != QString("a quiet start"));
}

void TestReplay::continueFromHere()
{
    const GameRecord rec = randomRecord(Variant::Classic, 13);
    ReplayPage page(m_settings);
    QVERIFY(page.openGame(rec));
    QSignalSpy spy(&page, &ReplayPage::continueRequested);
    page.controller()->setPly(6);
    page.setPerspective(Perspective::Blue);
    page.continueFromHere();
    QCOMPARE(spy.count(), 1);
    const auto cut = spy.front().at(0).value<GameRecord>();
    QCOMPARE(spy.front().at(1).value<Side>(), Side::Blue);
    QCOMPARE(cut.moves.size(), std::size_t(6));
    QCOMPARE(cut.tag("Result"), std::string("*"));
    const Game resumed = replayFromStart(cut, 6);
    QVERIFY(!resumed.result().over());
    QVERIFY(resumed.position() == replayFromStart(rec, 6).position());
}

QTEST_MAIN(TestReplay)
#include "tst_replay.moc"
