// The setup editor's document (issue 13, item 11): how a new setup starts, leaving a setup with
// changes that are not kept (the undo stack's clean state), where the file dialogs start, and
// advice that waits for the whole army.
#include "base/settings.h"
#include "mainwindow.h"
#include "setup/advicepanel.h"
#include "setup/setupboardmodel.h"
#include "setup/setupeditor.h"
#include "setup/setupio.h"
#include "setup/setuplibrarymodel.h"
#include "setup/setuplibrarypage.h"

#include "core/rules/setupadvice.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using flagfall::Rank;
using flagfall::Variant;

namespace {
const QString kExample = QStringLiteral("B25424222B/64X8592745/363FS36B22/7B837B63B5");

struct Question {
    QString text;
    QStringList buttons;
};

// Answers the next modal question with `button`, keeping what it asked.
void answer(Question* asked, QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [asked, button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        asked->text = box->text();
        for (QAbstractButton* b : box->buttons()) asked->buttons << b->text();
        box->button(button)->click();
    });
}

QAction* actionNamed(QWidget* w, const QString& text)
{
    for (QAction* a : w->findChildren<QAction*>())
        if (a->text() == text) return a;
    return nullptr;
}
} // namespace

class TestSetupDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void brokenFileSaysWhatInThePlayersWords_data();
    void brokenFileSaysWhatInThePlayersWords();
    void newSetupStarts_data();
    void newSetupStarts();
    void libraryOffersHowToStart_data();
    void libraryOffersHowToStart();
    void leaveAsksAboutUnkeptChanges_data();
    void leaveAsksAboutUnkeptChanges();
    void keptOrSavedLeavesQuietly();
    void renamingIsAChange();
    void closingTheWindowAsks_data();
    void closingTheWindowAsks();
    void fileDialogsStartAtHome_data();
    void fileDialogsStartAtHome();
    void adviceWaitsForTheWholeArmy_data();
    void adviceWaitsForTheWholeArmy();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<SetupLibraryModel> m_library;
    std::unique_ptr<SetupEditor> m_editor;
};

void TestSetupDocument::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSetupDocument::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings = std::make_unique<Settings>();
    m_settings->setNumbering(Numbering::Modern);
    // The arrangement last edited, which a new setup must not start from.
    m_settings->setLastSetup(Variant::Classic, kExample);
    m_library = std::make_unique<SetupLibraryModel>(m_dir->filePath("library"));
    m_editor = std::make_unique<SetupEditor>(m_settings.get(), m_library.get());
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
}

void TestSetupDocument::cleanup()
{
    m_editor.reset();
    m_library.reset();
    m_settings.reset();
}

void TestSetupDocument::newSetupStarts_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("start");
    for (const auto& info : flagfall::allVariants()) {
        const char* name = info.name.data();
        QTest::addRow("%s empty", name) << int(info.variant) << int(SetupStart::Empty);
        QTest::addRow("R3 %s human-like", name) << int(info.variant) << int(SetupStart::HumanLike);
        QTest::addRow("R3 %s random", name) << int(info.variant) << int(SetupStart::Random);
    }
}

// A new setup is empty, a whole human-like army or a whole random one, never the last arrangement;
// it starts with nothing to undo and nothing unkept.
void TestSetupDocument::newSetupStarts()
{
    QFETCH(int, variant);
    QFETCH(int, start);
    SetupBoardModel* board = m_editor->boardModel();
    QCOMPARE(board->setup(), *parsePartialSetup(kExample, Variant::Classic));
    m_editor->newSetup(Variant(variant), SetupStart(start));
    QCOMPARE(board->variant(), Variant(variant));
    if (SetupStart(start) == SetupStart::Empty) {
        QCOMPARE(board->placedCount(), 0);
    } else {
        QVERIFY(board->complete());
        QCOMPARE(flagfall::setupProblem(board->setup(), Variant(variant)), std::string());
    }
    QCOMPARE(m_editor->undoStack()->count(), 0);
    QVERIFY(m_editor->undoStack()->isClean());
}

void TestSetupDocument::libraryOffersHowToStart_data()
{
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("placed");
    QTest::newRow("empty board") << int(SetupStart::Empty) << 0;
    QTest::newRow("human-like army") << int(SetupStart::HumanLike) << 40;
    QTest::newRow("random army") << int(SetupStart::Random) << 40;
}

// The library's "New setup" is a menu of the three starts; each opens the editor.
void TestSetupDocument::libraryOffersHowToStart()
{
    QFETCH(int, start);
    QFETCH(int, placed);
    MainWindow window(m_settings.get());
    window.showLibrary();
    QAction* action = window.libraryPage()->newSetupAction(SetupStart(start));
    QVERIFY(action && !action->text().isEmpty());
    action->trigger();
    QCOMPARE(window.pages()->currentWidget(), window.setupEditor());
    QCOMPARE(window.setupEditor()->boardModel()->placedCount(), placed);
}

