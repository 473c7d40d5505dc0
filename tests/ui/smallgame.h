// A small known position for the board's tests: Red: Flag A1, Captain E4, Scout A4. Blue: Flag
// J10, Scout E7, Bomb A10, Major B7. Red to move.
#pragma once

#include "core/rules/game.h"
#include "core/rules/notation.h"

namespace boardtest {

inline flagfall::Square sq(const char* name)
{
    return *flagfall::parseSquare(name);
}

inline flagfall::Game smallGame()
{
    using flagfall::Rank;
    using flagfall::Side;
    flagfall::Position p;
    p.addPiece(Side::Red, Rank::Flag, sq("A1"));
    p.addPiece(Side::Red, Rank::Captain, sq("E4"));
    p.addPiece(Side::Red, Rank::Scout, sq("A4"));
    p.addPiece(Side::Blue, Rank::Flag, sq("J10"));
    p.addPiece(Side::Blue, Rank::Scout, sq("E7"));
    p.addPiece(Side::Blue, Rank::Bomb, sq("A10"));
    p.addPiece(Side::Blue, Rank::Major, sq("B7"));
    return flagfall::Game(p);
}

} // namespace boardtest
