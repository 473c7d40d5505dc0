// The referee and its seats, with scripted seats: who is asked and with whose view, and only
// after every listener has heard of the move before; that every answer enters the game one way
// (moves, refusals, draws, resignations), that a late or unasked answer is dropped, and the
// pacing of a paced seat after a battle.
#include "board/gamesession.h"
#include "play/humanseat.h"
#include "play/referee.h"
#include "play/seat.h"
#include "scriptedseat.h"

#include "core/rules/notation.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using flagfall::Rank;
using flagfall::Side;

namespace {
flagfall::Square at(const char* name)
{
    return *flagfall::parseSquare(name);
}

flagfall::Move mv(const char* text)
{
    return *flagfall::parseMove(text);
}

// Red Scout and Flag against Blue Sergeant and Flag: a few quiet moves and one battle.
flagfall::Game smallGame()
{
    flagfall::Position p;
    p.addPiece(Side::Red, Rank::Flag, at("A1"));
    p.addPiece(Side::Red, Rank::Scout, at("E2"));
    p.addPiece(Side::Blue, Rank::Flag, at("J10"));
    p.addPiece(Side::Blue, Rank::Sergeant, at("E8"));
    return flagfall::Game(p, flagfall::RuleSet::preset(flagfall::Preset::Standard));
}

} // namespace

class TestReferee : public QObject {
    Q_OBJECT
private slots:
    void asksTheSideToMoveWithItsOwnView();
    void listenersHearAMoveBeforeTheNextSeatIsAsked();
    void unaskedAndLateAnswersAreDropped();
    void refusedMoveGoesBackToTheSeat();
    void humanSeatPlaysAtOnce();
    void resignationEntersThroughTheReferee();
    void drawOffer_data();
    void drawOffer();
    void battleHoldsThePacedReply();
};

void TestReferee::asksTheSideToMoveWithItsOwnView()
{
    GameSession session;
    Referee referee(&session);
    ScriptedSeat red({mv("E2-E3"), mv("E3-E4")}), blue({mv("E8-E7"), mv("E7-E6")});
    referee.seat(Side::Red, &red);
    referee.seat(Side::Blue, &blue);
    session.setGame(smallGame());
    referee.start();
    QTRY_COMPARE(session.game().ply(), 4);
    QCOMPARE(red.views.size(), std::size_t(3)); // asked again after its last scripted move
    QCOMPARE(blue.views.size(), std::size_t(2));
    for (const auto& v : red.views) QCOMPARE(v.viewer, Side::Red);
    for (const auto& v : blue.views) QCOMPARE(v.viewer, Side::Blue);
    // Blue's view never holds Red's hidden Scout rank.
    const auto& view = blue.views.front();
    const int scout = view.position.pieceAt(at("E3"));
    QVERIFY(scout >= 0);
    QCOMPARE(view.position.piece(scout).rank, Rank::Unknown);
}

// A listener connected after the referee (an autosave made later) still hears of each move before
// the next seat is asked, even when every seat answers at once.
void TestReferee::listenersHearAMoveBeforeTheNextSeatIsAsked()
{
    GameSession session;
    Referee referee(&session);
    int heard = -1; // the last ply the listener heard of
    connect(&session, &GameSession::positionChanged, this, [&] { heard = session.game().ply(); });
    std::vector<int> heardWhenAsked;
    const auto playing = [&](std::vector<flagfall::Move> moves) {
        return [&heardWhenAsked, &heard, &session, moves,
                i = std::size_t(0)](const flagfall::PlayerView&) mutable {
            heardWhenAsked.push_back(heard - session.game().ply()); // 0: heard of the last move
            return i < moves.size() ? std::optional(moves[i++]) : std::nullopt;
        };
    };
    ScriptedSeat red({}, false), blue({}, false);
    red.setChooser(playing({mv("E2-E3"), mv("E3-E4")}));
    blue.setChooser(playing({mv("E8-E7"), mv("E7-E6")}));
    referee.seat(Side::Red, &red);
    referee.seat(Side::Blue, &blue);
    session.setGame(smallGame());
    referee.start();
    QCOMPARE(session.game().ply(), 4); // unpaced seats: the whole script within start()
    QCOMPARE(heardWhenAsked, std::vector<int>(5, 0));
}

void TestReferee::unaskedAndLateAnswersAreDropped()
{
    GameSession session;
    Referee referee(&session);
    ScriptedSeat red, blue;
    red.answer = blue.answer = false;
    referee.seat(Side::Red, &red);
    referee.seat(Side::Blue, &blue);
    session.setGame(smallGame());
    referee.start();
    blue.say(mv("E8-E7")); // not Blue's turn
    QTest::qWait(20);
    QCOMPARE(session.game().ply(), 0);
    referee.stop(); // the turn is taken away: Red's answer comes too late
    QCOMPARE(red.takenAway, 1);
    red.say(mv("E2-E3"));
    QTest::qWait(20);
    QCOMPARE(session.game().ply(), 0);
    referee.start();
    red.say(mv("E2-E3"));
    QTRY_COMPARE(session.game().ply(), 1);
}

void TestReferee::refusedMoveGoesBackToTheSeat()
{
    GameSession session;
    Referee referee(&session);
    ScriptedSeat red({mv("E2-F3")}), blue;
    referee.seat(Side::Red, &red);
    referee.seat(Side::Blue, &blue);
    session.setGame(smallGame());
    referee.start();
    QTRY_COMPARE(red.refusals.size(), std::size_t(1));
    QCOMPARE(red.refusals.front().verdict, flagfall::Verdict::Illegal);
    QCOMPARE(session.game().ply(), 0);
}

