// Paints a BeliefsModel over a BoardView: on every enemy piece the believer had not identified,
// its likeliest rank and that rank's chance in a dark badge at its foot, and the believer's Flag
// heat as a magenta tint of the squares.
#pragma once

#include "base/numbering.h"
#include "board/boardoverlay.h"

class BeliefsModel;

class BeliefsOverlay : public BoardOverlay {
    Q_OBJECT
public:
    BeliefsOverlay(BoardView* view, BoardModel* board, BeliefsModel* beliefs);

    void setNumbering(Numbering n);
    // The badge text of a piece: "7 62%" (rank label in the numbering, then the chance).
    static QString badgeText(int rank, double probability, Numbering n);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paintHeat(QPainter& p, const QRect& r, double heat);
    void paintBadge(QPainter& p, const QRect& r, int rank, double probability, bool moved);

    BeliefsModel* m_beliefs;
    Numbering m_numbering = Numbering::Modern;
};
