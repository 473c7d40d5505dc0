// The setup editor's editing: drag and drop through the models and as a mouse drag on the views,
// keyboard placement, undo/redo, what is missing, the fills and the variant switch (its files,
// the clipboard and the principles are in tst_setupeditorfiles).
#include "setupeditorfixture.h"

#include "board/boardview.h"
#include "setup/setupboardmodel.h"
#include "setup/setupfill.h"
#include "setup/traymodel.h"

#include <QAbstractItemModelTester>
#include <QLayout>
#include <QListView>
#include <QMimeData>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

#include <algorithm>

using flagfall::Rank;
using flagfall::Variant;

class TestSetupEditor : public QObject, private SetupEditorFixture {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void modelTesters();
    void dropThroughModels();
    void trayRefusesWhatIsGone();
    void mouseDragTrayToBoard();
    void mouseDragSquareToSquare();
    void mouseDragBackToTray();
    void keyboardPlacement();
    void keyboardClassicNumbering();
    void keyboardPickAndSwap();
    void undoRedo();
    void missingPieces();
    void fills_data();
    void fills();
    void variantSwitch();
    void toolBarKeepsEveryAction_data();
    void toolBarKeepsEveryAction();

private:
    QPoint boardPoint(int cell) const;
    QPoint trayPoint(Rank r) const;
    void drag(QWidget* from, QPoint start, QWidget* to, QPoint end);
};

void TestSetupEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSetupEditor::init()
{
    startEditor();
}

QPoint TestSetupEditor::boardPoint(int cell) const
{
    BoardView* v = m_editor->boardView();
    return v->visualRect(m_editor->boardModel()->index(cell / 10, cell % 10)).center();
}

QPoint TestSetupEditor::trayPoint(Rank r) const
{
    TrayModel* tray = m_editor->trayModel();
    return m_editor->trayView()->visualRect(tray->index(tray->rowOf(r))).center();
}

// A mouse drag as the user makes it: press on the source viewport, move past the drag distance,
// move over the target and release there (the source keeps the mouse grab meanwhile).
void TestSetupEditor::drag(QWidget* from, QPoint start, QWidget* to, QPoint end)
{
    const QPoint endInSource = from->mapFromGlobal(to->mapToGlobal(end));
    QTest::mousePress(from, Qt::LeftButton, {}, start);
    QTest::mouseMove(from, start + QPoint(20, 20));
    QTest::mouseMove(from, endInSource);
    QTest::mouseRelease(from, Qt::LeftButton, {}, endInSource);
}

void TestSetupEditor::modelTesters()
{
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    QAbstractItemModelTester board(m_editor->boardModel(), Mode::QtTest);
    QAbstractItemModelTester tray(m_editor->trayModel(), Mode::QtTest);
    m_editor->fillRandom();
    m_editor->undoStack()->undo();
    m_editor->setVariant(Variant::Barrage);
    QCOMPARE(m_editor->trayModel()->rowCount(), 7); // R3 Barrage: 7 kinds of piece
    m_editor->fillHumanLike();
    m_editor->setVariant(Variant::Classic);
    QCOMPARE(m_editor->trayModel()->rowCount(), 12);
}

void TestSetupEditor::dropThroughModels()
{
    SetupBoardModel* board = m_editor->boardModel();
    TrayModel* tray = m_editor->trayModel();
    std::unique_ptr<QMimeData> flag(tray->mimeData({tray->index(tray->rowOf(Rank::Flag))}));
    QVERIFY(flag);
    QVERIFY(board->dropMimeData(flag.get(), Qt::MoveAction, -1, -1, board->index(3, 0)));
    QCOMPARE(board->setup().cells[30], Rank::Flag);
    QCOMPARE(board->remaining(Rank::Flag), 0);
    std::unique_ptr<QMimeData> bomb(tray->mimeData({tray->index(tray->rowOf(Rank::Bomb))}));
    QVERIFY(board->dropMimeData(bomb.get(), Qt::MoveAction, -1, -1, board->index(3, 1)));
    // square to square swaps
    std::unique_ptr<QMimeData> cell30(board->mimeData({board->index(3, 0)}));
    QVERIFY(board->dropMimeData(cell30.get(), Qt::MoveAction, -1, -1, board->index(3, 1)));
    QCOMPARE(board->setup().cells[30], Rank::Bomb);
    QCOMPARE(board->setup().cells[31], Rank::Flag);
    // back to the tray, dropped anywhere on it
    std::unique_ptr<QMimeData> cell31(board->mimeData({board->index(3, 1)}));
    QVERIFY(tray->canDropMimeData(cell31.get(), Qt::MoveAction, -1, -1, {}));
    QVERIFY(tray->dropMimeData(cell31.get(), Qt::MoveAction, -1, -1, {}));
    QCOMPARE(board->setup().cells[31], Rank::Unknown);
    QCOMPARE(board->remaining(Rank::Flag), 1);
    QCOMPARE(tray->index(tray->rowOf(Rank::Flag)).data(TrayModel::CountRole).toInt(), 1);
}

