// The program's line icons in the colour of the palette's button text, so they stay readable on
// a dark palette too. The SVGs are drawn in one ink (#333), which is replaced when painting; a
// change of palette shows at the next paint.
#pragma once

#include <QIcon>

// `name` is an icon in :/icons without its ".svg".
QIcon themedIcon(const QString& name);
