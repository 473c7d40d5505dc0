#include "advicepanel.h"

#include "setup/advicetext.h"

#include "core/rules/setupadvice.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>

AdvicePanel::AdvicePanel(QWidget* parent) : QWidget(parent), m_heading(new QLabel(this))
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    grid->addWidget(m_heading, 0, 0, 1, 2);
    for (int i = 0; i < flagfall::kPrincipleCount; ++i) {
        m_marks[i] = new QLabel(this);
        m_marks[i]->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
        m_marks[i]->setMinimumWidth(m_marks[i]->fontMetrics().horizontalAdvance(QChar(0x2714)) + 6);
        m_texts[i] = new QLabel(this);
        m_texts[i]->setWordWrap(true);
        m_texts[i]->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        grid->addWidget(m_marks[i], i + 1, 0);
        grid->addWidget(m_texts[i], i + 1, 1);
    }
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(flagfall::kPrincipleCount + 1, 1);
    retranslateUi();
}

void AdvicePanel::showAdvice(const flagfall::Setup& setup, flagfall::Variant variant)
{
    m_followed = flagfall::checkSetupAdvice(setup);
    m_applies = variant == flagfall::Variant::Classic; // the principles speak of a full army
    m_complete = flagfall::setupProblem(setup, variant).empty();
    for (int i = 0; i < flagfall::kPrincipleCount; ++i) {
        // A check mark, an open circle, or a dash while the army is not whole.
        const QChar mark = !m_complete     ? QChar(0x2013)
                           : m_followed[i] ? QChar(0x2714)
                                           : QChar(0x25CB);
        m_marks[i]->setText(mark);
        // Only when it changes: a new style sheet restyles and repaints the whole panel.
        const QString style = followed(i) ? QStringLiteral("color: #2e7d32;") : QString();
        if (m_marks[i]->styleSheet() != style) m_marks[i]->setStyleSheet(style);
        m_marks[i]->setEnabled(m_complete);
        m_marks[i]->setVisible(m_applies);
        m_texts[i]->setVisible(m_applies);
    }
    retranslateUi();
}

void AdvicePanel::retranslateUi()
{
    if (!m_applies)
        m_heading->setText(tr("Setup advice is for the Classic army of 40 pieces."));
    else
        m_heading->setText(m_complete ? tr("Setup advice")
                                      : tr("Setup advice, checked once all pieces are placed"));
    m_heading->setWordWrap(true);
    for (int i = 0; i < flagfall::kPrincipleCount; ++i) {
        const auto p = static_cast<flagfall::Principle>(i);
        m_texts[i]->setText(QStringLiteral("<b>%1</b><br>%2")
                                .arg(AdviceText::title(p).toHtmlEscaped(),
                                     AdviceText::explanation(p).toHtmlEscaped()));
        m_marks[i]->setAccessibleName(!m_complete     ? tr("not yet checked")
                                      : m_followed[i] ? tr("followed")
                                                      : tr("not followed"));
    }
}

void AdvicePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}
