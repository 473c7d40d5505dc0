// The look that follows the system: line icons drawn in the palette's button text colour (dark
// palettes), and the focus ring in the palette's highlight.
#include "base/themedicon.h"
#include "focusstyle.h"

#include <QApplication>
#include <QImage>
#include <QMenu>
#include <QPainter>
#include <QPalette>
#include <QPushButton>
#include <QStyleOptionFocusRect>
#include <QTest>

namespace {
// The mean colour of the pixels an image draws (alpha above half).
QColor ink(const QImage& image)
{
    qint64 r = 0, g = 0, b = 0, n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() < 128) continue;
            r += c.red(), g += c.green(), b += c.blue(), ++n;
        }
    return n ? QColor(int(r / n), int(g / n), int(b / n)) : QColor();
}
} // namespace

class TestTheme : public QObject {
    Q_OBJECT
private slots:
    void iconsFollowThePalette_data();
    void iconsFollowThePalette();
    void focusRingIsTheHighlight();
    void menuArrowKeepsClearOfText();
};

void TestTheme::iconsFollowThePalette_data()
{
    QTest::addColumn<QColor>("buttonText");
    QTest::newRow("light palette: dark ink") << QColor(20, 20, 20);
    QTest::newRow("dark palette: light ink") << QColor(235, 235, 235);
    QTest::newRow("a coloured theme") << QColor(200, 40, 40);
}

void TestTheme::iconsFollowThePalette()
{
    QFETCH(QColor, buttonText);
    const QPalette before = QApplication::palette();
    QPalette p = before;
    p.setColor(QPalette::Active, QPalette::ButtonText, buttonText);
    QApplication::setPalette(p);
    for (const char* name : {"back", "quit", "undo", "settings"}) {
        const QImage image = themedIcon(QString::fromLatin1(name)).pixmap(48, 48).toImage();
        const QColor drawn = ink(image);
        QVERIFY2(drawn.isValid(), name);
        QVERIFY2(qAbs(drawn.red() - buttonText.red()) < 40 &&
                     qAbs(drawn.green() - buttonText.green()) < 40 &&
                     qAbs(drawn.blue() - buttonText.blue()) < 40,
                 qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(name), drawn.name())));
    }
    QApplication::setPalette(before);
}

void TestTheme::focusRingIsTheHighlight()
{
    FocusStyle style;
    QStyleOptionFocusRect option;
    option.rect = QRect(0, 0, 40, 20);
    option.palette.setColor(QPalette::Highlight, QColor(0, 120, 215));
    QImage image(40, 20, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    style.drawPrimitive(QStyle::PE_FrameFocusRect, &option, &painter);
    painter.end();
    const QColor drawn = ink(image);
    QVERIFY(drawn.isValid());
    QVERIFY2(qAbs(drawn.blue() - 215) < 40 && drawn.red() < 60, qPrintable(drawn.name()));
    int lit = 0; // two pixels wide: on the left edge, columns 0-2 carry the ring
    for (int x = 0; x < 3; ++x) lit += image.pixelColor(x, 10).alpha() > 128;
    QVERIFY(lit >= 1);
}

// A push button with a menu (Recent, New setup) and a long text: between the text's last ink and
// the arrow's first there is room to see them as two things.
void TestTheme::menuArrowKeepsClearOfText()
{
    FocusStyle style(QStringLiteral("Fusion"));
    QPushButton button(QStringLiteral("Zuletzt geöffnet"));
    button.setStyle(&style);
    QMenu menu;
    button.setMenu(&menu);
    button.resize(button.sizeHint());
    const QImage image = button.grab().toImage();
    // Columns with dark ink in the middle band, where text and arrow are drawn.
    QList<bool> inked;
    for (int x = 0; x < image.width() - 4; ++x) { // the frame's right edge left out
        bool dark = false;
        for (int y = image.height() / 4; y < image.height() * 3 / 4; ++y)
            dark = dark || image.pixelColor(x, y).lightness() < 110;
        inked << dark;
    }
    const int arrowEnd = int(inked.lastIndexOf(true));
    QVERIFY(arrowEnd > 0);
    const int arrowStart = int(inked.lastIndexOf(false, arrowEnd)) + 1;
    const int textEnd = int(inked.lastIndexOf(true, arrowStart - 1));
    QVERIFY(textEnd > 0);
    const int gap = arrowStart - textEnd - 1;
    QVERIFY2(gap >= button.fontMetrics().averageCharWidth(), qPrintable(QString::number(gap)));
}

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
