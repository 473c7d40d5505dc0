#include "armypreview.h"

#include "board/piecerenderer.h"
#include "board/piecetext.h"

#include <QPainter>

using flagfall::Rank;

namespace {
// Below this many pixels a square, a piece's symbol is noise: small pictures show the rank label
// alone, as big as the square allows.
constexpr int kTileFrom = 32;

void paintLabel(QPainter& p, const QRect& r, Rank rank, flagfall::Side side, Numbering n)
{
    const QColor base = PieceRenderer::sideColor(side);
    const qreal inset = qMax(1.0, r.width() * 0.05);
    p.setPen(QPen(base.darker(160), 1));
    p.setBrush(base);
    p.drawRoundedRect(QRectF(r).adjusted(inset, inset, -inset, -inset), r.width() * 0.12,
                      r.width() * 0.12);
    QFont f;
    f.setBold(true);
    f.setPixelSize(qMax(6, r.height() * 11 / 20));
    p.setFont(f);
    p.setPen(QColor(0xfa, 0xf6, 0xec));
    p.drawText(r, Qt::AlignCenter, PieceText::label(rank, n));
}
} // namespace

QPixmap armyPicture(const flagfall::Setup& setup, int cellSize, qreal dpr, Numbering n,
                    flagfall::Side side)
{
    QPixmap pm(qRound(cellSize * 10 * dpr), qRound(cellSize * 4 * dpr));
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    PieceRenderer& renderer = PieceRenderer::shared();
    const QPixmap grass = renderer.grass(cellSize, dpr);
    for (int cell = 0; cell < flagfall::kSetupSquares; ++cell) {
        const QPoint at((cell % 10) * cellSize, (cell / 10) * cellSize);
        p.drawPixmap(at, grass);
        const Rank rank = setup.cells[cell];
        if (rank == Rank::Unknown) continue;
        if (cellSize >= kTileFrom)
            p.drawPixmap(at, renderer.piece(rank, side, cellSize, dpr, n));
        else
            paintLabel(p, QRect(at, QSize(cellSize, cellSize)), rank, side, n);
    }
    return pm;
}

ArmyPreview::ArmyPreview(QWidget* parent) : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void ArmyPreview::setSetup(const std::optional<flagfall::Setup>& setup)
{
    m_setup = setup;
    describe();
    update();
}

void ArmyPreview::setNumbering(Numbering n)
{
    m_numbering = n;
    describe();
    update();
}

void ArmyPreview::setSide(flagfall::Side side)
{
    m_side = side;
    update();
}

// Big enough to read every piece, small enough for an 800 x 600 screen.
QSize ArmyPreview::sizeHint() const
{
    const int cell = qMax(kTileFrom, fontMetrics().height() * 12 / 5);
    return {cell * 10, cell * 4};
}

QSize ArmyPreview::minimumSizeHint() const
{
    const int cell = qMax(18, fontMetrics().height() + 4);
    return {cell * 10, cell * 4};
}

int ArmyPreview::heightForWidth(int width) const
{
    return qMin(width, sizeHint().width()) * 4 / 10;
}

void ArmyPreview::paintEvent(QPaintEvent*)
{
    if (!m_setup) return;
    const int cell = qMax(4, qMin(width() / 10, height() / 4));
    QPainter p(this);
    p.drawPixmap(0, (height() - cell * 4) / 2,
                 armyPicture(*m_setup, cell, devicePixelRatioF(), m_numbering, m_side));
}

void ArmyPreview::describe()
{
    QStringList rows;
    for (int row = 0; m_setup && row < 4; ++row) {
        QStringList labels;
        for (int col = 0; col < 10; ++col)
            labels << PieceText::label(m_setup->cells[row * 10 + col], m_numbering);
        rows << labels.join(QLatin1Char(' '));
    }
    setAccessibleDescription(rows.join(QStringLiteral(" / ")));
    setToolTip(accessibleDescription());
}