void TestSetupEditor::trayRefusesWhatIsGone()
{
    SetupBoardModel* board = m_editor->boardModel();
    TrayModel* tray = m_editor->trayModel();
    QVERIFY(board->place(0, Rank::Marshal));
    const QModelIndex marshal = tray->index(tray->rowOf(Rank::Marshal));
    QVERIFY(!(tray->flags(marshal) & Qt::ItemIsDragEnabled)); // R3: one Marshal
    QVERIFY(!tray->mimeData({marshal}));
    QMimeData forged;
    forged.setData(BoardRoles::kPieceMimeType, "tray:X");
    QVERIFY(!board->canDropMimeData(&forged, Qt::MoveAction, -1, -1, board->index(1, 1)));
    QVERIFY(!board->place(1, Rank::Marshal));
}

void TestSetupEditor::mouseDragTrayToBoard()
{
    drag(m_editor->trayView()->viewport(), trayPoint(Rank::Marshal),
         m_editor->boardView()->viewport(), boardPoint(12));
    QCOMPARE(m_editor->boardModel()->setup().cells[12], Rank::Marshal);
    QCOMPARE(m_editor->boardModel()->remaining(Rank::Marshal), 0);
}

void TestSetupEditor::mouseDragSquareToSquare()
{
    SetupBoardModel* board = m_editor->boardModel();
    QVERIFY(board->place(5, Rank::Spy));
    QVERIFY(board->place(25, Rank::General));
    QWidget* vp = m_editor->boardView()->viewport();
    drag(vp, boardPoint(5), vp, boardPoint(25));
    QCOMPARE(board->setup().cells[5], Rank::General);
    QCOMPARE(board->setup().cells[25], Rank::Spy);
    drag(vp, boardPoint(25), vp, boardPoint(39)); // onto an empty square: a move
    QCOMPARE(board->setup().cells[25], Rank::Unknown);
    QCOMPARE(board->setup().cells[39], Rank::Spy);
}

void TestSetupEditor::mouseDragBackToTray()
{
    SetupBoardModel* board = m_editor->boardModel();
    QVERIFY(board->place(7, Rank::Bomb));
    drag(m_editor->boardView()->viewport(), boardPoint(7), m_editor->trayView()->viewport(),
         trayPoint(Rank::Scout));
    QCOMPARE(board->setup().cells[7], Rank::Unknown);
    QCOMPARE(board->remaining(Rank::Bomb), 6);
}

void TestSetupEditor::keyboardPlacement()
{
    BoardView* view = m_editor->boardView();
    SetupBoardModel* board = m_editor->boardModel();
    view->setFocus();
    view->setCurrentIndex(board->index(0, 0));
    QTest::keyClick(view, 'S'); // the Spy, then the cursor moves right
    QTest::keyClick(view, '9'); // modern numbering: the General
    QTest::keyClick(view, '0'); // 10: the Marshal
    QCOMPARE(board->setup().cells[0], Rank::Spy);
    QCOMPARE(board->setup().cells[1], Rank::General);
    QCOMPARE(board->setup().cells[2], Rank::Marshal);
    QCOMPARE(view->currentIndex(), board->index(0, 3));
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Left);
    QTest::keyClick(view, 'b');
    QCOMPARE(board->setup().cells[12], Rank::Bomb);
    QTest::keyClick(view, Qt::Key_Up);
    QTest::keyClick(view, Qt::Key_Left);
    QTest::keyClick(view, Qt::Key_Delete); // back to the tray
    QCOMPARE(board->setup().cells[2], Rank::Unknown);
    QTest::keyClick(view, 'X'); // 'X' is the Marshal's character too
    QCOMPARE(board->setup().cells[2], Rank::Marshal);
    QTest::keyClick(view, 'X'); // none left: nothing happens
    QCOMPARE(board->setup().cells[3], Rank::Unknown);
}

