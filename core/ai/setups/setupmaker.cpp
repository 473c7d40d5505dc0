#include "core/ai/setups/setupmaker.h"

#include "core/ai/beliefs/priortable.h"
#include "core/ai/setups/setupstats.h"

#include "core/rules/geometry.h"

#include <array>
#include <cstdlib>
#include <vector>

namespace flagfall::ai {

namespace {

constexpr int kDrafts = 12;
constexpr int kLockedCost = 4; // a piece walled in by its own Bombs is worse than any principle

// Placement order: the pieces whose place matters most go first.
constexpr Rank kOrder[] = {Rank::Flag,  Rank::Bomb,    Rank::Marshal,    Rank::General,
                           Rank::Spy,   Rank::Colonel, Rank::Major,      Rank::Captain,
                           Rank::Miner, Rank::Scout,   Rank::Lieutenant, Rank::Sergeant};

int cellDistance(int a, int b)
{
    return std::abs(a / 10 - b / 10) + std::abs(a % 10 - b % 10);
}

// The setup cells next to `cell` (row 0 is the front row, row 3 the back row).
std::vector<int> neighbours(int cell)
{
    std::vector<int> out;
    const int row = cell / 10, col = cell % 10;
    if (row > 0) out.push_back(cell - 10);
    if (row < 3) out.push_back(cell + 10);
    if (col > 0) out.push_back(cell - 1);
    if (col < 9) out.push_back(cell + 1);
    return out;
}

Setup mirrored(const Setup& s)
{
    Setup m;
    for (int c = 0; c < kSetupSquares; ++c) m.cells[c] = s.cells[c / 10 * 10 + 9 - c % 10];
    return m;
}

int find(const Setup& s, Rank r)
{
    for (int c = 0; c < kSetupSquares; ++c)
        if (s.cells[c] == r) return c;
    return -1;
}

} // namespace

int lockedPieces(const Setup& s)
{
    const auto open = [&s](int c) { return s.cells[c] != Rank::Bomb && s.cells[c] != Rank::Flag; };
    std::array<bool, kSetupSquares> reached{};
    std::vector<int> todo;
    for (int c = 0; c < 10; ++c) { // front cells facing open ground, not a lake
        const Square ahead = kGeometry.step[setupSquare(Side::Red, c)][Up];
        if (ahead != kNoSquare && open(c)) reached[c] = true, todo.push_back(c);
    }
    while (!todo.empty()) {
        const int c = todo.back();
        todo.pop_back();
        for (int n : neighbours(c))
            if (!reached[n] && open(n)) reached[n] = true, todo.push_back(n);
    }
    int locked = 0;
    for (int c = 0; c < kSetupSquares; ++c)
        locked += !reached[c] && s.cells[c] != Rank::Unknown && isMovable(s.cells[c]);
    return locked;
}

int principleScore(const Setup& s, Variant v)
{
    int score = 0;
    const int flag = find(s, Rank::Flag);
    if (flag < 0) return -100;
    if (flag / 10 == 3) score += 3; // (1) flag on the back row
    if (v != Variant::Classic && flag / 10 == 2) score += 1;
    int guards = 0, bombs = 0, frontBombs = 0, frontScouts = 0, backScouts = 0;
    for (int c = 0; c < kSetupSquares; ++c) {
        if (s.cells[c] == Rank::Bomb) {
            ++bombs;
            if (cellDistance(c, flag) == 1) ++guards;
            if (c / 10 == 0) ++frontBombs;
        }
        if (s.cells[c] == Rank::Scout) (c / 10 <= 1 ? frontScouts : backScouts)++;
    }
    score += std::min(guards, 3);                      // (1) surrounded by bombs
    if (bombs > guards) score += 1;                    // (2) a decoy elsewhere
    if (frontBombs > 1) score -= 2 * (frontBombs - 1); // (3) few bombs in front
    if (frontScouts > 0) score += 1;                   // (5) Scouts in front ...
    if (backScouts > 0) score += 1;                    //     ... and at the back
    const int spy = find(s, Rank::Spy), general = find(s, Rank::General);
    if (spy >= 0 && general >= 0 && cellDistance(spy, general) <= 2) score += 2; // (6)
    return score;
}

// One piece of rank r on a free cell, drawn with the human frequencies of each cell.
int SetupMaker::drawCell(const Setup& s, const PriorTable& prior, Rank r)
{
    double total = 0.0;
    std::vector<double> weight(kSetupSquares, 0.0);
    for (int c = 0; c < kSetupSquares; ++c)
        if (s.cells[c] == Rank::Unknown) total += weight[c] = prior[c][rankIndex(r)] + 0.001;
    double x = m_rng.unit() * total;
    int cell = 0;
    for (; cell < kSetupSquares - 1; ++cell) {
        if (weight[cell] <= 0.0) continue;
        if ((x -= weight[cell]) < 0.0) break;
    }
    while (s.cells[cell] != Rank::Unknown) cell = (cell + 1) % kSetupSquares;
    return cell;
}

// The Flag first, walled in by Bombs on every side that has a square (as most people do, and as
// any Scout or lone attacker makes necessary), then the rest in placement order.
Setup SetupMaker::draft(Variant v)
{
    const PriorTable& prior = humanPrior(v);
    const ArmyCounts& army = variantInfo(v).army;
    ArmyCounts left = army;
    Setup s;
    const int flag = drawCell(s, prior, Rank::Flag);
    s.cells[flag] = Rank::Flag;
    --left[rankIndex(Rank::Flag)];
    for (int n : neighbours(flag)) {
        if (left[rankIndex(Rank::Bomb)] == 0 || s.cells[n] != Rank::Unknown) continue;
        s.cells[n] = Rank::Bomb;
        --left[rankIndex(Rank::Bomb)];
    }
    for (Rank r : kOrder)
        for (; left[rankIndex(r)] > 0; --left[rankIndex(r)]) s.cells[drawCell(s, prior, r)] = r;
    return m_rng.below(2) ? mirrored(s) : s;
}

Setup SetupMaker::make(Variant v)
{
    Setup best;
    int bestScore = -1000;
    for (int i = 0; i < kDrafts || (m_last && best == *m_last); ++i) {
        const Setup s = draft(v);
        const int score = principleScore(s, v) - kLockedCost * lockedPieces(s);
        if ((score > bestScore || (m_last && best == *m_last)) && !(m_last && s == *m_last))
            best = s, bestScore = score;
    }
    m_last = best;
    return best;
}

Setup SetupMaker::makeHabitual(Variant v, int setups)
{
    Setup best = make(v);
    double bestRatio = guessSetup(best, v, humanPrior(v)).ratio.value_or(0.0);
    for (int i = 1; i < setups; ++i) {
        const Setup s = make(v);
        const double ratio = guessSetup(s, v, humanPrior(v)).ratio.value_or(0.0);
        if (ratio > bestRatio) best = s, bestRatio = ratio;
    }
    m_last = best;
    return best;
}

} // namespace flagfall::ai
