// The board view repaints only the squares that changed and the opponent's arrow: after each
// move the window shows exactly what a whole repaint of the board would. A piece picked up marks
// every square it may go to, enemy pieces it may attack too.
#include "board/boardmodel.h"
#include "board/boardview.h"
#include "board/gamesession.h"
#include "smallgame.h"

#include "core/rules/notation.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QImage>
#include <QScreen>
#include <QStandardPaths>
#include <QTest>

using boardtest::smallGame;

namespace {

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
    void pickedPieceMarksItsTargets_data();
    void pickedPieceMarksItsTargets();
};

void TestBoardView::partialRepaintsEndAsAWholeOne_data()
{
    QTest::addColumn<QStringList>("moves");
    // Blue's Scout runs two squares down the E file (an arrow across three squares), then Blue's
    // Major steps: the long arrow must go, the short one come.
    QTest::newRow("a long arrow, then a short one")
        << QStringList{"A4-A5", "E7-E5", "A5-A6", "B7-B6"};
    // Red's Scout runs up and across, and Blue's Major takes it.
    QTest::newRow("a battle") << QStringList{"A4-A6", "E7-E5", "A6-B6", "B7xB6"};
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

void TestBoardView::pickedPieceMarksItsTargets_data()
{
    QTest::addColumn<QString>("square");
    QTest::addColumn<bool>("marked");
    // Red's Scout on A4 runs up the A file to Blue's Bomb on A10 (a hint may name that attack).
    QTest::newRow("an empty square in reach") << "A6" << true;
    QTest::newRow("an enemy piece in reach") << "A10" << true;
    QTest::newRow("an enemy piece out of reach") << "B7" << false;
    QTest::newRow("an empty square out of reach") << "B5" << false;
}

void TestBoardView::pickedPieceMarksItsTargets()
{
    QFETCH(QString, square);
    QFETCH(bool, marked);
    GameSession session;
    session.setGame(smallGame());
    BoardModel model(&session);
    model.setPerspective(BoardModel::Perspective::Red);
    model.setInteractiveSide(flagfall::Side::Red);
    BoardView view;
    view.setModel(&model);
    view.resize(520, 520);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QRect r = view.visualRect(model.indexOf(boardtest::sq(qPrintable(square))));
    const QImage before = wholeRepaint(view).copy(r);
    model.squareClicked(model.indexOf(boardtest::sq("A4")));
    QApplication::processEvents();
    QCOMPARE(wholeRepaint(view).copy(r) != before, marked);
}

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
