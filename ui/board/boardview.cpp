#include "boardview.h"

#include "board/boardroles.h"
#include "board/movearrow.h"
#include "board/piecerenderer.h"
#include "board/squaremarks.h"

#include "core/rules/notation.h"

#include <QKeyEvent>
#include <QPainter>

using namespace BoardRoles;

BoardView::BoardView(QWidget* parent) : QAbstractItemView(parent)
{
    setSelectionMode(NoSelection);
    setEditTriggers(NoEditTriggers);
    setDragEnabled(false); // PieceDrag does dragging, across views
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void BoardView::setNumbering(Numbering n)
{
    m_numbering = n;
    viewport()->update();
}

int BoardView::margin() const
{
    return fontMetrics().height() + 4;
}

int BoardView::cellSize() const
{
    if (!model() || model()->rowCount() == 0 || model()->columnCount() == 0) return 1;
    const QRect area = viewport()->rect().adjusted(margin(), margin(), -margin(), -margin());
    return qMax(1,
                qMin(area.width() / model()->columnCount(), area.height() / model()->rowCount()));
}

// The board, centred in the viewport with room for the coordinates.
QRect BoardView::boardRect() const
{
    if (!model()) return {};
    const int cell = cellSize();
    const QSize size(cell * model()->columnCount(), cell * model()->rowCount());
    const QRect area = viewport()->rect();
    return QRect(
        QPoint(area.center().x() - size.width() / 2 + 1, area.center().y() - size.height() / 2 + 1),
        size);
}

QRect BoardView::visualRect(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != model()) return {};
    const int cell = cellSize();
    const QRect board = boardRect();
    return QRect(board.left() + index.column() * cell, board.top() + index.row() * cell, cell,
                 cell);
}

QModelIndex BoardView::indexAt(const QPoint& point) const
{
    const QRect board = boardRect();
    if (!model() || !board.contains(point)) return {};
    const int cell = cellSize();
    return model()->index((point.y() - board.top()) / cell, (point.x() - board.left()) / cell);
}

QModelIndex BoardView::moveCursor(CursorAction action, Qt::KeyboardModifiers)
{
    if (!model()) return {};
    QModelIndex current = currentIndex();
    if (!current.isValid()) return model()->index(0, 0);
    int row = current.row(), column = current.column();
    switch (action) {
    case MoveUp:
        --row;
        break;
    case MoveDown:
        ++row;
        break;
    case MoveLeft:
        --column;
        break;
    case MoveRight:
        ++column;
        break;
    case MoveHome:
        column = 0;
        break;
    case MoveEnd:
        column = model()->columnCount() - 1;
        break;
    default:
        break;
    }
    row = qBound(0, row, model()->rowCount() - 1);
    column = qBound(0, column, model()->columnCount() - 1);
    return model()->index(row, column);
}

void BoardView::setSelection(const QRect& rect, QItemSelectionModel::SelectionFlags flags)
{
    const QModelIndex i = indexAt(rect.center());
    if (i.isValid() && selectionModel()) selectionModel()->select(i, flags);
}

QRegion BoardView::visualRegionForSelection(const QItemSelection& selection) const
{
    QRegion region;
    for (const QModelIndex& i : selection.indexes()) region += visualRect(i);
    return region;
}

void BoardView::resizeEvent(QResizeEvent* event)
{
    QAbstractItemView::resizeEvent(event);
    viewport()->update();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    QAbstractItemView::mouseReleaseEvent(event);
    const QModelIndex i = indexAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && i.isValid()) {
        setCurrentIndex(i);
        emit squareActivated(i);
    }
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    const QModelIndex current = currentIndex();
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (current.isValid()) emit squareActivated(current);
        return;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        if (current.isValid()) emit clearKeyPressed(current);
        return;
    default:
        break;
    }
    const QString text = event->text();
    if (text.size() == 1 && text.at(0).isLetterOrNumber() && current.isValid()) {
        emit pieceKeyPressed(current, text.at(0));
        return;
    }
    QAbstractItemView::keyPressEvent(event);
}

