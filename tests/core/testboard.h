// Helpers for the core tests: positions from a short piece list, moves and rule sets from text,
// results and legal moves as text, and playing a scripted line of moves through a Game.
#pragma once

#include "core/rules/game.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace flagfall::test {

// "rX:E4 bF:A10 b2:C7": owner, piece character, square; ids follow the list order.
std::optional<Position> board(const QString& pieces, Side toMove = Side::Red);
std::optional<Move> move(const QString& text);
// "standard", "isf" or "classic1961", refined by "twoSquare=5", "chase=off", "strike=off",
// "noAttackDraw=7".
RuleSet ruleSet(const QString& spec);
// "1-0 flag captured", "1/2-1/2 neither can move"; "*" while the game goes on.
QString resultText(const GameResult& r);
// The legal moves of the side to move as text ("C4-B4", "C4xG4"), sorted.
QStringList sortedMoves(const Game& g);
// Plays space-separated moves; one written "!B4-B5" must be refused with `refusal` and ends the
// script. Returns what went wrong, or an empty string.
QString playScript(Game& game, const QString& script, Verdict refusal = Verdict::Illegal);

} // namespace flagfall::test
