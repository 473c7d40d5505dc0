// Faults of the disk (issue 11): a full disk on every save path leaves the old file as it was and
// says "the disk is full" in the player's language, and the next save catches up; a read error
// (EIO) or a file that cannot be read in the game library, the setups or the settings is skipped,
// named in one notice, and never deleted or written over.
#include "base/diskfile.h"
#include "base/settings.h"
#include "base/settingsfile.h"
#include "board/gamesession.h"
#include "faultyio.h"
#include "games/gamefile.h"
#include "games/gamelibrary.h"
#include "languagemanager.h"
#include "library/gamelibrarymodel.h"
#include "library/gamelibrarypage.h"
#include "mainwindow.h"
#include "play/playcontroller.h"
#include "setup/setupeditor.h"
#include "setup/setupio.h"
#include "setup/setuplibrarymodel.h"

#include "core/match/match.h"
#include "core/match/player.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace flagfall;

namespace {

enum class SavePath { Autosave, LibraryStore, LibraryExport, SetupFile, SetupEditor, SetupLibrary };

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

void put(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

QStringList entries(const QString& folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System);
}

GameRecord someGame(std::uint64_t seed)
{
    RandomPlayer red(seed * 2 + 1), blue(seed * 2 + 2);
    Random rng(seed);
    return recordOf(playGame(red, blue, Variant::Duel, RuleSet{}, rng, 30),
                    {{"Red", "Anna", 0}, {"Blue", "Bo", 0}});
}

SetupFile someSetup(const char* name)
{
    Random rng(7);
    SetupFile f;
    f.name = name;
    f.variant = Variant::Classic;
    f.setup = randomSetup(Variant::Classic, rng);
    return f;
}

} // namespace

class TestFaults : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fullDiskKeepsTheOldFile_data();
    void fullDiskKeepsTheOldFile();
    void fullDiskDuringPlayIsToldAndCaughtUp_data();
    void fullDiskDuringPlayIsToldAndCaughtUp();
    void finishedGameThatCannotBeStoredIsTold();
    void settingsOnAFullDiskKeepTheOldFile_data();
    void settingsOnAFullDiskKeepTheOldFile();
    void settingsOfEarlierVersionsAreTakenOver();
    void readErrorInTheLibraryIsSkippedAndTold();
    void unreadableFilesAreNamedOnceAndKept();
};

void TestFaults::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
}

void TestFaults::fullDiskKeepsTheOldFile_data()
{
    QTest::addColumn<SavePath>("path");
    QTest::addColumn<qint64>("room"); // bytes that still fit: the disk fills during the write
    QTest::newRow("autosave and save as") << SavePath::Autosave << qint64(0);
    QTest::newRow("autosave, full after 10 bytes") << SavePath::Autosave << qint64(10);
    QTest::newRow("game library: store") << SavePath::LibraryStore << qint64(0);
    QTest::newRow("game library: export") << SavePath::LibraryExport << qint64(0);
    QTest::newRow("setup file") << SavePath::SetupFile << qint64(0);
    QTest::newRow("setup file, full after 10 bytes") << SavePath::SetupFile << qint64(10);
    QTest::newRow("setup editor: save") << SavePath::SetupEditor << qint64(0);
    QTest::newRow("setup library: keep") << SavePath::SetupLibrary << qint64(0);
}

// Each save path on a full disk: it fails, says the disk is full, and leaves the folder exactly
// as it was (the old file whole, no new or temporary file).
void TestFaults::fullDiskKeepsTheOldFile()
{
    QFETCH(SavePath, path);
    QFETCH(qint64, room);
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("old.file"));
    const QByteArray old = "what was saved before\n";
    put(target, old);
    const QString source = dir.filePath(QStringLiteral("source/game.sgn")); // export's input
    QVERIFY(GameFile::write(source, someGame(1)));
    Settings settings;
    SetupLibraryModel library(dir.filePath(QStringLiteral("setups")));
    QCOMPARE(library.add(someSetup("Mine")), 0);
    SetupEditor editor(&settings, &library);
    editor.openDocument(someSetup("Edited"),
                        library.index(0).data(SetupLibraryModel::PathRole).toString());
    const QString kept = contents(library.index(0).data(SetupLibraryModel::PathRole).toString());
    const QStringList before = entries(dir.path());

    bool saved = true;
    QString error;
    {
        FaultyIo full(FaultyIo::Fault::FullDisk, dir.path(), room);
        switch (path) {
        case SavePath::Autosave:
            saved = GameFile::write(target, someGame(2), &error);
            break;
        case SavePath::LibraryStore:
            saved = !GameLibrary(dir.path()).store(someGame(3), Side::Red, &error).isEmpty();
            break;
        case SavePath::LibraryExport:
            saved = GameLibrary::exportTo(source, target, &error);
            break;
        case SavePath::SetupFile:
            saved = saveSetupFile(target, someSetup("New"), &error);
            break;
        case SavePath::SetupEditor:
            saved = editor.saveToFile(target, &error);
            break;
        case SavePath::SetupLibrary:
            saved = editor.saveToLibrary();
            error = library.lastError();
            break;
        }
        QVERIFY(FaultyIo::failedCalls() > 0); // the write really was made to fail
    }
    QVERIFY(!saved);
    QCOMPARE(error, DiskFile::diskFull());
    QCOMPARE(contents(target), old);
    QCOMPARE(entries(dir.path()), before);
    QCOMPARE(contents(library.index(0).data(SetupLibraryModel::PathRole).toString()), kept);
}

