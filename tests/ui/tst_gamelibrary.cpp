// The game library: stored games land under AppDataLocation/games, are listed with date,
// opponent, variant, result and length, sort and filter through a proxy, export and delete.
#include "base/settings.h"
#include "games/gamelibrary.h"
#include "games/recordtext.h"
#include "library/gamelibrarymodel.h"
#include "library/gamelibrarypage.h"

#include "pagestack.h"

#include "core/base/textfile.h"
#include "core/match/match.h"
#include "core/match/player.h"
#include "core/records/record.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace flagfall;

namespace {

GameRecord game(Variant variant, std::uint64_t seed, int maxPlies, const char* blue)
{
    RandomPlayer red(seed * 2 + 1), other(seed * 2 + 2);
    Random rng(seed);
    const Game g = playGame(red, other, variant, RuleSet{}, rng, maxPlies);
    return recordOf(g, {{"Red", "Anna", 0}, {"Blue", blue, 0}});
}

QStringList column(const QAbstractItemModel& m, int col)
{
    QStringList out;
    for (int row = 0; row < m.rowCount(); ++row) out << m.index(row, col).data().toString();
    return out;
}

} // namespace

class TestGameLibrary : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void defaultFolderIsUnderAppData();
    void storeWritesARecordThatReadsBack();
    void resultFromThePlayersSide_data();
    void resultFromThePlayersSide();
    void listsStoredGames();
    void sortAndFilter();
    void exportAndDelete();
    void skipsBrokenFiles();
    void rewritingKeepsWhenItWasPlayed();
    void keyboardStartsAtTheNextStep();
};

void TestGameLibrary::defaultFolderIsUnderAppData()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QCOMPARE(GameLibrary::defaultFolder(), base + "/games");
    QCOMPARE(GameLibrary().folder(), base + "/games");
}

void TestGameLibrary::storeWritesARecordThatReadsBack()
{
    QTemporaryDir dir;
    const GameLibrary library(dir.filePath("games"));
    const GameRecord rec = game(Variant::Barrage, 1, 60, "Computer (level 2)");
    const QString first = library.store(rec, Side::Red);
    const QString second = library.store(rec);
    QVERIFY(!first.isEmpty());
    QVERIFY(first != second); // two games stored in the same second keep apart
    QVERIFY(first.startsWith(dir.filePath("games")));
    const auto text = readTextFile(QFile::encodeName(first).toStdString());
    QVERIFY(text);
    const auto read = readRecord(*text);
    QVERIFY(read);
    QVERIFY(read->moves == rec.moves);
    QCOMPARE(read->tag("Human"), std::string("red"));
    QCOMPARE(QDate::fromString(QString::fromStdString(read->tag("Date")), "yyyy.MM.dd"),
             QDate::currentDate());
}

void TestGameLibrary::resultFromThePlayersSide_data()
{
    QTest::addColumn<QString>("human"); // the Human tag, "" for none
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("names"); // the Red and Blue tags
    QTest::addColumn<QString>("shown");
    QTest::addColumn<QString>("opponent");
    QTest::newRow("you won as Red") << "red"
                                    << "1-0"
                                    << "Player|Computer (level 2)"
                                    << "You won: by resignation"
                                    << "Computer (level 2)";
    QTest::newRow("you lost as Blue") << "blue"
                                      << "1-0"
                                      << "Computer (level 4)|Player"
                                      << "You lost: by resignation"
                                      << "Computer (level 4)";
    QTest::newRow("two players: by colour") << ""
                                            << "0-1"
                                            << "Red player|Blue player"
                                            << "Blue won: by resignation"
                                            << "Red player – Blue player";
}

// The library and the replay header speak from the player's side against the computer, and
// show the names the program writes in the player's words.
void TestGameLibrary::resultFromThePlayersSide()
{
    QFETCH(QString, human);
    QFETCH(QString, result);
    QFETCH(QString, names);
    QFETCH(QString, shown);
    QFETCH(QString, opponent);
    GameRecord rec;
    rec.setTag("Opponent", human.isEmpty() ? "human" : "computer");
    if (!human.isEmpty()) rec.setTag("Human", human.toStdString());
    rec.setTag("Red", names.section('|', 0, 0).toStdString());
    rec.setTag("Blue", names.section('|', 1, 1).toStdString());
    rec.setTag("Result", result.toStdString());
    rec.setTag("Termination", "resigned");
    QCOMPARE(RecordText::result(rec), shown);
    QCOMPARE(RecordText::opponent(rec), opponent);
    QCOMPARE(RecordText::yourColour(rec), human.isEmpty()  ? QString()
                                          : human == "red" ? QString("Red")
                                                           : QString("Blue"));
}

