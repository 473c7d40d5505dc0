#include "focusstyle.h"

#include <QPainter>
#include <QStyleOption>

namespace {
// Fusion sizes a button with a menu for its text and arrow only, so a long text ("Zuletzt
// geöffnet") runs up to the arrow: this much more room keeps them apart.
constexpr int kMenuArrowGap = 8; // pixels

void drawRing(const QStyleOption* option, QPainter* painter, const QRect& rect)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(option->palette.color(QPalette::Highlight), 2));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 3, 3);
    painter->restore();
}
} // namespace

void FocusStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option,
                               QPainter* painter, const QWidget* widget) const
{
    if (element == PE_FrameFocusRect) return drawRing(option, painter, option->rect);
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    if (element == PE_PanelButtonCommand && (option->state & State_HasFocus))
        drawRing(option, painter, option->rect);
}

QSize FocusStyle::sizeFromContents(ContentsType type, const QStyleOption* option, const QSize& size,
                                   const QWidget* widget) const
{
    QSize result = QProxyStyle::sizeFromContents(type, option, size, widget);
    const auto* button = qstyleoption_cast<const QStyleOptionButton*>(option);
    if (type == CT_PushButton && button && (button->features & QStyleOptionButton::HasMenu))
        result.rwidth() += kMenuArrowGap;
    return result;
}
