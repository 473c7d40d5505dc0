// The tags the desktop program keeps in a game it plays (formats.md, "Tags of the desktop
// program"): the opponent, the player's side, the level, and the help taken.
#pragma once

#include "core/records/record.h"
#include "core/rules/types.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace flagfall {

struct DesktopTags {
    bool hotSeat = false;   // Opponent: "human" (two players at one computer) or "computer"
    Side human = Side::Red; // Human: "red" or "blue", the player's side against the computer
    int level = 0;          // Level: the computer's level, 0 when the record has none
    bool serious = false;   // Serious: "yes" (no undo, no hint) or "no"
    int undos = 0;          // Undos and Hints: how many were taken, written when more than 0
    int hints = 0;
};

// Whether the record was played in the desktop program (it has an Opponent tag).
bool hasDesktopTags(const GameRecord& record);
// Missing or unreadable values read as the defaults above.
DesktopTags readDesktopTags(const GameRecord& record);
// Sets the tags in `tags` (a value already there is replaced in place, a new one appended);
// Level and Human only against the computer, Undos and Hints only when more than 0 (else an old
// one is removed).
void writeDesktopTags(const DesktopTags& desktop, std::vector<RecordTag>& tags);
// The Human tag alone: the player's side against the computer, none when the record has no
// readable one (a record from elsewhere); and setting it.
std::optional<Side> humanSide(const GameRecord& record);
void setHumanSide(GameRecord& record, Side side);
// The player names the desktop program writes (in English, as files are written): recognised
// again so that they can be shown in the player's language.
inline constexpr std::string_view kPlayerName = "Player";
inline constexpr std::string_view kRedPlayerName = "Red player";
inline constexpr std::string_view kBluePlayerName = "Blue player";
std::string computerName(int level); // "Computer (level 3)"
// The level in a name computerName wrote; none for any other name.
std::optional<int> computerLevel(std::string_view name);
// Whether `name` is one of the tags writeDesktopTags writes, or would leave out.
bool isDesktopTag(std::string_view name);

} // namespace flagfall
