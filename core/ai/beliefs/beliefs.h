// For every enemy piece whose rank the viewer has not seen, a probability for each rank: the
// human setup prior, hard facts (moved, Scout move), Bombs shown next door, soft evidence from what
// it approached or fled (weighed by how honest such gestures proved in this game), all rescaled to
// the numbers of each rank still hidden (iterative proportional fitting).
#pragma once

#include "core/rules/game.h"

#include <array>
#include <vector>

namespace flagfall::ai {

using RankProbs = std::array<float, kRankCount>;

struct BeliefOptions {
    bool humanPrior = true;
    float priorBlur = 0.f; // share of the human prior replaced by a uniform guess
    bool softEvidence = true;
};

struct LevelParams;
// The options of the computer player at a level: its search and the replay's beliefs layer
// both take them from here, so the layer shows the very model the player used.
BeliefOptions beliefOptionsFor(const LevelParams& level);

class Beliefs {
public:
    static Beliefs fromView(const PlayerView& view, BeliefOptions options = {});

    bool hidden(int pieceId) const { return m_hidden[pieceId]; }
    const RankProbs& of(int pieceId) const { return m_probs[pieceId]; }
    // How many hidden enemy pieces of each rank are still on the board.
    const ArmyCounts& hiddenCounts() const { return m_counts; }

private:
    struct Gesture;
    void collectGestures(const Position& now, const std::array<int, kSquares>& board,
                         const std::array<bool, Position::kMaxPieces>& seen, Move m, int mover,
                         std::vector<Gesture>& out) const;
    static bool closesOnShownBomb(const Position& now, const std::array<int, kSquares>& board,
                                  const std::array<bool, Position::kMaxPieces>& seen, Move m);
    float gestureWeight(const Position& now, const std::vector<Gesture>& gestures) const;
    void applyPrior(const PlayerView& view, Variant variant, bool useHuman, float blur);
    void applyHardFacts(const PlayerView& view);
    void applyBombNeighbours(const PlayerView& view);
    void applySoftEvidence(const PlayerView& view);
    void fitToCounts();

    std::array<RankProbs, Position::kMaxPieces> m_probs{};
    std::array<bool, Position::kMaxPieces> m_hidden{};
    ArmyCounts m_counts{};
};

// The variant of a view: the one it names, else the one whose army size the enemy fielded.
Variant variantOfView(const PlayerView& view);

} // namespace flagfall::ai
