#include "playcontroller.h"

#include "base/settings.h"
#include "board/gamesession.h"
#include "board/gamestatus.h"
#include "games/gamefile.h"
#include "play/autosave.h"
#include "play/autosaver.h"
#include "play/engineseat.h"
#include "play/humanseat.h"
#include "play/librarykeeper.h"
#include "play/referee.h"
#include "play/statistics.h"

#include "core/ai/base/levels.h"
#include "core/ai/setups/setupmaker.h"
#include "core/records/desktoptags.h"
#include "core/rules/notation.h"

#include <QDate>

using flagfall::Side;

namespace {
constexpr int kBattleHoldFactor = 4; // a battle stays in view four slides long

// Tags this controller writes itself; the rest of a resumed record is kept as it was.
bool regenerated(const std::string& name)
{
    for (const char* t : {"Variant", "Rules", "TwoSquare", "ScoutStrike", "Chase", "NoAttackDraw",
                          "RedSetup", "BlueSetup", "Position", "Result", "Termination"})
        if (name == t) return true;
    return false;
}

} // namespace

PlayController::PlayController(GameSession* session, Settings* settings, Statistics* statistics,
                               QObject* parent)
    : QObject(parent), m_session(session), m_settings(settings),
      m_status(new GameStatus(session, this)), m_referee(new Referee(session, this))
{
    // The session tells these listeners of a move before the referee asks anyone to move on.
    const RecordSource source = [this] { return record(); };
    m_autosaver = new Autosaver(session, source, this);
    m_keeper = new LibraryKeeper(session, source, &m_options, this);
    if (statistics) connect(m_keeper, &LibraryKeeper::kept, statistics, &Statistics::refresh);
    connect(m_autosaver, &Autosaver::failed, this, &PlayController::saveFailed);
    connect(m_keeper, &LibraryKeeper::failed, this, &PlayController::saveFailed);
    createSeats();
    connect(session, &GameSession::positionChanged, this, &PlayController::positionChanged);
    connect(session, &GameSession::gameOver, this, &PlayController::gameOver);
}

QString PlayController::storedPath() const
{
    return m_keeper->storedPath();
}

PlayController::~PlayController()
{
    stop();
}

void PlayController::createSeats()
{
    for (Side s : {Side::Red, Side::Blue}) {
        auto* person = new HumanSeat(this);
        connect(person, &HumanSeat::drawQuestion, this, &PlayController::drawQuestion);
        m_people[int(s)] = person;
    }
    m_engine = new EngineSeat(this);
    connect(m_engine, &EngineSeat::thinkingChanged, this, &PlayController::thinkingChanged);
    connect(m_engine, &EngineSeat::thinkingProgress, this, &PlayController::thinkingProgress);
    m_hint = new EngineSeat(this);
    connect(m_hint, &Seat::moveChosen, this, &PlayController::hintFound);
    connect(m_referee, &Referee::moveAnnounced, this, &PlayController::computerMoveChosen);
    connect(m_referee, &Referee::drawAnswered, this, [this](Side, bool accepted) {
        if (!hotSeat()) emit drawAnswered(accepted);
    });
}

// Against the computer the engine seat takes the side the person does not play.
void PlayController::seatPlayers()
{
    m_engine->setLevel(m_options.level);
    m_hint->setLevel(m_options.level);
    for (Side s : {Side::Red, Side::Blue}) {
        const bool computer = !hotSeat() && s != m_options.human;
        Seat* engine = m_computer ? m_computer.data() : m_engine;
        m_referee->seat(s, computer ? engine : m_people[int(s)]);
    }
}

std::optional<Side> PlayController::computerSide() const
{
    if (hotSeat()) return std::nullopt;
    return flagfall::opponent(m_options.human);
}

HumanSeat* PlayController::humanSeat(Side side) const
{
    return computerSide() == side ? nullptr : m_people[int(side)];
}

bool PlayController::humanToMove() const
{
    return humanSeat(m_session->game().position().sideToMove()) != nullptr;
}

bool PlayController::thinking() const
{
    return m_engine->thinking();
}