void TestSetupEditor::keyboardClassicNumbering()
{
    m_settings->setNumbering(Numbering::Classic); // R3: Marshal 1 ... Scout 9
    BoardView* view = m_editor->boardView();
    view->setFocus();
    view->setCurrentIndex(m_editor->boardModel()->index(0, 0));
    QTest::keyClick(view, '1');
    QTest::keyClick(view, '9');
    QTest::keyClick(view, '8');
    QCOMPARE(m_editor->boardModel()->setup().cells[0], Rank::Marshal);
    QCOMPARE(m_editor->boardModel()->setup().cells[1], Rank::Scout);
    QCOMPARE(m_editor->boardModel()->setup().cells[2], Rank::Miner);
}

void TestSetupEditor::keyboardPickAndSwap()
{
    BoardView* view = m_editor->boardView();
    SetupBoardModel* board = m_editor->boardModel();
    QVERIFY(board->place(0, Rank::Flag));
    QVERIFY(board->place(1, Rank::Bomb));
    view->setFocus();
    view->setCurrentIndex(board->index(0, 0));
    QTest::keyClick(view, Qt::Key_Space);
    QVERIFY(board->data(board->index(0, 0), BoardRoles::SelectedRole).toBool());
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(board->setup().cells[30], Rank::Flag);
    QCOMPARE(board->setup().cells[0], Rank::Unknown);
    QVERIFY(!board->data(board->index(0, 0), BoardRoles::SelectedRole).toBool());
}

void TestSetupEditor::undoRedo()
{
    SetupBoardModel* board = m_editor->boardModel();
    QUndoStack* undo = m_editor->undoStack();
    QVERIFY(board->place(0, Rank::Flag));
    QVERIFY(board->place(1, Rank::Spy));
    QVERIFY(board->swap(0, 1));
    QCOMPARE(undo->count(), 3);
    undo->undo();
    QCOMPARE(board->setup().cells[0], Rank::Flag);
    QCOMPARE(board->setup().cells[1], Rank::Spy);
    undo->undo();
    QCOMPARE(board->setup().cells[1], Rank::Unknown);
    QCOMPARE(board->remaining(Rank::Spy), 1);
    undo->redo();
    undo->redo();
    QCOMPARE(board->setup().cells[0], Rank::Spy);
    QCOMPARE(board->setup().cells[1], Rank::Flag);
    m_editor->clearSetup();
    QCOMPARE(board->placedCount(), 0);
    undo->undo();
    QCOMPARE(board->placedCount(), 2);
}

void TestSetupEditor::missingPieces()
{
    SetupBoardModel* board = m_editor->boardModel();
    for (int cell = 0; cell < 5; ++cell) QVERIFY(board->place(cell, Rank::Scout));
    QVERIFY(m_editor->missingText().contains(QStringLiteral("3 Scout")));
    QVERIFY(m_editor->missingText().contains(QStringLiteral("6 Bomb")));
    QVERIFY(board->place(5, Rank::Scout));
    QVERIFY(board->place(6, Rank::Scout));
    QVERIFY(board->place(7, Rank::Scout));
    QVERIFY(!m_editor->missingText().contains(QStringLiteral("Scout")));
    QVERIFY(m_editor->pasteText(kExample));
    QVERIFY(board->complete());
    QVERIFY(m_editor->missingText().contains(QStringLiteral("40")));
}

void TestSetupEditor::fills_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<bool>("human");
    for (const auto& info : flagfall::allVariants()) {
        const QString name = QString::fromLatin1(info.name.data(), qsizetype(info.name.size()));
        QTest::addRow("R3 random %s", qPrintable(name)) << int(info.variant) << false;
        QTest::addRow("R3 human-like %s", qPrintable(name)) << int(info.variant) << true;
    }
}

