#include "uccreferee.h"

#include "core/base/random.h"
#include "core/match/ucc.h"

#include <QStringList>

using namespace flagfall;

namespace {

constexpr int kReplyMs = 10000; // generous: the test checks behaviour, not speed

} // namespace

UccReferee::UccReferee(Side agentSide, std::uint64_t seed) : m_agent(agentSide), m_seed(seed) {}

UccReferee::~UccReferee()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(kReplyMs);
    }
}

bool UccReferee::fail(const QString& why)
{
    m_error = why;
    return false;
}

void UccReferee::send(const QString& line)
{
    m_process.write((line + "\n").toUtf8());
    m_process.waitForBytesWritten(kReplyMs);
}

std::optional<QString> UccReferee::readLine()
{
    while (!m_process.canReadLine())
        if (!m_process.waitForReadyRead(kReplyMs)) return std::nullopt;
    return QString::fromUtf8(m_process.readLine()).trimmed();
}

bool UccReferee::setUp()
{
    m_process.start(FLAGFALL_CLI_PATH, {"ucc", "--level", "1"});
    if (!m_process.waitForStarted(kReplyMs)) return fail("flagfall-cli did not start");
    send(QString(m_agent == Side::Red ? "RED" : "BLUE") + " tester 10 10");
    std::vector<std::string> rows;
    for (int y = 0; y < 4; ++y) {
        const auto row = readLine();
        if (!row) return fail("no setup row");
        rows.push_back(row->toStdString());
    }
    std::string why;
    const auto parsed = ucc::parseSetupRows(rows, m_agent, &why);
    if (!parsed) return fail(QString::fromStdString("bad setup: " + why));
    const Setup agentSetup = *parsed;
    Random rng(m_seed);
    const Setup other = randomSetup(Variant::Classic, rng);
    const bool red = m_agent == Side::Red;
    m_game = Game::fromSetups(red ? agentSetup : other, red ? other : agentSetup, ucc::rules(),
                              Variant::Classic);
    return true;
}

void UccReferee::sendBoard()
{
    for (const std::string& row : ucc::boardRows(m_game->position(), m_agent))
        send(QString::fromStdString(row));
}

bool UccReferee::agentMove()
{
    if (m_game->ply() == 0) send("START");
    sendBoard();
    const auto answer = readLine();
    if (!answer) return fail("no answer from the agent");
    std::string why;
    auto parsed = ucc::parseMove(answer->toStdString(), &why);
    if (!parsed) return fail(QString::fromStdString(why) + ": " + *answer);
    Move m = *parsed;
    m.attack = m_game->position().pieceAt(m.to) >= 0;
    if (!m_game->play(m)) return fail("illegal move: " + *answer);
    send(QString::fromStdString(ucc::confirmation(m_game->moves().back())));
    return true;
}

void UccReferee::opponentMove()
{
    MoveList moves;
    m_game->legalMoves(moves);
    Random rng(m_seed + static_cast<std::uint64_t>(m_game->ply()));
    const Move m = moves[static_cast<int>(rng.below(static_cast<std::uint64_t>(moves.size)))];
    m_game->play(m);
    send(QString::fromStdString(ucc::confirmation(m_game->moves().back())));
}

bool UccReferee::play(int maxPlies)
{
    if (!setUp()) return false;
    while (!m_game->result().over() && m_game->ply() < maxPlies) {
        if (m_game->position().sideToMove() == m_agent) {
            if (!agentMove()) return false;
        } else {
            opponentMove();
        }
    }
    send("QUIT tester RED VICTORY 0 0 0");
    if (!m_process.waitForFinished(kReplyMs)) return fail("the agent did not quit");
    m_exitCode = m_process.exitCode();
    return true;
}
