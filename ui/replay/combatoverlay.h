// Shows the battle of the shown move on the board: a ring around the square where the pieces met
// and both pieces side by side, the fallen ones struck through. Lies over a BoardView's viewport
// and lets every click through.
#pragma once

#include "base/settings.h"

#include "core/rules/game.h"

#include <QPointer>
#include <QWidget>
#include <optional>

class BoardModel;
class BoardView;

class CombatOverlay : public QWidget {
    Q_OBJECT
public:
    CombatOverlay(BoardView* view, BoardModel* model);

    // The battle to show (its mover), or none.
    void setBattle(std::optional<flagfall::PlayedMove> move, flagfall::Side mover);
    void setNumbering(Numbering n);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    QPointer<BoardView> m_view;
    BoardModel* m_model;
    std::optional<flagfall::PlayedMove> m_move;
    flagfall::Side m_mover = flagfall::Side::Red;
    Numbering m_numbering = Numbering::Modern;
};
