// The chase rule (R17, ISF article 11): follows threats and evasions move by move and remembers
// the positions of the current chase, so a chasing move that would repeat one can be refused.
#pragma once

#include "core/rules/position.h"

#include <array>
#include <vector>

namespace flagfall {

class ChaseTracker {
public:
    // Whether R17 forbids `piece` playing `m` in `before` (the position before the move).
    bool forbids(const Position& before, int piece, Move m) const;
    // Follows the chase after `m`, played by `piece`, led to `after`.
    void afterMove(const Position& after, int piece, Move m);

    bool active() const { return m_chaser >= 0; }
    int chaser() const { return m_chaser; }
    int evader() const { return m_evader; }

private:
    void collectThreat(const Position& after, int piece, Move m);
    bool continues(const Position& after, int piece, Move m);
    bool startsNewChase(const Position& after, int piece, Move m) const;

    // The threat made by the last move, which the reply may evade to start a chase.
    int m_threatener = -1;
    Square m_threatenerFrom = kNoSquare;
    std::uint64_t m_threatHash = 0;
    std::array<int, 4> m_threatened{};
    int m_threatenedCount = 0;

    // The chase under way.
    int m_chaser = -1;
    int m_evader = -1;
    Square m_chaserPrevFrom = kNoSquare;
    bool m_awaitingEvasion = false;
    std::vector<std::uint64_t> m_seen;
};

} // namespace flagfall
