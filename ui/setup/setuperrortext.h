// What is wrong with a setup file or string, in the player's language: the core's error kinds
// (ParseError::key) with their values, and the line and column; an error of a kind this table
// does not know keeps the core's English words.
#pragma once

#include "core/base/parsed.h"

#include <QCoreApplication>
#include <QString>

class SetupErrorText {
    Q_DECLARE_TR_FUNCTIONS(SetupErrorText)
public:
    static QString describe(const flagfall::ParseError& error);
    static QString detail(const flagfall::ParseError& error);
};
