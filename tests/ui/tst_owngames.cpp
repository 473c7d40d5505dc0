// The statistics of the player's own games from the game library: a hand-built set of records
// (won, drawn, lost, as Red and as Blue, at several levels and variants, with kept and other
// setups, and records that do not count) and the figures worked out by hand below.
#include "base/settings.h"
#include "library/gamelibrarymodel.h"
#include "library/gamelibrarypage.h"
#include "library/owngamesdialog.h"
#include "library/owngamesmodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

const char* const kFortress = "B25424222B/64X8592745/363FS36B22/7B837B63B5";
const char* const kRush = "254B552222/5497323247/BB8X666638/FB3SB742B3";
const char* const kOther = "2527266B54/2238X4S986/3345B77B56/24B323BF2B";
const char* const kBarrage = "........../........../B........./FS2293X...";

struct Game {
    const char* variant;
    const char* red;
    const char* blue;
    const char* result;
    const char* extraTags; // the desktop tags, as written
};

// The player's side decides which setup is theirs and whether 1-0 is a win.
const Game kGames[] = {
    {"classic", kFortress, kOther, "1-0",
     "[Opponent \"computer\"]\n[Human \"red\"]\n[Level \"3\"]"},
    {"classic", kFortress, kRush, "1-0", "[Opponent \"computer\"]\n[Human \"red\"]\n[Level \"3\"]"},
    {"classic", kOther, kFortress, "1-0",
     "[Opponent \"computer\"]\n[Human \"blue\"]\n[Level \"3\"]"},
    {"classic", kRush, kOther, "0-1", "[Opponent \"computer\"]\n[Human \"red\"]\n[Level \"5\"]"},
    {"classic", kRush, kOther, "1/2-1/2",
     "[Opponent \"computer\"]\n[Human \"red\"]\n[Level \"5\"]"},
    {"barrage", kBarrage, kBarrage, "1-0",
     "[Opponent \"computer\"]\n[Human \"red\"]\n[Level \"1\"]"},
    {"classic", kOther, kFortress, "0-1",
     "[Opponent \"computer\"]\n[Human \"red\"]\n[Level \"2\"]"},
    // Not counted: two players at one computer, a record from elsewhere, a game not finished.
    {"classic", kFortress, kOther, "1-0", "[Opponent \"human\"]"},
    {"classic", kFortress, kOther, "1-0", ""},
    {"classic", kFortress, kOther, "*", "[Opponent \"computer\"]\n[Human \"red\"]\n[Level \"3\"]"},
};

QByteArray recordText(const Game& g, int n)
{
    return QStringLiteral("[Event \"Game %1\"]\n[Date \"2026.11.%2\"]\n[Variant \"%3\"]\n"
                          "[RedSetup \"%4\"]\n[BlueSetup \"%5\"]\n[Result \"%6\"]\n%7\n\n%6\n")
        .arg(n)
        .arg(n + 1, 2, 10, QLatin1Char('0'))
        .arg(QLatin1String(g.variant), QLatin1String(g.red), QLatin1String(g.blue),
             QLatin1String(g.result), QLatin1String(g.extraTags))
        .toUtf8();
}

QStringList rowTexts(const QAbstractItemModel& m)
{
    QStringList rows;
    for (int r = 0; r < m.rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < m.columnCount(); ++c) cells << m.index(r, c).data().toString();
        rows << cells.join(QLatin1Char('|'));
    }
    return rows;
}

} // namespace

class TestOwnGames : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void figures_data();
    void figures();
    void summary();
    void emptyLibrary();

private:
    OwnGamesDialog* openStatistics(); // from the library page, as the button does

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<GameLibraryModel> m_model;
    std::unique_ptr<GameLibraryPage> m_page;
};

