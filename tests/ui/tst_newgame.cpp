// Choosing the army for a new game (issue 13, item 2): a human-like army by default, a preview of
// the army you will get, "Another one", the library's setups and the one last edited, "Edit…"
// into the setup editor and back, and "Play with this setup" from the setup library.
#include "base/settings.h"
#include "board/armypreview.h"
#include "mainwindow.h"
#include "play/newgamepage.h"
#include "play/playpages.h"
#include "play/setupchooser.h"
#include "setup/setupboardmodel.h"
#include "setup/setupeditor.h"
#include "setup/setuplibrarymodel.h"
#include "setup/setuplibrarypage.h"

#include "core/rules/setupadvice.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using flagfall::Rank;
using flagfall::Variant;

namespace {
const QString kWall = QStringLiteral("254B552222/5497323247/BB8X666638/FB3SB742B3");

flagfall::Setup classic(const QString& text)
{
    return flagfall::parseSetupString(text.toStdString(), Variant::Classic)->first;
}

bool flagWalledIn(const flagfall::Setup& s)
{
    int flag = 0;
    while (s.cells[flag] != Rank::Flag) ++flag;
    const int row = flag / 10, col = flag % 10;
    auto bomb = [&](int c) { return s.cells[c] == Rank::Bomb; };
    return (row == 0 || bomb(flag - 10)) && (row == 3 || bomb(flag + 10)) &&
           (col == 0 || bomb(flag - 1)) && (col == 9 || bomb(flag + 1));
}

// Answers the next modal question with `answer`.
void answer(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(button)->click();
    });
}
} // namespace

class TestNewGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void defaultArmyIsHumanLike_data();
    void defaultArmyIsHumanLike();
    void anotherOneDrawsAgain_data();
    void anotherOneDrawsAgain();
    void previewShowsTheChosenArmy();
    void editSendsTheChosenArmy();
    void playWithThisSetup();
    void editForTheGameAndBack_data();
    void editForTheGameAndBack();
    void returnStartsFromAnyField();

private:
    std::unique_ptr<Settings> m_settings;
    QVector<SavedSetup> m_library;
};

void TestNewGame::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestNewGame::init()
{
    QDir(SetupLibraryModel::defaultFolder()).removeRecursively();
    m_settings = std::make_unique<Settings>();
    for (const auto& info : flagfall::allVariants()) m_settings->setLastSetup(info.variant, {});
    m_library = {
        {QStringLiteral("Wall"), Variant::Classic, kWall, QStringLiteral("/x/wall.setup")}};
}

void TestNewGame::defaultArmyIsHumanLike_data()
{
    QTest::addColumn<int>("variant");
    for (const auto& info : flagfall::allVariants())
        QTest::addRow("R3 %s", info.name.data()) << int(info.variant);
}

// Unless the player chooses, the army is drawn by the computer player's setup maker (its Flag
// walled in by Bombs where the army has the Bombs for it), and the game gets that very army.
void TestNewGame::defaultArmyIsHumanLike()
{
    QFETCH(int, variant);
    NewGamePage page(m_settings.get(), [this] { return m_library; });
    page.findChild<QComboBox*>(QStringLiteral("variant"))->setCurrentIndex(variant);
    page.refresh();
    SetupChooser* chooser = page.setupChooser();
    QCOMPARE(chooser->box()->currentIndex(), 0);
    for (int draw = 0; draw < 8; ++draw) {
        const PlayOptions o = page.options();
        QVERIFY(o.setup);
        QCOMPARE(flagfall::setupProblem(*o.setup, Variant(variant)), std::string());
        QCOMPARE(chooser->preview()->setup(), o.setup);
        if (Variant(variant) == Variant::Classic) QVERIFY(flagWalledIn(*o.setup));
        chooser->drawAnother();
    }
}

void TestNewGame::anotherOneDrawsAgain_data()
{
    QTest::addColumn<int>("choice");
    QTest::addColumn<int>("after"); // the choice "Another one" leaves
    QTest::newRow("human-like stays human-like") << 0 << 0;
    QTest::newRow("random stays random") << 1 << 1;
    QTest::newRow("a library setup gives way to a human-like one") << 2 << 0;
}

void TestNewGame::anotherOneDrawsAgain()
{
    QFETCH(int, choice);
    QFETCH(int, after);
    NewGamePage page(m_settings.get(), [this] { return m_library; });
    page.refresh();
    SetupChooser* chooser = page.setupChooser();
    chooser->box()->setCurrentIndex(choice);
    const flagfall::Setup before = *page.options().setup;
    page.findChild<QPushButton*>(QStringLiteral("anotherSetup"))->click();
    QCOMPARE(chooser->box()->currentIndex(), after);
    QVERIFY(*page.options().setup != before);
    QCOMPARE(chooser->preview()->setup(), page.options().setup);
    page.refresh(); // showing the page again keeps the army drawn
    QCOMPARE(chooser->box()->currentIndex(), after);
    QCOMPARE(chooser->preview()->setup(), page.options().setup);
}

