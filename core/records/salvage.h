// A saved game that a crash or a full disk left damaged (cut short, NUL bytes at its end), read
// as far as it is good: the whole header, then the moves up to the last one that can be read and
// played. The desktop program offers such a game instead of dropping it.
#pragma once

#include "core/records/record.h"

#include <string>
#include <string_view>

namespace flagfall {

struct SalvagedGame {
    GameRecord record;  // the good part; unfinished ("*", no Termination) when moves were lost
    Game game;          // its moves played
    std::string damage; // what was wrong and where ("line 9 column 3: ..."); empty when whole
};

// Fails, saying what was wrong, when not even the start of the game can be read.
Parsed<SalvagedGame> salvageRecord(std::string_view text);

// Whether the text ends with a result token (1-0, 0-1, 1/2-1/2, *), as every record the program
// writes does: a record cut between two tokens reads well, and only its missing end shows the cut.
bool endsWithResult(std::string_view text);

// salvageRecord for a record the program wrote itself (the autosave): one that reads well but
// lacks its end was cut short, and says so.
Parsed<SalvagedGame> salvageWritten(std::string_view text);

} // namespace flagfall