// A fill completes the army of the variant (R3) and keeps what the player placed.
void TestSetupEditor::fills()
{
    QFETCH(int, variant);
    QFETCH(bool, human);
    m_editor->setVariant(Variant(variant));
    SetupBoardModel* board = m_editor->boardModel();
    QVERIFY(board->place(35, Rank::Flag));
    human ? m_editor->fillHumanLike() : m_editor->fillRandom();
    QVERIFY(board->complete());
    QCOMPARE(flagfall::setupProblem(board->setup(), Variant(variant)), std::string());
    QCOMPARE(board->setup().cells[35], Rank::Flag);
    m_editor->undoStack()->undo();
    QCOMPARE(board->placedCount(), 1);
}

void TestSetupEditor::variantSwitch()
{
    QVERIFY(m_editor->boardModel()->place(0, Rank::Flag));
    m_editor->setVariant(Variant::Duel);
    QCOMPARE(m_editor->boardModel()->placedCount(), 0);
    QCOMPARE(m_editor->boardModel()->remaining(Rank::Bomb), 2); // R3 Duel: two Bombs
    m_editor->setVariant(Variant::Classic);                     // the last Classic setup comes back
    QCOMPARE(m_editor->boardModel()->setup().cells[0], Rank::Flag);
}

// The arrangement last edited goes to the settings after a pause in the editing, and at once
// when the editor is left, so the New game page finds it.
void TestSetupEditor::toolBarKeepsEveryAction_data()
{
    QTest::addColumn<int>("lacking"); // pixels the window lacks for every text on the bar
    QTest::addColumn<int>("fewest");  // the fewest buttons that must show their icon only
    QTest::addColumn<int>("most");
    QTest::newRow("room for every text") << -200 << 0 << 0;
    QTest::newRow("a little short: Undo by its icon") << 5 << 1 << 1;
    QTest::newRow("far too narrow") << 220 << 3 << 11;
}

// However narrow the window (German on an 800x600 screen), every action stays on the bar, none
// behind an overflow arrow: Undo and Redo show only their icons first, then the others from the
// end of the bar, as few as need to.
void TestSetupEditor::toolBarKeepsEveryAction()
{
    QFETCH(int, lacking);
    QFETCH(int, fewest);
    QFETCH(int, most);
    auto* bar = m_editor->findChild<QToolBar*>();
    QVERIFY(bar);
    m_editor->setMinimumSize(1, 1); // as a page of the window: it gets the width it is given
    m_editor->resize(1600, 700);
    QTest::qWait(20);
    const int natural = bar->layout()->sizeHint().width(); // every text shown
    m_editor->resize(m_editor->width() - bar->width() + natural - lacking, 700);
    QTest::qWait(20);
    QCOMPARE(bar->width(), natural - lacking);
    QList<QAction*> order; // Undo, Redo, then from the end of the bar
    for (QAction* a : bar->actions())
        if (!a->isSeparator()) order.prepend(a);
    for (const QString& first : {QStringLiteral("Redo"), QStringLiteral("Undo")}) {
        const auto at = std::find_if(order.cbegin(), order.cend(),
                                     [&](const QAction* a) { return a->text() == first; });
        QVERIFY(at != order.cend());
        order.move(int(at - order.cbegin()), 0);
    }
    QCOMPARE(order.size(), 11);
    QStringList iconOnly;
    for (QAction* a : order) {
        auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(a));
        QVERIFY2(button && button->isVisible(), qPrintable(a->text()));
        QVERIFY2(bar->rect().contains(button->geometry()), qPrintable(a->text()));
        if (button->toolButtonStyle() == Qt::ToolButtonIconOnly) iconOnly << a->text();
    }
    QVERIFY2(iconOnly.size() >= fewest && iconOnly.size() <= most, qPrintable(iconOnly.join(", ")));
    for (int i = 0; i < iconOnly.size(); ++i) QCOMPARE(iconOnly[i], order[i]->text());
}

QTEST_MAIN(TestSetupEditor)
#include "tst_setupeditor.moc"
