// The rules as the player meets them while playing, offscreen: a move refused by the
// two-squares rule (R16) or the chase rule (R17) names the rule, the end-of-game text says who
// won and how, and the computer answers a draw offer (R19) by the material on the board.
#include "playfixture.h"

#include "play/playtext.h"

#include "core/records/record.h"
#include "core/rules/notation.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using flagfall::Rank;
using flagfall::Side;

class TestPlayRules : public QObject, private PlayFixture {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { startPlay(); }
    void cleanup() { endPlay(); }
    void refusalNamesTheRule_data();
    void refusalNamesTheRule();
    void chaseRefusal_data();
    void chaseRefusal();
    void endOfGameText_data();
    void endOfGameText();
    void drawOffer_data();
    void drawOffer();
};

void TestPlayRules::refusalNamesTheRule_data()
{
    QTest::addColumn<int>("twoSquare");
    QTest::addColumn<int>("refusedAt"); // the ply whose move the rule refuses (1-based)
    // Red shuttles A4-A5 and back while Blue shuttles J7-J6 and back: Red started first, so
    // Red's move N+1 is the first one refused (R16).
    QTest::newRow("R16 standard: the 4th shuttle is refused") << 3 << 7;
    QTest::newRow("R16 ISF: the 6th shuttle is refused") << 5 << 11;
}

void TestPlayRules::refusalNamesTheRule()
{
    QFETCH(int, twoSquare);
    QFETCH(int, refusedAt);
    flagfall::RuleSet rules = flagfall::RuleSet::preset(flagfall::Preset::Standard);
    rules.twoSquare = twoSquare;
    const flagfall::Variant v = flagfall::Variant::Classic;
    m_board->setMoveHandler({}); // the board straight on the session: both sides move by hand
    m_session->setGame(
        flagfall::Game::fromSetups(sergeantInFront(v, 1), sergeantInFront(v, 2), rules, v));
    QSignalSpy refused(m_board.get(), &BoardModel::moveRefused);
    const flagfall::Move red[2] = {*flagfall::parseMove("A4-A5"), *flagfall::parseMove("A5-A4")};
    const flagfall::Move blue[2] = {*flagfall::parseMove("J7-J6"), *flagfall::parseMove("J6-J7")};
    for (int ply = 1; ply <= refusedAt; ++ply) {
        const bool redMoves = ply % 2 == 1;
        const flagfall::Move m = redMoves ? red[(ply / 2) % 2] : blue[(ply / 2 + 1) % 2];
        m_board->setInteractiveSide(redMoves ? Side::Red : Side::Blue);
        const bool played = m_board->requestMove(m.from, m.to);
        QCOMPARE(played, ply < refusedAt);
    }
    QCOMPARE(refused.count(), 1);
    const auto check = refused.front().front().value<flagfall::MoveCheck>();
    QCOMPARE(check.verdict, flagfall::Verdict::TwoSquareRule);
    const QString text = PlayText::refusal(check, rules);
    QVERIFY(text.contains(QStringLiteral("two-squares rule")));
    QVERIFY(text.contains(QString::number(twoSquare)));
}

void TestPlayRules::chaseRefusal_data()
{
    QTest::addColumn<flagfall::Preset>("preset");
    QTest::addColumn<bool>("refused");
    QTest::newRow("R17 standard: the chaser may not bring back the chase's first position")
        << flagfall::Preset::Standard << true;
    QTest::newRow("R17 off in classic1961: the same move is legal")
        << flagfall::Preset::Classic1961 << false;
}

// A Red Captain threatens a Blue Sergeant (E2-E3 next to F3) and chases it round the square
// E3 F3 F4 E4; after one round Red's E4-E3 would recreate the position right after the first
// threat, with Blue to move (R17). The circling is no back-and-forth, so R16 stays silent.
void TestPlayRules::chaseRefusal()
{
    QFETCH(flagfall::Preset, preset);
    QFETCH(bool, refused);
    flagfall::Position p;
    auto at = [](const char* name) { return *flagfall::parseSquare(name); };
    p.addPiece(Side::Red, Rank::Flag, at("A1"));
    p.addPiece(Side::Red, Rank::Captain, at("E2"));
    p.addPiece(Side::Blue, Rank::Flag, at("J10"));
    p.addPiece(Side::Blue, Rank::Sergeant, at("F3"));
    const flagfall::RuleSet rules = flagfall::RuleSet::preset(preset);
    m_board->setMoveHandler({}); // the board straight on the session: both sides move by hand
    m_session->setGame(flagfall::Game(p, rules));
    QSignalSpy refusals(m_board.get(), &BoardModel::moveRefused);
    const char* moves[] = {"E2-E3", "F3-F4", "E3-F3", "F4-E4", "F3-F4",
                           "E4-E3", "F4-E4", "E3-F3", "E4-E3"};
    for (int ply = 0; ply < 9; ++ply) {
        const flagfall::Move m = *flagfall::parseMove(moves[ply]);
        m_board->setInteractiveSide(ply % 2 == 0 ? Side::Red : Side::Blue);
        QCOMPARE(m_board->requestMove(m.from, m.to), ply < 8 || !refused);
    }
    QCOMPARE(refusals.count(), refused ? 1 : 0);
    if (!refused) return;
    const auto check = refusals.front().front().value<flagfall::MoveCheck>();
    QCOMPARE(check.verdict, flagfall::Verdict::ChaseRule);
    QVERIFY(PlayText::refusal(check, rules).contains(QStringLiteral("chase rule")));
}

