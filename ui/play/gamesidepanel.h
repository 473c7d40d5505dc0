// The column beside the game board: whose turn it is, the computer's thinking, a message, the
// end-of-game box, the armies rank by rank, the move list and the buttons. It lays them out and
// names them; the game page decides what they show.
#pragma once

#include "base/numbering.h"

#include <QWidget>

#include <array>
#include <optional>

class ArmyDelegate;
class ArmyModel;
class MoveListModel;
class QGridLayout;
class QLabel;
class QListView;
class QProgressBar;
class QPushButton;
class QTimer;

class GameSidePanel : public QWidget {
    Q_OBJECT
public:
    enum Button { Undo, Hint, Draw, Resign, Save, Menu, ButtonCount };

    GameSidePanel(ArmyModel* army, MoveListModel* moves, Numbering numbering, QWidget* endBox,
                  QWidget* parent = nullptr);

    QLabel* turn() const { return m_turn; }
    QProgressBar* thinking() const { return m_thinking; }
    QLabel* message() const { return m_message; }
    QPushButton* button(Button b) const { return m_buttons[b]; }
    void setNumbering(Numbering n);
    // The computer's thinking bar: shown only once the computer has taken long enough to be
    // waited for (levels 1 to 3 and a forced move answer within a tenth of a second, and a bar
    // that came and went with every such move would only make the lists below it jump), hidden
    // once it has moved.
    void setThinking(bool on);
    // The computer's progress, painted with the rest of the window (QProgressBar::setValue alone
    // would paint and flush the window at once, every 50 ms while the computer thinks).
    void setThinkingProgress(int percent);
    QSize sizeHint() const override { return {340, QWidget::sizeHint().height()}; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QListView* buildArmyView(ArmyModel* army, Numbering numbering);
    QListView* buildMoveView(MoveListModel* moves);
    void retranslateUi();
    using Pairs = std::array<bool, ButtonCount / 2>; // per pair: side by side, or one per row
    void arrangeButtons(const Pairs& paired);
    void fitArmyView();
    void fitArmyRows();
    void fitButtons();

    QLabel* m_turn;
    QProgressBar* m_thinking;
    QTimer* m_thinkingDelay;
    QLabel* m_message;
    QLabel* m_armyTitle;
    QListView* m_armyView = nullptr;
    ArmyDelegate* m_armyDelegate = nullptr;
    QLabel* m_movesTitle;
    QPushButton* m_buttons[ButtonCount];
    QGridLayout* m_buttonGrid;
    std::optional<Pairs> m_paired;
};
