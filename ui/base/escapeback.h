// Escape on a page does what its Back button does, as Escape closes a dialog (the game page keeps
// Escape for letting a picked piece go).
#pragma once

class QAbstractButton;
class QAction;
class QWidget;

void backOnEscape(QWidget* page, QAbstractButton* back);
void backOnEscape(QWidget* page, QAction* back);
