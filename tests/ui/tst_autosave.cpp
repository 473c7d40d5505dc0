// A damaged autosave (issue 11): a crash or a full disk that cut current-game.sgn short, or left
// NUL bytes at its end, still gets the game offered up to its last good move with a word about
// what was lost; the damaged file is kept aside, and a new game never writes over it unseen.
#include "base/settings.h"
#include "board/gamesession.h"
#include "games/gamefile.h"
#include "games/gamelibrary.h"
#include "mainwindow.h"
#include "mnemonics.h"
#include "play/endofgamebox.h"
#include "play/gamepage.h"
#include "play/newgamepage.h"
#include "play/playcontroller.h"
#include "play/playpages.h"
#include "startpage.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using namespace flagfall;

namespace {

enum class Damage { CutInAMove, CutBetweenMoves, NulBytesAtTheEnd, CutInAComment, CutInTheHeader };

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void put(const QString& path, const QByteArray& bytes)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

// The autosave of a hot-seat game of `plies` moves, written by the program itself.
QByteArray savedGame(int plies, const QString& comment = {})
{
    Settings settings;
    GameSession session;
    PlayController controller(&session, &settings);
    const QString path = GameFile::autosavePath();
    controller.setAutosavePath(path);
    PlayOptions o;
    o.opponent = Opponent::Human;
    o.variant = Variant::Duel;
    controller.newGame(o, 11);
    for (int k = 0; k < plies; ++k) {
        MoveList moves;
        session.game().legalMoves(moves);
        session.play(moves[k % moves.size]);
    }
    GameRecord rec = controller.record();
    if (!comment.isEmpty()) rec.comments.push_back({plies, comment.toStdString()});
    return QByteArray::fromStdString(writeRecord(rec));
}

// `text` damaged; `kept` is how many moves can still be read and played.
QByteArray damaged(const QByteArray& text, Damage damage, int plies, int& kept)
{
    const qsizetype lastMove = text.lastIndexOf(' ', text.lastIndexOf(' ') - 1) + 1;
    switch (damage) {
    case Damage::CutInAMove: // "... 3. B4-" : the last move is half written
        kept = plies - 1;
        return text.left(lastMove + 3);
    case Damage::CutBetweenMoves: // "... 4. B4-B5": every token whole, only the end missing
        kept = plies;
        return text.left(text.lastIndexOf(' '));
    case Damage::NulBytesAtTheEnd: // the file's last block never reached the disk
        kept = plies - 1;
        return text.left(lastMove) + QByteArray(text.size() - lastMove, '\0');
    case Damage::CutInAComment:
        kept = plies;
        return text.left(text.lastIndexOf('{') + 4);
    case Damage::CutInTheHeader:
        kept = 0;
        return text.left(text.indexOf("[Opponent") + 12);
    }
    return text;
}

QStringList damagedFiles()
{
    const QDir dir(QFileInfo(GameFile::autosavePath()).absolutePath());
    return dir.entryList({QStringLiteral("current-game.damaged-*.sgn")}, QDir::Files);
}

// Answers the next modal question with `answer` (Yes unless told), keeping its text.
void answerYes(QString* text, QMessageBox::StandardButton answer = QMessageBox::Yes)
{
    QTimer::singleShot(0, [text, answer] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        *text = box->text();
        box->button(answer)->click();
    });
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void damagedAutosaveIsOffered_data();
    void damagedAutosaveIsOffered();
    void newGameNeverWritesOverADamagedAutosave();
    void newGameAsksAndKeepsTheUnfinishedOne_data();
    void newGameAsksAndKeepsTheUnfinishedOne();
    void unreadableAutosaveIsKeptAndTold();
    void continueOnTheStartPage_data();
    void continueOnTheStartPage();
    void everyStartButtonHasItsOwnKey();
    void endOfGameButtonsGetKeys();
};

void TestAutosave::init()
{
    const QDir dir(QFileInfo(GameFile::autosavePath()).absolutePath());
    for (const QString& name : dir.entryList({QStringLiteral("current-game*")}, QDir::AllEntries))
        QFile::remove(dir.filePath(name));
}

void TestAutosave::damagedAutosaveIsOffered_data()
{
    QTest::addColumn<Damage>("damage");
    QTest::newRow("cut in a move") << Damage::CutInAMove;
    QTest::newRow("cut between two moves") << Damage::CutBetweenMoves;
    QTest::newRow("NUL bytes at the end") << Damage::NulBytesAtTheEnd;
    QTest::newRow("cut in a comment") << Damage::CutInAComment;
    QTest::newRow("cut in the header") << Damage::CutInTheHeader;
}

