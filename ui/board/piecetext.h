// The words and labels for pieces shown to the player: translated rank names, the rank label in
// the chosen numbering, and "3 Scouts left" counts.
#pragma once

#include "base/numbering.h"

#include "core/rules/army.h"
#include "core/rules/types.h"

#include <QCoreApplication>
#include <QString>

class PieceText {
    Q_DECLARE_TR_FUNCTIONS(PieceText)
public:
    static QString name(flagfall::Rank r); // "Captain"; "unknown piece" for Rank::Unknown
    // The name as a word inside a sentence ("the %1 wins"): lowercase in several languages.
    static QString nameInText(flagfall::Rank r);
    // `text` with its first letter a capital: a sentence that may start with an in-text name.
    static QString sentence(QString text);
    // What the piece shows: "10".."1" modern, "1".."9" and "S" classic; "B", "F"; "" unknown.
    static QString label(flagfall::Rank r, Numbering n);
    static QString piecesLeft(flagfall::Rank r, int count); // "3 Scouts left"
    static QString sideName(flagfall::Side s);              // "Red", "Blue"
    static QString variantName(flagfall::Variant v);
    // The rank a typed character means in numbering n ('S' Spy, 'B', 'F', digits, 'X' or '0'
    // for 10 in modern numbering); Rank::Unknown when none.
    static flagfall::Rank rankFromKey(QChar c, Numbering n);
};
