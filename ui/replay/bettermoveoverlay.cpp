#include "bettermoveoverlay.h"

#include "board/boardmodel.h"
#include "board/boardview.h"

#include <QEvent>
#include <QPainter>

BetterMoveOverlay::BetterMoveOverlay(BoardView* view, BoardModel* model)
    : QWidget(view->viewport()), m_view(view), m_model(model)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    view->viewport()->installEventFilter(this);
    setGeometry(view->viewport()->rect());
    connect(model, &QAbstractItemModel::modelReset, this, qOverload<>(&QWidget::update));
    raise();
}

void BetterMoveOverlay::setMove(flagfall::Move m)
{
    if (m == m_move) return;
    m_move = m;
    update();
}

bool BetterMoveOverlay::eventFilter(QObject* watched, QEvent* event)
{
    if (m_view && watched == m_view->viewport() && event->type() == QEvent::Resize)
        setGeometry(m_view->viewport()->rect());
    return QWidget::eventFilter(watched, event);
}

void BetterMoveOverlay::paintEvent(QPaintEvent*)
{
    if (m_move.isNull() || !m_view) return;
    const QRect from = m_view->visualRect(m_model->indexOf(m_move.from));
    const QRect to = m_view->visualRect(m_model->indexOf(m_move.to));
    if (!from.isValid() || !to.isValid()) return;
    const qreal w = from.width();
    QLineF line(from.center(), to.center());
    const qreal head = w * 0.3;
    const QLineF shaft(line.p1(), line.pointAt(1 - head * 0.8 / std::max(1.0, line.length())));
    const QColor colour(40, 170, 60, 210);
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colour, std::max(3.0, w / 9), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(shaft);
    QLineF side(line.p2(), line.p1());
    side.setLength(head);
    QLineF left = side, right = side;
    left.setAngle(side.angle() + 28);
    right.setAngle(side.angle() - 28);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawPolygon(QPolygonF({line.p2(), left.p2(), right.p2()}));
}
