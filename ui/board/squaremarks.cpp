#include "squaremarks.h"

#include "board/boardroles.h"

#include <QColor>
#include <QModelIndex>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <tuple>

namespace squaremarks {

using namespace BoardRoles;

namespace {

// An open eye in the piece's lower left corner: the opponent knows this piece's rank.
void paintEye(QPainter& p, const QRect& r)
{
    const qreal w = r.width();
    const QRectF eye(r.left() + w * 0.08, r.bottom() - w * 0.30, w * 0.30, w * 0.20);
    QPainterPath path;
    path.moveTo(eye.left(), eye.center().y());
    path.quadTo(eye.center().x(), eye.top() - eye.height() * 0.45, eye.right(), eye.center().y());
    path.quadTo(eye.center().x(), eye.bottom() + eye.height() * 0.45, eye.left(), eye.center().y());
    p.setPen(QPen(QColor(0, 0, 0, 200), qMax(1.0, w / 36.0)));
    p.setBrush(QColor(255, 255, 255, 240));
    p.drawPath(path);
    const qreal pupil = eye.height() * 0.7;
    p.setBrush(QColor(20, 20, 20));
    p.setPen(Qt::NoPen);
    p.drawEllipse(QRectF(eye.center().x() - pupil / 2, eye.center().y() - pupil / 2, pupil, pupil));
}

} // namespace

QColor theirMove()
{
    return {255, 140, 40, 120};
}

// What is known of the piece: an enemy piece that has moved (no Bomb, no Flag), and on the
// viewer's own pieces what the opponent has seen (an eye: its rank; the dot: it moved).
void paintKnowledge(QPainter& p, const QModelIndex& index, const QRect& r)
{
    const int known = index.data(KnownRole).toInt();
    const int exposure = index.data(ExposureRole).toInt();
    const bool own = known == Own || known == Revealed;
    const bool moved = known == Moved || known == ScoutMoved ||
                       (own && (exposure & (ExposedMoved | ExposedScoutMove)));
    p.setRenderHint(QPainter::Antialiasing);
    const int w = r.width();
    if (moved &&
        !(own && (exposure & ExposedRank))) { // a dot with a dark rim, readable on any piece
        const int d = qMax(5, w / 6);
        p.setPen(QPen(QColor(0, 0, 0, 170), qMax(1.0, w / 40.0)));
        p.setBrush(QColor(255, 255, 255, 235));
        p.drawEllipse(QRect(r.left() + w / 10, r.bottom() - w / 10 - d, d, d));
    }
    if (own && (exposure & ExposedRank) && known == Own) paintEye(p, r);
}

// Under the piece: the last moves' squares and the dot on an empty square the picked piece may
// go to.
void paintUnder(QPainter& p, const QModelIndex& index, const QRect& r)
{
    const int last = index.data(LastMoveRole).toInt();
    if (last & (TheirFrom | TheirTo))
        p.fillRect(r, theirMove());
    else if (last & (OwnFrom | OwnTo))
        p.fillRect(r, QColor(255, 225, 90, 55));
    p.setRenderHint(QPainter::Antialiasing);
    if (index.data(LegalTargetRole).toBool() && !index.data(RankRole).isValid()) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(20, 20, 20, 90));
        const int d = r.width() / 3;
        p.drawEllipse(QRect(r.center().x() - d / 2, r.center().y() - d / 2, d, d));
    }
}

// Over the piece: an enemy piece the picked one may attack (a wedge in each corner, which a dot
// under it would hide), the picked piece's frame and the keyboard's square.
void paintOver(QPainter& p, const QModelIndex& index, const QRect& r, bool cursor,
               const QColor& cursorColour)
{
    p.setRenderHint(QPainter::Antialiasing);
    if (index.data(LegalTargetRole).toBool() && index.data(RankRole).isValid()) {
        const qreal w = r.width() * 0.3; // the picked piece's gold, rimmed for red and blue alike
        p.setPen(QPen(QColor(0, 0, 0, 170), qMax(1.0, r.width() / 48.0)));
        p.setBrush(QColor(255, 215, 0, 235));
        const QRectF box = QRectF(r).adjusted(0.5, 0.5, -0.5, -0.5);
        for (const auto& [corner, dx, dy] :
             {std::tuple{box.topLeft(), 1, 1}, std::tuple{box.topRight(), -1, 1},
              std::tuple{box.bottomLeft(), 1, -1}, std::tuple{box.bottomRight(), -1, -1}})
            p.drawPolygon(
                QPolygonF{corner, corner + QPointF(dx * w, 0), corner + QPointF(0, dy * w)});
    }
    if (index.data(SelectedRole).toBool()) {
        p.setPen(QPen(QColor(255, 215, 0), qMax(2, r.width() / 14)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(1, 1, -1, -1));
    }
    if (cursor) {
        p.setPen(QPen(cursorColour, qMax(2, r.width() / 20), Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(2, 2, -2, -2));
    }
}

} // namespace squaremarks
