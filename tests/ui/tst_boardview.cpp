// The board view repaints only the squares that changed and the opponent's arrow: after each
// move the window shows exactly what a whole repaint of the board would.
#include "board/boardmodel.h"
#include "board/boardview.h"
#include "board/gamesession.h"

#include "core/notation.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QImage>
#include <QScreen>
#include <QStandardPaths>
#include <QTest>

using flagfall::Rank;
using flagfall::Side;

namespace {

flagfall::Square sq(const char* name)
{
    return *flagfall::parseSquare(name);
}

// Red: Flag A1, Scout A4, Captain E4. Blue: Flag J10, Scout J7, Major B7. Red to move.
flagfall::Game smallGame()
{
    flagfall::Position p;
    p.addPiece(Side::Red, Rank::Flag, sq("A1"));
    p.addPiece(Side::Red, Rank::Scout, sq("A4"));
    p.addPiece(Side::Red, Rank::Captain, sq("E4"));
    p.addPiece(Side::Blue, Rank::Flag, sq("J10"));
    p.addPiece(Side::Blue, Rank::Scout, sq("J7"));
    p.addPiece(Side::Blue, Rank::Major, sq("B7"));
    return flagfall::Game(p);
}

// What the window shows now (the offscreen platform's backing store, painted bit by bit).
QImage shown(QWidget& w)
{
    return w.screen()->grabWindow(w.winId()).toImage().convertToFormat(QImage::Format_RGB32);
}

// The same widget painted whole, from scratch.
QImage wholeRepaint(QWidget& w)
{
    return w.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

} // namespace

class TestBoardView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void partialRepaintsEndAsAWholeOne_data();
    void partialRepaintsEndAsAWholeOne();
};

void TestBoardView::partialRepaintsEndAsAWholeOne_data()
{
    QTest::addColumn<QStringList>("moves");
    // Blue's Scout runs down the J file (an arrow across three squares), then Red's Captain steps
    // and Blue's Major steps: the long arrow must go, the short one come.
    QTest::newRow("a long arrow, then a short one")
        << QStringList{"E4-E5", "J7-J4", "E5-E6", "B7-B6"};
    // Red's Scout strikes Blue's Major from afar and Blue's Scout answers.
    QTest::newRow("a strike and an answer") << QStringList{"A4-A7", "J7-J5", "A7xB7"};
}

void TestBoardView::partialRepaintsEndAsAWholeOne()
{
    QFETCH(QStringList, moves);
    GameSession session;
    session.setGame(smallGame());
    BoardModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPerspective(BoardModel::Perspective::Red);
    BoardView view;
    view.setModel(&model);
    view.resize(520, 520);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (const QString& text : moves) {
        QVERIFY2(session.play(*flagfall::parseMove(text.toStdString())).legal(), qPrintable(text));
        QApplication::processEvents(); // the repaint of what changed
        QCOMPARE(shown(view), wholeRepaint(view));
    }
}

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
