#include "base/toolbarfit.h"

#include <QAction>
#include <QEvent>
#include <QLayout>
#include <QToolBar>
#include <QToolButton>

ToolBarFit::ToolBarFit(QToolBar* bar, QList<QAction*> textFirst)
    : QObject(bar), m_bar(bar), m_textFirst(std::move(textFirst)), m_style(bar->toolButtonStyle())
{
    bar->installEventFilter(this);
}

bool ToolBarFit::eventFilter(QObject* watched, QEvent* event)
{
    // A new width, or new texts (another language): fit again. Only the width counts: a bar
    // that loses its texts gets lower, and that resize must not start it over.
    const bool resized = event->type() == QEvent::Resize && m_bar->width() != m_width;
    if (watched == m_bar && (resized || event->type() == QEvent::LanguageChange)) {
        m_width = m_bar->width();
        fit();
    }
    return QObject::eventFilter(watched, event);
}

void ToolBarFit::fit()
{
    const QList<QAction*> all = m_bar->actions();
    setStyle(all, m_style);
    QList<QAction*> order = m_textFirst; // then from the end of the bar, one by one
    for (auto it = all.crbegin(); it != all.crend(); ++it)
        if (!(*it)->isSeparator() && !m_textFirst.contains(*it)) order.append(*it);
    for (QAction* a : order) {
        if (fits()) return;
        setStyle({a}, Qt::ToolButtonIconOnly);
    }
}

void ToolBarFit::setStyle(const QList<QAction*>& actions, Qt::ToolButtonStyle style)
{
    for (QAction* a : actions)
        if (auto* button = qobject_cast<QToolButton*>(m_bar->widgetForAction(a)))
            button->setToolButtonStyle(style);
}

bool ToolBarFit::fits() const
{
    m_bar->layout()->invalidate();
    return m_bar->layout()->sizeHint().width() <= m_bar->width();
}
