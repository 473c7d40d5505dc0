// Bad game records (formats.md): every kind of broken text rejected with its line and column,
// a start that cannot be set up and an illegal move named by its ply, records and text files
// too large or binary, and every prefix of a record or setup file read without a crash.
#include "recordsamples.h"

#include "core/base/textfile.h"
#include "core/records/record.h"
#include "core/rules/notation.h"
#include "core/rules/setup.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace flagfall;
using namespace recordtest;

class TestRecordErrors : public QObject {
    Q_OBJECT

private slots:
    void readErrors_data();
    void readErrors();
    void startErrors_data();
    void startErrors();
    void replayErrors_data();
    void replayErrors();
    void tooLarge();
    void textFiles();
    void truncatedNeverCrash();
};

void TestRecordErrors::readErrors_data()
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

void TestRecordErrors::readErrors()
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

void TestRecordErrors::startErrors_data()
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

void TestRecordErrors::startErrors()
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

void TestRecordErrors::replayErrors_data()
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

void TestRecordErrors::replayErrors()
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

void TestRecordErrors::tooLarge()
{
    const std::string big(kMaxFileBytes + 1, ' ');
    const auto rec = readRecord(big);
    QVERIFY(!rec);
    QVERIFY(QString::fromStdString(rec.error.message).contains("16 MiB"));
    QVERIFY(readRecord(std::string_view(big).substr(1))); // 16 MiB of spaces: empty record
}

void TestRecordErrors::textFiles()
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
    QByteArray spaces(kMaxFileBytes, ' ');
    write("limit.sgn", spaces, qint64(kMaxFileBytes));
    const auto limit = readTextFile(dir.filePath("limit.sgn").toStdString());
    QVERIFY2(limit, limit.error.text().c_str());
    QCOMPARE(limit->size(), kMaxFileBytes);
    spaces += ' ';
    write("big.sgn", spaces, qint64(kMaxFileBytes) + 1);
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

void TestRecordErrors::truncatedNeverCrash()
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

QTEST_APPLESS_MAIN(TestRecordErrors)
#include "tst_recorderrors.moc"
