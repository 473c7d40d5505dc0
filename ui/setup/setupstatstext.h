// The words of the setup statistics (core/ai/setups/setupstats.h) in the player's language: shares
// as percentages, "12% of players put their Flag here", and the verdict on predictability.
#pragma once

#include "core/ai/setups/setupstats.h"

#include <QCoreApplication>
#include <QString>

class SetupStatsText {
    Q_DECLARE_TR_FUNCTIONS(SetupStatsText)
public:
    // "12%" (a share of 0.12); one decimal below 1%, and "<0.1%" below that, so that a rare
    // square never reads 0%.
    static QString percent(double share);
    // "12% of players put their Flag here." (one of a kind) or "34% of players put a Bomb here."
    static QString shareHere(flagfall::Rank r, flagfall::Variant v, double share);
    // "Flag: 9% of players put theirs here (average setup: 14%)", or for several pieces the mean
    // over those placed; "" while none is placed.
    static QString rankLine(flagfall::Rank r, const flagfall::ai::RankGuess& g);
    static QString overall(double ratio); // "Predictability: 64% of the average setup's"
    static QString verdict(flagfall::ai::Predictability p);
};
