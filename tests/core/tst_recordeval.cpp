// A game's analysis stored in its record (formats.md, "Analysis"): the eval comment's exact
// syntax both ways, anything else left an ordinary comment, the Analysis tag, a record written
// with its analysis and read back, and each side's summary.
#include "core/records/evalsummary.h"
#include "core/records/recordeval.h"
#include "core/rules/notation.h"

#include <QTest>

using namespace flagfall;

Q_DECLARE_METATYPE(flagfall::PlyEval)

namespace {

PlyEval eval(int ply, int before, int after, MoveMark mark = MoveMark::None,
             const char* best = nullptr, MoveReason reason = {})
{
    PlyEval e;
    e.ply = ply;
    e.before = before;
    e.after = after;
    e.mark = mark;
    if (best) e.best = *parseMove(best);
    e.reason = reason;
    return e;
}

const std::string kHeader = "[Variant \"classic\"]\n"
                            "[RedSetup \"B25424222B/64X8592745/363FS36B22/7B837B63B5\"]\n"
                            "[BlueSetup \"B572746S26/4262X28359/B385222574/4FB363BBB3\"]\n";

} // namespace

class TestRecordEval : public QObject {
    Q_OBJECT

private slots:
    void evalComment_data();
    void evalComment();
    void notAnEval_data();
    void notAnEval();
    void analysisLevel_data();
    void analysisLevel();
    void writtenAndReadBack();
    void oldRecordHasNoAnalysis();
    void summary();
    void moveAccuracy_data();
    void moveAccuracy();
};

void TestRecordEval::evalComment_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<PlyEval>("expected");
    QTest::newRow("unmarked, best played") << "eval 0.512 0.512" << eval(3, 512, 512);
    QTest::newRow("a better move")
        << "eval 0.600 0.580 best B4-B5" << eval(3, 600, 580, {}, "B4-B5");
    QTest::newRow("an inaccuracy") << "eval 0.600 0.540 inaccuracy best C4xC5"
                                   << eval(3, 600, 540, MoveMark::Inaccuracy, "C4xC5");
    QTest::newRow("a blunder with a known Bomb")
        << "eval 0.714 0.161 blunder best H2-E2 why known-stronger X B"
        << eval(3, 714, 161, MoveMark::Blunder, "H2-E2",
                {ReasonKind::KnownStronger, Rank::Marshal, Rank::Bomb, 0});
    QTest::newRow("a lotto attack")
        << "eval 0.786 0.582 blunder best B3-B4 why bomb-risk X 41"
        << eval(3, 786, 582, MoveMark::Blunder, "B3-B4",
                {ReasonKind::BombRisk, Rank::Marshal, Rank::Unknown, 41});
    QTest::newRow("a risk without a best move")
        << "eval 1.000 0.000 mistake why loss-risk 7 100"
        << eval(3, 1000, 0, MoveMark::Mistake, nullptr,
                {ReasonKind::LossRisk, Rank::Major, Rank::Unknown, 100});
    QTest::newRow("exposed") << "eval 0.500 0.350 mistake best A1-A2 why exposed 6 8"
                             << eval(3, 500, 350, MoveMark::Mistake, "A1-A2",
                                     {ReasonKind::Exposed, Rank::Captain, Rank::Colonel, 0});
    QTest::newRow("a capture missed")
        << "eval 0.700 0.450 blunder best E5xE6 why missed-capture 9 S"
        << eval(3, 700, 450, MoveMark::Blunder, "E5xE6",
                {ReasonKind::MissedCapture, Rank::General, Rank::Spy, 0});
}

// Read as written, and written as read.
void TestRecordEval::evalComment()
{
    QFETCH(QString, text);
    QFETCH(PlyEval, expected);
    const auto read = parseEvalComment(text.toStdString(), 3);
    QVERIFY(read);
    QVERIFY(*read == expected);
    QCOMPARE(QString::fromStdString(evalCommentText(expected)), text);
}

