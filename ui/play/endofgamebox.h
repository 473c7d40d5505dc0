// The box under the board when a game is over: who won and how, and the ways on (a new game, its
// replay, saving it).
#pragma once

#include "core/rules/result.h"

#include <QFrame>
#include <optional>

class QLabel;
class QPushButton;

class EndOfGameBox : public QFrame {
    Q_OBJECT
public:
    explicit EndOfGameBox(QWidget* parent = nullptr);

    // Shows the result, told from `viewer`'s side (none: two players at one computer).
    void showResult(const flagfall::GameResult& result, std::optional<flagfall::Side> viewer);

signals:
    void newGameRequested();
    void replayRequested();
    void saveRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QLabel* m_text;
    QPushButton* m_new;
    QPushButton* m_replay;
    QPushButton* m_save;
    flagfall::GameResult m_result;
    std::optional<flagfall::Side> m_viewer;
};
