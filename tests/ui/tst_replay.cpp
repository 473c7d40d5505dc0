// The replay viewer: the move list under QAbstractItemModelTester; jumps that land where replaying
// from the start lands; side views that never show a rank the side had not seen at that move
// (R9, computed here from the moves alone); broken files reported by line and column.
#include "board/boardmodel.h"
#include "board/boardroles.h"
#include "board/boardview.h"
#include "replay/lossesview.h"
#include "replay/materialchart.h"
#include "replay/replaycontroller.h"
#include "replay/replaycontrols.h"
#include "replay/replaymovesmodel.h"
#include "replay/replaypage.h"
#include "replay/reviewpages.h"
#include "settings.h"

#include "core/match.h"
#include "core/notation.h"
#include "core/player.h"
#include "core/record.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QMainWindow>
#include <QMimeData>
#include <QSignalSpy>
#include <QSlider>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

using namespace flagfall;
using Perspective = BoardModel::Perspective;

Q_DECLARE_METATYPE(flagfall::Variant)

namespace {

GameRecord randomRecord(Variant variant, std::uint64_t seed, int maxPlies = 400)
{
    RandomPlayer red(seed * 2 + 1), blue(seed * 2 + 2);
    Random rng(seed);
    const Game game = playGame(red, blue, variant, RuleSet{}, rng, maxPlies);
    return recordOf(game, {{"Red", "Anna", 0}, {"Blue", "Computer", 0}});
}

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

const char kHeader[] = "[Variant \"classic\"]\n"
                       "[RedSetup \"B25424222B/64X8592745/363FS36B22/7B837B63B5\"]\n"
                       "[BlueSetup \"B572746S26/4262X28359/B385222574/4FB363BBB3\"]\n"
                       "\n";

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
    void stepsByKeysWheelAndAutoplay();
    void controlsFoldWhenNarrow();
    void commentsShown();
    void brokenFilesReported_data();
    void brokenFilesReported();
    void continueFromHere();
    void dropsOpenFiles();

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

// Wide, the transport is one row; narrow (a small window), the speed goes under the buttons and
// the slider keeps room to scrub.
void TestReplay::controlsFoldWhenNarrow()
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

void TestReplay::stepsByKeysWheelAndAutoplay()
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

void TestReplay::commentsShown()
{
    GameRecord rec = randomRecord(Variant::Classic, 9);
    rec.comments = {{0, "before anything"}, {2, "a quiet start"}};
    ReplayPage page(m_settings);
    QVERIFY(page.openGame(rec));
    QCOMPARE(page.comment(), QString("before anything"));
    page.controller()->setPly(2);
    QCOMPARE(page.comment(), QString("a quiet start"));
    QVERIFY(page.moveList()->index(2).data().toString().endsWith("{...}"));
    page.controller()->setPly(3);
    QVERIFY(page.comment() != QString("a quiet start"));
}

// Lines: 1-3 the header, 4 blank, 5 the moves. Columns are counted by hand from the text.
void TestReplay::brokenFilesReported_data()
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
void TestReplay::brokenFilesReported()
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

void TestReplay::dropsOpenFiles()
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

QTEST_MAIN(TestReplay)
#include "tst_replay.moc"