void TestFaults::fullDiskDuringPlayIsToldAndCaughtUp_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("diskFull");
    QTest::newRow("English") << "en"
                             << "the disk is full";
    QTest::newRow("German") << "de"
                            << "die Festplatte ist voll";
    QTest::newRow("Czech") << "cs"
                           << "disk je plný";
}

// A move on a full disk: the autosave keeps the game as it was one move earlier and the player
// is told in their language; when there is room again the next move saves the whole game.
void TestFaults::fullDiskDuringPlayIsToldAndCaughtUp()
{
    QFETCH(QString, language);
    QFETCH(QString, diskFull);
    Settings settings;
    settings.setLanguage(language);
    LanguageManager translations(&settings);
    translations.apply();
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("current-game.sgn"));
    GameSession session;
    PlayController controller(&session, &settings);
    controller.setAutosavePath(autosave);
    PlayOptions o;
    o.opponent = Opponent::Human; // two people at one computer: no engine to wait for
    o.variant = Variant::Duel;
    controller.newGame(o, 5);
    auto playOne = [&] {
        MoveList moves;
        session.game().legalMoves(moves);
        QVERIFY(moves.size > 0);
        QVERIFY(session.play(moves[0]).legal());
        controller.flushAutosave(); // saved on the writer's thread: wait for it
    };
    playOne();
    const QByteArray oneMove = contents(autosave);
    QCOMPARE(GameFile::read(autosave)->moves.size(), std::size_t(1));

    QSignalSpy failed(&controller, &PlayController::saveFailed);
    {
        FaultyIo full(FaultyIo::Fault::FullDisk, dir.path());
        playOne();
    }
    QCOMPARE(failed.count(), 1);
    QVERIFY2(failed.front().front().toString().contains(diskFull),
             qPrintable(failed.front().front().toString()));
    QCOMPARE(contents(autosave), oneMove);
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("current-game.sgn")});

    playOne();
    QCOMPARE(GameFile::read(autosave)->moves.size(), std::size_t(3));
    settings.setLanguage(QStringLiteral("en"));
    translations.apply();
}

// The game library's store at the end of a game: a full disk is told, not only logged.
void TestFaults::finishedGameThatCannotBeStoredIsTold()
{
    Settings settings;
    GameSession session;
    PlayController controller(&session, &settings);
    QTemporaryDir dir;
    controller.setAutosavePath(dir.filePath(QStringLiteral("current-game.sgn")));
    PlayOptions o;
    o.opponent = Opponent::Human;
    controller.newGame(o, 6);
    for (int i = 0; i < 2; ++i) { // a move each: a game resigned unbegun is not stored at all
        flagfall::MoveList moves;
        session.game().legalMoves(moves);
        QVERIFY(session.play(moves[0]).legal());
    }
    const QString games = GameLibrary::defaultFolder();
    QVERIFY(QDir().mkpath(games));
    const QStringList before = entries(games);
    QSignalSpy failed(&controller, &PlayController::saveFailed);
    {
        FaultyIo full(FaultyIo::Fault::FullDisk, games);
        controller.resign();
    }
    QVERIFY(session.game().result().over());
    QCOMPARE(failed.count(), 1);
    QVERIFY(failed.front().front().toString().contains(DiskFile::diskFull()));
    QCOMPARE(entries(games), before);
}

// A disk with room for QSettings' lock file but not for the settings: Qt's own INI writer then
// replaced the settings with an empty file and said nothing (its commit() missed the failed
// flush). With no room at all the lock file fails first and nothing is written.
void TestFaults::settingsOnAFullDiskKeepTheOldFile_data()
{
    QTest::addColumn<qint64>("room");
    QTest::newRow("room for the lock file") << qint64(100);
    QTest::newRow("no room") << qint64(0);
}

void TestFaults::settingsOnAFullDiskKeepTheOldFile()
{
    QFETCH(qint64, room);
    QString path;
    {
        Settings settings;
        settings.setLevel(2);
        for (int i = 0; i < 8; ++i) settings.addRecentGame(QStringLiteral("/games/%1.sgn").arg(i));
        path = settings.fileName();
    }
    const QByteArray before = contents(path);
    QVERIFY(before.contains("game/level") && before.size() > room);
    {
        FaultyIo full(FaultyIo::Fault::FullDisk, QFileInfo(path).absolutePath(), room);
        Settings settings;
        settings.setLevel(4);
        QCOMPARE(settings.level(), 4); // this session still has it
    }
    QCOMPARE(contents(path), before);
    Settings().setLevel(5); // room again: the next save has it all
    QCOMPARE(QJsonDocument::fromJson(contents(path))[QLatin1String("game/level")].toInt(), 5);
    QFile::remove(path);
}

