#include "beliefsoverlay.h"

#include "board/piecetext.h"
#include "replay/beliefsmodel.h"

#include <QPainter>

#include <cmath>

namespace {
const QColor kHeat(235, 40, 205);   // no piece, lake, grass or move mark has this colour
constexpr double kLeastHeat = 0.05; // fainter heat is not drawn
} // namespace

BeliefsOverlay::BeliefsOverlay(BoardView* view, BoardModel* board, BeliefsModel* beliefs)
    : BoardOverlay(view, board), m_beliefs(beliefs)
{
    connect(beliefs, &QAbstractItemModel::dataChanged, this, qOverload<>(&QWidget::update));
}

void BeliefsOverlay::setNumbering(Numbering n)
{
    m_numbering = n;
    update();
}

QString BeliefsOverlay::badgeText(int rank, double probability, Numbering n)
{
    const int percent = int(std::lround(probability * 100));
    //: on a piece in the replay's beliefs layer: %1 a rank label ("7", "B"), %2 its chance in
    //: percent
    return tr("%1 %2%").arg(PieceText::label(flagfall::Rank(rank), n)).arg(percent);
}

void BeliefsOverlay::paintEvent(QPaintEvent*)
{
    if (m_beliefs->believers().isEmpty()) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    for (int s = 0; s < m_beliefs->rowCount(); ++s) {
        const QModelIndex i = m_beliefs->index(s);
        if (!i.data(BeliefsModel::BelieverRole).isValid()) continue;
        const QRect r = squareRect(flagfall::Square(s));
        if (!r.isValid()) continue;
        if (const double heat = i.data(BeliefsModel::FlagHeatRole).toDouble(); heat >= kLeastHeat)
            paintHeat(p, r, heat);
        const QVariant rank = i.data(BeliefsModel::LikeliestRankRole);
        if (rank.isValid())
            paintBadge(p, r, rank.toInt(), i.data(BeliefsModel::ProbabilityRole).toDouble(),
                       i.data(BeliefsModel::MovedRole).toBool());
    }
}

// A tint over the square and a frame inside it, both stronger where the Flag is likelier: the
// frame keeps the heat readable on a piece of any colour, the tint shows it from afar.
void BeliefsOverlay::paintHeat(QPainter& p, const QRect& r, double heat)
{
    QColor fill = kHeat;
    fill.setAlphaF(float(0.12 + 0.38 * heat));
    p.fillRect(r, fill);
    QColor frame = kHeat;
    frame.setAlphaF(float(0.45 + 0.55 * heat));
    const qreal w = std::max(2.0, r.width() * (0.04 + 0.08 * heat));
    p.setPen(QPen(frame, w));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(r).adjusted(w / 2, w / 2, -w / 2, -w / 2));
}

// A dark badge across the foot of the square with light text, readable on any piece and in any
// palette, and clear of the piece's own label in the top corner (with everything revealed both
// show: what the piece was and what it was taken for); on small squares only the rank. The
// badge covers the board's dot for a piece seen to move, so it carries the dot itself.
void BeliefsOverlay::paintBadge(QPainter& p, const QRect& r, int rank, double probability,
                                bool moved)
{
    const int h = std::max(10, r.height() * 34 / 100);
    QRect badge(r.left() + 2, r.bottom() - 1 - h, r.width() - 4, h);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 200));
    p.drawRoundedRect(badge, 3, 3);
    if (moved) {
        const int d = std::max(4, h / 3);
        p.setBrush(QColor(255, 255, 255, 235));
        p.drawEllipse(QRect(badge.left() + 3, badge.center().y() - d / 2, d, d));
        badge.setLeft(badge.left() + d + 3);
    }
    const QString text = r.width() >= 34 ? badgeText(rank, probability, m_numbering)
                                         : PieceText::label(flagfall::Rank(rank), m_numbering);
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(std::max(8, h * 3 / 4));
    while (f.pixelSize() > 8 && QFontMetrics(f).horizontalAdvance(text) > badge.width() - 4)
        f.setPixelSize(f.pixelSize() - 1);
    p.setFont(f);
    p.setPen(QColor(255, 255, 255));
    p.drawText(badge, Qt::AlignCenter, text);
}
