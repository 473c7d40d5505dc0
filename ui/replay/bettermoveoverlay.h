// The better move of a marked move, drawn over the board as a green arrow from where the piece
// stood to where it should have gone. Lies over a BoardView's viewport and lets every click
// through.
#pragma once

#include "core/rules/types.h"

#include <QPointer>
#include <QWidget>

class BoardModel;
class BoardView;

class BetterMoveOverlay : public QWidget {
    Q_OBJECT
public:
    BetterMoveOverlay(BoardView* view, BoardModel* model);

    void setMove(flagfall::Move m); // a null move shows nothing
    flagfall::Move move() const { return m_move; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    QPointer<BoardView> m_view;
    BoardModel* m_model;
    flagfall::Move m_move;
};
