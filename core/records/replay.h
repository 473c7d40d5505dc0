// A recorded game laid out for review: a position kept every kKeyframeInterval plies and each
// side's losses after every battle, so any ply's position and material are at hand at once.
#pragma once

#include "core/records/record.h"
#include "core/rules/game.h"

#include <array>
#include <vector>

namespace flagfall {

// Rough points of a piece for a material count shown to players (not the AI's evaluation).
int materialPoints(Rank r);

class ReplayTimeline {
public:
    static constexpr int kKeyframeInterval = 32;

    ReplayTimeline(); // an empty game
    // Lays out every move of `game` (its whole length, undone moves included), from its start.
    explicit ReplayTimeline(const Game& game);
    // The same, walking `game` itself back to ply 0 (where it is left) instead of a copy of it:
    // the cheap way for a viewer that shows the start next.
    static ReplayTimeline rewinding(Game& game);

    int length() const { return static_cast<int>(m_moves.size()); }
    // The true position after `ply` plies (clamped to 0..length): a keyframe and a few moves.
    Position positionAt(int ply) const;
    // The move that led to `ply` (1..length).
    const PlayedMove& move(int ply) const { return m_moves[ply - 1]; }
    // The pieces of `side` removed in the first `ply` plies, counted by rank.
    const ArmyCounts& losses(int ply, Side side) const;
    // The points of `side` still on the board after `ply` plies.
    int material(int ply, Side side) const;
    int balance(int ply) const { return material(ply, Side::Red) - material(ply, Side::Blue); }

private:
    struct Unset {};
    explicit ReplayTimeline(Unset) {}

    std::vector<Position> m_keyframes; // m_keyframes[i]: after i * kKeyframeInterval plies
    std::vector<PlayedMove> m_moves;
    // Losses change only in battles (at most one a piece), so they are kept per battle, not per
    // ply: from ply m_lossPlies[i] on, m_losses[i][side].
    std::vector<int> m_lossPlies;
    std::vector<std::array<ArmyCounts, 2>> m_losses;
    std::array<int, 2> m_startMaterial{};
};

// The record of the game up to `ply` plies, unfinished, for continuing play from there: the
// start, tags and comments up to that ply kept; Result "*" and no Termination.
GameRecord recordUpTo(const GameRecord& record, int ply);

} // namespace flagfall
