#include "core/ai/setups/setupmaker.h"

#include "core/ai/beliefs/priortable.h"

#include "core/rules/geometry.h"

#include <array>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace flagfall::ai {

namespace {

constexpr int kDrafts = 12;
// The Flag's row is drawn as often as people choose it (of the back two), then its square in the
// row from the human frequencies raised to this power: people's favourite squares stay the
// likeliest, but none holds the Flag in much more than one game in seven (in the Gravon setups
// the likeliest holds it in 15% of games).
constexpr double kFlagTemper = 0.8;
constexpr int kLockedCost = 4; // a piece walled in by its own Bombs is worse than any principle

// Placement order: the pieces whose place matters most go first.
constexpr Rank kOrder[] = {Rank::Flag,  Rank::Bomb,    Rank::Marshal,    Rank::General,
                           Rank::Spy,   Rank::Colonel, Rank::Major,      Rank::Captain,
                           Rank::Miner, Rank::Scout,   Rank::Lieutenant, Rank::Sergeant};

int cellDistance(int a, int b)
{
    return std::abs(a / 10 - b / 10) + std::abs(a % 10 - b % 10);
}

Setup mirrored(const Setup& s)
{
    Setup m;
    for (int c = 0; c < kSetupSquares; ++c) m.cells[c] = s.cells[c / 10 * 10 + 9 - c % 10];
    return m;
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
        for (int n : neighbourCells(c))
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
    const int flag = cellOf(s, Rank::Flag);
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
    // (1) surrounded by bombs: a corner's two walls it as well as three do elsewhere
    score += guards >= static_cast<int>(neighbourCells(flag).size()) ? 3 : std::min(guards, 2);
    if (bombs > guards) score += 1;                    // (2) a decoy elsewhere
    if (frontBombs > 1) score -= 2 * (frontBombs - 1); // (3) few bombs in front
    if (frontScouts > 0) score += 1;                   // (5) Scouts in front ...
    if (backScouts > 0) score += 1;                    //     ... and at the back
    const int spy = cellOf(s, Rank::Spy), general = cellOf(s, Rank::General);
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

// The Flag's square for one setup: in the back two rows, where people put it (the drafts then
// differ only in the other pieces, so that their judge cannot pull every Flag to a few squares).
int SetupMaker::drawFlagCell(Variant v)
{
    const auto flagAt = [&prior = humanPrior(v)](int c) {
        return prior[c][rankIndex(Rank::Flag)] + 0.001;
    };
    double back = 0.0, second = 0.0;
    for (int c = 0; c < 10; ++c) second += flagAt(20 + c), back += flagAt(30 + c);
    const int row = m_rng.unit() * (back + second) < back ? 30 : 20;
    std::array<double, 10> weight{};
    double total = 0.0;
    for (int c = 0; c < 10; ++c) total += weight[c] = std::pow(flagAt(row + c), kFlagTemper);
    double x = m_rng.unit() * total;
    int col = 0;
    while (col < 9 && (x -= weight[col]) >= 0.0) ++col;
    return row + col;
}

// The Flag on its square, walled in by Bombs on every side that has a square (as most people
// do, and as any Scout or lone attacker makes necessary), then the rest in placement order.
Setup SetupMaker::draft(Variant v, int flag)
{
    const PriorTable& prior = humanPrior(v);
    const ArmyCounts& army = variantInfo(v).army;
    ArmyCounts left = army;
    Setup s;
    s.cells[flag] = Rank::Flag;
    --left[rankIndex(Rank::Flag)];
    for (int n : neighbourCells(flag)) {
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
    const int flag = drawFlagCell(v);
    for (int i = 0; i < kDrafts || (m_last && best == *m_last); ++i) {
        const Setup s = draft(v, flag);
        const int score = principleScore(s, v) - kLockedCost * lockedPieces(s);
        if ((score > bestScore || (m_last && best == *m_last)) && !(m_last && s == *m_last))
            best = s, bestScore = score;
    }
    m_last = best;
    return best;
}

} // namespace flagfall::ai
