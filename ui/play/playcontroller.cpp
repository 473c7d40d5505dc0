#include "playcontroller.h"

#include "board/gamesession.h"
#include "games/gamefile.h"
#include "games/gamelibrary.h"
#include "logging.h"
#include "play/autosave.h"
#include "settings.h"

#include "core/ai/aiplayer.h"
#include "core/ai/setupmaker.h"
#include "core/desktoptags.h"
#include "core/notation.h"

#include <QDate>

using flagfall::Side;

namespace {
constexpr int kProgressTickMs = 50;

// Tags this controller writes itself; the rest of a resumed record is kept as it was.
bool regenerated(const std::string& name)
{
    for (const char* t : {"Variant", "Rules", "TwoSquare", "ScoutStrike", "Chase", "NoAttackDraw",
                          "RedSetup", "BlueSetup", "Position", "Result", "Termination"})
        if (name == t) return true;
    return false;
}

} // namespace

PlayController::PlayController(GameSession* session, Settings* settings, QObject* parent)
    : QObject(parent), m_session(session), m_settings(settings),
      m_autosavePath(GameFile::autosavePath())
{
    m_progress.setInterval(kProgressTickMs);
    connect(&m_progress, &QTimer::timeout, this, [this] {
        const int budget = qMax(1, limits().movetimeMs);
        emit thinkingProgress(int(qMin<qint64>(99, m_thinkClock.elapsed() * 100 / budget)));
    });
    connect(session, &GameSession::positionChanged, this, &PlayController::positionChanged);
    connect(session, &GameSession::gameOver, this, &PlayController::gameOver);
}

PlayController::~PlayController()
{
    stop();
    joinDrawJudge();
}

std::optional<Side> PlayController::computerSide() const
{
    if (hotSeat()) return std::nullopt;
    return flagfall::opponent(m_options.human);
}

bool PlayController::humanToMove() const
{
    const auto computer = computerSide();
    return !computer || m_session->game().position().sideToMove() != *computer;
}

