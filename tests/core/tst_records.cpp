// Game records, setup strings, .setup files and Gravon import (formats.md): exact round trips of
// the canonical text, and every kind of bad input rejected with its line and column, never a
// crash.
#include "core/desktoptags.h"
#include "core/notation.h"
#include "core/record.h"
#include "core/setup.h"
#include "core/textfile.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace flagfall;

namespace {

std::string_view view(const QByteArray& b)
{
    return {b.constData(), static_cast<std::size_t>(b.size())};
}

// A Classic game's header: Variant on line 1, the setups on lines 2 and 3.
const QByteArray kSetups = "[Variant \"classic\"]\n"
                           "[RedSetup \"B25424222B/64X8592745/363FS36B22/7B837B63B5\"]\n"
                           "[BlueSetup \"B572746S26/4262X28359/B385222574/4FB363BBB3\"]\n";

// Red Flag A1 and Miner E4, Blue Flag E5 and Sergeant J9.
const QByteArray kSmallPosition = "..................../..................b4/..................../"
                                  "..................../....~~~~....~~~~..../"
                                  "....~~~~bF..~~~~..../........r3........../"
                                  "..................../..................../rF..................";

QByteArray positionTag(const QByteArray& rows, char side)
{
    return "[Position \"" + rows + ' ' + side + "\"]\n";
}

} // namespace

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
    void readErrors_data();
    void readErrors();
    void startErrors_data();
    void startErrors();
    void replayErrors_data();
    void replayErrors();
    void tooLarge();
    void textFiles();
    void truncatedNeverCrash();
    void setupStrings_data();
    void setupStrings();
    void setupStringErrors_data();
    void setupStringErrors();
    void setupFiles();
    void setupFileErrors_data();
    void setupFileErrors();
    void gravon_data();
    void gravon();
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

void TestRecords::readErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    // Line 5 is the move text after the three tags of kSetups and a blank line.
    QTest::newRow("truncated inside a tag value")
        << QByteArray("[Event \"Casu") << 1 << 13 << "close the tag value";
    QTest::newRow("truncated move") << kSetups + "\n1. B4-" << 5 << 4 << "expected a move";
    QTest::newRow("unterminated comment")
        << kSetups + "\n1. B4-B5 {never closed\nE7-E6" << 5 << 10 << "never closed";
    QTest::newRow("no quote around the value")
        << QByteArray("[Event Casual]\n") << 1 << 8 << "open the tag value";
    QTest::newRow("a backslash escapes only quote and backslash")
        << QByteArray("[Event \"a\\b\"]\n") << 1 << 10 << "after a backslash";
    QTest::newRow("text after a tag")
        << QByteArray("[Event \"a\"] x\n") << 1 << 12 << "unexpected text";
    QTest::newRow("a tag given twice") << "[Event \"a\"]\n" + kSetups + "[Event \"b\"]\n"
                                       << 5 << 1 << "given twice";
    QTest::newRow("wrong move number")
        << kSetups + "\n1. B4-B5 E7-E6 3. B5-B4" << 5 << 16 << "wrong move number: expected 2.";
    QTest::newRow("three dots before a red move")
        << kSetups + "\n1... B4-B5" << 5 << 1 << "wrong move number: expected 1.";
    QTest::newRow("a token that is no move")
        << kSetups + "\n1. B4-B5 hello" << 5 << 10 << "found 'hello'";
    QTest::newRow("a square off the board")
        << kSetups + "\n1. B4-B11" << 5 << 4 << "expected a move";
    QTest::newRow("a move after the result token")
        << kSetups + "\n1. B4-B5 * E7-E6" << 5 << 12 << "after the result token";
    QTest::newRow("result token differs from the tag")
        << kSetups + "[Result \"1-0\"]\n\n1. B4-B5 0-1\n"
        << 6 << 10 << "differs from the Result";
    QTest::newRow("binary file with NUL bytes")
        << QByteArray("[Event \"a\"]\n\0\0", 14) << 0 << 0 << "NUL";
}

