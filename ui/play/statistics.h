// Wins, losses and draws against the computer per variant and level, from the player's side,
// kept with the settings (QSettings) but owned by play: one instance, shared by the pages.
#pragma once

#include "core/rules/army.h"

#include <QObject>

class QSettings;
class Settings;

// Games against the computer at one level and variant.
struct GameTally {
    int wins = 0;
    int losses = 0;
    int draws = 0;
};

class Statistics : public QObject {
    Q_OBJECT
public:
    explicit Statistics(Settings* settings, QObject* parent = nullptr);

    GameTally tally(flagfall::Variant v, int level) const;
    // Counts a finished game: score +1 won, 0 drawn, -1 lost.
    void addResult(flagfall::Variant v, int level, int score);
    // Undoes one addResult with the same arguments (a finished game taken back with undo).
    void takeBackResult(flagfall::Variant v, int level, int score);

signals:
    void changed();

private:
    void count(flagfall::Variant v, int level, int score, int change);

    QSettings* m_store;
};
