// Game records (*.sgn, formats.md): reading and writing the text exactly, and turning a record
// into a Game (malformed input by line and column, illegal moves by ply).
#pragma once

#include "core/base/parsed.h"
#include "core/rules/game.h"

#include <string>
#include <string_view>
#include <vector>

namespace flagfall {

struct RecordTag {
    std::string name;
    std::string value;
    int line = 0; // where it was read; 0 when made by the program
};

// Sets `name` to `value` in `tags`: a tag already there is changed in place, a new one appended.
void setTag(std::vector<RecordTag>& tags, std::string_view name, std::string value);

struct RecordComment {
    int ply = 0; // the comment follows this many plies
    std::string text;
};

// Where a token was read: 1-based line and column.
struct TextSpot {
    int line = 0;
    int column = 0;
};

struct GameRecord {
    std::vector<RecordTag> tags;
    std::vector<Move> moves;
    std::vector<TextSpot> moveSpots; // where each move was read; empty when made by the program
    std::vector<RecordComment> comments;
    int movesLine = 0; // where the moves start, for messages

    const RecordTag* findTag(std::string_view name) const;
    std::string tag(std::string_view name) const; // "" when missing
    void setTag(const std::string& name, const std::string& value);
    void removeTag(std::string_view name);
    // Whether Red makes the first move: false only for a Position start with Blue to move.
    bool redStarts() const;
};

// Moves as players count them after `plies` plies: a move is one of each side, and a move that
// one side has begun counts (the number of the last move in the record, as PGN numbers it).
constexpr int movesPlayed(int plies, bool redStarts = true)
{
    return plies <= 0 ? 0 : redStarts ? (plies + 1) / 2 : plies / 2 + 1;
}

Parsed<GameRecord> readRecord(std::string_view text);

// A damaged record (a saved game cut short by a crash or a full disk) read as far as it is good:
// the tags before the first bad header line, or the whole header and the moves and comments
// before the first bad token. `damage` says what broke and where; none when the text is whole.
struct RecordPrefix {
    GameRecord record;
    std::optional<ParseError> damage;
};
RecordPrefix readRecordPrefix(std::string_view text);
std::string writeRecord(const GameRecord& record);

// The game a record starts: its setups or position and its rules, before any move.
Parsed<Game> startGame(const GameRecord& record);

struct ReplayError {
    int ply = 0; // 1-based
    Move move;
    std::string reason;
    std::string text() const; // "illegal at ply K: MOVE: reason"
};

// Plays the record's moves into `game`; the first illegal move stops it.
std::optional<ReplayError> replayMoves(Game& game, const GameRecord& record);

// A record of a game so far, with the given tags (Event, Red, ...) kept.
GameRecord recordOf(const Game& game, const std::vector<RecordTag>& extraTags = {});

std::string_view verdictText(Verdict v, MoveError e);

} // namespace flagfall
