// Paints a row of the army panel: Red's tile with how many are left and gone, the rank's name,
// and Blue's the same way; a rank with none left is greyed.
#pragma once

#include "base/settings.h"

#include <QFontMetrics>
#include <QStyledItemDelegate>

class ArmyDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void setNumbering(Numbering n) { m_numbering = n; }
    // A row's height with room to spare, and the least at which its text still reads.
    static int naturalRowHeight(const QFontMetrics& fm) { return qMax(24, fm.height() + 10); }
    static int leastRowHeight(const QFontMetrics& fm) { return fm.height() + 2; }
    // Rows of this height (0: natural), so that a short column shows every rank.
    void setRowHeight(int h) { m_rowHeight = h; }
    int rowHeight() const { return m_rowHeight; }
    void paint(QPainter* p, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    void paintSide(QPainter* p, const QRect& r, flagfall::Side side, flagfall::Rank rank, int left,
                   int gone, qreal dpr) const;

    Numbering m_numbering = Numbering::Modern;
    int m_rowHeight = 0;
};
