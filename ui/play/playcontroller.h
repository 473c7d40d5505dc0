// Runs a game against the computer or between two players at one computer: seats the players
// (a person's seat fed by the board, the computer's engine seat) at the referee, starts and
// resumes games, and offers undo, a hint (a second engine seat), resignation and draw offers.
// The autosave, the statistics and the game library listen to the session on their own.
#pragma once

#include "play/playoptions.h"

#include "core/records/record.h"

#include <QObject>
#include <QPointer>
#include <array>
#include <optional>

class Autosaver;
class LibraryKeeper;
class EngineSeat;
class GameSession;
class GameStatus;
class HumanSeat;
class Referee;
class Seat;
class Settings;
class Statistics;

class PlayController : public QObject {
    Q_OBJECT
public:
    // `statistics` may be null (nothing is counted).
    PlayController(GameSession* session, Settings* settings, Statistics* statistics = nullptr,
                   QObject* parent = nullptr);
    ~PlayController() override;

    // A game from the options; the computer (or, hot-seat, Blue) picks its own setup.
    void newGame(const PlayOptions& options, std::uint64_t seed);
    // Goes on with a saved game; false (and `error`) when the record cannot be played.
    bool resume(const flagfall::GameRecord& record, QString* error = nullptr);
    // The autosave when it holds an unfinished game.
    static std::optional<flagfall::GameRecord> unfinishedAutosave();
    // The record of the game so far, with who played and the help used.
    flagfall::GameRecord record() const;
    // The game library's file of the finished game; empty when it was not kept there.
    QString storedPath() const;

    const PlayOptions& options() const { return m_options; }
    GameSession* session() const { return m_session; }
    GameStatus* status() const { return m_status; }
    bool active() const { return m_active; }
    bool hotSeat() const { return m_options.opponent == Opponent::Human; }
    std::optional<flagfall::Side> computerSide() const;
    bool humanToMove() const;
    bool thinking() const;
    bool canUndo() const;
    bool canHint() const;

    // A move made on the board (which has checked it against the rules) by the person whose
    // turn it is; false when no person is to move.
    bool submit(flagfall::Move move);
    // Who plays the computer's side from the next game on: the engine by default (nullptr), a
    // seat of the caller's (not owned) otherwise, as tests script the computer's moves.
    void setComputerSeat(Seat* seat);

    // Where the game is saved after every move ("" for none; the default is the autosave).
    void setAutosavePath(const QString& path);
    // Waits until the autosave holds the last move (it is written on a thread of its own) and
    // tells a failure to save it at once.
    void flushAutosave();
    // How long the computer's chosen move slides before it is played; after a battle the reply
    // waits four times as long, so that the player sees the battle first.
    void setMoveDelay(int ms);
    // Tests and benches: the computer's time per move instead of its level's (0: the level's).
    void setMoveTime(int ms);

public slots:
    bool undo();        // your last move and the computer's reply (hot-seat: the last move)
    bool requestHint(); // hintReady follows
    void resign();      // the person to move (against the computer: the person) resigns
    void offerDraw();   // against the computer: drawAnswered follows; hot-seat: drawQuestion
    void answerDraw(bool accepted); // hot-seat: the answer to drawQuestion
    void stop();                    // stops thinking at once (leaving the game, closing the window)

signals:
    void gameStarted();
    void thinkingChanged(bool thinking);
    void thinkingProgress(int percent);
    // The computer's move, played after `delayMs` (for its animation).
    void computerMoveChosen(flagfall::Move move, int delayMs);
    void hintReady(flagfall::Move move);
    void drawAnswered(bool accepted);        // by the computer
    void drawQuestion(flagfall::Side asked); // hot-seat: does `asked` accept the other's offer?
    void helpChanged();                      // undo/hint availability
    void finished(const flagfall::GameResult& result);
    void saveFailed(const QString& message); // a whole sentence: what could not be saved, why
    void damagedAutosaveKept(const QString& path);

private:
    void createSeats();
    void seatPlayers();
    void start(flagfall::Game game);
    void positionChanged();
    void gameOver(const flagfall::GameResult& result);
    void hintFound(flagfall::Move move);
    void updateHelp();
    HumanSeat* humanSeat(flagfall::Side side) const;
    void note(const std::string& text);

    GameSession* m_session;
    Settings* m_settings;
    PlayOptions m_options;
    GameStatus* m_status;
    Referee* m_referee;
    std::array<HumanSeat*, 2> m_people{};
    EngineSeat* m_engine = nullptr;
    QPointer<Seat> m_computer;
    EngineSeat* m_hint = nullptr;
    Autosaver* m_autosaver = nullptr;
    LibraryKeeper* m_keeper = nullptr;
    bool m_active = false;
    int m_undos = 0;
    int m_hints = 0;
    std::vector<flagfall::RecordComment> m_comments;
    std::vector<flagfall::RecordTag> m_keptTags; // Event, Date, ... of a resumed record
};
