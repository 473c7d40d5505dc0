// The setups a new game may start from, as the window finds them (the setup library): play reads
// them through this and never sees the setup room.
#pragma once

#include "core/setup.h"

#include <QString>
#include <QVector>
#include <functional>

struct SavedSetup {
    QString name;
    flagfall::Variant variant = flagfall::Variant::Classic;
    QString setup;     // a setup string
    QString path = {}; // the library's file, so that editing it replaces it; empty when none
};

// Every saved setup, read afresh on each call.
using SavedSetups = std::function<QVector<SavedSetup>()>;