void TestRecordEval::notAnEval_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("a plain comment") << "a Scout meets a Bomb";
    QTest::newRow("eval alone") << "eval";
    QTest::newRow("one number") << "eval 0.500";
    QTest::newRow("two decimals") << "eval 0.50 0.400";
    QTest::newRow("above one") << "eval 1.001 0.400";
    QTest::newRow("a minus") << "eval -0.100 0.400";
    QTest::newRow("an unknown mark") << "eval 0.500 0.400 howler";
    QTest::newRow("a bad move") << "eval 0.500 0.400 mistake best Z9-Z9";
    QTest::newRow("best without a move") << "eval 0.500 0.400 mistake best";
    QTest::newRow("a percentage over 100") << "eval 0.500 0.400 why bomb-risk X 101";
    QTest::newRow("a rank for a percentage") << "eval 0.500 0.400 why bomb-risk X B";
    QTest::newRow("an unknown reason") << "eval 0.500 0.400 why fate X 3";
    QTest::newRow("a reason too short") << "eval 0.500 0.400 why exposed X";
    QTest::newRow("something after") << "eval 0.500 0.400 mistake extra";
    QTest::newRow("capital") << "Eval 0.500 0.400";
}

// Such comments are ordinary comments: no eval is read from them.
void TestRecordEval::notAnEval()
{
    QFETCH(QString, text);
    QVERIFY(!parseEvalComment(text.toStdString(), 1));
    QVERIFY(!isEvalComment(RecordComment{1, text.toStdString()}));
}

void TestRecordEval::analysisLevel_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("level"); // 0: none
    QTest::newRow("level 1") << "level 1" << 1;
    QTest::newRow("level 5") << "level 5" << 5;
    QTest::newRow("level 0") << "level 0" << 0;
    QTest::newRow("level 6") << "level 6" << 0;
    QTest::newRow("level 10") << "level 10" << 0;
    QTest::newRow("no word") << "3" << 0;
    QTest::newRow("empty") << "" << 0;
}

void TestRecordEval::analysisLevel()
{
    QFETCH(QString, value);
    QFETCH(int, level);
    QCOMPARE(parseAnalysisLevel(value.toStdString()).value_or(0), level);
}

// A record with a comment of its own on ply 1 gets the tag and an eval after each of its two
// moves, the eval after the own comment; read back it holds the same analysis, and analysing
// again replaces the evals rather than adding to them.
void TestRecordEval::writtenAndReadBack()
{
    auto rec = readRecord(kHeader + "\n1. B4-B5 {mine} J7-J6 *\n");
    QVERIFY(rec);
    StoredAnalysis a;
    a.level = 4;
    a.plies = {eval(1, 520, 470, MoveMark::Inaccuracy, "A4-A5"), eval(2, 530, 530)};
    GameRecord annotated = *rec.value;
    writeAnalysis(annotated, a);
    const std::string text = writeRecord(annotated);
    const std::string expected = kHeader +
                                 "[Result \"*\"]\n[Analysis \"level 4\"]\n\n"
                                 "1. B4-B5 {mine} {eval 0.520 0.470 inaccuracy best A4-A5} J7-J6\n"
                                 "{eval 0.530 0.530} *\n";
    QCOMPARE(QString::fromStdString(text), QString::fromStdString(expected));
    const auto again = readRecord(text);
    QVERIFY(again);
    const auto read = readAnalysis(*again);
    QVERIFY(read);
    QCOMPARE(read->level, 4);
    QVERIFY(read->plies == a.plies);

    StoredAnalysis b;
    b.level = 2;
    b.plies = {eval(2, 400, 300, MoveMark::Mistake, "J7-J5")};
    GameRecord twice = *again.value;
    writeAnalysis(twice, b);
    QCOMPARE(twice.comments.size(), std::size_t{2}); // "mine" and the one new eval
    QCOMPARE(twice.comments[0].text, std::string("mine"));
    const auto readTwice = readAnalysis(twice);
    QVERIFY(readTwice && readTwice->level == 2 && readTwice->plies == b.plies);

    // Taken out again, the record is what it was: the own comment kept.
    removeAnalysis(twice);
    QVERIFY(!readAnalysis(twice));
    QCOMPARE(QString::fromStdString(writeRecord(twice)),
             QString::fromStdString(kHeader + "[Result \"*\"]\n\n1. B4-B5 {mine} J7-J6 *\n"));
}

