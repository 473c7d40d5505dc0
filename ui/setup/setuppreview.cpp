#include "setuppreview.h"

#include "board/piecerenderer.h"
#include "board/piecetext.h"

#include <QPainter>

QPixmap setupPreview(const flagfall::Setup& setup, int cellSize, Numbering n)
{
    QPixmap pm(cellSize * 10, cellSize * 4);
    pm.fill(QColor(0x7c, 0xa3, 0x5a));
    QPainter p(&pm);
    QFont f;
    f.setPixelSize(qMax(6, cellSize * 2 / 3));
    f.setBold(true);
    p.setFont(f);
    const QColor red = PieceRenderer::sideColor(flagfall::Side::Red);
    for (int cell = 0; cell < flagfall::kSetupSquares; ++cell) {
        const QRect r((cell % 10) * cellSize, (cell / 10) * cellSize, cellSize, cellSize);
        p.setPen(QColor(0x5d, 0x80, 0x40));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(0, 0, -1, -1));
        const flagfall::Rank rank = setup.cells[cell];
        if (rank == flagfall::Rank::Unknown) continue;
        p.fillRect(r.adjusted(1, 1, -1, -1), red);
        p.setPen(Qt::white);
        p.drawText(r, Qt::AlignCenter, PieceText::label(rank, n));
    }
    return pm;
}
