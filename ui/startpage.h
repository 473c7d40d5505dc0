// The first page: the program's name and the way to everything else.
#pragma once

#include <QWidget>

#include <array>

class QHBoxLayout;
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
    // The player's results, under the buttons (beside them where the page is low).
    void setStatistics(QWidget* statistics);

    // How the page fits its height: all of it, without the emblem and with lower buttons, or
    // also with the results beside the buttons.
    enum class Arrangement { Roomy, Low, Beside };
    Q_ENUM(Arrangement)
    Arrangement arrangement() const;

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
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPushButton* addButton(const char* icon, void (StartPage::*signal)());
    void retranslateUi();
    void arrange(int height);
    void makeDefault(QPushButton* chosen);
    std::array<QPushButton*, 7> buttons() const;
    void apply(Arrangement a);

    QHBoxLayout* m_outer;
    QVBoxLayout* m_column;
    QLabel* m_emblem;
    QWidget* m_statistics = nullptr;
    Arrangement m_arrangement = Arrangement::Roomy;
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
