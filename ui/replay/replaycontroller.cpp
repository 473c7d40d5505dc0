#include "replaycontroller.h"

#include "gamesession.h"

#include <algorithm>

ReplayController::ReplayController(QObject* parent)
    : QObject(parent), m_session(new GameSession(this))
{
    m_timer.setInterval(kDefaultInterval);
    connect(&m_timer, &QTimer::timeout, this, &ReplayController::step);
}

const flagfall::Game& ReplayController::game() const
{
    return m_session->game();
}

int ReplayController::ply() const
{
    return m_session->game().ply();
}

flagfall::Side ReplayController::moverAt(int ply) const
{
    return game().start().piece(m_timeline.move(ply).piece).owner;
}

QString ReplayController::commentAt(int ply) const
{
    QStringList parts;
    for (const flagfall::RecordComment& c : m_record.comments)
        if (c.ply == ply) parts << QString::fromStdString(c.text).trimmed();
    return parts.join(QLatin1Char('\n'));
}

void ReplayController::load(const LoadedGame& game)
{
    setPlaying(false);
    m_record = game.record;
    m_timeline = flagfall::ReplayTimeline(game.game);
    m_loaded = true;
    flagfall::Game start = game.game;
    start.goToPly(0);
    m_session->setGame(std::move(start));
    emit loaded();
    emit plyChanged(0);
}

void ReplayController::setPly(int ply)
{
    ply = std::clamp(ply, 0, length());
    if (ply == this->ply()) return;
    m_session->goToPly(ply);
    emit plyChanged(ply);
}

void ReplayController::next()
{
    setPly(ply() + 1);
}

void ReplayController::previous()
{
    setPly(ply() - 1);
}

void ReplayController::setPlaying(bool playing)
{
    if (playing == isPlaying()) return;
    if (playing && ply() >= length()) setPly(0); // playing a finished replay starts it again
    if (playing)
        m_timer.start();
    else
        m_timer.stop();
    emit playingChanged(playing);
}

void ReplayController::setInterval(int ms)
{
    m_timer.setInterval(std::max(ms, 1));
}

void ReplayController::step()
{
    next();
    if (ply() >= length()) setPlaying(false);
}