void TestReferee::humanSeatPlaysAtOnce()
{
    GameSession session;
    Referee referee(&session);
    HumanSeat red;
    ScriptedSeat blue; // Blue stays silent
    blue.answer = false;
    referee.seat(Side::Red, &red);
    referee.seat(Side::Blue, &blue);
    session.setGame(smallGame());
    QVERIFY(!red.submit(mv("E2-E6"))); // the referee has not asked yet
    referee.start();
    QVERIFY(red.toMove());
    QVERIFY(red.submit(mv("E2-E6"))); // played before submit returns: not paced
    QCOMPARE(session.game().ply(), 1);
    QVERIFY(!red.toMove());
    QVERIFY(!red.submit(mv("E6-E5"))); // Blue's turn
    QCOMPARE(session.game().ply(), 1);
}

void TestReferee::resignationEntersThroughTheReferee()
{
    GameSession session;
    Referee referee(&session);
    ScriptedSeat red, blue;
    red.answer = blue.answer = false;
    referee.seat(Side::Red, &red);
    referee.seat(Side::Blue, &blue);
    session.setGame(smallGame());
    blue.giveUp(); // the referee is not running yet: nothing happens
    QVERIFY(!session.game().result().over());
    referee.start();
    blue.giveUp(); // a side may resign while the other is to move
    QCOMPARE(session.game().result().outcome, flagfall::Outcome::RedWins);
    QCOMPARE(session.game().result().termination, flagfall::Termination::Resigned);
    QVERIFY(red.takenAway >= 1); // Red was to move and is asked no more
}

void TestReferee::drawOffer_data()
{
    QTest::addColumn<bool>("accept");
    QTest::addColumn<bool>("moveBetween"); // Red moves before Blue's answer arrives
    QTest::addColumn<bool>("agreed");
    QTest::newRow("accepted") << true << false << true;
    QTest::newRow("declined") << false << false << false;
    QTest::newRow("a move withdraws the offer") << true << true << false;
}

void TestReferee::drawOffer()
{
    QFETCH(bool, accept);
    QFETCH(bool, moveBetween);
    QFETCH(bool, agreed);
    GameSession session;
    Referee referee(&session);
    HumanSeat red;
    // Blue answers a draw offer only when the test says so: its answer may come late.
    class LateSeat : public ScriptedSeat {
    public:
        using ScriptedSeat::ScriptedSeat;
        void considerDraw(const flagfall::PlayerView& view) override { asked = view.viewer; }
        void reply(bool yes) { emit drawAnswered(yes); }
        std::optional<Side> asked;
    } blue(std::vector<flagfall::Move>{});
    blue.answer = false;
    referee.seat(Side::Red, &red);
    referee.seat(Side::Blue, &blue);
    QSignalSpy answers(&referee, &Referee::drawAnswered);
    session.setGame(smallGame());
    referee.start();
    red.offerDraw();
    QCOMPARE(blue.asked, std::optional(Side::Blue));
    if (moveBetween) QVERIFY(red.submit(mv("E2-E3")));
    blue.reply(accept);
    QCOMPARE(answers.count(), 1);
    QCOMPARE(answers.front().at(0).value<Side>(), Side::Red);
    QCOMPARE(answers.front().at(1).toBool(), agreed);
    QCOMPARE(session.game().result().termination,
             agreed ? flagfall::Termination::DrawAgreed : flagfall::Termination::None);
}

// After a battle the paced reply waits for the battle's hold; a quiet move only for its slide.
void TestReferee::battleHoldsThePacedReply()
{
    constexpr int kSlideMs = 10;
    constexpr int kHoldMs = 300;
    flagfall::Position p;
    p.addPiece(Side::Red, Rank::Flag, at("A1"));
    p.addPiece(Side::Red, Rank::Sergeant, at("A2"));
    p.addPiece(Side::Red, Rank::Scout, at("E7"));
    p.addPiece(Side::Blue, Rank::Flag, at("J10"));
    p.addPiece(Side::Blue, Rank::Sergeant, at("E8"));
    p.addPiece(Side::Blue, Rank::Scout, at("J1"));
    GameSession session;
    Referee referee(&session);
    referee.setPacing(kSlideMs, kHoldMs);
    HumanSeat red;
    ScriptedSeat blue({mv("J10-J9")}); // Blue's Flag cannot move: refused, but paced all the same
    referee.seat(Side::Red, &red);
    referee.seat(Side::Blue, &blue);
    QSignalSpy announced(&referee, &Referee::moveAnnounced);
    session.setGame(flagfall::Game(p, flagfall::RuleSet::preset(flagfall::Preset::Standard)));
    referee.start();
    QElapsedTimer clock;
    clock.start();
    QVERIFY(red.submit(mv("E7xE8"))); // the Scout attacks the Sergeant: a battle
    QTRY_COMPARE(announced.count(), 1);
    QVERIFY(clock.elapsed() >= kHoldMs - kSlideMs - 5); // not before the battle was seen
    QCOMPARE(announced.front().at(1).toInt(), kSlideMs);
    QTRY_COMPARE(blue.refusals.size(), std::size_t(1));
}

QTEST_MAIN(TestReferee)
#include "tst_referee.moc"
