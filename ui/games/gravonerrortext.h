// What is wrong with a Gravon game file, in the player's language: the core's error kinds
// (ParseError::key, listed in core/gravon/gravongame.h) with their values, the moves counted as
// players count them (Red's 7th move "7.", Blue's reply "7…"), and the line and column. An error of
// a kind this table does not know keeps the core's English words.
#pragma once

#include "core/base/parsed.h"

#include <QCoreApplication>
#include <QString>

class GravonErrorText {
    Q_DECLARE_TR_FUNCTIONS(GravonErrorText)
public:
    static QString describe(const flagfall::ParseError& error);
    static QString detail(const flagfall::ParseError& error);
    // Ply 13 of a Gravon game (Red moves first) is "7.", ply 14 "7…".
    static QString moveNumber(int ply);

private:
    static QString fileDetail(const flagfall::ParseError& error);
    static QString fieldDetail(const flagfall::ParseError& error);
    static QString moveDetail(const flagfall::ParseError& error);
    static QString resultDetail(const flagfall::ParseError& error);
    static QString reason(int verdict, int moveError);
    static QString outcome(const std::string& token);
};
