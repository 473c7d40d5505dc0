// The text of the UCC Programming Competition 2012 Stratego protocol (progcomp2012,
// judge/manager/manual.txt "PROTOCOL"), for both ends: the `ucc` agent and the arena that runs
// other programs as players. The referee's (x, y) is our makeSquare(x, y): Red at the top, y = 0.
#pragma once

#include "core/rules/game.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace flagfall::ucc {

// The referee's rules: Scouts strike from afar, no two-squares, chase or no-progress rule.
RuleSet rules();

// The protocol's piece letters: '1' Marshal ... '9' Scout, 's' Spy, 'B' Bomb, 'F' Flag.
char token(Rank r);
std::optional<Rank> rankOfToken(char c);

// "X Y DIRECTION [MULTIPLIER]".
std::string moveText(Move m);
// Reads "X Y DIRECTION [MULTIPLIER]" with nothing after it; `attack` is left false (the board
// decides it). On failure, nullopt and `why` says what is wrong.
std::optional<Move> parseMove(std::string_view line, std::string* why = nullptr);

// What the referee says after a move: "OK", "KILLS a d", "DIES a d", "BOTHDIE a d" or
// "VICTORY_FLAG".
std::string outcomeText(const PlayedMove& played);
// A whole confirmation line: moveText and outcomeText.
std::string confirmation(const PlayedMove& played);

// The agent's answer when asked to move in a game that is over by our rules: "SURRENDER". The
// referee ends a game only when a side has no movable piece, so it still asks a side whose
// movable pieces are all walled in (by its own Bombs, the lakes, the edge); a move would be
// illegal, silence a crash. Empty while the side to move has a legal move.
std::string answerWithoutMove(const Game& game);

// A confirmation line read back: the move, the outcome word and the ranks it shows.
struct Confirmation {
    Move move;
    std::string outcome;
    std::optional<Rank> attacker, defender;
};
std::optional<Confirmation> parseConfirmation(std::string_view line);

// The ten board rows as `viewer` is shown them: own ranks, '#' for enemies, '+' lakes, '.'.
std::vector<std::string> boardRows(const Position& pos, Side viewer);
// The four setup rows the agent sends, top row first (Red's back row, Blue's front row).
std::vector<std::string> setupRows(const Setup& s, Side side);
// Reads four setup rows; a Classic army must be complete. Nullopt with `why` otherwise.
std::optional<Setup> parseSetupRows(const std::vector<std::string>& rows, Side side,
                                    std::string* why = nullptr);

} // namespace flagfall::ucc
