#include "endofgamebox.h"

#include "play/playtext.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

EndOfGameBox::EndOfGameBox(QWidget* parent)
    : QFrame(parent), m_text(new QLabel(this)), m_new(new QPushButton(this)),
      m_replay(new QPushButton(this)), m_save(new QPushButton(this))
{
    setFrameShape(QFrame::StyledPanel);
    QFont big = m_text->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_text->setFont(big);
    m_text->setWordWrap(true);
    // Two rows, so that long texts ("Dieses Spiel wiedergeben") fit a narrow panel.
    auto* buttons = new QGridLayout;
    buttons->addWidget(m_new, 0, 0);
    buttons->addWidget(m_save, 0, 1);
    buttons->addWidget(m_replay, 1, 0, 1, 2);
    auto* column = new QVBoxLayout(this);
    column->addWidget(m_text);
    column->addLayout(buttons);
    connect(m_new, &QPushButton::clicked, this, &EndOfGameBox::newGameRequested);
    connect(m_replay, &QPushButton::clicked, this, &EndOfGameBox::replayRequested);
    connect(m_save, &QPushButton::clicked, this, &EndOfGameBox::saveRequested);
    retranslateUi();
    hide();
}

void EndOfGameBox::showResult(const flagfall::GameResult& result,
                              std::optional<flagfall::Side> viewer)
{
    m_result = result;
    m_viewer = viewer;
    m_text->setText(PlayText::result(m_result, m_viewer));
    show();
}

void EndOfGameBox::retranslateUi()
{
    m_new->setText(tr("New game"));
    m_replay->setText(tr("Replay this game"));
    m_save->setText(tr("Save"));
    if (isVisible()) m_text->setText(PlayText::result(m_result, m_viewer));
}

void EndOfGameBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QFrame::changeEvent(event);
}
