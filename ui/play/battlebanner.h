// A battle shown over the board: both pieces appear side by side with their ranks revealed,
// then the fallen are struck through and the outcome is written under them. Lets clicks through.
#pragma once

#include "base/settings.h"
#include "board/boardoverlay.h"

#include "core/rules/game.h"

#include <QTimer>
#include <optional>

class BattleBanner : public BoardOverlay {
    Q_OBJECT
public:
    BattleBanner(BoardView* view, BoardModel* board);

    // Shows the battle for `ms` milliseconds, the outcome from half-way; 0 hides it.
    void show(const flagfall::PlayedMove& move, flagfall::Side mover, int ms, Numbering n);
    void dismiss();
    bool showing() const { return m_move.has_value(); }

protected:
    // Only the box, in the middle of the board: a widget as large as the board would have the
    // whole board painted again under it each time it changes (three times a battle).
    QRect placeIn(const QRect& viewport) const override;
    void paintEvent(QPaintEvent* event) override;

private:
    static int tileFor(const QRect& viewport); // the side of a piece in the box

    std::optional<flagfall::PlayedMove> m_move;
    flagfall::Side m_mover = flagfall::Side::Red;
    Numbering m_numbering = Numbering::Modern;
    bool m_outcome = false; // second half: the result is shown
    QTimer m_half;
    QTimer m_end;
};
