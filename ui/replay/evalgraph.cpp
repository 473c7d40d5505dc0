#include "evalgraph.h"

#include "replay/plychart.h"

#include "board/piecerenderer.h"

#include "core/records/evalsummary.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

using flagfall::MoveMark;

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setMinimumHeight(50);
    setCursor(Qt::PointingHandCursor);
}

void EvalGraph::setGame(int plies, bool redStarts)
{
    m_evals = QVector<std::optional<flagfall::PlyEval>>(std::max(0, plies));
    m_redStarts = redStarts;
    m_current = 0;
    update();
}

void EvalGraph::setEval(const flagfall::PlyEval& e)
{
    if (e.ply < 1 || e.ply > m_evals.size()) return;
    m_evals[e.ply - 1] = e;
    update();
}

void EvalGraph::setCurrent(int ply)
{
    if (ply == m_current) return;
    m_current = ply;
    update();
}

int EvalGraph::analysedCount() const
{
    return int(std::count_if(m_evals.begin(), m_evals.end(), [](const auto& e) { return e; }));
}

// After the move of `ply`, from the mover's view: AFTER for Red's moves, 1 - AFTER for Blue's.
std::optional<int> EvalGraph::redScore(int ply) const
{
    if (ply == 0) return 500;
    if (ply < 1 || ply > m_evals.size() || !m_evals[ply - 1]) return std::nullopt;
    const int after = m_evals[ply - 1]->after;
    return flagfall::moverOfPly(ply, m_redStarts) == flagfall::Side::Red ? after : 1000 - after;
}

QRectF EvalGraph::plotRect() const
{
    return PlyChart::plotArea(this);
}

QPointF EvalGraph::pointAt(int ply, int score, const QRectF& r) const
{
    const qreal x = r.left() + r.width() * ply / std::max<int>(1, int(m_evals.size()));
    return {x, r.bottom() - r.height() * score / 1000.0};
}

int EvalGraph::plyAtX(qreal x) const
{
    return PlyChart::plyAt(x, plotRect(), int(m_evals.size()));
}

void EvalGraph::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = plotRect();
    PlyChart::paintFrame(p, this, r);
    paintCurve(p, r);
    paintMarks(p, r);
    const qreal x = pointAt(m_current, 500, r).x();
    p.setPen(QPen(palette().text().color(), 1));
    p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
}

// The two sides see different things, so each side's judgement is its own line: Red's chances
// after Red's moves as Red saw them, in red; after Blue's moves as Blue saw them, in blue; each
// broken where a ply is not analysed yet.
void EvalGraph::paintCurve(QPainter& p, const QRectF& r) const
{
    p.setBrush(Qt::NoBrush);
    for (const flagfall::Side side : {flagfall::Side::Red, flagfall::Side::Blue}) {
        QPainterPath path;
        path.moveTo(pointAt(0, 500, r));
        bool open = true;
        for (int k = 1; k <= m_evals.size(); ++k) {
            if (flagfall::moverOfPly(k, m_redStarts) != side) continue;
            const auto s = redScore(k);
            if (!s) {
                open = false;
                continue;
            }
            const QPointF pt = pointAt(k, *s, r);
            open ? path.lineTo(pt) : path.moveTo(pt);
            open = true;
        }
        p.setPen(QPen(PieceRenderer::sideColor(side), 1.5));
        p.drawPath(path);
    }
}

void EvalGraph::paintMarks(QPainter& p, const QRectF& r) const
{
    static const QColor kColours[] = {
        {}, QColor(230, 190, 0), QColor(240, 130, 0), QColor(220, 30, 30)};
    p.setPen(Qt::NoPen);
    for (int k = 1; k <= m_evals.size(); ++k) {
        const auto& e = m_evals[k - 1];
        if (!e || e->mark == MoveMark::None) continue;
        p.setBrush(kColours[int(e->mark)]);
        p.drawEllipse(pointAt(k, *redScore(k), r), 3.5, 3.5);
    }
}

void EvalGraph::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) emit plyClicked(plyAtX(event->position().x()));
}

void EvalGraph::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton) emit plyClicked(plyAtX(event->position().x()));
}
