// Shows the battle of the shown move on the board: a ring around the square where the pieces met
// and both pieces side by side, the fallen ones struck through.
#pragma once

#include "base/settings.h"
#include "board/boardoverlay.h"

#include "core/rules/game.h"

#include <optional>

class CombatOverlay : public BoardOverlay {
    Q_OBJECT
public:
    using BoardOverlay::BoardOverlay;

    // The battle to show (its mover), or none.
    void setBattle(std::optional<flagfall::PlayedMove> move, flagfall::Side mover);
    void setNumbering(Numbering n);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<flagfall::PlayedMove> m_move;
    flagfall::Side m_mover = flagfall::Side::Red;
    Numbering m_numbering = Numbering::Modern;
};
