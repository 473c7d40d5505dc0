// Game records (formats.md): exact round trips of the canonical text, the conformance samples,
// a game written and read back, move numbers as players count them and the desktop program's
// tags. Bad records are in tst_recorderrors, setup strings and .setup files in tst_setuptext.
#include "recordsamples.h"

#include "core/records/desktoptags.h"
#include "core/records/record.h"
#include "core/rules/notation.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

using namespace flagfall;
using namespace recordtest;

class TestRecords : public QObject {
    Q_OBJECT

private slots:
    void movesAsPlayersCount_data();
    void movesAsPlayersCount();
    void desktopTags_data();
    void desktopTags();
    void roundTrip_data();
    void roundTrip();
    void conformanceRecordsRoundTrip();
    void gameRoundTrip_data();
    void gameRoundTrip();
};

void TestRecords::roundTrip_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("canonical");
    const QByteArray full = "[Event \"Casual game\"]\n[Date \"2026.11.30\"]\n[Red \"Anna\"]\n"
                            "[Blue \"Computer (level 3)\"]\n" +
                            kSetups.left(kSetups.indexOf('\n') + 1) + "[Rules \"isf\"]\n" +
                            kSetups.mid(kSetups.indexOf('\n') + 1) +
                            "[Result \"*\"]\n[Termination \"abandoned\"]\n\n"
                            "1. B4-B5 E7-E6 2. B5-B4 *\n";
    QTest::newRow("canonical header and moves") << full << full;
    const QByteArray scrambled = "[Result \"*\"]\n[Site \"Online\"]\n[Red \"Anna\"]\n" + kSetups +
                                 "[Annotator \"Bo\"]\n[Event \"Club\"]\n\n1. B4-B5 *\n";
    QTest::newRow("tags in canonical order, unknown ones kept in the order read")
        << scrambled
        << "[Event \"Club\"]\n[Red \"Anna\"]\n" + kSetups +
               "[Result \"*\"]\n[Site \"Online\"]\n[Annotator \"Bo\"]\n\n1. B4-B5 *\n";
    const QByteArray commented = "[Event \"Club\"]\n" + kSetups +
                                 "[Result \"*\"]\n\n{before the first move} 1. B4-B5 {a probe} "
                                 "E7-E6 {answer} *\n";
    QTest::newRow("comments kept") << commented << commented;
    const QByteArray escaped =
        "[Event \"The \\\"big\\\" one \\\\ final\"]\n" + kSetups + "[Result \"*\"]\n\n*\n";
    QTest::newRow("escapes of quote and backslash") << escaped << escaped;
    QTest::newRow("move numbers without a space")
        << "[Event \"Club\"]\n" + kSetups + "\n1.B4-B5 E7-E6 2.B5-B4 *\n"
        << "[Event \"Club\"]\n" + kSetups + "[Result \"*\"]\n\n1. B4-B5 E7-E6 2. B5-B4 *\n";
    QTest::newRow("move numbers are optional when reading")
        << "[Event \"Club\"]\n" + kSetups + "\nB4-B5 E7-E6 B5-B4\n"
        << "[Event \"Club\"]\n" + kSetups + "[Result \"*\"]\n\n1. B4-B5 E7-E6 2. B5-B4 *\n";
    QTest::newRow("a result token with no Result tag sets the result")
        << kSetups + "\n1. B4-B5 1-0\n"
        << kSetups + "[Result \"1-0\"]\n\n1. B4-B5 1-0\n";
    QTest::newRow("header and no moves") << kSetups + "[Result \"*\"]\n\n*\n"
                                         << kSetups + "[Result \"*\"]\n\n*\n";
    // Blue moves first: "1..." before its move, then "2." before Red's reply.
    const QByteArray blueFirst = positionTag(kSmallPosition, 'b') +
                                 "[Result \"*\"]\n\n1... J9-J8 2. E4-D4 J8-J9 3. D4-E4 *\n";
    QTest::newRow("Position start with Blue to move") << blueFirst << blueFirst;
    QTest::newRow("CRLF and BOM are read")
        << "\xEF\xBB\xBF[Event \"Club\"]\r\n" + kSetups + "\r\n1. B4-B5 *\r\n"
        << "[Event \"Club\"]\n" + kSetups + "[Result \"*\"]\n\n1. B4-B5 *\n";
    // 16 moves: "N. xx-yy xx-yy" tokens fill a line up to 78 characters (the width of the
    // reference records in ../shared/conformance), then wrap.
    QByteArray moves, wrapped;
    int lineLength = 0;
    for (int n = 1; n <= 16; ++n) {
        const QByteArray tokens[] = {QByteArray::number(n) + '.', n % 2 ? "F4-F5" : "F5-F4",
                                     n % 2 ? "A7-A6" : "A6-A7"};
        for (const QByteArray& t : tokens) {
            moves += (moves.isEmpty() ? "" : " ") + t;
            if (lineLength > 0 && lineLength + 1 + t.size() > 78) {
                wrapped += '\n';
                lineLength = 0;
            } else if (lineLength > 0) {
                wrapped += ' ';
                ++lineLength;
            }
            wrapped += t;
            lineLength += t.size();
        }
    }
    QTest::newRow("long move text wrapped inside 80 columns")
        << kSetups + "[Result \"*\"]\n\n" + moves + " *\n"
        << kSetups + "[Result \"*\"]\n\n" + wrapped + (lineLength + 2 > 78 ? "\n*\n" : " *\n");
}

