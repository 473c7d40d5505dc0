#include "uccplayer.h"

#include "core/match/ucc.h"

#include <QDeadlineTimer>

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

#include <vector>

namespace cli {

namespace {

constexpr qint64 kMaxLine = 4096; // a longer line is garbage, not a move
constexpr int kQuitMs = 500;      // how long a program may take to quit before it is killed

// A line as a log shows it: printable, and short however long the program made it.
std::string excerpt(const std::string& line)
{
    std::string out;
    for (char c : line.substr(0, 60)) out += (c >= 0x20 && c < 0x7f) ? c : '?';
    return line.size() > 60 ? out + "..." : out;
}

// The opponent's name as the referee gives it: one word, shaped like a program's path (some
// agents take the part after the last '/' for a file name).
std::string pathLike(const std::string& name)
{
    std::string out = "flagfall/";
    for (char c : name) out += (c == ' ' || c == '\t' || c == '/') ? '_' : c;
    return out;
}

} // namespace

UccPlayer::UccPlayer(QString command, int timeoutMs)
    : m_command(std::move(command)), m_timeoutMs(timeoutMs)
{
    m_process.setStandardErrorFile(QProcess::nullDevice()); // chatty agents must not block
    // Each agent leads a process group of its own, so that whatever it starts ends with it; and
    // dies with the match, were the match killed.
    m_process.setChildProcessModifier([] {
        ::setpgid(0, 0);
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    });
}

UccPlayer::~UccPlayer()
{
    stopProcess();
}

std::string UccPlayer::name() const
{
    return "ucc:" + m_command.toStdString();
}

void UccPlayer::beginGame(flagfall::Side side, const std::string& opponent)
{
    m_side = side;
    m_told = 0;
    m_fault.reset();
    QStringList words = QProcess::splitCommand(m_command);
    if (words.isEmpty()) return failWith(flagfall::Termination::Crashed, "no program named");
    const QString program = words.takeFirst();
    m_process.start(program, words);
    if (!m_process.waitForStarted(m_timeoutMs))
        return failWith(flagfall::Termination::Crashed, "could not start " + program.toStdString() +
                                                            ": " +
                                                            m_process.errorString().toStdString());
    m_group = m_process.processId();
    const char* colour = side == flagfall::Side::Red ? "RED" : "BLUE";
    send(std::string(colour) + " " + pathLike(opponent) + " 10 10");
}

flagfall::Setup UccPlayer::chooseSetup(flagfall::Variant variant, flagfall::Random& rng)
{
    std::vector<std::string> rows;
    while (!m_fault && rows.size() < 4)
        if (const auto row = readLine()) rows.push_back(*row);
    std::string why;
    if (!m_fault)
        if (const auto s = flagfall::ucc::parseSetupRows(rows, m_side, &why)) return *s;
    if (!m_fault)
        failWith(flagfall::Termination::BadReply, "setup: " + why + ": " + excerpt(rows.back()));
    return flagfall::randomSetup(variant, rng); // a stand-in, so the record stays readable
}

flagfall::Move UccPlayer::chooseMove(const flagfall::PlayerView& view)
{
    if (m_fault) return {};
    if (view.history.empty()) send("START");
    sendNewMoves(view);
    for (const std::string& row : flagfall::ucc::boardRows(view.position, m_side)) send(row);
    const auto line = readLine();
    if (!line) return {};
    if (*line == "SURRENDER") {
        failWith(flagfall::Termination::Resigned, "surrendered");
        return {};
    }
    std::string why;
    auto m = flagfall::ucc::parseMove(*line, &why);
    if (!m) {
        failWith(flagfall::Termination::BadReply, why + ": " + excerpt(*line));
        return {};
    }
    m->attack = view.position.pieceAt(m->to) >= 0;
    m_answer = *line;
    return *m;
}

void UccPlayer::moveRejected(flagfall::Move, const flagfall::MoveCheck& check)
{
    std::string why = "breaks the rules";
    if (check.verdict == flagfall::Verdict::Illegal) why = flagfall::describe(check.error);
    failWith(flagfall::Termination::IllegalMove, excerpt(m_answer) + ": " + why);
}

void UccPlayer::endGame(const flagfall::PlayerView&)
{
    if (m_process.state() == QProcess::NotRunning) return;
    // Only QUIT, as the referee sends: an agent told the last move then waits for a board
    // (ramen read QUIT as one and failed its own checks).
    send("QUIT");
    stopProcess();
}

void UccPlayer::sendNewMoves(const flagfall::PlayerView& view)
{
    for (; m_told < view.history.size(); ++m_told)
        send(flagfall::ucc::confirmation(view.history[m_told]));
}

// A line the program does not take within its time (it stopped reading while still answering,
// and its input pipe is full) is its fault: it loses the game, and the match goes on.
bool UccPlayer::send(const std::string& line)
{
    if (m_process.state() != QProcess::Running) return false;
    const QByteArray bytes = QByteArray::fromStdString(line + "\n");
    if (m_process.write(bytes) == bytes.size()) {
        const QDeadlineTimer deadline(m_timeoutMs);
        while (m_process.bytesToWrite() > 0 && !deadline.hasExpired() &&
               m_process.waitForBytesWritten(int(deadline.remainingTime()))) {
        }
        if (m_process.bytesToWrite() == 0) return true;
    }
    if (line == "QUIT") return false;
    if (m_process.state() == QProcess::NotRunning)
        failWith(flagfall::Termination::Crashed, "the program ended");
    else
        failWith(flagfall::Termination::TimeForfeit,
                 "did not read its input within " + std::to_string(m_timeoutMs) + " ms");
    return false;
}

std::optional<std::string> UccPlayer::readLine()
{
    const QDeadlineTimer deadline(m_timeoutMs);
    while (!m_process.canReadLine()) {
        if (m_process.bytesAvailable() > kMaxLine) {
            failWith(flagfall::Termination::BadReply, "a line of over 4096 bytes");
            return std::nullopt;
        }
        if (m_process.state() == QProcess::NotRunning) {
            failWith(flagfall::Termination::Crashed, "the program ended");
            return std::nullopt;
        }
        if (deadline.hasExpired() || !m_process.waitForReadyRead(deadline.remainingTime())) {
            if (m_process.canReadLine()) break;
            if (m_process.state() == QProcess::NotRunning) continue;
            failWith(flagfall::Termination::TimeForfeit,
                     "no answer within " + std::to_string(m_timeoutMs) + " ms");
            return std::nullopt;
        }
    }
    std::string line = m_process.readLine(kMaxLine + 1).toStdString();
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
    return line;
}

void UccPlayer::failWith(flagfall::Termination why, const std::string& detail)
{
    if (!m_fault) m_fault = Fault{why, detail};
    stopProcess();
}

void UccPlayer::stopProcess()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(kQuitMs)) {
            m_process.kill();
            m_process.waitForFinished(kQuitMs);
        }
    }
    // What the agent left running in its group (a child that made a session of its own cannot be
    // reached: docs/sparring.md).
    if (m_group > 0) ::kill(-static_cast<pid_t>(m_group), SIGKILL);
    m_group = 0;
}

} // namespace cli
