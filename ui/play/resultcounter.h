// Counts each finished game against the computer in the statistics, once, from the player's side;
// a finished game taken back with undo leaves them again and counts when it ends anew. A finished
// game opened from a file was counted by the session that finished it.
#pragma once

#include <QObject>
#include <optional>

class GameSession;
class Statistics;
struct PlayOptions;
namespace flagfall {
struct GameResult;
}

class ResultCounter : public QObject {
    Q_OBJECT
public:
    // `options` says who plays; it belongs to the caller and outlives this counter.
    ResultCounter(GameSession* session, Statistics* statistics, const PlayOptions* options,
                  QObject* parent = nullptr);

private:
    void gameOver(const flagfall::GameResult& result);
    void positionChanged();

    GameSession* m_session;
    Statistics* m_statistics;
    const PlayOptions* m_options;
    bool m_counted = false;     // the result is counted (or was, for a finished game opened)
    std::optional<int> m_added; // what was counted for this game: +1, 0, -1
};