void TestSetupDocument::leaveAsksAboutUnkeptChanges_data()
{
    QTest::addColumn<bool>("complete");
    QTest::addColumn<int>("button");
    QTest::addColumn<bool>("leaves");
    QTest::addColumn<int>("kept"); // setups in the library afterwards
    QTest::newRow("whole army, keep") << true << int(QMessageBox::Save) << true << 1;
    QTest::newRow("whole army, discard") << true << int(QMessageBox::Discard) << true << 0;
    QTest::newRow("whole army, cancel") << true << int(QMessageBox::Cancel) << false << 0;
    QTest::newRow("half army, discard") << false << int(QMessageBox::Discard) << true << 0;
    QTest::newRow("half army, cancel") << false << int(QMessageBox::Cancel) << false << 0;
}

void TestSetupDocument::leaveAsksAboutUnkeptChanges()
{
    QFETCH(bool, complete);
    QFETCH(int, button);
    QFETCH(bool, leaves);
    QFETCH(int, kept);
    m_editor->newSetup(Variant::Classic);
    QSignalSpy back(m_editor.get(), &SetupEditor::backRequested);
    m_editor->leave(); // nothing changed: no question
    QCOMPARE(back.count(), 1);
    if (complete)
        QVERIFY(m_editor->pasteText(kExample));
    else
        QVERIFY(m_editor->boardModel()->place(0, Rank::Spy));
    const flagfall::Setup changed = m_editor->boardModel()->setup();
    Question asked;
    answer(&asked, QMessageBox::StandardButton(button));
    m_editor->leave();
    QVERIFY2(asked.text.contains(QStringLiteral("My setup")), qPrintable(asked.text));
    QCOMPARE(asked.buttons.contains(QStringLiteral("Keep")), complete); // a half army cannot be
    QCOMPARE(back.count(), leaves ? 2 : 1);
    QCOMPARE(m_library->rowCount(), kept);
    const bool discarded = button == QMessageBox::Discard;
    QCOMPARE(m_editor->boardModel()->placedCount() == 0, discarded); // back to the empty start
    if (!discarded) QCOMPARE(m_editor->boardModel()->setup(), changed);
}

void TestSetupDocument::keptOrSavedLeavesQuietly()
{
    QSignalSpy back(m_editor.get(), &SetupEditor::backRequested);
    m_editor->newSetup(Variant::Classic, SetupStart::Random);
    QVERIFY(m_editor->pasteText(kExample));
    QVERIFY(!m_editor->undoStack()->isClean());
    QVERIFY(m_editor->saveToLibrary());
    m_editor->leave();
    QCOMPARE(back.count(), 1);
    QVERIFY(m_editor->boardModel()->swap(0, 39));
    QVERIFY(m_editor->saveToFile(m_dir->filePath("mine.setup")));
    m_editor->leave();
    QCOMPARE(back.count(), 2);
    QVERIFY(m_editor->boardModel()->swap(0, 39));
    m_editor->undoStack()->undo(); // undone back to what was saved: nothing unkept
    m_editor->leave();
    QCOMPARE(back.count(), 3);
}

void TestSetupDocument::renamingIsAChange()
{
    m_editor->newSetup(Variant::Classic, SetupStart::HumanLike);
    auto* name = m_editor->findChild<QLineEdit*>();
    QVERIFY(name);
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Fortress"));
    Question asked;
    answer(&asked, QMessageBox::Save);
    m_editor->leave();
    QVERIFY2(asked.text.contains(QStringLiteral("Fortress")), qPrintable(asked.text));
    QCOMPARE(m_library->rowCount(), 1);
    QCOMPARE(m_library->setupAt(0).name, std::string("Fortress"));
}

void TestSetupDocument::closingTheWindowAsks_data()
{
    QTest::addColumn<int>("button");
    QTest::addColumn<bool>("closes");
    QTest::newRow("discard") << int(QMessageBox::Discard) << true;
    QTest::newRow("cancel") << int(QMessageBox::Cancel) << false;
}

