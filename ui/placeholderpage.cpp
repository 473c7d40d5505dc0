#include "placeholderpage.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

PlaceholderPage::PlaceholderPage(Topic topic, QWidget* parent)
    : QWidget(parent), m_topic(topic), m_heading(new QLabel(this)), m_text(new QLabel(this)),
      m_back(new QPushButton(QIcon(QStringLiteral(":/icons/back.svg")), QString(), this))
{
    QFont f = m_heading->font();
    f.setPointSizeF(f.pointSizeF() * 1.6);
    f.setBold(true);
    m_heading->setFont(f);
    m_text->setWordWrap(true);
    for (QLabel* l : {m_heading, m_text}) l->setAlignment(Qt::AlignCenter);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addWidget(m_heading);
    layout->addWidget(m_text);
    layout->addWidget(m_back, 0, Qt::AlignCenter);
    layout->addStretch(1);
    connect(m_back, &QPushButton::clicked, this, &PlaceholderPage::backRequested);
    retranslateUi();
}

void PlaceholderPage::retranslateUi()
{
    if (m_topic == Topic::NewGame) {
        m_heading->setText(tr("New game"));
        m_text->setText(tr("Playing against the computer comes in a later version. Meanwhile, "
                           "prepare your setups."));
    } else {
        m_heading->setText(tr("Open game"));
        m_text->setText(tr("Opening and replaying saved games comes in a later version."));
    }
    m_back->setText(tr("Back"));
}

void PlaceholderPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}
