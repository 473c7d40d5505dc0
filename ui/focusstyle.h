// The window style with a focus ring that can be seen: two pixels of the palette's highlight
// around whatever has the keyboard focus (buttons included, which Fusion only tints), instead of
// the style's faint frame; and a push button's menu arrow kept clear of its text.
#pragma once

#include <QProxyStyle>

class FocusStyle : public QProxyStyle {
    Q_OBJECT
public:
    using QProxyStyle::QProxyStyle;
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
    QSize sizeFromContents(ContentsType type, const QStyleOption* option, const QSize& size,
                           const QWidget* widget = nullptr) const override;
};
