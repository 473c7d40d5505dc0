// Paints a tray entry: the piece tile with how many are left; greyed when none are.
#pragma once

#include "base/settings.h"

#include <QStyledItemDelegate>

class TrayDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit TrayDelegate(QObject* parent = nullptr);

    void setNumbering(Numbering n) { m_numbering = n; }
    void setTileSize(int size) { m_tile = size; }
    int tileSize() const { return m_tile; }
    void paint(QPainter* p, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    Numbering m_numbering = Numbering::Modern;
    int m_tile = 44;
};
