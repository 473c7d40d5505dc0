#include "plychart.h"

#include <QPainter>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace PlyChart {

QRectF plotArea(const QWidget* chart)
{
    return QRectF(chart->rect()).adjusted(4, 4, -4, -4);
}

void paintFrame(QPainter& p, const QWidget* chart, const QRectF& plot)
{
    const QPalette& palette = chart->palette();
    p.fillRect(chart->rect(), palette.base());
    p.setPen(palette.mid().color());
    p.drawRect(QRectF(chart->rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    p.setPen(QPen(palette.mid().color(), 1, Qt::DashLine));
    p.drawLine(QPointF(plot.left(), plot.center().y()), QPointF(plot.right(), plot.center().y()));
}

int plyAt(qreal x, const QRectF& plot, int lastPly)
{
    return std::clamp(int(std::lround((x - plot.left()) / plot.width() * lastPly)), 0, lastPly);
}

} // namespace PlyChart