void TestGameLibrary::listsStoredGames()
{
    QTemporaryDir dir;
    GameLibraryModel model(dir.filePath("games"));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    const GameRecord a = game(Variant::Classic, 2, 30, "Computer (level 1)");
    GameRecord b = game(Variant::Duel, 3, 80, "Bo");
    b.setTag("Date", "2024.01.15");
    model.library().store(a, Side::Red);
    model.library().store(b, Side::Blue);
    model.reload();
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), int(GameLibraryModel::ColumnCount));
    // Newest first: a (today) before b (2024).
    // Moves as players count them: one of each side, a move begun counts.
    QCOMPARE(model.index(0, GameLibraryModel::LengthColumn).data().toInt(),
             int(a.moves.size() + 1) / 2);
    QCOMPARE(model.index(1, GameLibraryModel::LengthColumn).data().toInt(),
             int(b.moves.size() + 1) / 2);
    QCOMPARE(model.index(0, GameLibraryModel::OpponentColumn).data().toString(),
             QString("Computer (level 1)"));
    QCOMPARE(model.index(1, GameLibraryModel::OpponentColumn).data().toString(), QString("Anna"));
    QCOMPARE(model.index(1, GameLibraryModel::DateColumn)
                 .data(GameLibraryModel::SortRole)
                 .toDateTime()
                 .date(),
             QDate(2024, 1, 15));
    QCOMPARE(model.index(0, GameLibraryModel::VariantColumn).data().toString(), QString("Classic"));
    // From the player's side: the colour they had and whether they won.
    QCOMPARE(model.index(0, GameLibraryModel::ColourColumn).data().toString(), QString("Red"));
    QCOMPARE(model.index(1, GameLibraryModel::ColourColumn).data().toString(), QString("Blue"));
    QVERIFY(!model.index(0, GameLibraryModel::ResultColumn).data().toString().isEmpty());
    QVERIFY(model.index(0, 0).data(GameLibraryModel::PathRole).toString().endsWith(".sgn"));
}

void TestGameLibrary::sortAndFilter()
{
    QTemporaryDir dir;
    GameLibraryModel model(dir.filePath("games"));
    const std::vector<int> lengths{50, 10, 30};
    const char* names[] = {"Computer (level 5)", "Bo", "Computer (level 1)"};
    for (int i = 0; i < 3; ++i) {
        GameRecord r = game(Variant::Barrage, 40 + i, lengths[i], names[i]);
        r.moves.resize(std::min<std::size_t>(r.moves.size(), std::size_t(lengths[i])));
        r.setTag("Result", "*");
        r.removeTag("Termination");
        model.library().store(r, Side::Red);
    }
    model.reload();
    Settings settings;
    GameLibraryPage page(&settings, &model);
    QSortFilterProxyModel* proxy = page.proxy();
    QAbstractItemModelTester tester(proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(proxy->rowCount(), 3);
    proxy->sort(GameLibraryModel::LengthColumn, Qt::AscendingOrder);
    QList<int> shown;
    for (const QString& s : column(*proxy, GameLibraryModel::LengthColumn)) shown << s.toInt();
    const QList<int> expected{5, 15, 25}; // 10, 30 and 50 plies: one move is one of each side
    QCOMPARE(shown, expected);
    page.filter()->setText("computer");
    QCOMPARE(proxy->rowCount(), 2);
    for (const QString& name : column(*proxy, GameLibraryModel::OpponentColumn))
        QVERIFY(name.startsWith("Computer"));
    page.filter()->setText("level 5");
    QCOMPARE(proxy->rowCount(), 1);
    QCOMPARE(proxy->index(0, GameLibraryModel::LengthColumn).data().toInt(), 25);
}

void TestGameLibrary::exportAndDelete()
{
    QTemporaryDir dir;
    GameLibraryModel model(dir.filePath("games"));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QString path = model.library().store(game(Variant::Duel, 7, 40, "Bo"));
    model.library().store(game(Variant::Duel, 8, 40, "Cy"));
    model.reload();
    QCOMPARE(model.rowCount(), 2);
    const QString target = dir.filePath("exported.sgn");
    QVERIFY(GameLibrary::exportTo(path, target));
    QFile a(path), b(target);
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    QCOMPARE(b.readAll(), a.readAll());

    Settings settings;
    GameLibraryPage page(&settings, &model);
    const int row = page.proxy()->mapFromSource(model.index(model.rowOfPath(path), 0)).row();
    page.view()->selectRow(row);
    QCOMPARE(page.currentPath(), QFileInfo(path).absoluteFilePath());
    page.deleteCurrent(false);
    QVERIFY(!QFile::exists(path));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.rowOfPath(path), -1);
}