void TestRecords::readErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const auto rec = readRecord(view(text));
    QVERIFY(!rec);
    QVERIFY2(QString::fromStdString(rec.error.message).contains(message),
             rec.error.message.c_str());
    QCOMPARE(rec.error.line, line);
    QCOMPARE(rec.error.column, column);
}

void TestRecords::startErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QByteArray wrongArmy = kSetups;
    wrongArmy.replace("7B837B63B5", "7B837B6225"); // two Scouts too many, a Miner and Bomb short
    QTest::newRow("wrong army") << wrongArmy << 2 << "tag RedSetup: the classic army";
    QByteArray unknownChar = kSetups;
    unknownChar.replace("4FB363BBB3", "4FB363BBZ3");
    QTest::newRow("unknown piece character in a setup")
        << unknownChar << 3 << "unknown piece character 'Z' at column 42";
    QByteArray onLake = kSmallPosition;
    onLake.replace("....~~~~bF", "....rX~~bF");
    QTest::newRow("a piece on a lake") << positionTag(onLake, 'r') << 1 << "at C5: expected '~~'";
    QByteArray unknownInPosition = kSmallPosition;
    unknownInPosition.replace("r3", "rZ");
    QTest::newRow("unknown piece character in a position")
        << positionTag(unknownInPosition, 'r') << 1 << "unknown piece character 'Z'";
    QByteArray hidden = kSmallPosition;
    hidden.replace("b4", "b?");
    QTest::newRow("a hidden piece in a Position tag")
        << positionTag(hidden, 'r') << 1 << "allowed only in a view";
    QByteArray twoFlags = kSmallPosition;
    twoFlags.replace("r3", "rF");
    QTest::newRow("two red flags") << positionTag(twoFlags, 'r') << 1 << "exactly one Flag";
    QTest::newRow("both Position and setups")
        << kSetups + positionTag(kSmallPosition, 'r') << 4 << "both a Position and setups";
    QByteArray variant = kSetups;
    variant.replace("classic", "giant");
    QTest::newRow("unknown variant") << variant << 1 << "unknown variant 'giant'";
    QTest::newRow("setups for another variant")
        << kSetups.mid(kSetups.indexOf('\n') + 1) + "[Variant \"barrage\"]\n"
        << 1 << "tag RedSetup: the barrage army";
    QTest::newRow("unknown rules preset")
        << "[Rules \"house\"]\n" + kSetups << 1 << "unknown rules preset 'house'";
    QTest::newRow("two-squares limit out of range")
        << "[TwoSquare \"100\"]\n" + kSetups << 1 << "from 0 to 99";
    QTest::newRow("scout strike neither on nor off")
        << "[ScoutStrike \"yes\"]\n" + kSetups << 1 << "\"on\" or \"off\"";
    // Missing tags have no place of their own: the message names the end of the header.
    QTest::newRow("setups missing")
        << QByteArray("[Variant \"classic\"]\n\n*\n") << 2 << "are missing";
}

void TestRecords::startErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, message);
    const auto rec = readRecord(view(text));
    QVERIFY2(rec, rec.error.text().c_str());
    const auto game = startGame(*rec);
    QVERIFY(!game);
    QVERIFY2(QString::fromStdString(game.error.message).contains(message),
             game.error.message.c_str());
    QCOMPARE(game.error.line, line);
}