void TestOwnGames::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
    int n = 0;
    for (const Game& g : kGames) {
        QFile f(m_dir.filePath(QStringLiteral("game-%1.sgn").arg(++n)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(recordText(g, n));
    }
    m_settings = std::make_unique<Settings>();
    m_model = std::make_unique<GameLibraryModel>(m_dir.path());
    QCOMPARE(m_model->rowCount(), 10); // every record reads; three of them do not count
    m_page = std::make_unique<GameLibraryPage>(m_settings.get(), m_model.get());
    m_page->setSavedSetups([] {
        return QVector<SavedSetup>{
            {QStringLiteral("Unused"), flagfall::Variant::Barrage,
             QStringLiteral("........../........../.B......../FS2293X...")},
            {QStringLiteral("Defensive"), flagfall::Variant::Classic, QString::fromLatin1(kOther)},
            {QStringLiteral("Fortress"), flagfall::Variant::Classic,
             QString::fromLatin1(kFortress)},
            {QStringLiteral("Rush"), flagfall::Variant::Classic, QString::fromLatin1(kRush)},
        };
    });
}

OwnGamesDialog* TestOwnGames::openStatistics()
{
    m_page->showStatistics();
    return m_page->statisticsDialog();
}

// Games 1-7 count (3 won: 1, 2, 6; 1 drawn: 5; 3 lost: 3, 4, 7). The score counts a draw half.
void TestOwnGames::figures_data()
{
    QTest::addColumn<int>("grouping");
    QTest::addColumn<QStringList>("rows"); // group|games|won|drawn|lost|score
    // Classic: games 1-5 and 7: won 1, 2; drawn 5; lost 3, 4, 7: (2 + 0.5) / 6 = 42%.
    QTest::newRow("by variant") << int(OwnGamesModel::ByVariant)
                                << QStringList{"Classic|6|2|1|3|42%", "Barrage|1|1|0|0|100%"};
    // Level 1: game 6; level 2: game 7; level 3: games 1-3 (won, won, lost: 67%); level 5:
    // games 4 and 5 (lost, drawn: 25%).
    QTest::newRow("by level") << int(OwnGamesModel::ByLevel)
                              << QStringList{"Level 1|1|1|0|0|100%", "Level 2|1|0|0|1|0%",
                                             "Level 3|3|2|0|1|67%", "Level 5|2|0|1|1|25%"};
    // Fortress: games 1, 2 (Red, won) and 3 (Blue, Red won: lost): 67%. Rush: games 4 and 5
    // (lost, drawn): 25%. Defensive (kOther): game 7 as Red (lost): 0%; games 1 and 2 had it on
    // the computer's side. Unused: no game, no row. Not kept: game 6 (the Barrage setup): won.
    // The best kept setup first, the setups not kept last.
    QTest::newRow("by setup") << int(OwnGamesModel::BySetup)
                              << QStringList{"Fortress|3|2|0|1|67%", "Rush|2|0|1|1|25%",
                                             "Defensive|1|0|0|1|0%",
                                             "Setups not kept|1|1|0|0|100%"};
}

void TestOwnGames::figures()
{
    QFETCH(int, grouping);
    QFETCH(QStringList, rows);
    OwnGamesDialog* dialog = openStatistics();
    QVERIFY(dialog);
    OwnGamesModel* model = dialog->model(OwnGamesModel::Grouping(grouping));
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    openStatistics(); // again, with the tester watching the reset
    QCOMPARE(rowTexts(*model), rows);
    QCOMPARE(model->headerData(OwnGamesModel::ScoreColumn, Qt::Horizontal).toString(),
             QStringLiteral("Score"));
}

void TestOwnGames::summary()
{
    QCOMPARE(openStatistics()->summaryText(),
             QStringLiteral("7 finished games against the computer in the library: won 3, "
                            "drawn 1, lost 3."));
}

void TestOwnGames::emptyLibrary()
{
    QTemporaryDir empty;
    GameLibraryModel model(empty.path());
    GameLibraryPage page(m_settings.get(), &model);
    page.showStatistics();
    OwnGamesDialog* dialog = page.statisticsDialog();
    QCOMPARE(dialog->summaryText(),
             QStringLiteral("No finished games against the computer in the library yet."));
    for (int g = 0; g < 3; ++g) QCOMPARE(dialog->model(OwnGamesModel::Grouping(g))->rowCount(), 0);
}

QTEST_MAIN(TestOwnGames)
#include "tst_owngames.moc"
