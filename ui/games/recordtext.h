// What a game record says, in the player's words: the players, the result with how it ended, the
// variant and the date, for the replay header and the game library. Text from the record is
// shown neutralised and cut (PlainText::line).
#pragma once

#include "core/record.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

class RecordText {
    Q_DECLARE_TR_FUNCTIONS(RecordText)
public:
    static QString playerName(const flagfall::GameRecord& record, flagfall::Side side);
    static QString players(const flagfall::GameRecord& record); // "Anna – Computer (level 3)"
    // The other side's name when the record says which side the human played (tag Human).
    static QString opponent(const flagfall::GameRecord& record);
    static QString result(const flagfall::GameRecord& record); // "Red won: flag captured"
    static QString variant(const flagfall::GameRecord& record);
    static QDate date(const flagfall::GameRecord& record); // from the Date tag, invalid when none
    // The Termination tag, translated when it is one of the words this program writes.
    static QString termination(const std::string& text);
};
