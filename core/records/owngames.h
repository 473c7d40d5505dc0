// The player's own games against the computer, counted from the stored records: the results by
// variant, by the computer's level and by the setup the player used (docs/statistics.md).
#pragma once

#include "core/records/record.h"
#include "core/rules/setup.h"

#include <optional>
#include <utility>
#include <vector>

namespace flagfall {

// What the count needs of one stored game.
struct OwnGame {
    Variant variant = Variant::Classic;
    int level = 0;              // the computer's level; 0 when the record has none
    int score = 0;              // +1 the player won, 0 a draw, -1 the player lost
    std::optional<Setup> setup; // the player's setup; none for a game from a position
};

// The record as one of the player's games: a finished game against the computer whose record
// says which side the player had (tag Human) and names a known variant. None for any other game
// (two players at one computer, a record from elsewhere, a game not finished).
std::optional<OwnGame> ownGame(const GameRecord& record);

struct OwnTally {
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int games() const { return wins + draws + losses; }
    // Won games as a share of all, a draw counting half (as a chess score); 0 without games.
    double score() const { return games() > 0 ? (wins + 0.5 * draws) / games() : 0; }
    void add(int score) { (score > 0 ? wins : score < 0 ? losses : draws) += 1; }
};

// A setup the player keeps, to match the games' setups against.
struct KeptSetup {
    Variant variant = Variant::Classic;
    Setup setup;
};

struct OwnGameStats {
    OwnTally all;
    std::vector<std::pair<Variant, OwnTally>> byVariant; // the variants played, in their order
    std::vector<std::pair<int, OwnTally>> byLevel;       // the levels played, lowest first
    std::vector<OwnTally> bySetup; // one a kept setup, in the order given (the first that matches)
    OwnTally otherSetups;          // from a setup not kept (random, human-like, changed since)
};

OwnGameStats countOwnGames(const std::vector<OwnGame>& games, const std::vector<KeptSetup>& kept);

} // namespace flagfall
