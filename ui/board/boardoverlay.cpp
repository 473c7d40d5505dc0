#include "board/boardoverlay.h"

#include "board/boardmodel.h"
#include "board/boardview.h"

#include <QEvent>

BoardOverlay::BoardOverlay(BoardView* view, BoardModel* board)
    : QWidget(view->viewport()), m_view(view), m_board(board)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    view->viewport()->installEventFilter(this);
    connect(board, &QAbstractItemModel::modelReset, this, qOverload<>(&QWidget::update));
    setGeometry(view->viewport()->rect()); // place() needs the subclass: it calls it itself
    raise();
}

QRect BoardOverlay::squareRect(flagfall::Square s) const
{
    if (!m_view) return {};
    const QRect r = m_view->visualRect(m_board->indexOf(s));
    return r.isValid() ? r.translated(-pos()) : r;
}

void BoardOverlay::place()
{
    if (m_view) setGeometry(placeIn(m_view->viewport()->rect()));
}

bool BoardOverlay::eventFilter(QObject* watched, QEvent* event)
{
    if (m_view && watched == m_view->viewport() && event->type() == QEvent::Resize) place();
    return QWidget::eventFilter(watched, event);
}
