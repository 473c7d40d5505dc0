// The game library and the replay viewer as pages of the main window's stack, wired together:
// open a game from the library, a file, the command line or a file dropped on the window; a
// broken file is reported and leaves the shown page as it was.
#pragma once

#include "games/savedsetups.h"

#include "core/records/record.h"

#include <QObject>

class GameLibraryModel;
class GameLibraryPage;
class QStackedWidget;
class ReplayPage;
class Settings;

class ReviewPages : public QObject {
    Q_OBJECT
public:
    // `library` empty: the default library folder.
    ReviewPages(Settings* settings, QStackedWidget* pages, const QString& library = {},
                QObject* parent = nullptr);

    GameLibraryPage* libraryPage() const { return m_libraryPage; }
    ReplayPage* replayPage() const { return m_replay; }
    GameLibraryModel* libraryModel() const { return m_model; }
    // The kept setups, for the statistics of the player's games by setup.
    void setSavedSetups(SavedSetups saved);
    // Lets `window` take .sgn and .setup files dropped on it (fileDropped).
    void acceptDrops(QWidget* window);
    // Whether the file is named as a Gravon game is (.xml, .gsn), which the viewer reads too.
    static bool isGravonFile(const QString& path);

public slots:
    void showLibrary();
    bool openFile(const QString& path);
    bool openGame(const flagfall::GameRecord& record, const QString& path = {});

signals:
    void backRequested();
    void fileDropped(const QString& path);
    void continueRequested(const flagfall::GameRecord& record, flagfall::Side side);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void reportFailure(const QString& message);

    QStackedWidget* m_pages;
    GameLibraryModel* m_model;
    GameLibraryPage* m_libraryPage;
    ReplayPage* m_replay;
};