void TestPlayRules::endOfGameText_data()
{
    using flagfall::Outcome;
    using flagfall::Termination;
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<Termination>("termination");
    QTest::addColumn<int>("viewer"); // the player's side against the computer, -1 for hot seat
    QTest::addColumn<QString>("text");
    const int red = int(Side::Red), blue = int(Side::Blue);
    QTest::newRow("you capture") << Outcome::RedWins << Termination::FlagCaptured << red
                                 << "You win: the Flag was captured.";
    QTest::newRow("computer resigns")
        << Outcome::RedWins << Termination::Resigned << red << "You win: the computer resigned.";
    QTest::newRow("you resign") << Outcome::RedWins << Termination::Resigned << blue
                                << "You lose: you resigned.";
    QTest::newRow("hot seat resigns")
        << Outcome::BlueWins << Termination::Resigned << -1 << "Blue wins: Red resigned.";
    QTest::newRow("agreed") << Outcome::Draw << Termination::DrawAgreed << red
                            << "Draw by agreement.";
    QTest::newRow("stuck") << Outcome::Draw << Termination::NeitherCanMove << -1
                           << "Draw: neither side can move.";
}

// The end-of-game box says who resigned, and an agreed draw in three words.
void TestPlayRules::endOfGameText()
{
    QFETCH(flagfall::Outcome, outcome);
    QFETCH(flagfall::Termination, termination);
    QFETCH(int, viewer);
    QFETCH(QString, text);
    const auto side = viewer < 0 ? std::nullopt : std::optional<Side>(Side(viewer));
    QCOMPARE(PlayText::result({outcome, termination}, side), text);
}

void TestPlayRules::drawOffer_data()
{
    QTest::addColumn<Side>("human");
    QTest::addColumn<bool>("accepted");
    // Red keeps its Flag and a Scout; Blue has its Marshal, General and Colonel besides.
    QTest::newRow("R19 the computer far behind accepts") << Side::Blue << true;
    QTest::newRow("R19 the computer far ahead declines") << Side::Red << false;
}

void TestPlayRules::drawOffer()
{
    QFETCH(Side, human);
    QFETCH(bool, accepted);
    flagfall::Position p;
    auto at = [](const char* name) { return *flagfall::parseSquare(name); };
    p.addPiece(Side::Red, Rank::Flag, at("A1"));
    p.addPiece(Side::Red, Rank::Scout, at("F2"));
    p.addPiece(Side::Blue, Rank::Flag, at("J10"));
    p.addPiece(Side::Blue, Rank::Marshal, at("C9"), flagfall::KnowsRank);
    p.addPiece(Side::Blue, Rank::General, at("E9"), flagfall::KnowsRank);
    p.addPiece(Side::Blue, Rank::Colonel, at("G9"), flagfall::KnowsRank);
    p.setSideToMove(human);
    const flagfall::GameRecord rec =
        flagfall::recordOf(flagfall::Game(p), {{"Opponent", "computer", 0},
                                               {"Human", human == Side::Red ? "red" : "blue", 0},
                                               {"Level", "3", 0}});
    QString error;
    QVERIFY2(m_controller->resume(rec, &error), qPrintable(error));
    QVERIFY(!m_controller->thinking());
    QSignalSpy answers(m_controller.get(), &PlayController::drawAnswered);
    m_controller->offerDraw();
    QVERIFY(answers.wait(5000));
    QCOMPARE(answers.front().front().toBool(), accepted);
    const flagfall::GameResult r = m_session->game().result();
    QCOMPARE(r.over(), accepted);
    if (accepted) QCOMPARE(r.termination, flagfall::Termination::DrawAgreed);
}

QTEST_MAIN(TestPlayRules)
#include "tst_playrules.moc"
