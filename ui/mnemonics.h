// Alt+letter for every button of a page, chosen anew whenever the page is shown or its language
// changes, so translations need no '&' of their own: the first letter of a word that no other
// button of the page has taken (nor the letters in `taken`: the menu bar's), else any free letter.
#pragma once

#include <QSet>

class QWidget;

void assignMnemonics(QWidget* page, QSet<QChar> taken = {});
// The letter marked with '&' in `text`, lower case; a null QChar when none.
QChar mnemonicOf(const QString& text);
