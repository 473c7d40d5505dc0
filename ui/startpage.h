// The first page: the program's name and the way to everything else.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QVBoxLayout;

class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);

    // Shows "Continue" (and makes it the default) while a game is unfinished.
    void setContinueAvailable(bool available);
    bool continueAvailable() const;
    // The player's results, under the buttons.
    void setStatistics(QWidget* statistics);

signals:
    void continueRequested();
    void newGameRequested();
    void setupsRequested();
    void openGameRequested();
    void rulesRequested();
    void settingsRequested();
    void quitRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    QPushButton* addButton(const char* icon, void (StartPage::*signal)());
    void retranslateUi();

    QVBoxLayout* m_column;
    QLabel* m_title;
    QLabel* m_subtitle;
    QPushButton* m_continue;
    QPushButton* m_newGame;
    QPushButton* m_setups;
    QPushButton* m_openGame;
    QPushButton* m_rules;
    QPushButton* m_settings;
    QPushButton* m_quit;
};
