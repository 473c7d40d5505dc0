// How a game ended, in the player's words: the one table of termination texts, each as a phrase
// for a sentence ("You win: the Flag was captured.") and as a short label for lists and headers
// ("flag captured").
#pragma once

#include "core/rules/result.h"

#include <QCoreApplication>
#include <QString>

class TerminationText {
    Q_DECLARE_TR_FUNCTIONS(TerminationText)
public:
    static QString phrase(flagfall::Termination t); // "" for None
    static QString label(flagfall::Termination t);  // "" for None
};