// The INI file of earlier versions: its settings are taken over once, and it is left as it was.
void TestFaults::settingsOfEarlierVersionsAreTakenOver()
{
    const QString legacy = QSettings().fileName();
    QVERIFY(QDir().mkpath(QFileInfo(legacy).absolutePath()));
    QFile::remove(SettingsFile::path()); // as before the first start of this version
    const QByteArray ini = "[ui]\nlanguage=sv\nnumbering=1\n\n[game]\nlevel=4\n";
    put(legacy, ini);
    QString path;
    {
        Settings settings;
        path = settings.fileName();
        QVERIFY(path.endsWith(QStringLiteral(".json")));
        QCOMPARE(settings.language(), QStringLiteral("sv"));
        QCOMPARE(settings.numbering(), Numbering::Classic);
        QCOMPARE(settings.level(), 4);
        settings.addRecentGame(QStringLiteral("/a.sgn"));
        settings.setWindowGeometry(QByteArray("\0\1\2", 3));
    }
    QCOMPARE(contents(legacy), ini);
    const Settings again; // from the JSON file now, with every type read back
    QCOMPARE(again.language(), QStringLiteral("sv"));
    QCOMPARE(again.recentGames(), QStringList{QStringLiteral("/a.sgn")});
    QCOMPARE(again.windowGeometry(), QByteArray("\0\1\2", 3));
    QFile::remove(legacy);
    QFile::remove(path);
}

// A stored game that gives EIO (/proc/self/mem does, at any offset) is skipped, and the page says
// which file is not listed; the others are listed.
void TestFaults::readErrorInTheLibraryIsSkippedAndTold()
{
    QTemporaryDir dir;
    QVERIFY(GameLibrary(dir.path()).store(someGame(8)).size() > 0);
    QVERIFY(QFile::link(QStringLiteral("/proc/self/mem"), dir.filePath("broken.sgn")));
    GameLibraryModel model(dir.path());
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.unreadable().size(), 1);
    QCOMPARE(QFileInfo(model.unreadable().front().path).fileName(), QStringLiteral("broken.sgn"));
    Settings settings;
    GameLibraryPage page(&settings, &model);
    page.show();
    QVERIFY(page.skippedText().contains(QStringLiteral("broken.sgn")));
}

// Settings that give EIO, a setup and a stored game that cannot be read: one notice at start names
// all three; the settings file is not written over when a setting changes, and nothing is deleted.
void TestFaults::unreadableFilesAreNamedOnceAndKept()
{
    const QString settingsPath = SettingsFile::path();
    QVERIFY(QDir().mkpath(QFileInfo(settingsPath).absolutePath()));
    const QByteArray settingsText = "{\"ui/language\": \"en\", \"ui/numbering\": 1}\n";
    put(settingsPath, settingsText);
    const QString setups = SetupLibraryModel::defaultFolder();
    const QString games = GameLibrary::defaultFolder();
    QVERIFY(QDir().mkpath(setups) && QDir().mkpath(games));
    put(setups + "/broken.setup", "Name: half\nB25424222B/64X85\n");
    QVERIFY(QFile::link(QStringLiteral("/proc/self/mem"), games + "/eio.sgn"));
    {
        FaultyIo eio(FaultyIo::Fault::ReadError, settingsPath);
        Settings settings;
        MainWindow window(&settings);
        window.reportUnreadableFiles();
        const auto notices = window.findChildren<QMessageBox*>(QStringLiteral("unreadableFiles"));
        QCOMPARE(notices.size(), 1);
        const QString text = notices.front()->text();
        for (const QString& name : {QFileInfo(settingsPath).fileName(),
                                    QStringLiteral("broken.setup"), QStringLiteral("eio.sgn")})
            QVERIFY2(text.contains(name), qPrintable(text));
        settings.setLevel(1);
        settings.setLanguage(QStringLiteral("de"));
        settings.setLanguage(QStringLiteral("en"));
    }
    QCoreApplication::processEvents();
    QCOMPARE(contents(settingsPath), settingsText);
    QCOMPARE(contents(setups + "/broken.setup"), QByteArray("Name: half\nB25424222B/64X85\n"));
    QVERIFY(QFileInfo(games + "/eio.sgn").isSymLink());
    QFile::remove(settingsPath);
    QFile::remove(setups + "/broken.setup");
    QFile::remove(games + "/eio.sgn");
}

QTEST_MAIN(TestFaults)
#include "tst_faults.moc"