// Only the squares that changed and the opponent's arrow, old and new (it crosses squares whose
// data did not change): a whole board costs the window's thread a millisecond or more a move.
void BoardView::dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                            const QList<int>& roles)
{
    QAbstractItemView::dataChanged(topLeft, bottomRight, roles);
    if (!model()) return;
    QRegion dirty(m_arrowRect);
    dirty += theirArrowRect();
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row)
        for (int column = topLeft.column(); column <= bottomRight.column(); ++column)
            dirty += visualRect(model()->index(row, column));
    viewport()->update(dirty);
}

void BoardView::paintEvent(QPaintEvent* event)
{
    if (!model()) return;
    QPainter p(viewport());
    const QRegion& dirty = event->region();
    p.fillRect(event->rect(), palette().window());
    for (int row = 0; row < model()->rowCount(); ++row)
        for (int column = 0; column < model()->columnCount(); ++column) {
            const QModelIndex i = model()->index(row, column);
            const QRect r = visualRect(i);
            if (dirty.intersects(r)) paintSquare(p, i, r);
        }
    paintTheirArrow(p);
    if (!(dirty - QRegion(boardRect())).isEmpty()) paintCoordinates(p);
}

// The squares the opponent's last move went from and to (null when there is none).
std::pair<QRect, QRect> BoardView::theirMoveSquares() const
{
    QRect from, to;
    for (int row = 0; row < model()->rowCount(); ++row)
        for (int column = 0; column < model()->columnCount(); ++column) {
            const QModelIndex i = model()->index(row, column);
            const int last = i.data(LastMoveRole).toInt();
            if (last & TheirFrom) from = visualRect(i);
            if (last & TheirTo) to = visualRect(i);
        }
    return {from, to};
}

// The squares the opponent's arrow crosses (a straight line: it stays inside them).
QRect BoardView::theirArrowRect() const
{
    const auto [from, to] = theirMoveSquares();
    return arrowRect(from, to);
}

QRect BoardView::arrowRect(const QRect& from, const QRect& to)
{
    return from.isNull() || to.isNull() ? QRect() : from.united(to);
}

// The opponent's last move as an arrow from where the piece stood to where it went.
void BoardView::paintTheirArrow(QPainter& p)
{
    const auto [from, to] = theirMoveSquares();
    m_arrowRect = arrowRect(from, to);
    if (m_arrowRect.isNull()) return;
    const qreal w = cellSize();
    // From the square left empty to the edge of the piece that moved, which stays readable.
    QLineF line(from.center(), to.center());
    line.setLength(qMax(w * 0.3, line.length() - w * 0.42));
    QColor colour = squaremarks::theirMove();
    colour.setAlpha(200);
    drawMoveArrow(p, line, w, colour);
}

void BoardView::paintSquare(QPainter& p, const QModelIndex& index, const QRect& r)
{
    PieceRenderer& renderer = PieceRenderer::shared();
    const qreal dpr = devicePixelRatioF();
    const bool lake = index.data(LakeRole).toBool();
    p.drawPixmap(r.topLeft(),
                 lake ? renderer.lake(r.width(), dpr) : renderer.grass(r.width(), dpr));
    squaremarks::paintUnder(p, index, r);
    if (const QVariant piece = index.data(RankRole); piece.isValid()) {
        const auto rank = flagfall::Rank(piece.toInt());
        const auto owner = flagfall::Side(index.data(OwnerRole).toInt());
        p.drawPixmap(r.topLeft(), renderer.piece(rank, owner, r.width(), dpr, m_numbering));
        squaremarks::paintKnowledge(p, index, r);
    }
    paintHeat(p, index, r);
    squaremarks::paintOver(p, index, r, index == currentIndex() && hasFocus(),
                           palette().highlight().color());
}

// A heat map as a spotlight: the rarer the square, the darker its veil, and the most common
// squares are lit and framed in amber. It reads the same over grass, red and blue pieces, which
// a coloured tint would not, and the pieces stay recognisable under the veil.
void BoardView::paintHeat(QPainter& p, const QModelIndex& index, const QRect& r)
{
    const QVariant heat = index.data(HeatRole);
    if (!heat.isValid()) return;
    const qreal share = qBound(0.0, heat.toReal(), 1.0);
    p.fillRect(r, QColor(0, 0, 0, int(160 * (1 - share))));
    // The frame as four bands: filled rectangles, where a stroked outline would be antialiased
    // and cost several times the rest of the square.
    const int w = qMax(2, r.width() / 14);
    const QColor amber(255, 190, 0, int(255 * share));
    p.fillRect(QRect(r.left(), r.top(), r.width(), w), amber);
    p.fillRect(QRect(r.left(), r.bottom() + 1 - w, r.width(), w), amber);
    p.fillRect(QRect(r.left(), r.top() + w, w, r.height() - 2 * w), amber);
    p.fillRect(QRect(r.right() + 1 - w, r.top() + w, w, r.height() - 2 * w), amber);
    paintHeatText(p, index, r);
}

