// Runs a game against the computer or between two players at one computer: starts and resumes
// games, lets the computer think on the engine's thread (its move comes back to the GUI thread
// by a queued call), undo, hint, resign, draw offers, the autosave after every move and the
// statistics. Moves of the human go through BoardModel to the GameSession, as everywhere.
#pragma once

#include "play/playoptions.h"

#include "core/ai/engine.h"
#include "core/record.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <optional>
#include <thread>

class GameSession;
class Settings;

class PlayController : public QObject {
    Q_OBJECT
public:
    PlayController(GameSession* session, Settings* settings, QObject* parent = nullptr);
    ~PlayController() override;

    // A game from the options; the computer (or, hot-seat, Blue) picks its own setup.
    void newGame(const PlayOptions& options, std::uint64_t seed);
    // Goes on with a saved game; false (and `error`) when the record cannot be played.
    bool resume(const flagfall::GameRecord& record, QString* error = nullptr);
    // The autosave when it holds an unfinished game.
    static std::optional<flagfall::GameRecord> unfinishedAutosave();
    // The record of the game so far, with who played and the help used.
    flagfall::GameRecord record() const;

    const PlayOptions& options() const { return m_options; }
    GameSession* session() const { return m_session; }
    bool active() const { return m_active; }
    bool hotSeat() const { return m_options.opponent == Opponent::Human; }
    std::optional<flagfall::Side> computerSide() const;
    bool humanToMove() const;
    bool thinking() const { return m_thinking; }
    int undoCount() const { return m_undos; }
    int hintCount() const { return m_hints; }
    bool canUndo() const;
    bool canHint() const;

    // Where the game is saved after every move ("" for none; the default is the autosave).
    void setAutosavePath(const QString& path) { m_autosavePath = path; }
    // How long the computer's chosen move is shown moving before it is played.
    void setMoveDelay(int ms) { m_moveDelayMs = ms; }
    // The computer's reply is not played before `ms` from now (the player's battle is shown).
    void holdReply(int ms);
    // Tests and benches: the computer's time per move instead of its level's (0: the level's).
    void setMoveTime(int ms) { m_moveTimeMs = ms; }

public slots:
    bool undo();        // your last move and the computer's reply (hot-seat: the last move)
    bool requestHint(); // hintReady follows
    void resign();
    void offerDraw(); // against the computer: drawAnswered follows
    void stop();      // stops thinking at once (leaving the game, closing the window)

signals:
    void gameStarted();
    void thinkingChanged(bool thinking);
    void thinkingProgress(int percent);
    // The computer's move, played after `delayMs` (for its animation).
    void computerMoveChosen(flagfall::Move move, int delayMs);
    void hintReady(flagfall::Move move);
    void drawAnswered(bool accepted);
    void helpChanged(); // undo/hint availability
    void finished(const flagfall::GameResult& result);
    void saveFailed(const QString& message); // a whole sentence: what could not be saved, why
    void damagedAutosaveKept(const QString& path);

private:
    void start(flagfall::Game game);
    void positionChanged();
    void gameOver(const flagfall::GameResult& result);
    void takeBackResult();
    void maybeThink();
    void computerMoved(quint64 generation, flagfall::Move move);
    void playComputerMove(quint64 generation, flagfall::Move move);
    void hintFound(quint64 generation, flagfall::Move move);
    void stopThinking();
    void autosave();
    void note(const std::string& text);
    flagfall::ai::Limits limits() const;
    void joinDrawJudge();

    GameSession* m_session;
    Settings* m_settings;
    PlayOptions m_options;
    bool m_active = false;
    bool m_counted = false; // the result is in the statistics (or was, for a resumed finished game)
    std::optional<int> m_added; // what this session added to them for this game: +1, 0, -1
    bool m_stored = false;      // the finished game went into the game library
    bool m_quiet = false;       // no reaction to position changes while undoing
    int m_undos = 0;
    int m_hints = 0;
    std::vector<flagfall::RecordComment> m_comments;
    std::vector<flagfall::RecordTag> m_keptTags; // Event, Date, ... of a resumed record
    QString m_autosavePath;
    int m_moveDelayMs = 0;
    int m_moveTimeMs = 0;
    bool m_thinking = false;
    quint64 m_generation = 0; // bumps on every stop: older engine answers are ignored
    QElapsedTimer m_thinkClock;
    QElapsedTimer m_holdClock;
    int m_holdMs = 0;
    QTimer m_progress;
    flagfall::ai::Engine m_engine;
    flagfall::ai::Engine m_hintEngine;
    std::thread m_drawJudge;
};