void TestAutosave::damagedAutosaveIsOffered()
{
    QFETCH(Damage, damage);
    const int plies = 7;
    int kept = 0;
    const QString note = damage == Damage::CutInAComment ? QStringLiteral("a note") : QString();
    const QByteArray broken = damaged(savedGame(plies, note), damage, plies, kept);
    put(GameFile::autosavePath(), broken);

    Settings settings;
    QStackedWidget stack;
    PlayPages pages(&settings, {}, &stack);
    QString question;
    answerYes(&question);
    pages.offerResume(&stack);

    QVERIFY2(question.contains(QStringLiteral("damaged")), qPrintable(question));
    // Moves as players count them: of the 7 plies, 6 kept are 3 moves, 7 are 4 (Red's fourth).
    const int moves = kept == 7 ? 4 : kept == 6 ? 3 : 0;
    QVERIFY2(question.contains(QStringLiteral("after move %1;").arg(moves)), qPrintable(question));
    const QStringList aside = damagedFiles();
    QCOMPARE(aside.size(), 1);
    QVERIFY2(question.contains(aside.front()), qPrintable(question));
    QCOMPARE(contents(QFileInfo(GameFile::autosavePath()).dir().filePath(aside.front())), broken);
    QCOMPARE(stack.currentWidget(), pages.gamePage());
    QCOMPARE(pages.gamePage()->session()->game().ply(), kept);
    // The game goes on: the autosave holds it whole again.
    pages.gamePage()->controller()->flushAutosave();
    const auto resumed = GameFile::read(GameFile::autosavePath());
    QVERIFY(resumed);
    QCOMPARE(int(resumed->moves.size()), kept);
}

// Started with a file on the command line, the program is never asked about the autosave: the
// damaged file is still moved aside before the new game is saved.
void TestAutosave::newGameNeverWritesOverADamagedAutosave()
{
    int kept = 0;
    const QByteArray broken = damaged(savedGame(5), Damage::CutInAMove, 5, kept);
    put(GameFile::autosavePath(), broken);
    Settings settings;
    GamePage page(&settings, nullptr);
    PlayOptions o;
    o.opponent = Opponent::Human;
    page.newGame(o);
    const QStringList aside = damagedFiles();
    QCOMPARE(aside.size(), 1);
    QCOMPARE(contents(QFileInfo(GameFile::autosavePath()).dir().filePath(aside.front())), broken);
    QVERIFY(page.message().contains(aside.front()));
    page.controller()->flushAutosave();
    QCOMPARE(int(GameFile::read(GameFile::autosavePath())->moves.size()), 0);
}

// An autosave that cannot be read at all (EIO) is not offered, but moved aside and told.
void TestAutosave::unreadableAutosaveIsKeptAndTold()
{
    QVERIFY(QDir().mkpath(QFileInfo(GameFile::autosavePath()).absolutePath()));
    QVERIFY(QFile::link(QStringLiteral("/proc/self/mem"), GameFile::autosavePath()));
    Settings settings;
    QStackedWidget stack;
    PlayPages pages(&settings, {}, &stack);
    pages.offerResume(&stack);
    const auto notices = stack.findChildren<QMessageBox*>(QStringLiteral("damagedAutosave"));
    QCOMPARE(notices.size(), 1);
    const QStringList aside = damagedFiles();
    QCOMPARE(aside.size(), 1);
    QVERIFY(notices.front()->text().contains(aside.front()));
    QVERIFY(
        QFileInfo(QFileInfo(GameFile::autosavePath()).dir().filePath(aside.front())).isSymLink());
}

void TestAutosave::continueOnTheStartPage_data()
{
    QTest::addColumn<int>("plies"); // of the saved game; -1: no autosave
    QTest::addColumn<bool>("offered");
    QTest::newRow("an unfinished game: Continue") << 4 << true;
    QTest::newRow("no saved game: no Continue") << -1 << false;
}

