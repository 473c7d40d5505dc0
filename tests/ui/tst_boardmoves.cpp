// Moving on the BoardModel, on a small known position: click a piece then a target, an
// immovable piece explained, a selection let go when the position changes, a refused move,
// drag and drop, and the targets shown while a piece is dragged.
#include "board/boardmodel.h"
#include "board/gamesession.h"
#include "smallgame.h"

#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace BoardRoles;
using flagfall::Side;

using boardtest::smallGame;
using boardtest::sq;

class TestBoardMoves : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void clickClickMove();
    void immovablePieceIsExplained();
    void selectionEndsWithThePosition();
    void refusedMove();
    void dropMove();
    void dragPickShowsTargets();
};

void TestBoardMoves::clickClickMove()
{
    GameSession session;
    session.setGame(smallGame());
    BoardModel model(&session);
    model.setInteractiveSide(Side::Red);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.squareClicked(model.indexOf(sq("E4")));
    QVERIFY(model.data(model.indexOf(sq("E4")), SelectedRole).toBool());
    // R6: one step in four directions; E5 empty, D4 and F4 empty, E3 empty.
    for (const char* target : {"E5", "D4", "F4", "E3"})
        QVERIFY2(model.data(model.indexOf(sq(target)), LegalTargetRole).toBool(), target);
    for (const char* target : {"E6", "E4", "D5", "A4"})
        QVERIFY2(!model.data(model.indexOf(sq(target)), LegalTargetRole).toBool(), target);
    QVERIFY(changed.count() >= 5); // the selected square and four targets
    model.squareClicked(model.indexOf(sq("E5")));
    QCOMPARE(session.game().ply(), 1);
    QCOMPARE(model.data(model.indexOf(sq("E4")), PieceRole), QVariant());
    QCOMPARE(model.data(model.indexOf(sq("E5")), PieceRole), QVariant("6"));
    // Red (the viewer by default) moved last: its own move, marked faintly.
    QCOMPARE(model.data(model.indexOf(sq("E4")), LastMoveRole).toInt(), int(OwnFrom));
    QCOMPARE(model.data(model.indexOf(sq("E5")), LastMoveRole).toInt(), int(OwnTo));
    QVERIFY(!model.data(model.indexOf(sq("E5")), SelectedRole).toBool());
    QVERIFY(!model.data(model.indexOf(sq("D4")), LegalTargetRole).toBool());
    // R5: now Blue is to move, so Red's clicks do nothing.
    model.squareClicked(model.indexOf(sq("A4")));
    QVERIFY(!model.data(model.indexOf(sq("A4")), SelectedRole).toBool());
    QVERIFY(!(model.flags(model.indexOf(sq("A4"))) & Qt::ItemIsDragEnabled));
}

// Issue 13: clicking one's own Flag (or a Bomb) says why nothing happens, and selects nothing.
void TestBoardMoves::immovablePieceIsExplained()
{
    GameSession session;
    session.setGame(smallGame());
    BoardModel model(&session);
    model.setInteractiveSide(Side::Red);
    QSignalSpy picked(&model, &BoardModel::immovablePicked);
    QSignalSpy refused(&model, &BoardModel::moveRefused);
    model.squareClicked(model.indexOf(sq("A1"))); // Red's Flag
    QCOMPARE(picked.count(), 1);
    QVERIFY(!model.data(model.indexOf(sq("A1")), SelectedRole).toBool());
    model.squareClicked(model.indexOf(sq("E4"))); // a Captain: selected, no word
    QCOMPARE(picked.count(), 1);
    QVERIFY(model.data(model.indexOf(sq("E4")), SelectedRole).toBool());
    QCOMPARE(refused.count(), 0);
}

// Issue 13: a piece picked (by the player or a hint) is let go when the position changes, as
// after an undo.
void TestBoardMoves::selectionEndsWithThePosition()
{
    GameSession session;
    session.setGame(smallGame());
    BoardModel model(&session);
    model.setInteractiveSide(Side::Red);
    QVERIFY(session.play(flagfall::Move{sq("E4"), sq("E5"), false}).legal());
    QVERIFY(session.play(flagfall::Move{sq("E7"), sq("E6"), false}).legal());
    model.squareClicked(model.indexOf(sq("E5")));
    QVERIFY(model.data(model.indexOf(sq("E5")), SelectedRole).toBool());
    QVERIFY(session.undo());
    QCOMPARE(model.selected(), flagfall::kNoSquare);
    QVERIFY(!model.data(model.indexOf(sq("E5")), SelectedRole).toBool());
    QVERIFY(!model.data(model.indexOf(sq("E6")), LegalTargetRole).toBool());
}

void TestBoardMoves::refusedMove()
{
    GameSession session;
    session.setGame(smallGame());
    BoardModel model(&session);
    model.setInteractiveSide(Side::Red);
    QSignalSpy refused(&model, &BoardModel::moveRefused);
    model.squareClicked(model.indexOf(sq("E4")));
    model.squareClicked(model.indexOf(sq("E6"))); // R6: a Captain steps one square
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.front().front().value<flagfall::MoveCheck>().verdict,
             flagfall::Verdict::Illegal);
    QCOMPARE(session.game().ply(), 0);
    QVERIFY(!model.data(model.indexOf(sq("E4")), SelectedRole).toBool());
}

void TestBoardMoves::dropMove()
{
    GameSession session;
    session.setGame(smallGame());
    BoardModel model(&session);
    model.setInteractiveSide(Side::Red);
    const QModelIndex from = model.indexOf(sq("A4")), to = model.indexOf(sq("A9"));
    QVERIFY(model.flags(from) & Qt::ItemIsDragEnabled);
    QVERIFY(!(model.flags(model.indexOf(sq("A1"))) & Qt::ItemIsDragEnabled)); // R7 a Flag stays
    std::unique_ptr<QMimeData> data(model.mimeData({from}));
    QVERIFY(data);
    QVERIFY(model.canDropMimeData(data.get(), Qt::MoveAction, -1, -1, to));
    QVERIFY(model.dropMimeData(data.get(), Qt::MoveAction, -1, -1, to)); // R8 a Scout runs
    QCOMPARE(session.game().ply(), 1);
    QCOMPARE(model.data(to, PieceRole), QVariant("2"));
}

// Dragging a piece picks it, so its legal targets show while it is carried.
void TestBoardMoves::dragPickShowsTargets()
{
    GameSession session;
    session.setGame(smallGame());
    BoardModel model(&session);
    model.setInteractiveSide(Side::Red);
    auto target = [&](const char* name) {
        return model.data(model.indexOf(sq(name)), LegalTargetRole).toBool();
    };
    model.pick(model.indexOf(sq("A1"))); // the Flag: nothing to show
    QCOMPARE(model.selected(), flagfall::kNoSquare);
    model.pick(model.indexOf(sq("E4")));
    QCOMPARE(model.selected(), sq("E4"));
    QVERIFY(target("E5"));
    model.pick(model.indexOf(sq("E4"))); // picking again keeps it (a click would let it go)
    QCOMPARE(model.selected(), sq("E4"));
    model.setInteractiveSide(Side::Blue); // not Blue's turn: no pick
    model.pick(model.indexOf(sq("E7")));
    QCOMPARE(model.selected(), flagfall::kNoSquare);
}

QTEST_MAIN(TestBoardMoves)
#include "tst_boardmoves.moc"
