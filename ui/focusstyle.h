// The window style with a focus ring that can be seen: two pixels of the palette's highlight
// around whatever has the keyboard focus (buttons included, which Fusion only tints), instead of
// the style's faint frame.
#pragma once

#include <QProxyStyle>

class FocusStyle : public QProxyStyle {
    Q_OBJECT
public:
    using QProxyStyle::QProxyStyle;
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
};
