// The game under review and the ply shown: loads a record into the session that the board reads,
// steps, jumps and plays it back on a timer. Views send intent here and follow plyChanged.
#pragma once

#include "games/replayfile.h"

#include "core/records/recordeval.h"
#include "core/records/replay.h"

#include <QHash>
#include <QObject>
#include <QTimer>

class GameSession;
class GameStatus;

class ReplayController : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultInterval = 800; // ms between autoplay steps

    explicit ReplayController(QObject* parent = nullptr);

    GameSession* session() const { return m_session; }
    GameStatus* status() const { return m_status; }
    const flagfall::GameRecord& record() const { return m_record; }
    const flagfall::ReplayTimeline& timeline() const { return m_timeline; }
    const flagfall::Game& game() const;
    bool hasGame() const { return m_loaded; }
    int ply() const;
    int length() const { return m_timeline.length(); }
    // The side whose move led to `ply` (1..length).
    flagfall::Side moverAt(int ply) const;
    // The comments that follow `ply` plies, joined, as shown: neutralised and cut when long
    // (PlainText::paragraph), worked out once at load so showing a move costs nothing.
    QString commentAt(int ply) const { return m_comments.value(ply); }
    // The player's own words after `ply` plies: the record's ordinary comments there (not the
    // computer's eval, hint and undo marks), as written, one to a line.
    QString noteAt(int ply) const;
    // The program's own marks after `ply` plies (a hint asked for, a move taken back), in words.
    QString marksAt(int ply) const;
    bool isPlaying() const { return m_timer.isActive(); }
    int interval() const { return m_timer.interval(); }

public slots:
    void load(LoadedGame game); // shows the start of the game
    void setPly(int ply);
    void next();
    void previous();
    void toStart() { setPly(0); }
    void toEnd() { setPly(length()); }
    void setPlaying(bool playing);
    void setInterval(int ms);
    // Puts `text` in place of the ordinary comments after `ply` plies (none when it is empty); a
    // '}' would end the comment in the file, so it is written as ')'.
    void setNote(int ply, const QString& text);
    // A finished analysis into the record, so that the record as saved later keeps it.
    void setAnalysis(const flagfall::StoredAnalysis& analysis);

signals:
    void loaded();
    void plyChanged(int ply);
    void playingChanged(bool playing);
    void commentChanged(int ply);

private:
    void step();
    void collectComments();
    bool isNote(const flagfall::RecordComment& comment) const;

    GameSession* m_session;
    GameStatus* m_status;
    flagfall::GameRecord m_record;
    flagfall::ReplayTimeline m_timeline;
    QHash<int, QString> m_comments; // by ply, only where there are comments
    QTimer m_timer;
    bool m_loaded = false;
};
