// Paints a row of the army panel: Red's tile with how many are left and gone, the rank's name,
// and Blue's the same way; a rank with none left is greyed.
#pragma once

#include "settings.h"

#include <QStyledItemDelegate>

class ArmyDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void setNumbering(Numbering n) { m_numbering = n; }
    void paint(QPainter* p, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    void paintSide(QPainter* p, const QRect& r, flagfall::Side side, flagfall::Rank rank, int left,
                   int gone, qreal dpr) const;

    Numbering m_numbering = Numbering::Modern;
};
