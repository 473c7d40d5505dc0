// What the replay's charts over the plies of a game share (the material balance and the
// computer's evaluation): their plot area, frame and midline, and the ply under a point.
#pragma once

#include <QRectF>

class QPainter;
class QWidget;

namespace PlyChart {

QRectF plotArea(const QWidget* chart);
// The background, the frame and the dashed line through the middle of `plot`.
void paintFrame(QPainter& p, const QWidget* chart, const QRectF& plot);
// The ply (0..lastPly) nearest to x.
int plyAt(qreal x, const QRectF& plot, int lastPly);

} // namespace PlyChart