void TestRecords::replayErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("ply");
    QTest::addColumn<QString>("reason");
    // Red's front row is B 2 5 4 2 4 2 2 2 B from A4; Blue's is 6 2 S 6 4 7 2 7 5 B from A7.
    QTest::newRow("R7 a bomb moving") << kSetups + "\n1. A4-A5" << 1 << "never move";
    QTest::newRow("R6 a move to its own square") << kSetups + "\n1. F4-F4" << 1 << "straight";
    QTest::newRow("R2 into a lake") << kSetups + "\n1. C4-C5" << 1 << "lake";
    QTest::newRow("x onto an empty square") << kSetups + "\n1. F4xF5" << 1 << "empty square";
    QTest::newRow("- onto an enemy piece") << kSetups + "\n1. B4-B7" << 1 << "written as an attack";
    QTest::newRow("R5 blue's piece on red's turn")
        << kSetups + "\n1. E7-E6" << 1 << "belongs to the opponent";
    QTest::newRow("R16 a fourth move back")
        << kSetups + "\n1. F4-F5 A7-A6 2. F5-F4 A6-A7 3. F4-F5 A7-A6 4. F5-F4" << 7
        << "two-squares";
    QTest::newRow("R14 a move after the flag fell: the game is over")
        << positionTag(kSmallPosition, 'r') + "\n1. E4xE5 J9-J8" << 2 << "the game is over";
}

void TestRecords::replayErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(int, ply);
    QFETCH(QString, reason);
    const auto rec = readRecord(view(text));
    QVERIFY2(rec, rec.error.text().c_str());
    auto game = startGame(*rec);
    QVERIFY2(game, game.error.text().c_str());
    Game g = *game.value;
    const auto err = replayMoves(g, *rec);
    QVERIFY(err);
    QCOMPARE(err->ply, ply);
    QVERIFY2(QString::fromStdString(err->reason).contains(reason), err->reason.c_str());
    QCOMPARE(g.ply(), ply - 1);
    // Every move knows where it stands, so a message can name the line and column of this one.
    QCOMPARE(rec->moveSpots.size(), rec->moves.size());
    const TextSpot at = rec->moveSpots[static_cast<std::size_t>(ply - 1)];
    const QByteArray line = text.split('\n').value(at.line - 1);
    QCOMPARE(line.mid(at.column - 1, 5).toStdString(), moveText(err->move));
}

void TestRecords::tooLarge()
{
    const std::string big(kMaxRecordBytes + 1, ' ');
    const auto rec = readRecord(big);
    QVERIFY(!rec);
    QVERIFY(QString::fromStdString(rec.error.message).contains("16 MiB"));
    QVERIFY(readRecord(std::string_view(big).substr(1))); // 16 MiB of spaces: empty record
}

void TestRecords::textFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&](const QString& name, const QByteArray& data, qint64 size) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(data);
        QVERIFY(f.resize(size)); // the rest is zeros... or spaces written below
        f.close();
    };
    // Exactly 16 MiB is read; one byte more is refused before reading.
    QByteArray spaces(kMaxRecordBytes, ' ');
    write("limit.sgn", spaces, qint64(kMaxRecordBytes));
    const auto limit = readTextFile(dir.filePath("limit.sgn").toStdString());
    QVERIFY2(limit, limit.error.text().c_str());
    QCOMPARE(limit->size(), kMaxRecordBytes);
    spaces += ' ';
    write("big.sgn", spaces, qint64(kMaxRecordBytes) + 1);
    const auto big = readTextFile(dir.filePath("big.sgn").toStdString());
    QVERIFY(!big);
    QVERIFY(QString::fromStdString(big.error.message).contains("larger than 16 MiB"));
    write("binary.sgn", QByteArray("[Event \"x\"]\n", 12), 40);
    const auto binary = readTextFile(dir.filePath("binary.sgn").toStdString());
    QVERIFY(!binary);
    QVERIFY(QString::fromStdString(binary.error.message).contains("NUL"));
    const auto missing = readTextFile(dir.filePath("missing.sgn").toStdString());
    QVERIFY(!missing);
    QVERIFY(QString::fromStdString(missing.error.message).contains("no such file"));
    QVERIFY(!readTextFile(dir.path().toStdString())); // a folder is no text file
}

