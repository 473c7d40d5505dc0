// The program's window: a stack of pages (start, setup editor, library, rules, and the pages
// later versions fill in), switched by the pages' own signals. Each page lives in its own file.
#pragma once

#include "setup/setupfill.h"

#include <QMainWindow>
#include <QSet>

struct SavedSetup;
class SetupLibraryPage;
class MainMenu;
class PlayPages;
class ReviewPages;
class QStackedWidget;
class RulesPage;
class Settings;
class SettingsDialog;
class SetupEditor;
class SetupLibraryModel;
class StartPage;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(Settings* settings, QWidget* parent = nullptr);

    // A file given on the command line, opened or dropped: .setup into the editor, an unfinished
    // game to play on, any other game record into the replay viewer.
    bool openFile(const QString& path);

    QStackedWidget* pages() const { return m_pages; }
    StartPage* startPage() const { return m_start; }
    SetupEditor* setupEditor() const { return m_editor; }
    SetupLibraryPage* libraryPage() const { return m_library; }
    RulesPage* rulesPage() const { return m_rules; }
    SetupLibraryModel* libraryModel() const { return m_libraryModel; }
    PlayPages* play() const { return m_play; }
    ReviewPages* review() const { return m_review; }

public slots:
    void showStart();
    void showLibrary();
    void showNewSetup(SetupStart start = SetupStart::Empty);
    void showRules();
    void showSettings();
    // Offers to go on with an unfinished game of last time (also after a crash).
    void offerResume();
    // One notice naming the settings, setups and stored games that could not be read (they
    // were left as they were).
    void reportUnreadableFiles();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void connectPages();
    void connectMenu();
    void updateContinue();
    void pageShown();
    void fitScreen();
    QSet<QChar> menuLetters() const;
    void connectSetupPages(); // the library, the editor, and their ways to a new game
    void editForNewGame(const SavedSetup& setup);
    void leaveEditor();
    void retranslateUi();

    Settings* m_settings;
    SetupLibraryModel* m_libraryModel;
    QStackedWidget* m_pages;
    StartPage* m_start;
    SetupEditor* m_editor;
    SetupLibraryPage* m_library;
    RulesPage* m_rules;
    SettingsDialog* m_settingsDialog = nullptr;
    PlayPages* m_play = nullptr;
    ReviewPages* m_review = nullptr;
    MainMenu* m_menu = nullptr;
    bool m_editingForGame = false; // the editor was opened from the New game page
};
