#include "lossesview.h"

#include "board/piecerenderer.h"
#include "board/piecetext.h"

#include <QEvent>
#include <QPainter>
#include <algorithm>

using flagfall::Rank;

namespace {
// Strongest first, then the Spy, Bomb and Flag.
constexpr Rank kOrder[] = {Rank::Marshal, Rank::General,    Rank::Colonel,  Rank::Major,
                           Rank::Captain, Rank::Lieutenant, Rank::Sergeant, Rank::Miner,
                           Rank::Scout,   Rank::Spy,        Rank::Bomb,     Rank::Flag};
} // namespace

LossesView::LossesView(flagfall::Side side, QWidget* parent) : QWidget(parent), m_side(side)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void LossesView::setLosses(const flagfall::ArmyCounts& lost)
{
    if (lost == m_lost) return;
    m_lost = lost;
    setToolTip(summary());
    setAccessibleDescription(summary());
    updateGeometry();
    update();
}

void LossesView::setNumbering(Numbering n)
{
    m_numbering = n;
    update();
}

QString LossesView::summary() const
{
    QStringList parts;
    for (Rank r : kOrder) {
        const int n = m_lost[flagfall::rankIndex(r)];
        //: %1 how many pieces were lost, %2 their rank: "2 × Scout"
        if (n > 0) parts << tr("%1 × %2").arg(n).arg(PieceText::nameInText(r));
    }
    return parts.isEmpty() ? tr("nothing") : parts.join(QStringLiteral(", "));
}

int LossesView::kinds() const
{
    return int(std::count_if(std::begin(kOrder), std::end(kOrder),
                             [this](Rank r) { return m_lost[flagfall::rankIndex(r)] > 0; }));
}

int LossesView::rows(int width) const
{
    const int perRow = std::max(1, width / kCell);
    return std::max(1, (kinds() + perRow - 1) / perRow);
}

QSize LossesView::sizeHint() const
{
    return {6 * kCell, heightForWidth(6 * kCell)};
}

int LossesView::heightForWidth(int width) const
{
    return rows(width) * kRowHeight;
}

void LossesView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    if (kinds() == 0) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignLeft | Qt::AlignVCenter, tr("no losses"));
        return;
    }
    const int perRow = std::max(1, width() / kCell);
    int i = 0;
    for (Rank r : kOrder) {
        const int n = m_lost[flagfall::rankIndex(r)];
        if (n == 0) continue;
        const QPoint at((i % perRow) * kCell, (i / perRow) * kRowHeight + 2);
        p.drawPixmap(
            at, PieceRenderer::shared().piece(r, m_side, kTile, devicePixelRatioF(), m_numbering));
        p.setPen(palette().text().color());
        p.drawText(QRect(at.x() + kTile + 2, at.y(), kCell - kTile - 2, kTile),
                   //: beside a picture of a piece: %1 how many of it were lost
                   Qt::AlignLeft | Qt::AlignVCenter, tr("×%1").arg(n));
        ++i;
    }
}

void LossesView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) setToolTip(summary());
    QWidget::changeEvent(event);
}