void TestRecords::truncatedNeverCrash()
{
    // Every prefix of a record and of a setup file either reads or fails with a position.
    const QByteArray full = "[Event \"Club \\\"x\\\"\"]\n" + kSetups +
                            "[Result \"*\"]\n\n{start} 1. B4-B5 E7-E6 2. B5xB7 {scout} A7-A6 *\n";
    for (int n = 0; n <= full.size(); ++n) {
        const auto rec = readRecord(view(full.left(n)));
        if (!rec) {
            QVERIFY2(rec.error.line >= 1 && rec.error.column >= 1,
                     qPrintable(QString::number(n) + ": " + rec.error.text().c_str()));
            continue;
        }
        auto game = startGame(*rec);
        if (game) {
            Game g = *game.value;
            replayMoves(g, *rec);
        }
    }
    const QByteArray setupFile = "# mine\nName: Wall\nVariant: classic\n"
                                 "B25424222B/64X8592745/363FS36B22/7B837B63B5\n";
    for (int n = 0; n <= setupFile.size(); ++n) {
        const auto f = parseSetupFile(view(setupFile.left(n)));
        if (!f) QVERIFY(!f.error.message.empty());
    }
}

void TestRecords::setupStrings_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("variant");
    QTest::newRow("classic") << "B25424222B/64X8592745/363FS36B22/7B837B63B5"
                             << "classic";
    QTest::newRow("barrage with empty squares") << "..2...X.../....9...../...3..2.../B.SF......"
                                                << "barrage";
    QTest::newRow("duel") << "2..X..9..2/3........3/....S...../B.F.....B."
                          << "duel";
}

void TestRecords::setupStrings()
{
    QFETCH(QString, text);
    QFETCH(QString, variant);
    const auto parsed = parseSetupString(text.toStdString());
    QVERIFY2(parsed, parsed.error.text().c_str());
    QCOMPARE(QString::fromStdString(std::string(variantInfo(parsed->second).name)), variant);
    QCOMPARE(QString::fromStdString(setupToString(parsed->first)), text);
    QVERIFY(parseSetupString(text.toStdString(), parsed->second));
}

void TestRecords::setupStringErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("variant"); // "" = the army decides
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("too short") << "B25424222B/64X8592745/363FS36B22/7B837B63B"
                               << "" << 0 << "four rows of ten";
    QTest::newRow("wrong separator") << "B25424222B/64X8592745-363FS36B22/7B837B63B5"
                                     << "" << 22 << "expected '/'";
    QTest::newRow("unknown piece character") << "B25424222B/64X8592745/363FS36B22/7B837B63b5"
                                             << "" << 42 << "unknown piece character 'b'";
    QTest::newRow("R3 wrong army") << "B25424222B/64X8592745/363FS36B22/7B837B6225"
                                   << "" << 0 << "the classic army";
    QTest::newRow("R3 classic string for barrage") << "B25424222B/64X8592745/363FS36B22/7B837B63B5"
                                                   << "barrage" << 0 << "the barrage army";
    QTest::newRow("R4 classic leaves no square empty")
        << "B25424222B/64X8592745/363FS36B22/7B837B63B."
        << "classic" << 0 << "the classic army";
}

void TestRecords::setupStringErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, variant);
    QFETCH(int, column);
    QFETCH(QString, message);
    const auto v = variant.isEmpty() ? std::nullopt : variantFromName(variant.toStdString());
    const auto parsed = parseSetupString(text.toStdString(), v);
    QVERIFY(!parsed);
    QVERIFY2(QString::fromStdString(parsed.error.message).contains(message),
             parsed.error.message.c_str());
    QCOMPARE(parsed.error.column, column);
}

