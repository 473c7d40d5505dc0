#include "traydelegate.h"

#include "board/boardroles.h"
#include "board/piecerenderer.h"
#include "setup/traymodel.h"

#include <QPainter>

TrayDelegate::TrayDelegate(QObject* parent) : QStyledItemDelegate(parent) {}

QSize TrayDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex&) const
{
    return {m_tile + option.fontMetrics.horizontalAdvance(QStringLiteral("×88")) + 12, m_tile + 4};
}

void TrayDelegate::paint(QPainter* p, const QStyleOptionViewItem& option,
                         const QModelIndex& index) const
{
    const auto rank = flagfall::Rank(index.data(TrayModel::RankRole).toInt());
    const auto owner = flagfall::Side(index.data(BoardRoles::OwnerRole).toInt());
    const int count = index.data(TrayModel::CountRole).toInt();
    const qreal dpr = p->device()->devicePixelRatioF();
    p->save();
    if (option.state & QStyle::State_HasFocus)
        p->fillRect(option.rect, option.palette.highlight().color().lighter(170));
    if (count == 0) p->setOpacity(0.3);
    const QPoint at(option.rect.left() + 2, option.rect.top() + 2);
    p->drawPixmap(at, PieceRenderer::shared().piece(rank, owner, m_tile, dpr, m_numbering));
    p->setOpacity(1.0);
    p->setPen(option.palette.text().color());
    const QRect text(at.x() + m_tile + 4, option.rect.top(), option.rect.right() - at.x() - m_tile,
                     option.rect.height());
    p->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("×%1").arg(count));
    p->restore();
}
