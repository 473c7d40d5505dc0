#include "bettermoveoverlay.h"

#include "board/boardmodel.h"
#include "board/boardview.h"
#include "board/movearrow.h"

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
    QPainter p(this);
    drawMoveArrow(p, QLineF(from.center(), to.center()), w, QColor(40, 170, 60, 210));
}
