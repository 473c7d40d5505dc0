// The sentences of play in the player's language: why a move was refused (naming the rule), how
// a battle ended, how the game ended, and what each computer level plays like.
#pragma once

#include "core/rules/game.h"

#include <QCoreApplication>
#include <QString>

class PlayText {
    Q_DECLARE_TR_FUNCTIONS(PlayText)
public:
    // Which rule refused the move and why; "" for a legal move.
    static QString refusal(const flagfall::MoveCheck& check, const flagfall::RuleSet& rules);
    static QString moveError(flagfall::MoveError e);
    // "Red Captain attacks Blue Major: the Major wins."
    static QString combat(const flagfall::PlayedMove& m, flagfall::Side mover);
    static QString combatOutcome(const flagfall::PlayedMove& m);
    // Who won and why, from `viewer`'s side when given (against the computer).
    static QString result(const flagfall::GameResult& r, std::optional<flagfall::Side> viewer);
    // What a computer level (1-5) plays like, in a line.
    static QString levelDescription(int level);
};
