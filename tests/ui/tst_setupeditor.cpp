// The setup editor: drag and drop through the models and as a mouse drag on the views, keyboard
// placement, undo/redo, what is missing, .setup files and the clipboard, and the six principles.
#include "board/boardview.h"
#include "settings.h"
#include "setup/advicepanel.h"
#include "setup/setupboardmodel.h"
#include "setup/setupeditor.h"
#include "setup/setupfill.h"
#include "setup/setupio.h"
#include "setup/setuplibrarymodel.h"
#include "setup/traymodel.h"

#include "core/setupadvice.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QListView>
#include <QMimeData>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using flagfall::Rank;
using flagfall::Variant;

namespace {
// The example of formats.md: a human setup from the Gravon archive.
const QString kExample = QStringLiteral("B25424222B/64X8592745/363FS36B22/7B837B63B5");

flagfall::Setup setupOf(const QString& text)
{
    return *parsePartialSetup(text, Variant::Classic);
}
} // namespace

class TestSetupEditor : public QObject {
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
    void lastSetupKept();
    void fileRoundTrip();
    void unreadableFile();
    void pasteSetup_data();
    void pasteSetup();
    void principles_data();
    void principles();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<SetupLibraryModel> m_library;
    std::unique_ptr<SetupEditor> m_editor;
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
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings = std::make_unique<Settings>();
    m_settings->setNumbering(Numbering::Modern);
    for (const auto& info : flagfall::allVariants()) m_settings->setLastSetup(info.variant, {});
    m_library = std::make_unique<SetupLibraryModel>(m_dir->filePath("library"));
    m_editor = std::make_unique<SetupEditor>(m_settings.get(), m_library.get());
    m_editor->resize(1000, 700);
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
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
void TestSetupEditor::lastSetupKept()
{
    const QString flagFirst = QStringLiteral("F........./........../........../..........");
    QVERIFY(m_editor->boardModel()->place(0, Rank::Flag));
    QTRY_COMPARE(m_settings->lastSetup(Variant::Classic), flagFirst);
    QVERIFY(m_editor->boardModel()->place(1, Rank::Bomb));
    m_editor->hide();
    QCOMPARE(m_settings->lastSetup(Variant::Classic),
             QStringLiteral("FB......../........../........../.........."));
}

void TestSetupEditor::fileRoundTrip()
{
    QVERIFY(m_editor->pasteText(kExample));
    const QString path = m_dir->filePath("mine.setup");
    QVERIFY(m_editor->saveToFile(path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains(kExample.toLatin1()));
    m_editor->clearSetup();
    QCOMPARE(m_editor->boardModel()->placedCount(), 0);
    QVERIFY(m_editor->loadFromFile(path));
    QCOMPARE(m_editor->setupString(), kExample);
    QCOMPARE(m_editor->document().variant, Variant::Classic);
    QVERIFY(m_editor->saveToLibrary());
    QCOMPARE(m_library->rowCount(), 1);
    QCOMPARE(m_library->setupAt(0).setup, setupOf(kExample));
}

void TestSetupEditor::unreadableFile()
{
    const QString path = m_dir->filePath("bad.setup");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("Name: broken\nB25424222B/64X8592745/363FS36B22\n");
    f.close();
    QVERIFY(m_editor->pasteText(kExample));
    QString error;
    QVERIFY(!m_editor->loadFromFile(path, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(m_editor->setupString(), kExample); // nothing else disturbed
    m_editor->clearSetup();
    QVERIFY(!m_editor->saveToFile(m_dir->filePath("half.setup"))); // R4: Classic fills all 40
    QVERIFY(!QFile::exists(m_dir->filePath("half.setup")));
}

void TestSetupEditor::pasteSetup_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("variant");
    QTest::newRow("setup string") << kExample << true << kExample << int(Variant::Classic);
    // The first line of the Gravon archive, letter by letter: B Bomb, D Scout, G Lieutenant ...
    QTest::newRow("Gravon letters")
        << "BDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEBG" << true << kExample << int(Variant::Classic);
    const QString barrage = QStringLiteral("..2.X...../B..9.2..../..S......3/.........F");
    QTest::newRow("R3 barrage string") << barrage << true << barrage << int(Variant::Barrage);
    QTest::newRow("with spaces") << "  " + kExample + "\n"
                                 << true << kExample << int(Variant::Classic);
    QTest::newRow("nonsense") << "hello" << false << QString() << 0;
    QTest::newRow("R3 two marshals")
        << "BX5424222B/64X8592745/363FS36B22/7B837B63B5" << false << QString() << 0;
}

void TestSetupEditor::pasteSetup()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(QString, expected);
    QFETCH(int, variant);
    QCOMPARE(m_editor->pasteText(text), ok);
    if (!ok) return;
    QCOMPARE(m_editor->setupString(), expected);
    QCOMPARE(int(m_editor->boardModel()->variant()), variant);
}

void TestSetupEditor::principles_data()
{
    QTest::addColumn<int>("principle");
    QTest::addColumn<QString>("setup");
    QTest::addColumn<bool>("followed");
    using P = flagfall::Principle;
    // Rows are front row first, each from the player's left; the back row is the fourth.
    const QString base = QStringLiteral("2222233344/4455556666/7778822233/FB9XSBBBBB");
    QTest::newRow("(1) Flag in a back corner walled in")
        << int(P::FlagOnBackRow) << "2222233344/4455556666/B778822233/FB9XS7BBBB" << true;
    QTest::newRow("(1) Flag on the back row, open above") << int(P::FlagOnBackRow) << base << false;
    QTest::newRow("(1) Flag in the front row")
        << int(P::FlagOnBackRow) << "F222233344/4455556666/7778822233/2B9XSBBBBB" << false;
    QTest::newRow("(2) a decoy corner walled in")
        << int(P::DecoyCorner) << "2222233344/4455556666/B77882223B/FB9XS7BBB3" << true;
    QTest::newRow("(2) no decoy") << int(P::DecoyCorner)
                                  << "2222233344/4455556666/B778822233/FB9XS7BBBB" << false;
    QTest::newRow("(3) no Bomb in front") << int(P::FewFrontBombs) << base << true;
    QTest::newRow("(3) one Bomb in front")
        << int(P::FewFrontBombs) << "B222233344/4455556666/7778822233/FB9XS2BBBB" << true;
    QTest::newRow("(3) two Bombs in front")
        << int(P::FewFrontBombs) << "BB22233344/4455556666/7778822233/FB9XS22BBB" << false;
    QTest::newRow("(4) every weak front piece backed")
        << int(P::MixedFront) << "2222233344/5445665566/7887227933/FBXS2BBBBB" << true;
    QTest::newRow("(4) a Lieutenant with only Captains and a Scout around")
        << int(P::MixedFront) << base << false;
    QTest::newRow("(5) Scouts in front and at the back")
        << int(P::ScoutsFrontAndBack) << base << true;
    QTest::newRow("(5) every Scout in front")
        << int(P::ScoutsFrontAndBack) << "2222222234/4445555666/7778863333/FB9XSBBBBB" << false;
    QTest::newRow("(6) Spy two squares from the General") << int(P::SpyNearGeneral) << base << true;
    QTest::newRow("(6) Spy far from the General")
        << int(P::SpyNearGeneral) << "S222233344/4455556666/7778822233/FB9X2BBBBB" << false;
}

// The six principles of rules.md "Setup advice", each checked live in the editor's panel.
void TestSetupEditor::principles()
{
    QFETCH(int, principle);
    QFETCH(QString, setup);
    QFETCH(bool, followed);
    QVERIFY2(m_editor->pasteText(setup), qPrintable(setup));
    QCOMPARE(m_editor->boardModel()->variant(), Variant::Classic);
    QCOMPARE(flagfall::followsPrinciple(setupOf(setup), flagfall::Principle(principle)), followed);
    QCOMPARE(m_editor->advicePanel()->followed(principle), followed);
}

QTEST_MAIN(TestSetupEditor)
#include "tst_setupeditor.moc"
