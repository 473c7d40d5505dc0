// A side in a game that chooses its setup and its moves from what it may know (a PlayerView),
// whoever is thinking: the random player, the computer player, a script in a test.
#pragma once

#include "game.h"
#include "random.h"

#include <string>

namespace flagfall {

class Player {
public:
    virtual ~Player() = default;
    virtual std::string name() const = 0;
    virtual Setup chooseSetup(Variant variant, Random& rng) { return randomSetup(variant, rng); }
    // Called only when the view has a legal move.
    virtual Move chooseMove(const PlayerView& view) = 0;
    // Answers a draw offer (R19); the default declines.
    virtual bool acceptsDraw(const PlayerView&) { return false; }
};

// Picks uniformly among the legal moves.
class RandomPlayer : public Player {
public:
    explicit RandomPlayer(std::uint64_t seed) : m_rng(seed) {}
    std::string name() const override { return "random"; }
    Move chooseMove(const PlayerView& view) override;

private:
    Random m_rng;
};

} // namespace flagfall
