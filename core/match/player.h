// A side in a game that chooses its setup and its moves from what it may know (a PlayerView),
// whoever is thinking: the random player, the computer player, a script in a test.
#pragma once

#include "core/base/random.h"
#include "core/rules/game.h"

#include <optional>
#include <string>

namespace flagfall {

class Player {
public:
    // Why a player cannot go on (a program that crashed, hung, answered nonsense or resigned):
    // the termination its side loses by, and a line for the log.
    struct Fault {
        Termination why = Termination::Resigned;
        std::string detail;
    };

    virtual ~Player() = default;
    virtual std::string name() const = 0;
    // Before the setup: the side it plays and whom it meets (a program is told both).
    virtual void beginGame(Side /*side*/, const std::string& /*opponent*/) {}
    // After the game: the final view (a program is told the last move and to quit).
    virtual void endGame(const PlayerView& /*view*/) {}
    // Told that the move it chose breaks the rules (its side loses the game).
    virtual void moveRejected(Move /*m*/, const MoveCheck& /*check*/) {}
    // Set once the player has failed; its side then loses the game with `why`.
    virtual std::optional<Fault> fault() const { return std::nullopt; }
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
