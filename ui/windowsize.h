// The main window's size at the first start, before it has a saved geometry: larger on a larger
// screen, never wider than a board and its side column use, never off the screen.
#pragma once

#include <QSize>

// `available`: the screen's available geometry; `least`: the window's minimum size.
QSize firstWindowSize(QSize available, QSize least);
