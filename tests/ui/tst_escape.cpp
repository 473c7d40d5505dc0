// Escape goes back from every page with a Back button, as it closes a dialog (issue 13, item 7).
#include "base/settings.h"
#include "library/reviewpages.h"
#include "mainwindow.h"
#include "play/playpages.h"
#include "randomrecord.h"
#include "replay/replaypage.h"
#include "rulespage.h"
#include "setup/setupeditor.h"
#include "setup/setuplibrarypage.h"
#include "startpage.h"

#include <QFile>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

class TestEscape : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void escapeGoesBack_data();
    void escapeGoesBack();
};

enum class Page { Rules, NewGame, Setups, SetupEditor, Games, Replay };

void TestEscape::escapeGoesBack_data()
{
    QTest::addColumn<Page>("page");
    QTest::newRow("rules") << Page::Rules;
    QTest::newRow("new game") << Page::NewGame;
    QTest::newRow("setup library") << Page::Setups;
    QTest::newRow("setup editor") << Page::SetupEditor;
    QTest::newRow("game library") << Page::Games;
    QTest::newRow("a game replayed") << Page::Replay;
}

void TestEscape::escapeGoesBack()
{
    QFETCH(Page, page);
    QTemporaryDir dir;
    Settings settings;
    MainWindow window(&settings);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QWidget* expected = window.startPage();
    switch (page) {
    case Page::Rules:
        window.showRules();
        break;
    case Page::NewGame:
        window.play()->showNewGame();
        break;
    case Page::Setups:
        window.showLibrary();
        break;
    case Page::SetupEditor:
        window.showLibrary();
        window.showNewSetup();
        expected = window.libraryPage();
        break;
    case Page::Games:
        window.review()->showLibrary();
        break;
    case Page::Replay: {
        const QString path = dir.filePath("game.sgn");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(flagfall::writeRecord(randomRecord(flagfall::Variant::Classic, 3)).c_str());
        file.close();
        QVERIFY(window.openFile(path));
        QCOMPARE(window.pages()->currentWidget(), window.review()->replayPage());
        expected = nullptr; // wherever the replay was opened from: not the replay
        break;
    }
    }
    QWidget* shown = window.pages()->currentWidget();
    QVERIFY(shown != window.startPage());
    QTest::keyClick(window.focusWidget() ? window.focusWidget() : &window, Qt::Key_Escape);
    QTRY_VERIFY(window.pages()->currentWidget() != shown);
    if (expected) QCOMPARE(window.pages()->currentWidget(), expected);
}

QTEST_MAIN(TestEscape)
#include "tst_escape.moc"
