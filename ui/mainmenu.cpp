#include "mainmenu.h"

#include <QAction>
#include <QMainWindow>
#include <QMenuBar>

MainMenu::MainMenu(QMainWindow* window)
    : QObject(window), m_game(window->menuBar()->addMenu(QString())),
      m_help(window->menuBar()->addMenu(QString()))
{
    m_continue = add(m_game, &MainMenu::continueRequested, {});
    m_newGame = add(m_game, &MainMenu::newGameRequested, QKeySequence::New);
    m_openGame = add(m_game, &MainMenu::openGameRequested, QKeySequence::Open);
    m_game->addSeparator();
    m_setups = add(m_game, &MainMenu::setupsRequested, {});
    m_settings = add(m_game, &MainMenu::settingsRequested, QKeySequence::Preferences);
    m_game->addSeparator();
    m_quit = add(m_game, &MainMenu::quitRequested, QKeySequence::Quit);
    m_rules = add(m_help, &MainMenu::rulesRequested, QKeySequence::HelpContents);
    setContinueAvailable(false);
    retranslateUi();
}

QAction* MainMenu::add(QMenu* menu, void (MainMenu::*signal)(), const QKeySequence& keys)
{
    QAction* a = menu->addAction(QString());
    a->setShortcut(keys);
    connect(a, &QAction::triggered, this, signal);
    return a;
}

void MainMenu::setContinueAvailable(bool available)
{
    m_continue->setVisible(available);
}

void MainMenu::retranslateUi()
{
    m_game->setTitle(tr("&Game"));
    m_help->setTitle(tr("&Help"));
    m_continue->setText(tr("&Continue the game"));
    m_newGame->setText(tr("&New game…"));
    m_openGame->setText(tr("&Open game…"));
    m_setups->setText(tr("&Setups"));
    m_settings->setText(tr("Se&ttings…"));
    m_quit->setText(tr("&Quit"));
    m_rules->setText(tr("&Rules"));
}