void PlayController::newGame(const PlayOptions& options, std::uint64_t seed)
{
    stop();
    m_options = options;
    flagfall::Random rng(seed);
    const flagfall::Setup mine =
        options.setup ? *options.setup : flagfall::randomSetup(options.variant, rng);
    // The computer (or the second player) gets a human-like setup from the AI.
    const flagfall::Setup theirs = flagfall::ai::SetupMaker(seed ^ 0xF1A6u).make(options.variant);
    const bool red = options.human == Side::Red;
    m_keptTags = {
        {"Event", options.serious ? "Serious game" : "Casual game", 0},
        {"Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString(), 0}};
    m_undos = m_hints = 0;
    m_comments.clear();
    start(flagfall::Game::fromSetups(red ? mine : theirs, red ? theirs : mine,
                                     flagfall::RuleSet::preset(options.preset), options.variant));
}

bool PlayController::resume(const flagfall::GameRecord& rec, QString* error)
{
    auto started = flagfall::startGame(rec);
    if (!started) {
        if (error) *error = QString::fromStdString(started.error.text());
        return false;
    }
    flagfall::Game game = *started.value;
    if (auto bad = flagfall::replayMoves(game, rec)) {
        if (error) *error = QString::fromStdString(bad->text());
        return false;
    }
    stop();
    PlayOptions o;
    o.variant = game.variant().value_or(flagfall::Variant::Classic);
    const flagfall::DesktopTags desktop = flagfall::readDesktopTags(rec);
    o.opponent = desktop.hotSeat ? Opponent::Human : Opponent::Computer;
    o.human = desktop.human;
    o.level = m_settings ? m_settings->level() : flagfall::ai::kDefaultLevel;
    if (desktop.level > 0)
        o.level = qBound(flagfall::ai::kMinLevel, desktop.level, flagfall::ai::kMaxLevel);
    o.serious = desktop.serious;
    m_options = o;
    m_undos = desktop.undos;
    m_hints = desktop.hints;
    m_comments = rec.comments;
    m_keptTags.clear();
    for (const auto& t : rec.tags)
        if (!regenerated(t.name)) m_keptTags.push_back({t.name, t.value, 0});
    start(std::move(game));
    return true;
}

void PlayController::start(flagfall::Game game)
{
    // A damaged autosave that nobody was offered (the program was started with a file) is
    // moved aside before the new game is saved over it.
    const QString kept =
        m_autosavePath.isEmpty() ? QString() : Autosave::keepAsideIfDamaged(m_autosavePath);
    m_active = true;
    m_counted = m_stored = game.result().over();
    m_added.reset();
    m_session->setGame(std::move(game));
    emit gameStarted();
    if (!kept.isEmpty()) emit damagedAutosaveKept(kept);
    emit helpChanged(); // setGame's position change saved the game already
    maybeThink();
}

std::optional<flagfall::GameRecord> PlayController::unfinishedAutosave()
{
    return Autosave::unfinished(GameFile::autosavePath());
}

flagfall::GameRecord PlayController::record() const
{
    std::vector<flagfall::RecordTag> tags = m_keptTags;
    auto set = [&tags](const std::string& name, const std::string& value) {
        for (auto& t : tags)
            if (t.name == name) return void(t.value = value);
        tags.push_back({name, value, 0});
    };
    const std::string computer = "Computer (level " + std::to_string(m_options.level) + ")";
    if (hotSeat()) {
        set("Red", "Red player");
        set("Blue", "Blue player");
    } else {
        set("Red", m_options.human == Side::Red ? "Player" : computer);
        set("Blue", m_options.human == Side::Blue ? "Player" : computer);
    }
    flagfall::writeDesktopTags(
        {hotSeat(), m_options.human, m_options.level, m_options.serious, m_undos, m_hints}, tags);
    flagfall::GameRecord rec = flagfall::recordOf(m_session->game(), tags);
    for (const auto& c : m_comments)
        if (c.ply <= m_session->game().ply()) rec.comments.push_back(c);
    return rec;
}

bool PlayController::canUndo() const
{
    const flagfall::Game& g = m_session->game();
    const auto t = g.result().termination;
    if (!m_active || m_options.serious || t == flagfall::Termination::Resigned ||
        t == flagfall::Termination::DrawAgreed)
        return false;
    const bool mineLast = hotSeat() || g.position().sideToMove() != m_options.human;
    return g.ply() >= (mineLast ? 1 : 2);
}

bool PlayController::canHint() const
{
    return m_active && !m_options.serious && !m_session->game().result().over() && humanToMove();
}

bool PlayController::undo()
{
    if (!canUndo()) return false;
    stopThinking();
    const flagfall::Game& g = m_session->game();
    const bool mineLast = hotSeat() || g.position().sideToMove() != m_options.human;
    const bool wasOver = g.result().over();
    m_quiet = true;
    for (int i = mineLast ? 1 : 2; i > 0; --i) m_session->undo();
    m_quiet = false;
    if (wasOver) takeBackResult();
    ++m_undos;
    note("undo");
    autosave();
    emit helpChanged();
    maybeThink();
    return true;
}

// A finished game taken back with undo is not finished: its result leaves the statistics, and
// the game counts again when it ends. (A finished game opened from a file was counted in the
// session that finished it, which this one cannot undo; it stays counted once.)
void PlayController::takeBackResult()
{
    if (!m_added || !m_settings) return;
    m_settings->takeBackResult(m_options.variant, m_options.level, *m_added);
    m_added.reset();
    m_counted = false;
}

bool PlayController::requestHint()
{
    if (!canHint()) return false;
    const Side side = m_session->game().position().sideToMove();
    const quint64 generation = ++m_generation;
    m_hintEngine.setLevel(m_options.level);
    m_hintEngine.start(
        m_session->game().view(side), limits(), [this, generation](flagfall::Move m) {
            QMetaObject::invokeMethod(
                this, [this, generation, m] { hintFound(generation, m); }, Qt::QueuedConnection);
        });
    ++m_hints;
    autosave();
    return true;
}

void PlayController::hintFound(quint64 generation, flagfall::Move move)
{
    if (generation != m_generation || !canHint()) return;
    note("hint: " + flagfall::moveText(move));
    autosave();
    emit hintReady(move);
}

void PlayController::resign()
{
    if (!m_active || m_session->game().result().over()) return;
    stopThinking();
    const Side loser = hotSeat() ? m_session->game().position().sideToMove() : m_options.human;
    m_session->resign(loser);
}

void PlayController::offerDraw()
{
    const auto computer = computerSide();
    if (!m_active || !computer || m_session->game().result().over()) return;
    joinDrawJudge();
    // The computer judges the position as if it were to move, as AiPlayer expects.
    flagfall::PlayerView view = m_session->game().view(*computer);
    view.position.setSideToMove(*computer);
    const int ply = m_session->game().ply();
    const int level = m_options.level;
    m_drawJudge = std::thread([this, view = std::move(view), ply, level] {
        flagfall::ai::AiPlayer judge(level, std::uint64_t(ply) + 7);
        const bool yes = judge.acceptsDraw(view);
        QMetaObject::invokeMethod(
            this,
            [this, ply, yes] {
                // A move made meanwhile withdraws the offer.
                const flagfall::Game& g = m_session->game();
                const bool agreed = yes && ply == g.ply() && !g.result().over();
                if (agreed) m_session->agreeDraw();
                emit drawAnswered(agreed);
            },
            Qt::QueuedConnection);
    });
}

void PlayController::joinDrawJudge()
{
    if (m_drawJudge.joinable()) m_drawJudge.join();
}

void PlayController::stop()
{
    stopThinking();
    m_hintEngine.stop();
}

void PlayController::stopThinking()
{
    m_engine.stop(); // after this returns no callback runs
    ++m_generation;
    m_progress.stop();
    if (m_thinking) {
        m_thinking = false;
        emit thinkingChanged(false);
    }
}

void PlayController::positionChanged()
{
    if (!m_active || m_quiet) return;
    m_hintEngine.stop();
    if (!m_thinking) ++m_generation; // a hint for the old position is no use
    autosave();
    emit helpChanged();
    maybeThink();
}

void PlayController::gameOver(const flagfall::GameResult& result)
{
    if (!m_active) return;
    stopThinking();
    if (!m_counted && !hotSeat() && m_settings) {
        const auto mine = flagfall::winFor(m_options.human);
        m_added = result.outcome == flagfall::Outcome::Draw ? 0 : result.outcome == mine ? 1 : -1;
        m_settings->addResult(m_options.variant, m_options.level, *m_added);
    }
    if (!m_stored) { // every finished game goes to the game library, once
        const auto human = hotSeat() ? std::nullopt : std::optional(m_options.human);
        QString why;
        if (GameLibrary().store(record(), human, &why).isEmpty())
            emit saveFailed(
                tr("The finished game could not be kept in the game library: %1").arg(why));
    }
    m_counted = m_stored = true;
    autosave();
    emit helpChanged();
    emit finished(result);
}

flagfall::ai::Limits PlayController::limits() const
{
    flagfall::ai::Limits l;
    l.movetimeMs =
        m_moveTimeMs > 0 ? m_moveTimeMs : flagfall::ai::levelParams(m_options.level).movetimeMs;
    return l;
}

void PlayController::maybeThink()
{
    const flagfall::Game& g = m_session->game();
    const auto computer = computerSide();
    if (!m_active || m_thinking || !computer || g.result().over() ||
        g.position().sideToMove() != *computer)
        return;
    const quint64 generation = ++m_generation;
    m_engine.setLevel(m_options.level);
    m_thinking = true;
    m_thinkClock.start();
    m_progress.start();
    emit thinkingChanged(true);
    emit thinkingProgress(0);
    m_engine.start(g.view(*computer), limits(), [this, generation](flagfall::Move m) {
        // On the engine's thread: hand the move to the GUI thread and return at once.
        QMetaObject::invokeMethod(
            this, [this, generation, m] { computerMoved(generation, m); }, Qt::QueuedConnection);
    });
}

void PlayController::computerMoved(quint64 generation, flagfall::Move move)
{
    if (generation != m_generation) return; // stopped or a new game meanwhile
    m_progress.stop();
    m_thinking = false;
    emit thinkingChanged(false);
    const int held = m_holdClock.isValid() ? int(m_holdMs - m_holdClock.elapsed()) : 0;
    const int delay = qMax(m_moveDelayMs, held);
    m_holdClock.invalidate();
    QTimer::singleShot(qMax(0, delay - m_moveDelayMs), this, [this, generation, move] {
        if (generation != m_generation) return;
        emit computerMoveChosen(move, m_moveDelayMs);
        if (m_moveDelayMs <= 0) return playComputerMove(generation, move);
        QTimer::singleShot(m_moveDelayMs, this,
                           [this, generation, move] { playComputerMove(generation, move); });
    });
}

void PlayController::holdReply(int ms)
{
    m_holdMs = ms;
    m_holdClock.start();
}

void PlayController::playComputerMove(quint64 generation, flagfall::Move move)
{
    if (generation != m_generation) return;
    const flagfall::MoveCheck check = m_session->play(move);
    if (!check.legal())
        qCWarning(lcUi) << "computer move refused:" << flagfall::moveText(move).c_str();
}

void PlayController::autosave()
{
    if (!m_active || m_autosavePath.isEmpty()) return;
    QString error;
    if (!GameFile::write(m_autosavePath, record(), &error))
        emit saveFailed(tr("The game could not be saved: %1").arg(error));
}

void PlayController::note(const std::string& text)
{
    m_comments.push_back({m_session->game().ply(), text});
}
