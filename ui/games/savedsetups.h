// The player's saved setups as the window finds them (the setup library): play starts new games
// from them and the game library counts the games won with each, and neither sees the setup room.
#pragma once

#include "core/rules/setup.h"

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
