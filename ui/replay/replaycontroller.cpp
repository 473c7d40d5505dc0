#include "replaycontroller.h"

#include "base/plaintext.h"
#include "board/gamesession.h"
#include "board/gamestatus.h"
#include "games/recordtext.h"

#include "core/records/recordeval.h"

#include <algorithm>

ReplayController::ReplayController(QObject* parent)
    : QObject(parent), m_session(new GameSession(this)), m_status(new GameStatus(m_session, this))
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
    return m_timeline.move(ply).mover;
}

// One pass over the comments, each converted at most once and only as far as it is shown: a
// 15 MB comment or a million short ones open as fast as a game without them.
void ReplayController::collectComments()
{
    m_comments.clear();
    QHash<int, int> room; // characters left to show at a ply
    // Without the Analysis tag an {eval ...} comment is an ordinary one (formats.md).
    const bool analysed = m_record.findTag("Analysis") != nullptr;
    for (const flagfall::RecordComment& c : m_record.comments) {
        if (c.ply < 0 || c.ply > length() || (analysed && flagfall::isEvalComment(c))) continue;
        auto left = room.find(c.ply);
        if (left == room.end()) left = room.insert(c.ply, PlainText::kCommentChars);
        if (*left <= 0) continue;
        const QString own = RecordText::ownComment(c.text);
        const QString text = own.isEmpty() ? PlainText::paragraph(c.text, *left) : own;
        if (text.isEmpty()) continue;
        QString& shown = m_comments[c.ply];
        if (!shown.isEmpty()) shown += QLatin1Char('\n');
        shown += text;
        *left = text.size() < *left ? *left - int(text.size()) - 1 : 0;
    }
}

void ReplayController::load(LoadedGame game)
{
    setPlaying(false);
    m_record = std::move(game.record);
    m_timeline = flagfall::ReplayTimeline::rewinding(game.game); // leaves it at ply 0
    m_loaded = true;
    collectComments();
    m_session->setGame(std::move(game.game));
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
