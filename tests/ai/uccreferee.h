// A small referee for the UCC 2012 protocol, for the end-to-end test: it runs `flagfall-cli ucc`
// through pipes against a random mover, keeps the true game and checks every answer.
#pragma once

#include "core/rules/game.h"

#include <QProcess>
#include <QString>

#include <optional>

class UccReferee {
public:
    UccReferee(flagfall::Side agentSide, std::uint64_t seed);
    ~UccReferee();

    // Plays until the game ends or `maxPlies`; false with `error()` on the first fault.
    bool play(int maxPlies);
    QString error() const { return m_error; }
    const flagfall::Game& game() const { return *m_game; }
    int exitCode() const { return m_exitCode; }

private:
    bool setUp();
    bool agentMove();
    void opponentMove();
    void send(const QString& line);
    std::optional<QString> readLine();
    void sendBoard();
    bool fail(const QString& why);

    flagfall::Side m_agent;
    std::uint64_t m_seed;
    QProcess m_process;
    std::optional<flagfall::Game> m_game;
    QString m_error;
    int m_exitCode = -1;
};