// Without the tag, eval-like comments are just comments: there is no analysis.
void TestRecordEval::oldRecordHasNoAnalysis()
{
    const auto rec = readRecord(kHeader + "\n1. B4-B5 {eval 0.500 0.500} *\n");
    QVERIFY(rec);
    QVERIFY(!readAnalysis(*rec));
    const auto tagged = readRecord(kHeader + "[Analysis \"level 3\"]\n\n1. B4-B5 {eval 0.500 "
                                             "0.500} {eval 0.100 0.000} {not one} *\n");
    QVERIFY(tagged);
    const auto a = readAnalysis(*tagged);
    QVERIFY(a && a->plies.size() == 1); // the first eval of a ply counts
    QCOMPARE(a->plies[0].before, 500);
}

// Red (plies 1, 3, 5) loses 0, 0.120 and 0.300; Blue (2, 4) 0.060 and 0: accuracy is
// 100 * max(0, 1 - 2 * loss) averaged: Red (100 + 76 + 40) / 3 = 72, Blue (88 + 100) / 2 = 94.
void TestRecordEval::summary()
{
    const std::vector<PlyEval> plies{
        eval(1, 500, 500),
        eval(2, 560, 500, MoveMark::Inaccuracy, "A7-A6"),
        eval(3, 620, 500, MoveMark::Mistake, "A4-A5"),
        eval(4, 500, 520), // better than the best found: no loss
        eval(5, 700, 400, MoveMark::Blunder, "B4-B5"),
    };
    const auto s = summarise(plies, true);
    const SideSummary &red = s[0], &blue = s[1];
    QCOMPARE(red.moves, 3);
    QCOMPARE(red.marks, (std::array<int, 4>{1, 0, 1, 1}));
    QCOMPARE(red.worst, (std::vector<int>{5, 3}));
    QCOMPARE(red.accuracy, 72.0);
    QCOMPARE(blue.moves, 2);
    QCOMPARE(blue.marks, (std::array<int, 4>{1, 1, 0, 0}));
    QCOMPARE(blue.worst, (std::vector<int>{2}));
    QCOMPARE(blue.accuracy, 94.0);
    // Blue first (a Position start with Blue to move): the odd plies are Blue's.
    const auto swapped = summarise(plies, false);
    QCOMPARE(swapped[1].moves, 3);
    QCOMPARE(swapped[1].worst, (std::vector<int>{5, 3}));
}

void TestRecordEval::moveAccuracy_data()
{
    QTest::addColumn<int>("loss");
    QTest::addColumn<double>("accuracy");
    QTest::newRow("none") << 0 << 100.0;
    QTest::newRow("an inaccuracy's threshold") << 50 << 90.0;
    QTest::newRow("a blunder's threshold") << 200 << 60.0;
    QTest::newRow("half a point") << 500 << 0.0;
    QTest::newRow("all") << 1000 << 0.0;
}

void TestRecordEval::moveAccuracy()
{
    QFETCH(int, loss);
    QFETCH(double, accuracy);
    QCOMPARE(flagfall::moveAccuracy(loss), accuracy);
    QCOMPARE(markForLoss(loss), loss >= 200  ? MoveMark::Blunder
                                : loss >= 50 ? MoveMark::Inaccuracy
                                             : MoveMark::None);
}

QTEST_GUILESS_MAIN(TestRecordEval)
#include "tst_recordeval.moc"