// Issue 13: the start page (and the Game menu) offer Continue whenever a game is unfinished, and
// it goes on with that game.
void TestAutosave::continueOnTheStartPage()
{
    QFETCH(int, plies);
    QFETCH(bool, offered);
    if (plies >= 0) put(GameFile::autosavePath(), savedGame(plies));
    Settings settings;
    MainWindow window(&settings);
    QCOMPARE(window.startPage()->continueAvailable(), offered);
    QAction* menuContinue = nullptr;
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text().remove('&') == QStringLiteral("Continue the game")) menuContinue = a;
    QVERIFY(menuContinue);
    QCOMPARE(menuContinue->isVisible(), offered);
    if (!offered) return;
    emit window.startPage()->continueRequested();
    QCOMPARE(window.pages()->currentWidget(), window.play()->gamePage());
    QCOMPARE(window.play()->gamePage()->session()->game().ply(), plies);
}

// Alt+letter: every button of the start page has a mark, and no two share a letter.
void TestAutosave::everyStartButtonHasItsOwnKey()
{
    put(GameFile::autosavePath(), savedGame(2));
    Settings settings;
    MainWindow window(&settings);
    QSet<QChar> keys; // the menu bar's letters count too: Alt+G must open the Game menu
    for (const QAction* a : window.menuBar()->actions()) keys.insert(mnemonicOf(a->text()));
    QCOMPARE(keys.size(), 2);
    int buttons = 0;
    for (QPushButton* b : window.startPage()->findChildren<QPushButton*>()) {
        if (b->isHidden()) continue;
        ++buttons;
        const qsizetype mark = b->text().indexOf('&');
        QVERIFY2(mark >= 0 && mark + 1 < b->text().size(), qPrintable(b->text()));
        const QChar key = b->text().at(mark + 1).toLower();
        QVERIFY2(!keys.contains(key), qPrintable(b->text()));
        keys.insert(key);
    }
    QCOMPARE(buttons, 7); // Continue, New game, Setups, Open game, Rules, Settings, Quit
}

// The end-of-game box appears on a page already shown; its buttons get Alt+letters too.
void TestAutosave::endOfGameButtonsGetKeys()
{
    Settings settings;
    MainWindow window(&settings);
    GamePage* page = window.play()->gamePage();
    page->controller()->setAutosavePath({});
    PlayOptions o;
    o.opponent = Opponent::Human;
    page->controller()->newGame(o, 3);
    window.pages()->setCurrentWidget(page);
    page->controller()->resign();
    QVERIFY(page->session()->game().result().over());
    QTRY_VERIFY(!page->findChild<EndOfGameBox*>()->isHidden());
    for (QPushButton* b : page->findChild<EndOfGameBox*>()->findChildren<QPushButton*>())
        QTRY_VERIFY2(b->text().contains('&'), qPrintable(b->text()));
}

QTEST_MAIN(TestAutosave)
void TestAutosave::newGameAsksAndKeepsTheUnfinishedOne_data()
{
    QTest::addColumn<bool>("abandon");
    QTest::newRow("yes: kept in the library, the new game starts") << true;
    QTest::newRow("no: nothing changes") << false;
}

// Issue 13: starting a new game while one is unfinished asks first; the abandoned game is kept in
// the game library, unfinished, and the autosave then holds the new game.
void TestAutosave::newGameAsksAndKeepsTheUnfinishedOne()
{
    QFETCH(bool, abandon);
    const QByteArray unfinished = savedGame(6);
    put(GameFile::autosavePath(), unfinished);
    Settings settings;
    QStackedWidget stack;
    PlayPages pages(&settings, {}, &stack);
    stack.setCurrentWidget(pages.newGamePage());
    const int stored = int(GameLibrary().list().size());
    QString question;
    answerYes(&question, abandon ? QMessageBox::Yes : QMessageBox::No);
    PlayOptions o;
    o.opponent = Opponent::Human;
    emit pages.newGamePage()->startRequested(o);

    QVERIFY2(question.startsWith(QStringLiteral("Abandon the unfinished game?")),
             qPrintable(question));
    QCOMPARE(int(GameLibrary().list().size()), stored + (abandon ? 1 : 0));
    if (!abandon) {
        QCOMPARE(stack.currentWidget(), pages.newGamePage());
        QCOMPARE(contents(GameFile::autosavePath()), unfinished);
        return;
    }
    QCOMPARE(stack.currentWidget(), pages.gamePage());
    const auto kept = GameFile::read(GameLibrary().list().front().path);
    QVERIFY(kept);
    QCOMPARE(int(kept->moves.size()), 6);
    QCOMPARE(kept->tag("Result"), std::string("*"));
    pages.gamePage()->controller()->flushAutosave();
    const auto now = GameFile::read(GameFile::autosavePath());
    QVERIFY(now);
    QCOMPARE(int(now->moves.size()), 0);
}

#include "tst_autosave.moc"