void TestRecords::roundTrip()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, canonical);
    const auto rec = readRecord(view(input));
    QVERIFY2(rec, rec.error.text().c_str());
    const std::string written = writeRecord(*rec);
    QCOMPARE(QByteArray::fromStdString(written), canonical);
    const auto again = readRecord(written);
    QVERIFY(again);
    QCOMPARE(QByteArray::fromStdString(writeRecord(*again)), canonical);
    const QByteArray moveText = canonical.mid(canonical.indexOf("\n\n") + 2);
    for (const QByteArray& line : moveText.split('\n')) QVERIFY(line.size() <= 78);
}

void TestRecords::conformanceRecordsRoundTrip()
{
    // The records of the conformance samples were written by an independent implementation:
    // each reads, writes back the same header and moves, and replays without an illegal move.
    QFile file(QStringLiteral(FLAGFALL_SHARED_DIR "/conformance/records.jsonl"));
    if (!file.open(QIODevice::ReadOnly))
        QSKIP("the shared conformance folder is absent (FLAGFALL_SHARED_DIR)");
    int count = 0;
    for (const QByteArray& line : file.readAll().split('\n')) {
        if (line.trimmed().isEmpty()) continue;
        const QByteArray sgn = QJsonDocument::fromJson(line).object()["sgn"].toString().toUtf8();
        const auto rec = readRecord(view(sgn));
        QVERIFY2(rec, rec.error.text().c_str());
        // Canonical form: writing what was read gives the sample's text byte for byte.
        const std::string written = writeRecord(*rec);
        QCOMPARE(QByteArray::fromStdString(written), sgn);
        const auto back = readRecord(written);
        QVERIFY(back);
        QVERIFY(back->moves == rec->moves);
        QCOMPARE(writeRecord(*back), written);
        QCOMPARE(back->tags.size(), rec->tags.size());
        for (std::size_t i = 0; i < rec->tags.size(); ++i) {
            QCOMPARE(back->tags[i].name, rec->tags[i].name);
            QCOMPARE(back->tags[i].value, rec->tags[i].value);
        }
        QCOMPARE(QByteArray::fromStdString(written.substr(0, written.find("\n\n"))),
                 sgn.left(sgn.indexOf("\n\n")));
        auto game = startGame(*rec);
        QVERIFY2(game, game.error.text().c_str());
        Game g = *game.value;
        QVERIFY(!replayMoves(g, *rec));
        ++count;
    }
    QVERIFY(count > 0);
}

void TestRecords::gameRoundTrip_data()
{
    QTest::addColumn<QByteArray>("start");
    QTest::addColumn<QString>("moves");
    QTest::newRow("setups") << kSetups << "B4-B5 E7-E6 B5xB7 A7-A6";
    QTest::newRow("Position start, Red to move")
        << positionTag(kSmallPosition, 'r') << "E4-D4 J9-J8 D4-E4 J8-J9 E4xE5";
    QTest::newRow("Position start, Blue to move")
        << positionTag(kSmallPosition, 'b') << "J9-J8 E4-D4 J8-J7";
}

void TestRecords::gameRoundTrip()
{
    // A game written by recordOf reads back into the same moves, start and result.
    QFETCH(QByteArray, start);
    QFETCH(QString, moves);
    const auto rec = readRecord(view(start + "\n" + moves.toLatin1() + "\n"));
    QVERIFY2(rec, rec.error.text().c_str());
    auto game = startGame(*rec);
    QVERIFY2(game, game.error.text().c_str());
    Game g = *game.value;
    QVERIFY(!replayMoves(g, *rec));
    const GameRecord out = recordOf(g, {{"Event", "Round trip", 0}, {"Site", "here", 0}});
    const auto back = readRecord(writeRecord(out));
    QVERIFY2(back, back.error.text().c_str());
    QCOMPARE(back->tag("Event"), std::string("Round trip"));
    QCOMPARE(back->tag("Site"), std::string("here"));
    QVERIFY(back->moves == rec->moves);
    auto again = startGame(*back);
    QVERIFY(again);
    Game h = *again.value;
    QVERIFY(!replayMoves(h, *back));
    QVERIFY(h.position() == g.position());
    QCOMPARE(h.result(), g.result());
}