void TestSetupDocument::closingTheWindowAsks()
{
    QFETCH(int, button);
    QFETCH(bool, closes);
    MainWindow window(m_settings.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setupEditor()->newSetup(Variant::Classic);
    QVERIFY(window.close()); // nothing changed: no question
    window.show();
    QVERIFY(window.setupEditor()->boardModel()->place(0, Rank::Spy));
    Question asked;
    answer(&asked, QMessageBox::StandardButton(button));
    QCOMPARE(window.close(), closes);
    QVERIFY(!asked.text.isEmpty());
}

void TestSetupDocument::fileDialogsStartAtHome_data()
{
    QTest::addColumn<QString>("action");
    QTest::newRow("Save…") << QStringLiteral("Save…");
    QTest::newRow("Open…") << QStringLiteral("Open…");
}

// The dialogs start in the home folder, never the working folder, then in the folder last used.
void TestSetupDocument::fileDialogsStartAtHome()
{
    QFETCH(QString, action);
    QVERIFY(m_editor->pasteText(kExample));
    QVERIFY(m_editor->saveToLibrary());
    QAction* a = actionNamed(m_editor.get(), action);
    QVERIFY(a);
    QString shown;
    auto look = [&shown] {
        QTimer::singleShot(0, [&shown] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            shown = dialog->directory().absolutePath();
            dialog->reject();
        });
    };
    QVERIFY(QDir::currentPath() != QDir::homePath());
    look();
    a->trigger();
    QCOMPARE(shown, QDir::homePath());
    QVERIFY(m_editor->saveToFile(m_dir->filePath("mine.setup")));
    QCOMPARE(m_editor->fileFolder(), QDir(m_dir->path()).absolutePath());
    look();
    a->trigger();
    QCOMPARE(shown, QDir(m_dir->path()).absolutePath());
}

void TestSetupDocument::adviceWaitsForTheWholeArmy_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<bool>("judged");
    QTest::addColumn<bool>("fewFrontBombs");
    QTest::newRow("(3) an empty board claims nothing")
        << QStringLiteral("........../........../........../..........") << false << false;
    QTest::newRow("(3) a front row without Bombs, the rest missing")
        << QStringLiteral("2222233344/........../........../..........") << false << false;
    QTest::newRow("(3) all but the Flag, no Bomb in front")
        << QStringLiteral("2222233344/4455556666/7778822233/.B9XSBBBBB") << false << false;
    QTest::newRow("(3) the whole army, one Bomb in front")
        << QStringLiteral("B222233344/4455556666/7778822233/FB9XS2BBBB") << true << true;
    QTest::newRow("(3) the whole army, two Bombs in front")
        << QStringLiteral("BB22233344/4455556666/7778822233/FB9XS22BBB") << true << false;
}

// A half setup neither follows nor breaks a principle: no mark claims it until all are placed.
void TestSetupDocument::adviceWaitsForTheWholeArmy()
{
    QFETCH(QString, setup);
    QFETCH(bool, judged);
    QFETCH(bool, fewFrontBombs);
    m_editor->newSetup(Variant::Classic);
    const auto parsed = parsePartialSetup(setup, Variant::Classic);
    QVERIFY(parsed);
    m_editor->boardModel()->edit(*parsed, QStringLiteral("test"));
    QCOMPARE(m_editor->boardModel()->complete(), judged);
    AdvicePanel* advice = m_editor->advicePanel();
    QCOMPARE(advice->judged(), judged);
    QCOMPARE(advice->followed(int(flagfall::Principle::FewFrontBombs)), fewFrontBombs);
    for (int p = 0; p < flagfall::kPrincipleCount && !judged; ++p) QVERIFY(!advice->followed(p));
}

QTEST_MAIN(TestSetupDocument)
void TestSetupDocument::brokenFileSaysWhatInThePlayersWords_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("message"); // as the player reads it (English here)
    const QByteArray good = "4B35F22752/3B8B926X43/78B36B6225/562S424B73"; // a Classic army
    QTest::newRow("short") << QByteArray("Name: x\nSB8XB6\n")
                           << "Line 2: A setup has four rows of ten pieces, separated by '/'.";
    QTest::newRow("no slash") << QByteArray("4B35F22752x3B8B926X43/78B36B6225/562S424B73\n")
                              << "Line 1, column 11: A '/' is missing at column 11.";
    QTest::newRow("unknown piece") << QByteArray("4B35F22752/3B8B926X43/78B36B622Q/562S424B73\n")
                                   << "Line 1, column 32: 'Q' at column 32 is no piece.";
    QTest::newRow("wrong army")
        << QByteArray("Variant: barrage\n" + good + "\n")
        << "Line 2: The Barrage army has 2 of '2'; this setup has 8."; // Scouts, by rank order
    QTest::newRow("unknown variant") << QByteArray("Variant: chess\n" + good + "\n")
                                     << "Line 1, column 10: There is no variant called 'chess'.";
    QTest::newRow("two setups") << QByteArray(good + "\n" + good + "\n")
                                << "Line 2, column 1: A second setup: a file holds only one.";
    QTest::newRow("none") << QByteArray("Name: empty\n")
                          << "Line 1: The file holds no setup."; // the line where the file ends
}

// Issue 13: the detail of a broken setup file is the program's own sentence, translated, not
// the core's English; the line and column stay.
void TestSetupDocument::brokenFileSaysWhatInThePlayersWords()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.setup"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(file);
    f.close();
    QString error;
    QVERIFY(!readSetupFile(path, &error));
    QCOMPARE(error, message);
}

#include "tst_setupdocument.moc"
