#include "uccreferee.h"

#include "core/random.h"

#include <QStringList>

using namespace flagfall;

namespace {

constexpr int kReplyMs = 10000; // generous: the test checks behaviour, not speed
constexpr const char* kTokens = "Fs987654321B";

RuleSet uccRules()
{
    RuleSet r;
    r.twoSquare = 0;
    r.chase = false;
    r.noAttackDraw = 0;
    return r;
}

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
    Setup agentSetup;
    const int y0 = m_agent == Side::Red ? 0 : 6;
    for (int y = y0; y < y0 + 4; ++y) {
        const auto row = readLine();
        if (!row || row->size() != 10) return fail("bad setup row");
        for (int x = 0; x < 10; ++x) {
            const int at = QString(kTokens).indexOf((*row)[x]);
            if (at < 0) return fail("bad setup character in " + *row);
            agentSetup.cells[setupCell(m_agent, makeSquare(x, y))] = rankFromIndex(at);
        }
    }
    if (!setupProblem(agentSetup, Variant::Classic).empty()) return fail("not a Classic army");
    Random rng(m_seed);
    const Setup other = randomSetup(Variant::Classic, rng);
    const bool red = m_agent == Side::Red;
    m_game = Game::fromSetups(red ? agentSetup : other, red ? other : agentSetup, uccRules(),
                              Variant::Classic);
    return true;
}

void UccReferee::sendBoard()
{
    const Position& pos = m_game->position();
    for (int y = 0; y < 10; ++y) {
        QString row;
        for (int x = 0; x < 10; ++x) {
            const Square s = makeSquare(x, y);
            const int id = pos.pieceAt(s);
            if (isLake(s))
                row += '+';
            else if (id < 0)
                row += '.';
            else if (pos.piece(id).owner == m_agent)
                row += kTokens[rankIndex(pos.piece(id).rank)];
            else
                row += '#';
        }
        send(row);
    }
}

QString UccReferee::confirmation(Move m, const PlayedMove& played) const
{
    const int dx = columnOf(m.to) - columnOf(m.from), dy = rowOf(m.to) - rowOf(m.from);
    const char* dir = dx > 0 ? "RIGHT" : dx < 0 ? "LEFT" : dy > 0 ? "DOWN" : "UP";
    const int mult = std::abs(dx) + std::abs(dy);
    QString s = QString("%1 %2 %3").arg(columnOf(m.from)).arg(rowOf(m.from)).arg(dir);
    if (mult > 1) s += QString(" %1").arg(mult);
    if (!m.attack) return s + " OK";
    if (played.defender == Rank::Flag) return s + " VICTORY_FLAG";
    const QString ranks = QString(" %1 %2")
                              .arg(kTokens[rankIndex(played.attacker)])
                              .arg(kTokens[rankIndex(played.defender)]);
    switch (played.combat) {
    case Combat::AttackerWins:
        return s + " KILLS" + ranks;
    case Combat::DefenderWins:
        return s + " DIES" + ranks;
    default:
        return s + " BOTHDIE" + ranks;
    }
}

bool UccReferee::agentMove()
{
    if (m_game->ply() == 0) send("START");
    sendBoard();
    const auto answer = readLine();
    if (!answer) return fail("no answer from the agent");
    const QStringList t = answer->split(' ', Qt::SkipEmptyParts);
    if (t.size() < 3) return fail("unreadable move: " + *answer);
    const int x = t[0].toInt(), y = t[1].toInt(), mult = t.size() > 3 ? t[3].toInt() : 1;
    int tx = x, ty = y;
    if (t[2] == "UP")
        ty -= mult;
    else if (t[2] == "DOWN")
        ty += mult;
    else if (t[2] == "LEFT")
        tx -= mult;
    else if (t[2] == "RIGHT")
        tx += mult;
    else
        return fail("unknown direction: " + *answer);
    if (x < 0 || x > 9 || y < 0 || y > 9 || tx < 0 || tx > 9 || ty < 0 || ty > 9)
        return fail("move off the board: " + *answer);
    Move m{makeSquare(x, y), makeSquare(tx, ty), false};
    m.attack = m_game->position().pieceAt(m.to) >= 0;
    if (!m_game->play(m)) return fail("illegal move: " + *answer);
    const QString c = confirmation(m, m_game->moves().back());
    send(c);
    return true;
}

void UccReferee::opponentMove()
{
    MoveList moves;
    m_game->legalMoves(moves);
    Random rng(m_seed + static_cast<std::uint64_t>(m_game->ply()));
    const Move m = moves[static_cast<int>(rng.below(static_cast<std::uint64_t>(moves.size)))];
    m_game->play(m);
    send(confirmation(m, m_game->moves().back()));
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