void TestNewGame::previewShowsTheChosenArmy()
{
    m_settings->setLastSetup(Variant::Classic, QStringLiteral("B25424222B/64X8592745/363FS36B22/"
                                                              "7B837B63B5"));
    NewGamePage page(m_settings.get(), [this] { return m_library; });
    page.refresh();
    SetupChooser* chooser = page.setupChooser();
    QCOMPARE(chooser->box()->count(), 4); // human-like, random, last edited, Wall
    QVERIFY(chooser->choose(kWall));
    QCOMPARE(chooser->box()->currentText(), QStringLiteral("Library: Wall"));
    QCOMPARE(*page.options().setup, classic(kWall));
    QCOMPARE(*chooser->preview()->setup(), classic(kWall));
    QVERIFY(chooser->preview()->toolTip().startsWith(QStringLiteral("2 5 4 B 5 5 2 2 2 2 /")));
    chooser->box()->setCurrentIndex(2);
    QCOMPARE(*page.options().setup, classic(m_settings->lastSetup(Variant::Classic)));
    QCOMPARE(chooser->preview()->setup(), page.options().setup);
    QVERIFY(!chooser->choose(QStringLiteral("..2.X...../B..9.2..../..S......3/.........F")));
}

// "Edit…" hands the army shown (with its library file, so that keeping it replaces that entry).
void TestNewGame::editSendsTheChosenArmy()
{
    NewGamePage page(m_settings.get(), [this] { return m_library; });
    page.refresh();
    SavedSetup sent;
    int sends = 0;
    connect(&page, &NewGamePage::editSetupRequested, this, [&](const SavedSetup& s) {
        sent = s;
        ++sends;
    });
    auto* edit = page.findChild<QPushButton*>(QStringLiteral("editSetup"));
    edit->click();
    QCOMPARE(sends, 1);
    QCOMPARE(classic(sent.setup), *page.options().setup);
    QVERIFY(sent.path.isEmpty());
    QVERIFY(page.setupChooser()->choose(kWall));
    edit->click();
    QCOMPARE(sends, 2);
    QCOMPARE(sent.setup, kWall);
    QCOMPARE(sent.name, QStringLiteral("Wall"));
    QCOMPARE(sent.path, QStringLiteral("/x/wall.setup"));
}

// The setup library's "Play with this setup" opens the New game page with that army chosen.
void TestNewGame::playWithThisSetup()
{
    MainWindow window(m_settings.get());
    flagfall::SetupFile file;
    file.name = "Wall";
    file.setup = classic(kWall);
    QVERIFY(window.libraryModel()->add(file) >= 0);
    SetupLibraryPage* library = window.libraryPage();
    window.showLibrary();
    auto* play = library->findChild<QPushButton*>(QStringLiteral("playSetup"));
    QVERIFY(!play->isEnabled()); // nothing chosen yet
    library->view()->setCurrentIndex(window.libraryModel()->index(0));
    QVERIFY(play->isEnabled());
    play->click();
    NewGamePage* page = window.play()->newGamePage();
    QCOMPARE(window.pages()->currentWidget(), page);
    QCOMPARE(page->setupChooser()->box()->currentText(), QStringLiteral("Library: Wall"));
    QCOMPARE(*page->options().setup, classic(kWall));
}

void TestNewGame::editForTheGameAndBack_data()
{
    QTest::addColumn<int>("button");  // the answer to "keep the changes?"
    QTest::addColumn<bool>("edited"); // the game gets the edited army
    QTest::addColumn<int>("kept");    // setups in the library afterwards
    QTest::newRow("keep") << int(QMessageBox::Save) << true << 1;
    QTest::newRow("discard") << int(QMessageBox::Discard) << false << 0;
    QTest::newRow("cancel stays in the editor") << int(QMessageBox::Cancel) << true << 0;
}

// "Edit…": the army in the editor; Back asks about the change and goes back to the New game
// page with the army as edited (or as it was, when the change is discarded).
void TestNewGame::editForTheGameAndBack()
{
    QFETCH(int, button);
    QFETCH(bool, edited);
    QFETCH(int, kept);
    MainWindow window(m_settings.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.play()->showNewGame();
    NewGamePage* page = window.play()->newGamePage();
    const flagfall::Setup drawn = *page->options().setup;
    page->findChild<QPushButton*>(QStringLiteral("editSetup"))->click();
    QCOMPARE(window.pages()->currentWidget(), window.setupEditor());
    SetupBoardModel* board = window.setupEditor()->boardModel();
    QCOMPARE(board->setup(), drawn);
    int a = 0;
    while (board->setup().cells[a] == board->setup().cells[0]) ++a;
    QVERIFY(board->swap(0, a));
    const flagfall::Setup changed = board->setup();
    answer(QMessageBox::StandardButton(button));
    window.setupEditor()->leave();
    QCOMPARE(window.libraryModel()->rowCount(), kept);
    if (button == QMessageBox::Cancel) {
        QCOMPARE(window.pages()->currentWidget(), window.setupEditor());
        QCOMPARE(board->setup(), changed);
        return;
    }
    QCOMPARE(window.pages()->currentWidget(), page);
    QCOMPARE(*page->options().setup, edited ? changed : drawn);
    QCOMPARE(*page->setupChooser()->preview()->setup(), *page->options().setup);
}

// Issue 13: Return starts the game even when the focus sits on a combo box.
void TestNewGame::returnStartsFromAnyField()
{
    NewGamePage page(m_settings.get(), [this] { return m_library; });
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QSignalSpy started(&page, &NewGamePage::startRequested);
    const auto combos = page.findChildren<QComboBox*>();
    QVERIFY(!combos.isEmpty());
    for (QComboBox* combo : combos) {
        combo->setFocus();
        QTRY_VERIFY(combo->hasFocus());
        QTest::keyClick(combo, Qt::Key_Return);
    }
    QCOMPARE(started.count(), int(combos.size()));
}

QTEST_MAIN(TestNewGame)
#include "tst_newgame.moc"
