// A layer over a BoardView's viewport that follows its size, lets every click through and paints
// again when the board model is reset (a flip, a jump): the base of the battle banner, the
// replay's battle, its better move and its beliefs.
#pragma once

#include "core/rules/types.h"

#include <QPointer>
#include <QWidget>

class BoardModel;
class BoardView;

class BoardOverlay : public QWidget {
    Q_OBJECT
public:
    BoardOverlay(BoardView* view, BoardModel* board);

protected:
    // Where `s` is drawn, in this overlay's coordinates; invalid when it is not on screen.
    QRect squareRect(flagfall::Square s) const;
    // The part of the viewport the overlay covers: all of it, unless a subclass says less.
    virtual QRect placeIn(const QRect& viewport) const { return viewport; }
    void place();
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPointer<BoardView> m_view;
    BoardModel* m_board;
};
