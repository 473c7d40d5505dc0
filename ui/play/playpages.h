// Puts playing into the main window: the New game page and the game page on the window's page
// stack, the way between them, resuming an unfinished game, opening .sgn files to play on, and
// the statistics on the start page.
#pragma once

#include "core/records/record.h"
#include "games/savedsetups.h"
#include "play/playoptions.h"

#include <QObject>

class GamePage;
class NewGamePage;
class QStackedWidget;
class Settings;
class Statistics;
class StatisticsView;

class PlayPages : public QObject {
    Q_OBJECT
public:
    PlayPages(Settings* settings, SavedSetups library, QStackedWidget* pages,
              QObject* parent = nullptr);

    NewGamePage* newGamePage() const { return m_newGame; }
    GamePage* gamePage() const { return m_game; }
    StatisticsView* statistics() const { return m_statisticsView; }

    void showNewGame();
    // Whether the autosave holds a game to go on with, and going on with it.
    bool hasUnfinishedGame() const;
    void continueGame();
    // The New game page with this army chosen (from the setup library or the editor).
    void showNewGameWith(const SavedSetup& setup);
    // Asks whether to go on with the unfinished game of last time (also after a crash).
    void offerResume(QWidget* dialogParent);
    // An unfinished record goes on being played; false when it is finished or unreadable.
    bool playOn(const flagfall::GameRecord& record, QString* error = nullptr);
    bool openFile(const QString& path, QString* error = nullptr);
    void stop(); // the window closes: the computer stops thinking at once

signals:
    void backRequested();
    void editSetupRequested(const SavedSetup& setup);
    void replayRequested(const flagfall::GameRecord& record, const QString& path);

private:
    void startNewGame(const PlayOptions& options);
    bool abandon(const flagfall::GameRecord& unfinished);
    bool mayReplaceUnfinished(const flagfall::GameRecord& next);

    QStackedWidget* m_pages;
    NewGamePage* m_newGame;
    Statistics* m_statistics; // before the pages that show and count them
    GamePage* m_game;
    StatisticsView* m_statisticsView;
    mutable QString m_autosaveStamp; // size and time of the autosave last read
    mutable bool m_unfinished = false;
};
