// The first page: the program's name and the way to everything else.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);

signals:
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

    QLabel* m_title;
    QLabel* m_subtitle;
    QPushButton* m_newGame;
    QPushButton* m_setups;
    QPushButton* m_openGame;
    QPushButton* m_rules;
    QPushButton* m_settings;
    QPushButton* m_quit;
};
