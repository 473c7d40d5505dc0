// A side played by another program that speaks the UCC 2012 Stratego protocol (core/match/ucc.h):
// Flagfall is its referee. The program runs as a child process for one game; one that crashes,
// answers late or answers nonsense fails (Player::fault) and its side loses.
#pragma once

#include "core/match/player.h"

#include <QProcess>
#include <QString>

#include <chrono>
#include <optional>
#include <string>

namespace cli {

class UccPlayer : public flagfall::Player {
public:
    // `command`: the program and its arguments, split as a shell would (QProcess::splitCommand).
    UccPlayer(QString command, int timeoutMs);
    ~UccPlayer() override;

    std::string name() const override;
    void beginGame(flagfall::Side side, const std::string& opponent) override;
    flagfall::Setup chooseSetup(flagfall::Variant variant, flagfall::Random& rng) override;
    flagfall::Move chooseMove(const flagfall::PlayerView& view) override;
    void moveRejected(flagfall::Move m, const flagfall::MoveCheck& check) override;
    void endGame(const flagfall::PlayerView& view) override;
    std::optional<Fault> fault() const override { return m_fault; }

private:
    bool send(const std::string& line);
    void sendNewMoves(const flagfall::PlayerView& view);
    std::optional<std::string> readLine();
    void failWith(flagfall::Termination why, const std::string& detail);
    void stopProcess();

    QString m_command;
    int m_timeoutMs;
    flagfall::Side m_side = flagfall::Side::Red;
    QProcess m_process;
    qint64 m_group = 0;     // the agent's process group, while it may have members
    std::size_t m_told = 0; // moves of the history the program has been told
    std::string m_answer;   // the last move it sent
    std::optional<Fault> m_fault;
};

} // namespace cli