// The heat map's figure in the square's upper right corner, light on a dark patch; drawn once
// a figure and cell size, since laying out text for every square would slow every repaint. In a
// small square the figure gives up its per cent sign, then its place, before it would cover the
// rank in the other corner (the veil and the tool tip still tell).
void BoardView::paintHeatText(QPainter& p, const QModelIndex& index, const QRect& r)
{
    const QString text = index.data(HeatTextRole).toString();
    if (text.isEmpty()) return;
    if (m_badgeCell != r.width()) {
        m_badges.clear();
        m_badgeCell = r.width();
    }
    auto it = m_badges.find(text);
    if (it == m_badges.end()) {
        const HeatFigure shown = heatFigure(text, r.width(), font());
        it = m_badges.insert(text, shown.text.isEmpty() ? QPixmap() : heatBadge(shown));
    }
    if (it->isNull()) return;
    const int pad = qMax(1, r.width() / 30);
    const QSize size = it->deviceIndependentSize().toSize();
    p.drawPixmap(r.right() + 1 - pad - size.width(), r.top() + pad, *it);
}

QFont BoardView::badgeFont(const QFont& base, int pixels)
{
    QFont f = base;
    f.setPixelSize(pixels);
    f.setBold(true);
    return f;
}

// The dark patch's margin around the figure.
static int badgePad(int pixels)
{
    return qMax(1, pixels / 6);
}

int BoardView::badgeWidth(const QString& text, int pixels, const QFont& base)
{
    return QFontMetrics(badgeFont(base, pixels)).horizontalAdvance(text) + 2 * badgePad(pixels);
}

BoardView::HeatFigure BoardView::heatFigure(const QString& text, int cell, const QFont& base)
{
    constexpr int kSmallest = 7; // pixels: still a figure, not a smudge
    const int room = heatFigureRoom(cell);
    QString bare = text;
    bare.remove(QLatin1Char('%'));
    for (const QString& t : {text, bare.trimmed()}) { // a smaller font first, then no sign
        int pixels = qMax(kSmallest, cell / 5);
        while (pixels >= kSmallest && badgeWidth(t, pixels, base) > room) --pixels;
        if (pixels >= kSmallest) return {t, pixels};
    }
    return {};
}

QPixmap BoardView::heatBadge(const HeatFigure& figure) const
{
    const QFont f = badgeFont(font(), figure.pixels);
    const QFontMetrics fm(f);
    const int pad = badgePad(figure.pixels);
    const QString& text = figure.text;
    const QRect box(0, 0, badgeWidth(text, figure.pixels, font()), fm.height());
    const qreal dpr = devicePixelRatioF();
    QPixmap badge(box.size() * dpr);
    badge.setDevicePixelRatio(dpr);
    badge.fill(Qt::transparent);
    QPainter p(&badge);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 150));
    p.drawRoundedRect(box, pad * 2, pad * 2);
    p.setFont(f);
    p.setPen(Qt::white);
    p.drawText(box, Qt::AlignCenter, text);
    return badge;
}

void BoardView::paintCoordinates(QPainter& p)
{
    const QRect board = boardRect();
    const int cell = cellSize();
    p.setPen(palette().windowText().color());
    for (int c = 0; c < model()->columnCount(); ++c) {
        const QString label = model()->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        const QRect top(board.left() + c * cell, board.top() - margin(), cell, margin());
        p.drawText(top, Qt::AlignCenter, label);
        p.drawText(top.translated(0, board.height() + margin()), Qt::AlignCenter, label);
    }
    for (int r = 0; r < model()->rowCount(); ++r) {
        const QString label = model()->headerData(r, Qt::Vertical, Qt::DisplayRole).toString();
        const QRect left(board.left() - margin(), board.top() + r * cell, margin(), cell);
        p.drawText(left, Qt::AlignCenter, label);
        p.drawText(left.translated(board.width() + margin(), 0), Qt::AlignCenter, label);
    }
}
