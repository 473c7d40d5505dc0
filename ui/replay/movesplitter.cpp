#include "movesplitter.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QScrollArea>
#include <QScrollBar>

#include <algorithm>

namespace {
constexpr int kRows = 10;             // what a player scans of the game at a glance
constexpr double kMostOfHeight = 0.4; // on a small screen the board's story needs room too
} // namespace

MoveSplitter::MoveSplitter(QAbstractItemView* list, QWidget* rest, QWidget* parent)
    : QSplitter(Qt::Vertical, parent), m_list(list), m_rest(rest), m_restArea(new QScrollArea(this))
{
    m_restArea->setWidget(rest);
    m_restArea->setWidgetResizable(true);
    m_restArea->setFrameShape(QFrame::NoFrame);
    m_restArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    addWidget(list);
    addWidget(m_restArea);
    setChildrenCollapsible(false);
    setStretchFactor(0, 1);
    setStretchFactor(1, 0);
    rest->installEventFilter(this);
    connect(this, &QSplitter::splitterMoved, this, [this] {
        const int total = height() - handleWidth();
        if (total <= 0) return;
        m_fraction = std::clamp(double(sizes().value(0)) / total, 0.05, 0.95);
        emit listFractionChanged(m_fraction);
    });
    keepWidth();
}

int MoveSplitter::listShare(int total) const
{
    const int row = m_list->model() && m_list->model()->rowCount() > 0
                        ? m_list->sizeHintForRow(0)
                        : m_list->fontMetrics().lineSpacing();
    const int rows = kRows * std::max(row, 1) + 2 * m_list->frameWidth();
    return std::min(rows, int(total * kMostOfHeight));
}

// What the rest needs at the width it has: its height for that width where it wraps text.
int MoveSplitter::restNeeds() const
{
    const int width = m_restArea->viewport()->width();
    const int h = m_rest->hasHeightForWidth() ? m_rest->heightForWidth(width) : -1;
    return h > 0 ? h : m_rest->sizeHint().height();
}

// The scroll area scrolls up and down only: the panel keeps the width the rest needs.
void MoveSplitter::keepWidth()
{
    m_restArea->setMinimumWidth(m_rest->minimumSizeHint().width() +
                                m_restArea->verticalScrollBar()->sizeHint().width());
}

void MoveSplitter::setListFraction(double fraction)
{
    m_fraction = fraction > 0.0 && fraction < 1.0 ? fraction : 0.0;
    share();
}

void MoveSplitter::share()
{
    const int total = height() - handleWidth();
    if (total <= 0) return;
    if (m_fraction > 0.0) {
        const int list = int(total * m_fraction + 0.5);
        setSizes({list, total - list});
        return;
    }
    const int rest = std::clamp(restNeeds(), 0, total - listShare(total));
    setSizes({total - rest, rest});
}

void MoveSplitter::resizeEvent(QResizeEvent* event)
{
    QSplitter::resizeEvent(event);
    share();
}

// The rest grows (an analysis arrives, a comment wraps): the share is worked out again.
bool MoveSplitter::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_rest && event->type() == QEvent::LayoutRequest) {
        keepWidth();
        share();
    }
    return QSplitter::eventFilter(watched, event);
}
