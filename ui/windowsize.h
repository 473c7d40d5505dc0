// The main window's size at the first start, before it has a saved geometry: larger on a larger
// screen, never wider than a board and its side column use, never off the screen.
#pragma once

#include <QPoint>
#include <QRect>
#include <QSize>

// `available`: the screen's available geometry; `least`: the window's minimum size.
QSize firstWindowSize(QSize available, QSize least);

// Where a window of `size` (inside its frame) goes on the screen at its first start: `move()`
// places the frame, which the window manager adds only when the window is shown, so its title bar
// is counted (`titleBar`, the style's guess of it) to put the whole frame in the middle, never
// above the screen's top.
QPoint firstWindowPosition(QRect available, QSize size, int titleBar);
