// The referee of a game at this computer: asks the seat of the side to move for its answer,
// paces a paced seat's move (a battle stays in view, then the piece slides) and hands every move,
// draw and resignation to the session, the one way into the game.
#pragma once

#include "core/rules/game.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <array>
#include <optional>

class GameSession;
class Seat;

class Referee : public QObject {
    Q_OBJECT
public:
    explicit Referee(GameSession* session, QObject* parent = nullptr);

    // Seats are not owned; seating takes the turn away from whoever had it.
    void seat(flagfall::Side side, Seat* seat);
    // A paced move slides for `slideMs`; after a battle it waits until `battleHoldMs` have passed.
    void setPacing(int slideMs, int battleHoldMs);
    // Asks the side to move; again after every change of the position, once it has settled.
    void start();
    // Takes the turn away; nobody is asked until the position changes or start() comes again.
    void stop();

signals:
    void moveAnnounced(flagfall::Move move, int slideMs); // a paced move, about to be played
    // A draw offer was answered; a move made meanwhile withdraws it (not accepted).
    void drawAnswered(flagfall::Side offeredBy, bool accepted);

private:
    void connectSeat(flagfall::Side side, Seat* seat);
    void ask();
    void takeAway();
    void answered(flagfall::Side side, flagfall::Move move);
    void pace(quint64 turn, flagfall::Move move);
    void play(flagfall::Side side, quint64 turn, flagfall::Move move);
    void offered(flagfall::Side side);
    void drawAnswer(flagfall::Side side, bool accepted);
    void resigned(flagfall::Side side);
    void moveMade(const flagfall::PlayedMove& move);

    GameSession* m_session;
    std::array<QPointer<Seat>, 2> m_seats{};
    std::optional<flagfall::Side> m_asked; // the seat whose answer is awaited
    quint64 m_turn = 0;                    // bumps on every question: older answers are dropped
    bool m_running = false;
    int m_slideMs = 0;
    int m_battleHoldMs = 0;
    QElapsedTimer m_sinceBattle; // valid while the last move was a battle
    struct Offer {
        flagfall::Side by;
        int ply;
    };
    std::optional<Offer> m_offer;
};
