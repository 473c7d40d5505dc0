#include "handovercover.h"

#include "board/piecetext.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

HandOverCover::HandOverCover(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_text(new QLabel(this)),
      m_ready(new QPushButton(this))
{
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    m_title->setFont(big);
    for (QLabel* l : {m_title, m_text}) {
        l->setAlignment(Qt::AlignCenter);
        l->setWordWrap(true);
    }
    m_ready->setMinimumSize(240, 44);
    auto* column = new QVBoxLayout(this);
    column->addStretch(1);
    column->addWidget(m_title);
    column->addWidget(m_text);
    column->addSpacing(16);
    column->addWidget(m_ready, 0, Qt::AlignCenter);
    column->addStretch(1);
    setAutoFillBackground(true);
    connect(m_ready, &QPushButton::clicked, this, [this] { emit ready(m_next); });
}

void HandOverCover::prepare(flagfall::Side next, const QString& lastMove)
{
    m_next = next;
    const QString side = PieceText::sideName(next);
    //: %1 the side to move (Red, Blue)
    m_title->setText(tr("%1 to move").arg(side));
    m_text->setText(
        //: %1 the side to move (Red, Blue)
        tr("Hand the computer to the %1 player; the other player looks away.").arg(side) +
        (lastMove.isEmpty() ? QString() : QStringLiteral("\n\n") + lastMove));
    //: a button; %1 the side to move (Red, Blue)
    m_ready->setText(tr("I am %1: show my board").arg(side));
}
