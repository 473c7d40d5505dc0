#include "referee.h"

#include "board/gamesession.h"
#include "play/seat.h"

#include <QTimer>

using flagfall::Side;

Referee::Referee(GameSession* session, QObject* parent) : QObject(parent), m_session(session)
{
    // Asked on `settled`: every listener (the autosave, the board) has heard of the move first.
    connect(session, &GameSession::settled, this, [this] {
        if (m_running) ask();
    });
    connect(session, &GameSession::moveMade, this, &Referee::moveMade);
}

void Referee::seat(Side side, Seat* seat)
{
    takeAway();
    if (Seat* old = m_seats[int(side)]) disconnect(old, nullptr, this, nullptr);
    m_seats[int(side)] = seat;
    if (seat) connectSeat(side, seat);
}

void Referee::connectSeat(Side side, Seat* seat)
{
    // Direct: an unpaced answer (a person's move) is played before Seat::moveChosen returns.
    connect(
        seat, &Seat::moveChosen, this, [this, side](flagfall::Move m) { answered(side, m); },
        Qt::DirectConnection);
    connect(seat, &Seat::drawOffered, this, [this, side] { offered(side); });
    connect(seat, &Seat::drawAnswered, this, [this, side](bool yes) { drawAnswer(side, yes); });
    connect(seat, &Seat::resigned, this, [this, side] { resigned(side); });
}

void Referee::setPacing(int slideMs, int battleHoldMs)
{
    m_slideMs = qMax(0, slideMs);
    m_battleHoldMs = qMax(0, battleHoldMs);
}

void Referee::start()
{
    m_running = true;
    m_offer.reset();
    ask();
}

void Referee::stop()
{
    m_running = false;
    takeAway();
}

void Referee::takeAway()
{
    ++m_turn;
    if (m_asked)
        if (Seat* s = m_seats[int(*m_asked)]) s->turnTakenAway();
    m_asked.reset();
}

void Referee::ask()
{
    takeAway();
    const flagfall::Game& g = m_session->game();
    if (g.result().over()) return;
    const Side side = g.position().sideToMove();
    Seat* s = m_seats[int(side)];
    if (!s) return;
    m_asked = side;
    s->yourTurn(g.view(side));
}

void Referee::answered(Side side, flagfall::Move move)
{
    if (m_asked != side) return; // not asked (a seat's late answer is its own to drop)
    if (!m_seats[int(side)]->paced()) return play(side, m_turn, move);
    pace(m_turn, move);
}

// The battle just fought stays in view for its hold, then the move slides and is played.
void Referee::pace(quint64 turn, flagfall::Move move)
{
    const int held = m_sinceBattle.isValid() ? int(m_battleHoldMs - m_sinceBattle.elapsed()) : 0;
    const int wait = qMax(0, qMax(m_slideMs, held) - m_slideMs);
    const Side side = *m_asked;
    QTimer::singleShot(wait, this, [this, side, turn, move] {
        if (turn != m_turn) return;
        emit moveAnnounced(move, m_slideMs);
        if (m_slideMs <= 0) return play(side, turn, move);
        QTimer::singleShot(m_slideMs, this, [this, side, turn, move] {
            if (turn == m_turn) play(side, turn, move);
        });
    });
}

void Referee::play(Side side, quint64 turn, flagfall::Move move)
{
    Seat* s = m_seats[int(side)];
    const flagfall::MoveCheck check = m_session->play(move); // the position change asks again
    if (!check.legal() && turn == m_turn && s) s->moveRefused(check, move);
}

void Referee::moveMade(const flagfall::PlayedMove& move)
{
    if (move.combat != flagfall::Combat::None)
        m_sinceBattle.start();
    else
        m_sinceBattle.invalidate();
}

void Referee::offered(Side side)
{
    const flagfall::Game& g = m_session->game();
    Seat* other = m_seats[int(flagfall::opponent(side))];
    if (!m_running || g.result().over() || !other) return;
    m_offer = Offer{side, g.ply()};
    other->considerDraw(g.view(flagfall::opponent(side)));
}

void Referee::drawAnswer(Side side, bool accepted)
{
    const flagfall::Game& g = m_session->game();
    if (!m_offer || m_offer->by != flagfall::opponent(side)) return;
    const bool agreed = accepted && m_offer->ply == g.ply() && !g.result().over();
    const Side by = m_offer->by;
    m_offer.reset();
    if (agreed) {
        takeAway();
        m_session->agreeDraw();
    }
    emit drawAnswered(by, agreed);
}

void Referee::resigned(Side side)
{
    if (!m_running || m_session->game().result().over()) return;
    takeAway();
    m_session->resign(side);
}
