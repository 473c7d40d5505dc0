#include "armydelegate.h"

#include "board/piecerenderer.h"
#include "board/piecetext.h"
#include "play/armymodel.h"

#include <QPainter>

void ArmyDelegate::paint(QPainter* p, const QStyleOptionViewItem& option,
                         const QModelIndex& index) const
{
    p->save();
    const QRect r = option.rect;
    const auto rank = flagfall::Rank(index.data(ArmyModel::RankRole).toInt());
    const qreal dpr = option.widget ? option.widget->devicePixelRatioF() : 1.0;
    const int side = r.width() * 3 / 10; // the rank's name gets the widest column
    p->setPen(option.palette.windowText().color());
    paintSide(p, QRect(r.left(), r.top(), side, r.height()), flagfall::Side::Red, rank,
              index.data(ArmyModel::RedLeftRole).toInt(),
              index.data(ArmyModel::RedGoneRole).toInt(), dpr);
    p->setPen(option.palette.windowText().color());
    const QRect name(r.left() + side, r.top(), r.width() - 2 * side, r.height());
    p->drawText(name, Qt::AlignCenter,
                option.fontMetrics.elidedText(PieceText::name(rank), Qt::ElideRight, name.width()));
    paintSide(p, QRect(r.right() - side, r.top(), side, r.height()), flagfall::Side::Blue, rank,
              index.data(ArmyModel::BlueLeftRole).toInt(),
              index.data(ArmyModel::BlueGoneRole).toInt(), dpr);
    p->restore();
}

void ArmyDelegate::paintSide(QPainter* p, const QRect& r, flagfall::Side side, flagfall::Rank rank,
                             int left, int gone, qreal dpr) const
{
    const int tile = r.height() - 4;
    p->save();
    if (left == 0) p->setOpacity(0.35);
    p->drawPixmap(r.left() + 2, r.top() + 2,
                  PieceRenderer::shared().piece(rank, side, tile, dpr, m_numbering));
    p->setOpacity(1.0);
    const QRect text = r.adjusted(tile + 8, 0, 0, 0);
    QFont bold = p->font();
    bold.setBold(true);
    p->setFont(bold);
    p->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, QString::number(left));
    if (gone > 0) {
        p->setFont(QFont());
        p->setPen(QColor(180, 40, 40));
        p->drawText(
            text.adjusted(p->fontMetrics().horizontalAdvance(QStringLiteral("00")), 0, 0, 0),
            Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("−%1").arg(gone));
    }
    p->restore();
}

QSize ArmyDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex&) const
{
    return {200, m_rowHeight > 0 ? m_rowHeight : naturalRowHeight(option.fontMetrics)};
}