void PlayController::setAutosavePath(const QString& path)
{
    m_autosaver->setPath(path);
}

void PlayController::flushAutosave()
{
    m_autosaver->flush();
}

void PlayController::setMoveDelay(int ms)
{
    m_referee->setPacing(ms, ms * kBattleHoldFactor);
}

void PlayController::setMoveTime(int ms)
{
    m_engine->setMoveTime(ms);
    m_hint->setMoveTime(ms);
}

void PlayController::setComputerSeat(Seat* seat)
{
    m_computer = seat;
}

bool PlayController::submit(flagfall::Move move)
{
    HumanSeat* person = humanSeat(m_session->game().position().sideToMove());
    return m_active && person && person->submit(move);
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
    m_referee->stop();
    m_active = true;
    seatPlayers();
    m_session->setGame(std::move(game)); // saved at once; the listeners start afresh
    emit gameStarted();
    const QString kept = m_autosaver->takeKeptAside();
    if (!kept.isEmpty()) emit damagedAutosaveKept(kept);
    updateHelp();
    m_referee->start();
}

std::optional<flagfall::GameRecord> PlayController::unfinishedAutosave()
{
    return Autosave::unfinished(GameFile::autosavePath());
}

flagfall::GameRecord PlayController::record() const
{
    std::vector<flagfall::RecordTag> tags = m_keptTags;
    const std::string computer = flagfall::computerName(m_options.level);
    const std::string person(flagfall::kPlayerName);
    if (hotSeat()) {
        flagfall::setTag(tags, "Red", std::string(flagfall::kRedPlayerName));
        flagfall::setTag(tags, "Blue", std::string(flagfall::kBluePlayerName));
    } else {
        flagfall::setTag(tags, "Red", m_options.human == Side::Red ? person : computer);
        flagfall::setTag(tags, "Blue", m_options.human == Side::Blue ? person : computer);
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
    const flagfall::Game& g = m_session->game();
    const bool mineLast = hotSeat() || g.position().sideToMove() != m_options.human;
    const int plies = mineLast ? 1 : 2;
    ++m_undos;
    m_comments.push_back({g.ply() - plies, "undo"});
    m_session->undo(plies); // one position change: saved, counted and asked again from there
    return true;
}

bool PlayController::requestHint()
{
    if (!canHint()) return false;
    ++m_hints;
    m_autosaver->save();
    m_hint->yourTurn(m_session->game().view(m_session->game().position().sideToMove()));
    return true;
}

void PlayController::hintFound(flagfall::Move move)
{
    if (!canHint()) return;
    note("hint: " + flagfall::moveText(move));
    m_autosaver->save();
    emit hintReady(move);
}

void PlayController::resign()
{
    if (!m_active || m_session->game().result().over()) return;
    const Side loser = hotSeat() ? m_session->game().position().sideToMove() : m_options.human;
    m_people[int(loser)]->resign();
}

void PlayController::offerDraw()
{
    if (!m_active || m_session->game().result().over()) return;
    const Side by = hotSeat() ? m_session->game().position().sideToMove() : m_options.human;
    m_people[int(by)]->offerDraw();
}

void PlayController::answerDraw(bool accepted)
{
    if (!hotSeat()) return;
    // The offer came from the side to move; the other one answers.
    m_people[int(flagfall::opponent(m_session->game().position().sideToMove()))]->answerDraw(
        accepted);
}

void PlayController::stop()
{
    m_referee->stop();
    m_hint->turnTakenAway();
}

void PlayController::positionChanged()
{
    if (!m_active) return;
    m_hint->turnTakenAway(); // a hint for the old position is no use
    updateHelp();
}

void PlayController::gameOver(const flagfall::GameResult& result)
{
    if (!m_active) return;
    updateHelp();
    emit finished(result);
}

void PlayController::updateHelp()
{
    m_status->setHelp(canUndo(), canHint());
    emit helpChanged();
}

void PlayController::note(const std::string& text)
{
    m_comments.push_back({m_session->game().ply(), text});
}
