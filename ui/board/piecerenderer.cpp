#include "piecerenderer.h"

#include "board/piecetext.h"

#include <QPainter>
#include <QSvgRenderer>

using flagfall::Rank;
using flagfall::Side;

namespace {
QString symbolFile(Rank r)
{
    static const char* const kFiles[] = {"flag",     "spy",        "scout",   "miner",
                                         "sergeant", "lieutenant", "captain", "major",
                                         "colonel",  "general",    "marshal", "bomb"};
    const int i = flagfall::rankIndex(r);
    const QString base = r == Rank::Unknown ? QStringLiteral("unknown") : QLatin1String(kFiles[i]);
    return QStringLiteral(":/pieces/%1.svg").arg(base);
}
} // namespace

PieceRenderer& PieceRenderer::shared()
{
    static PieceRenderer renderer;
    return renderer;
}

QColor PieceRenderer::sideColor(Side s)
{
    return s == Side::Red ? QColor(0xb8, 0x32, 0x2a) : QColor(0x27, 0x5d, 0xad);
}

QPixmap PieceRenderer::piece(Rank rank, Side owner, int size, qreal dpr, Numbering n)
{
    const QString key = QStringLiteral("p%1/%2/%3/%4/%5")
                            .arg(int(rank))
                            .arg(int(owner))
                            .arg(size)
                            .arg(dpr)
                            .arg(int(n));
    auto it = m_cache.find(key);
    if (it == m_cache.end()) it = m_cache.insert(key, drawPiece(rank, owner, size, dpr, n));
    return *it;
}

QPixmap PieceRenderer::lake(int size, qreal dpr)
{
    return background(QStringLiteral(":/pieces/lake.svg"), size, dpr);
}

QPixmap PieceRenderer::grass(int size, qreal dpr)
{
    return background(QStringLiteral(":/pieces/grass.svg"), size, dpr);
}

QPixmap PieceRenderer::background(const QString& file, int size, qreal dpr)
{
    const QString key = QStringLiteral("%1/%2/%3").arg(file).arg(size).arg(dpr);
    auto it = m_cache.find(key);
    if (it != m_cache.end()) return *it;
    const int px = qMax(1, qRound(size * dpr));
    QPixmap pm(px, px);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    QSvgRenderer(file).render(&p, QRectF(0, 0, px, px));
    p.end();
    pm.setDevicePixelRatio(dpr);
    return *m_cache.insert(key, pm);
}

// The SVG symbols are drawn dark; a tile wants them in a light colour, so paint the colour
// through the symbol's alpha.
QPixmap PieceRenderer::symbol(const QString& file, int px, const QColor& color)
{
    QPixmap pm(px, px);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    QSvgRenderer(file).render(&p, QRectF(0, 0, px, px));
    p.setCompositionMode(QPainter::CompositionMode_SourceIn);
    p.fillRect(pm.rect(), color);
    return pm;
}

QPixmap PieceRenderer::drawPiece(Rank rank, Side owner, int size, qreal dpr, Numbering n)
{
    const int px = qMax(4, qRound(size * dpr));
    QPixmap pm(px, px);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal margin = px * 0.06;
    const QRectF tile(margin, margin, px - 2 * margin, px - 2 * margin);
    const QColor base = sideColor(owner);
    p.setPen(QPen(base.darker(160), qMax(1.0, px * 0.025)));
    p.setBrush(base);
    p.drawRoundedRect(tile, px * 0.12, px * 0.12);

    const QColor ink(0xfa, 0xf6, 0xec);
    const bool hidden = rank == Rank::Unknown;
    const int symbolPx = qRound(tile.width() * (hidden ? 0.7 : 0.58));
    const QPointF symbolAt = hidden ? tile.center() - QPointF(symbolPx, symbolPx) / 2
                                    : QPointF(tile.right() - symbolPx - tile.width() * 0.06,
                                              tile.bottom() - symbolPx - tile.height() * 0.06);
    p.drawPixmap(symbolAt, symbol(symbolFile(rank), symbolPx, hidden ? ink.darker(115) : ink));

    if (!hidden) {
        QFont f;
        f.setBold(true);
        f.setPixelSize(qMax(4, qRound(tile.height() * 0.38)));
        p.setFont(f);
        p.setPen(ink);
        const QRectF labelBox(tile.left() + tile.width() * 0.08, tile.top() + tile.height() * 0.02,
                              tile.width() * 0.8, tile.height() * 0.45);
        p.drawText(labelBox, Qt::AlignLeft | Qt::AlignTop, PieceText::label(rank, n));
    }
    p.end();
    pm.setDevicePixelRatio(dpr);
    return pm;
}

void PieceRenderer::paintBattlePiece(QPainter& p, flagfall::Rank rank, flagfall::Side owner,
                                     const QRect& r, qreal dpr, Numbering n, bool fell)
{
    p.drawPixmap(r.topLeft(), piece(rank, owner, r.width(), dpr, n));
    if (!fell) return;
    const int inset = qMax(3, r.width() / 16);
    p.setPen(QPen(QColor(230, 30, 30), qMax(3, r.width() / 9), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(r.topLeft() + QPoint(inset, inset), r.bottomRight() - QPoint(inset, inset));
    p.drawLine(r.topRight() + QPoint(-inset, inset), r.bottomLeft() + QPoint(inset, -inset));
}
