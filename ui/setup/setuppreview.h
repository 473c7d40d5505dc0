// A small picture of a setup for lists: a 10 x 4 grid of coloured cells with piece labels.
#pragma once

#include "settings.h"

#include "core/setup.h"

#include <QPixmap>

QPixmap setupPreview(const flagfall::Setup& setup, int cellSize, Numbering n = Numbering::Modern);
