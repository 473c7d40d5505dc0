#include "piecedrag.h"

#include <QApplication>
#include <QMimeData>
#include <QMouseEvent>

PieceDrag::PieceDrag(QObject* parent) : QObject(parent) {}

void PieceDrag::addView(QAbstractItemView* view)
{
    m_views.append(view);
    view->viewport()->installEventFilter(this);
}

QAbstractItemView* PieceDrag::viewOf(QObject* viewport) const
{
    for (const auto& v : m_views)
        if (v && v->viewport() == viewport) return v;
    return nullptr;
}

bool PieceDrag::eventFilter(QObject* watched, QEvent* event)
{
    QAbstractItemView* view = viewOf(watched);
    if (!view) return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (e->button() == Qt::LeftButton) press(view, e->position().toPoint());
        return false; // the view still sees the press (current index, click)
    }
    case QEvent::MouseMove: {
        auto* e = static_cast<QMouseEvent*>(event);
        return (e->buttons() & Qt::LeftButton) && move(e->globalPosition().toPoint());
    }
    case QEvent::MouseButtonRelease: {
        auto* e = static_cast<QMouseEvent*>(event);
        return e->button() == Qt::LeftButton && release(e->globalPosition().toPoint());
    }
    default:
        return false;
    }
}

bool PieceDrag::press(QAbstractItemView* view, const QPoint& pos)
{
    finish();
    const QModelIndex index = view->indexAt(pos);
    if (!index.isValid() || !(index.flags() & Qt::ItemIsDragEnabled)) return false;
    m_source = view;
    m_index = index;
    m_pressGlobal = view->viewport()->mapToGlobal(pos);
    return true;
}

bool PieceDrag::move(const QPoint& globalPos)
{
    if (!m_source || !m_index.isValid()) return false;
    if (!m_dragging) {
        if ((globalPos - m_pressGlobal).manhattanLength() < QApplication::startDragDistance())
            return false;
        m_dragging = true;
        if (m_preview) QApplication::setOverrideCursor(QCursor(m_preview(m_index)));
        emit dragStarted(m_index);
    }
    return true;
}

bool PieceDrag::release(const QPoint& globalPos)
{
    if (!m_dragging) {
        finish();
        return false;
    }
    bool accepted = false;
    for (const auto& target : m_views) {
        if (!target || !target->isVisible()) continue;
        const QPoint local = target->viewport()->mapFromGlobal(globalPos);
        if (!target->viewport()->rect().contains(local)) continue;
        const QModelIndex at = target->indexAt(local);
        QAbstractItemModel* model = target->model();
        std::unique_ptr<QMimeData> data(m_source->model()->mimeData({m_index}));
        if (data && model->canDropMimeData(data.get(), Qt::MoveAction, -1, -1, at))
            accepted = model->dropMimeData(data.get(), Qt::MoveAction, -1, -1, at);
        break;
    }
    finish();
    emit dropped(accepted);
    return true;
}

void PieceDrag::finish()
{
    if (m_dragging && QApplication::overrideCursor()) QApplication::restoreOverrideCursor();
    m_dragging = false;
    m_source = nullptr;
    m_index = QPersistentModelIndex();
}
