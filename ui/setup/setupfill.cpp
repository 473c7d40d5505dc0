#include "setupfill.h"

#include "core/ai/beliefs/priortable.h"
#include "core/ai/setups/setupmaker.h"

#include <cmath>
#include <vector>

using flagfall::Rank;

namespace {
// The order pieces are placed in: the Flag first so Bombs can gather round it.
constexpr Rank kFillOrder[] = {Rank::Flag,       Rank::Bomb,     Rank::Spy,   Rank::Marshal,
                               Rank::General,    Rank::Colonel,  Rank::Major, Rank::Captain,
                               Rank::Lieutenant, Rank::Sergeant, Rank::Miner, Rank::Scout};

std::vector<Rank> missing(const flagfall::Setup& s, flagfall::Variant variant)
{
    const auto& army = flagfall::variantInfo(variant).army;
    const auto have = s.counts();
    std::vector<Rank> out;
    for (Rank r : kFillOrder)
        for (int k = have[flagfall::rankIndex(r)]; k < army[flagfall::rankIndex(r)]; ++k)
            out.push_back(r);
    return out;
}

bool nextToFlag(const flagfall::Setup& s, int cell)
{
    const int row = cell / 10, col = cell % 10;
    auto flagAt = [&](int c) { return s.cells[c] == Rank::Flag; };
    return (row > 0 && flagAt(cell - 10)) || (row < 3 && flagAt(cell + 10)) ||
           (col > 0 && flagAt(cell - 1)) || (col < 9 && flagAt(cell + 1));
}

int pickWeighted(const std::vector<int>& cells, const std::vector<long>& weights,
                 flagfall::Random& rng)
{
    long total = 0;
    for (long w : weights) total += w;
    long x = static_cast<long>(rng.below(static_cast<std::uint64_t>(total)));
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (x < weights[i]) return cells[i];
        x -= weights[i];
    }
    return cells.back();
}
} // namespace

flagfall::Setup humanLikeFill(flagfall::Setup s, flagfall::Variant variant, flagfall::Random& rng)
{
    if (s == flagfall::Setup()) return flagfall::ai::SetupMaker(rng.next()).make(variant);
    const auto& prior = flagfall::ai::humanPrior(variant);
    for (Rank r : missing(s, variant)) {
        std::vector<int> cells;
        std::vector<long> weights;
        for (int cell = 0; cell < flagfall::kSetupSquares; ++cell) {
            if (s.cells[cell] != Rank::Unknown) continue;
            // In 1/10,000ths, plus one so that any square stays possible.
            long w = 1 + std::lround(10000.0f * prior[cell][flagfall::rankIndex(r)]);
            if (r == Rank::Bomb && nextToFlag(s, cell)) w *= 8;
            cells.push_back(cell);
            weights.push_back(w);
        }
        if (cells.empty()) break;
        s.cells[pickWeighted(cells, weights, rng)] = r;
    }
    return s;
}

flagfall::Setup randomFill(flagfall::Setup s, flagfall::Variant variant, flagfall::Random& rng)
{
    std::vector<Rank> pieces = missing(s, variant);
    std::vector<int> free;
    for (int cell = 0; cell < flagfall::kSetupSquares; ++cell)
        if (s.cells[cell] == Rank::Unknown) free.push_back(cell);
    rng.shuffle(free.begin(), free.end());
    for (std::size_t i = 0; i < pieces.size() && i < free.size(); ++i) s.cells[free[i]] = pieces[i];
    return s;
}

flagfall::Setup startingSetup(SetupStart start, flagfall::Variant variant, flagfall::Random& rng)
{
    switch (start) {
    case SetupStart::HumanLike:
        return humanLikeFill({}, variant, rng);
    case SetupStart::Random:
        return randomFill({}, variant, rng);
    case SetupStart::Empty:
        break;
    }
    return {};
}