void TestGameLibrary::skipsBrokenFiles()
{
    QTemporaryDir dir;
    QDir().mkpath(dir.filePath("games"));
    QFile broken(dir.filePath("games/broken.sgn"));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("[Variant classic\n");
    broken.close();
    GameLibraryModel model(dir.filePath("games"));
    QCOMPARE(model.rowCount(), 0);
    model.library().store(game(Variant::Barrage, 9, 20, "Bo"));
    model.reload();
    QCOMPARE(model.rowCount(), 1);
}

// An analysis written into a stored game later (or any rewrite) leaves the time it was played:
// the file's own time changes, its name does not.
void TestGameLibrary::rewritingKeepsWhenItWasPlayed()
{
    QTemporaryDir dir;
    GameLibrary library(dir.filePath("games"));
    GameRecord record = game(Variant::Classic, 4, 40, "Computer (level 2)");
    record.setTag("Date", "2026.12.03");
    const QString path = library.store(record, Side::Red);
    QVERIFY(!path.isEmpty());
    const QString stored = dir.filePath("games/20261203-122748.sgn"); // as if stored then
    QVERIFY(QFile::rename(path, stored));
    QFile file(stored);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.setFileTime(QDateTime(QDate(2026, 12, 3), QTime(12, 32, 5)),
                             QFileDevice::FileModificationTime));
    file.close();

    const auto entry = GameLibrary::readEntry(stored);
    QVERIFY(entry);
    QCOMPARE(entry->when, QDateTime(QDate(2026, 12, 3), QTime(12, 27, 48)));
    // A file of another name (an imported game) still has its Date and the file's time.
    const QString imported = dir.filePath("games/from-a-friend.sgn");
    QVERIFY(QFile::rename(stored, imported));
    const auto other = GameLibrary::readEntry(imported);
    QVERIFY(other);
    QCOMPARE(other->when.date(), QDate(2026, 12, 3));
    QCOMPARE(other->when.time(), QFileInfo(imported).lastModified().time());
}

// Shown, the page puts the keyboard where the player goes next: Open file while there are no
// games (and no empty table); else the games, the newest chosen, so Return replays it.
void TestGameLibrary::keyboardStartsAtTheNextStep()
{
    QTemporaryDir dir;
    GameLibraryModel model(dir.filePath("games"));
    Settings settings;
    auto* page = new GameLibraryPage(&settings, &model);
    pagetest::PageStack stack(page);
    QVERIFY(stack.show());
    stack.showPage();
    auto* focused = qobject_cast<QPushButton*>(QApplication::focusWidget());
    QVERIFY(focused);
    QCOMPARE(focused->text().remove('&'), QStringLiteral("Open file…"));
    QVERIFY(!page->view()->isVisible()); // no empty table: a line on how the library fills

    stack.showStart();
    GameRecord old = game(Variant::Duel, 3, 40, "Bo");
    old.setTag("Date", "2024.01.15");
    model.library().store(old, Side::Red);
    const QString newest = model.library().store(game(Variant::Duel, 4, 40, "Cy"), Side::Red);
    stack.showPage(); // shown: the page reads the folder again
    QVERIFY(page->view()->isVisible());
    QCOMPARE(QApplication::focusWidget(), page->view());
    QSignalSpy open(page, &GameLibraryPage::openRequested);
    QTest::keyClick(page->view(), Qt::Key_Return);
    QCOMPARE(open.count(), 1);
    QCOMPARE(open.first().first().toString(), QFileInfo(newest).absoluteFilePath());
}

QTEST_MAIN(TestGameLibrary)
#include "tst_gamelibrary.moc"
