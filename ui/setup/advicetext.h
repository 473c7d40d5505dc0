// The words for the six setup principles (core/rules/setupadvice.h): a short name and a one-line
// explanation each, in the player's language.
#pragma once

#include "core/rules/setupadvice.h"

#include <QCoreApplication>
#include <QString>

class AdviceText {
    Q_DECLARE_TR_FUNCTIONS(AdviceText)
public:
    static QString title(flagfall::Principle p);
    static QString explanation(flagfall::Principle p);
};