void TestRecords::setupFiles()
{
    const QByteArray text = "\xEF\xBB\xBF# my favourite\r\nName: Fortress\r\n\r\n"
                            "Variant: classic\r\nAuthor: Anna\r\n  # a note\r\n"
                            "B25424222B/64X8592745/363FS36B22/7B837B63B5\r\nSource: club\r\n";
    const auto f = parseSetupFile(view(text));
    QVERIFY2(f, f.error.text().c_str());
    QCOMPARE(f->name, std::string("Fortress"));
    QCOMPARE(f->variant, Variant::Classic);
    QCOMPARE(setupToString(f->setup), std::string("B25424222B/64X8592745/363FS36B22/7B837B63B5"));
    const std::vector<std::pair<std::string, std::string>> extra{{"Author", "Anna"},
                                                                 {"Source", "club"}};
    QVERIFY(f->extra == extra);
    const std::string written = writeSetupFile(*f);
    QCOMPARE(QByteArray::fromStdString(written),
             QByteArray("Name: Fortress\nVariant: classic\nAuthor: Anna\nSource: club\n"
                        "B25424222B/64X8592745/363FS36B22/7B837B63B5\n"));
    const auto again = parseSetupFile(written);
    QVERIFY(again);
    QCOMPARE(writeSetupFile(*again), written);
    // Without a Variant line the army decides.
    const auto barrage = parseSetupFile("..2...X.../....9...../...3..2.../B.SF......\n");
    QVERIFY(barrage);
    QCOMPARE(barrage->variant, Variant::Barrage);
    QVERIFY(barrage->name.empty());
}

void TestRecords::setupFileErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    const QByteArray classic = "B25424222B/64X8592745/363FS36B22/7B837B63B5\n";
    QTest::newRow("two setup strings")
        << "# x\n" + classic + classic << 3 << 1 << "a second setup string";
    QTest::newRow("no setup string")
        << QByteArray("# only\nName: x\n") << 2 << 0 << "no setup string";
    QTest::newRow("unknown variant")
        << "Variant: giant\n" + classic << 1 << 10 << "unknown variant 'giant'";
    QTest::newRow("R3 wrong army for the variant")
        << "Name: a\nVariant: duel\n" + classic << 3 << 0 << "the duel army";
    QTest::newRow("unknown piece character")
        << QByteArray("Name: a\nB25424222B/64X8592745/363FS36B22/7B837Q63B5\n") << 2 << 39
        << "unknown piece character 'Q'";
    QTest::newRow("indented unknown variant")
        << "  Variant:  giant\n" + classic << 1 << 13 << "unknown variant 'giant'";
    QTest::newRow("indented setup string with an unknown piece character")
        << QByteArray("Name: a\n   B25424222B/64X8592745/363FS36B22/7B837Q63B5\n") << 2 << 42
        << "unknown piece character 'Q'";
    QTest::newRow("binary") << QByteArray("Name: a\n\0\0\0", 11) << 2 << 0 << "four rows of ten";
}

void TestRecords::setupFileErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const auto f = parseSetupFile(view(text));
    QVERIFY(!f);
    QVERIFY2(QString::fromStdString(f.error.message).contains(message), f.error.message.c_str());
    QCOMPARE(f.error.line, line);
    QCOMPARE(f.error.column, column);
}

void TestRecords::gravon_data()
{
    QTest::addColumn<QString>("letters");
    QTest::addColumn<QString>("setup"); // "" when the import must fail
    // Letters A empty, B Bomb, C Spy, D Scout, E Miner, F..L Sergeant..Marshal, M Flag.
    QTest::newRow("classic.txt line 1") << "BDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEBG"
                                        << "B25424222B/64X8592745/363FS36B22/7B837B63B5";
    QTest::newRow("barrage.txt line 1") << "AAAAALAAKAAAAAAEAACADAAAAAAAABDAAAAAAAAM"
                                        << ".....X..9./.....3..S./2........B/2........F";
    QTest::newRow("39 letters") << "BDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEB"
                                << "";
    QTest::newRow("letter past M") << "BDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHENG"
                                   << "";
    QTest::newRow("lowercase letter") << "bDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEBG"
                                      << "";
}

void TestRecords::gravon()
{
    QFETCH(QString, letters);
    QFETCH(QString, setup);
    const auto parsed = parseGravon(letters.toStdString());
    if (setup.isEmpty()) {
        QVERIFY(!parsed);
        QVERIFY(!parsed.error.message.empty());
        return;
    }
    QVERIFY2(parsed, parsed.error.text().c_str());
    QCOMPARE(QString::fromStdString(setupToString(*parsed)), setup);
}

QTEST_APPLESS_MAIN(TestRecords)
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

#include "tst_records.moc"
