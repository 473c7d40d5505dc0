#include "base/escapeback.h"

#include <QAbstractButton>
#include <QAction>
#include <QShortcut>

// A shortcut of the page, not the button's own: a button's shortcut goes with its text's letter.
void backOnEscape(QWidget* page, QAbstractButton* back)
{
    QObject::connect(new QShortcut(Qt::Key_Escape, page), &QShortcut::activated, back, [back] {
        if (back->isVisible() && back->isEnabled()) back->click();
    });
}

void backOnEscape(QWidget* page, QAction* back)
{
    QObject::connect(new QShortcut(Qt::Key_Escape, page), &QShortcut::activated, back, [back] {
        if (back->isEnabled()) back->trigger();
    });
}
