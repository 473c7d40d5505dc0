#include "core/ai/analysis/analysis.h"

#include "core/ai/analysis/movereason.h"
#include "core/ai/beliefs/beliefs.h"

#include <algorithm>

namespace flagfall::ai {

namespace {

std::optional<int> scoreOf(const SearchResult& r, Move m)
{
    for (const auto& [move, score] : r.rootScores)
        if (move == m) return score;
    return std::nullopt;
}

} // namespace

std::optional<PlyEval> analysePly(const PlayerView& view, Move played, const AnalysisOptions& o,
                                  std::uint64_t seed, const std::atomic<bool>* stop)
{
    const LevelParams level = analysisParams(o.level);
    Limits limits = o.limits;
    limits.scoreExactly = played;
    limits.press = false;
    const SearchResult r = think(view, level, limits, seed, stop);
    if (stop && stop->load()) return std::nullopt;
    PlyEval e;
    const int best = r.score; // the move the computer player would choose, r.best
    // Where the search had no exact score for the move played (stopped by the clock within its
    // first depth), it is taken as no worse than the best: no mark without evidence.
    const int actual = scoreOf(r, played).value_or(best);
    e.before = expectedScore(std::max(best, actual));
    e.after = expectedScore(actual);
    if (!(r.best == played)) e.best = r.best;
    e.mark = markForLoss(e.loss());
    if (e.mark != MoveMark::None) {
        const Beliefs beliefs = Beliefs::fromView(
            view, BeliefOptions{level.humanPrior, level.priorBlur, level.softEvidence});
        e.reason = explainMove(view, beliefs, played, e.best);
    }
    return e;
}

Parsed<GameAnalysis> analyseRecord(const GameRecord& record, const AnalysisOptions& options,
                                   const std::atomic<bool>* stop, const PlyCallback& onPly)
{
    auto start = startGame(record);
    if (!start) return Parsed<GameAnalysis>::fail(start.error);
    GameAnalysis out;
    out.stored.level = std::clamp(options.level, kMinLevel, kMaxLevel);
    out.plies = static_cast<int>(record.moves.size());
    Game probe = *start.value;
    out.illegal = replayMoves(probe, record);
    const int legalPlies = out.illegal ? out.illegal->ply - 1 : out.plies;
    Game game = std::move(*start.value);
    game.reserve(legalPlies);
    for (int k = 0; k < legalPlies; ++k) {
        const Move m = record.moves[static_cast<std::size_t>(k)];
        const Side mover = game.position().sideToMove();
        auto e =
            analysePly(game.view(mover), m, options, options.seed + static_cast<unsigned>(k), stop);
        if (!e) {
            out.stopped = true;
            break;
        }
        e->ply = k + 1;
        out.stored.plies.push_back(*e);
        if (onPly) onPly(*e);
        game.play(m);
    }
    return Parsed<GameAnalysis>::ok(std::move(out));
}

} // namespace flagfall::ai
