// Paints any board-like model (BoardRoles) as square tiles that scale with the widget, with
// coordinates around it. Sends intent only: a click or Enter/Space on a square, a typed piece
// character, Delete; arrow keys move the cursor. Dragging is done by PieceDrag.
#pragma once

#include "base/numbering.h"

#include <QAbstractItemView>
#include <QHash>
#include <QPixmap>
#include <utility>

class BoardView : public QAbstractItemView {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);

    void setNumbering(Numbering n);
    QRect visualRect(const QModelIndex& index) const override;
    void scrollTo(const QModelIndex&, ScrollHint = EnsureVisible) override {}
    QModelIndex indexAt(const QPoint& point) const override;
    QSize sizeHint() const override { return {480, 480}; }
    QSize minimumSizeHint() const override { return {200, 200}; }
    int cellSize() const;
    // The heat map's figure as it fits a square of `cell` pixels beside the rank in the other
    // corner (heatFigureRoom): in a smaller font, then without its per cent sign, or nothing
    // (an empty text).
    struct HeatFigure {
        QString text;
        int pixels = 0; // the font's size
    };
    static HeatFigure heatFigure(const QString& text, int cell, const QFont& base);
    static int badgeWidth(const QString& text, int pixels, const QFont& base);
    static int heatFigureRoom(int cell) { return cell * 11 / 20; } // a rank of two digits the rest

signals:
    void squareActivated(const QModelIndex& index); // a click or Enter/Space
    void pieceKeyPressed(const QModelIndex& index, QChar key);
    void clearKeyPressed(const QModelIndex& index); // Delete or Backspace

protected:
    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override;
    int horizontalOffset() const override { return 0; }
    int verticalOffset() const override { return 0; }
    bool isIndexHidden(const QModelIndex&) const override { return false; }
    void setSelection(const QRect& rect, QItemSelectionModel::SelectionFlags flags) override;
    QRegion visualRegionForSelection(const QItemSelection& selection) const override;
    void paintEvent(QPaintEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                     const QList<int>& roles = {}) override;

private:
    QRect boardRect() const;
    int margin() const;
    void paintSquare(QPainter& p, const QModelIndex& index, const QRect& r);
    void paintHeat(QPainter& p, const QModelIndex& index, const QRect& r);
    void paintHeatText(QPainter& p, const QModelIndex& index, const QRect& r);
    QPixmap heatBadge(const HeatFigure& figure) const;
    static QFont badgeFont(const QFont& base, int pixels);
    void paintTheirArrow(QPainter& p);
    std::pair<QRect, QRect> theirMoveSquares() const;
    QRect theirArrowRect() const;
    static QRect arrowRect(const QRect& from, const QRect& to); // null when either is
    void paintCoordinates(QPainter& p);

    Numbering m_numbering = Numbering::Modern;
    QHash<QString, QPixmap> m_badges; // the heat map's figures, drawn for m_badgeCell
    int m_badgeCell = 0;
    QRect m_arrowRect; // where the opponent's arrow was last painted
};
