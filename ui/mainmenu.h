// The window's menu bar: the start page's ways in, on every page, with their shortcuts (Ctrl+N a
// new game, Ctrl+O a saved game, F1 the rules, Ctrl+Q quit). It only sends intent.
#pragma once

#include <QObject>

class QAction;
class QKeySequence;
class QMainWindow;
class QMenu;

class MainMenu : public QObject {
    Q_OBJECT
public:
    explicit MainMenu(QMainWindow* window);

    void setContinueAvailable(bool available);
    void retranslateUi();

signals:
    void continueRequested();
    void newGameRequested();
    void openGameRequested();
    void setupsRequested();
    void settingsRequested();
    void rulesRequested();
    void quitRequested();

private:
    QAction* add(QMenu* menu, void (MainMenu::*signal)(), const QKeySequence& keys);

    QMenu* m_game;
    QMenu* m_help;
    QAction* m_continue;
    QAction* m_newGame;
    QAction* m_openGame;
    QAction* m_setups;
    QAction* m_settings;
    QAction* m_quit;
    QAction* m_rules;
};
