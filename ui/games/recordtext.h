// What a game record says, in the player's words: the players, the result with how it ended, the
// variant and the date, for the replay header and the game library. Text from the record is
// shown neutralised and cut (PlainText::line).
#pragma once

#include "core/records/record.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

class RecordText {
    Q_DECLARE_TR_FUNCTIONS(RecordText)
public:
    static QString playerName(const flagfall::GameRecord& record, flagfall::Side side);
    // A name the desktop program wrote ("Computer (level 3)", "Player"), translated; "" else.
    static QString desktopName(const std::string& name);
    // The colour the player had against the computer (tag Human); "" when the record has none.
    static QString yourColour(const flagfall::GameRecord& record);
    static QString players(const flagfall::GameRecord& record); // "Anna – Computer (level 3)"
    // The other side's name when the record says which side the human played (tag Human).
    static QString opponent(const flagfall::GameRecord& record);
    // "You won: flag captured" against the computer, else "Red won: flag captured".
    static QString result(const flagfall::GameRecord& record);
    static QString variant(const flagfall::GameRecord& record);
    static QDate date(const flagfall::GameRecord& record); // from the Date tag, invalid when none
    // A comment this program writes ("hint: E4-E5", "undo") in the player's words; "" for any
    // other comment, which is shown as it is.
    static QString ownComment(const std::string& text);
    // The Termination tag, translated when it is one of the words this program writes.
    static QString termination(const std::string& text);
};
