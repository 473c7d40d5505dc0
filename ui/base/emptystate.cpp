#include "base/emptystate.h"

#include "base/themedicon.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace {
constexpr int kIconSize = 64; // pixels: large enough to say what the room is for at a glance
} // namespace

EmptyState::EmptyState(const QString& icon, QWidget* parent)
    : QWidget(parent), m_iconName(icon), m_icon(new QLabel(this)), m_title(new QLabel(this)),
      m_text(new QLabel(this)), m_buttons(new QHBoxLayout)
{
    QFont f = m_title->font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    f.setBold(true);
    m_title->setFont(f);
    for (QLabel* label : {m_icon, m_title, m_text}) label->setAlignment(Qt::AlignCenter);
    m_text->setWordWrap(true);
    m_title->setObjectName(QStringLiteral("emptyTitle"));
    m_text->setObjectName(QStringLiteral("emptyText"));
    m_buttons->addStretch(1);
    m_buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addWidget(m_icon);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addSpacing(fontMetrics().height() / 2);
    layout->addLayout(m_buttons);
    layout->addStretch(3); // a little above the middle, where the eye looks first
    drawIcon();
}

void EmptyState::setTitle(const QString& title)
{
    m_title->setText(title);
}

void EmptyState::setText(const QString& text)
{
    m_text->setText(text);
}

QPushButton* EmptyState::addButton(const QString& icon)
{
    auto* button = new QPushButton(themedIcon(icon), QString(), this);
    button->setAutoDefault(true); // Return presses the focused button, as on the start page
    m_buttons->insertWidget(m_buttons->count() - 1, button);
    return button;
}

// The icon is drawn faint, as a disabled one: it says what the room is for, not that it is a
// button.
void EmptyState::drawIcon()
{
    const QIcon icon = themedIcon(m_iconName);
    m_icon->setPixmap(
        icon.pixmap(QSize(kIconSize, kIconSize), devicePixelRatioF(), QIcon::Disabled));
}

void EmptyState::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange) drawIcon();
    QWidget::changeEvent(event);
}