void TestRecords::movesAsPlayersCount_data()
{
    QTest::addColumn<int>("plies");
    QTest::addColumn<bool>("redStarts");
    QTest::addColumn<int>("moves");
    QTest::newRow("no move") << 0 << true << 0;
    QTest::newRow("Red's first move") << 1 << true << 1;
    QTest::newRow("one of each side") << 2 << true << 1;
    QTest::newRow("Red begins the second") << 3 << true << 2;
    QTest::newRow("15 of each side") << 30 << true << 15;
    QTest::newRow("Blue starts: 1...") << 1 << false << 1;
    QTest::newRow("Blue starts: 1... then 2.") << 2 << false << 2;
    QTest::newRow("Blue starts: 2... done") << 3 << false << 2;
}

void TestRecords::movesAsPlayersCount()
{
    QFETCH(int, plies);
    QFETCH(bool, redStarts);
    QFETCH(int, moves);
    QCOMPARE(movesPlayed(plies, redStarts), moves);
}

// formats.md, "Tags of the desktop program": the written tags, with their values as the format
// gives them, read back to the same values; absent or broken values read as the defaults.
void TestRecords::desktopTags_data()
{
    QTest::addColumn<bool>("hotSeat");
    QTest::addColumn<int>("human"); // 0 Red, 1 Blue
    QTest::addColumn<int>("level");
    QTest::addColumn<bool>("serious");
    QTest::addColumn<int>("undos");
    QTest::addColumn<int>("hints");
    QTest::addColumn<QString>("written");
    QTest::newRow("against the computer, as Blue, with help")
        << false << 1 << 4 << false << 2 << 3
        << "Level=4 Human=blue Opponent=computer Serious=no Undos=2 Hints=3";
    QTest::newRow("a serious game as Red")
        << false << 0 << 5 << true << 0 << 0 << "Level=5 Human=red Opponent=computer Serious=yes";
    QTest::newRow("two players at one computer: no level, no side")
        << true << 0 << 0 << false << 1 << 0 << "Opponent=human Serious=no Undos=1";
}

void TestRecords::desktopTags()
{
    QFETCH(bool, hotSeat);
    QFETCH(int, human);
    QFETCH(int, level);
    QFETCH(bool, serious);
    QFETCH(int, undos);
    QFETCH(int, hints);
    QFETCH(QString, written);
    const DesktopTags tags{hotSeat, human ? Side::Blue : Side::Red, level, serious, undos, hints};
    GameRecord rec;
    rec.tags = {{"Event", "Casual game", 0}, {"Undos", "7", 0}, {"Hints", "9", 0}};
    writeDesktopTags(tags, rec.tags);
    QStringList shown;
    for (const RecordTag& t : rec.tags)
        if (t.name != "Event") shown << QString::fromStdString(t.name + "=" + t.value);
    // Old counts are replaced in place or dropped, so compare as sets of tags.
    QStringList expected = written.split(' ');
    std::sort(shown.begin(), shown.end());
    std::sort(expected.begin(), expected.end());
    QCOMPARE(shown, expected);
    QVERIFY(hasDesktopTags(rec));
    const DesktopTags back = readDesktopTags(rec);
    QCOMPARE(back.hotSeat, hotSeat);
    QCOMPARE(back.human, hotSeat ? Side::Red : tags.human);
    QCOMPARE(back.level, level);
    QCOMPARE(back.serious, serious);
    QCOMPARE(back.undos, undos);
    QCOMPARE(back.hints, hints);
    for (const RecordTag& t : rec.tags) QCOMPARE(isDesktopTag(t.name), t.name != "Event");

    GameRecord broken;
    broken.tags = {{"Level", "x3", 0}, {"Undos", "-2", 0}, {"Human", "green", 0}};
    QVERIFY(!hasDesktopTags(broken));
    const DesktopTags none = readDesktopTags(broken);
    QCOMPARE(none.level, 0);
    QCOMPARE(none.undos, 0);
    QCOMPARE(none.human, Side::Red);
}

QTEST_APPLESS_MAIN(TestRecords)
#include "tst_records.moc"
