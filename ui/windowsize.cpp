#include "windowsize.h"

#include <algorithm>

namespace {

// The board is square and its side column narrow: wider than this the window only adds empty
// margins beside the board (an ultrawide screen).
constexpr double kWidestAspect = 1.6;
constexpr double kShare = 0.8;       // of a large screen
constexpr double kMostShare = 0.92;  // of any screen: its edges stay in sight
const QSize kComfortable(1100, 760); // what a small screen gets at least, when it has the room

} // namespace

QSize firstWindowSize(QSize available, QSize least)
{
    const QSize most = available * kMostShare;
    QSize size = (available * kShare).expandedTo(kComfortable).boundedTo(most);
    const int widest = std::max(static_cast<int>(size.height() * kWidestAspect),
                                std::min(kComfortable.width(), most.width()));
    size.setWidth(std::min(size.width(), widest));
    return size.expandedTo(least.boundedTo(available));
}

QPoint firstWindowPosition(QRect available, QSize size, int titleBar)
{
    const QSize frame(size.width(), size.height() + titleBar);
    const QPoint topLeft = available.center() - QRect(QPoint(0, 0), frame).center();
    return {std::max(topLeft.x(), available.left()), std::max(topLeft.y(), available.top())};
}
