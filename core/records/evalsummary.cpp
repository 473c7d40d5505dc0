#include "core/records/evalsummary.h"

#include <algorithm>

namespace flagfall {

double moveAccuracy(int lossMilli)
{
    return 100.0 * std::max(0.0, 1.0 - 2.0 * lossMilli / 1000.0);
}

std::array<SideSummary, 2> summarise(const std::vector<PlyEval>& plies, bool redStarts)
{
    std::array<SideSummary, 2> out;
    std::array<double, 2> accuracySum{};
    std::array<std::vector<const PlyEval*>, 2> losing;
    for (const PlyEval& e : plies) {
        const int side = index(moverOfPly(e.ply, redStarts));
        SideSummary& s = out[static_cast<std::size_t>(side)];
        ++s.moves;
        ++s.marks[static_cast<std::size_t>(e.mark)];
        accuracySum[static_cast<std::size_t>(side)] += moveAccuracy(e.loss());
        if (e.loss() > 0) losing[static_cast<std::size_t>(side)].push_back(&e);
    }
    for (std::size_t side = 0; side < 2; ++side) {
        auto& l = losing[side];
        std::stable_sort(l.begin(), l.end(),
                         [](const PlyEval* a, const PlyEval* b) { return a->loss() > b->loss(); });
        for (std::size_t i = 0; i < l.size() && i < 3; ++i) out[side].worst.push_back(l[i]->ply);
        if (out[side].moves > 0) out[side].accuracy = accuracySum[side] / out[side].moves;
    }
    return out;
}

} // namespace flagfall
