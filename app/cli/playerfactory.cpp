#include "playerfactory.h"

#include "input.h"

#include "uccplayer.h"

#include "core/ai/aiplayer.h"

#include <cmath>

namespace cli {

namespace {

double eloOf(double share)
{
    return -400.0 * std::log10(1.0 / share - 1.0);
}

std::string rounded(double x)
{
    return std::to_string(static_cast<long>(std::lround(x)));
}

} // namespace

bool isUccPlayer(const QString& name)
{
    return name.startsWith("ucc:");
}

std::unique_ptr<flagfall::Player> makePlayer(const QString& name, std::uint64_t seed,
                                             const PlayerOptions& options)
{
    if (name == "random") return std::make_unique<flagfall::RandomPlayer>(seed);
    if (name.startsWith("ai:")) {
        bool ok = false;
        const int level = name.mid(3).toInt(&ok);
        if (!ok || level < flagfall::ai::kMinLevel || level > flagfall::ai::kMaxLevel)
            return nullptr;
        auto ai = std::make_unique<flagfall::ai::AiPlayer>(level, seed);
        ai->setTimeScale(options.timeScale);
        if (options.movetimeMs > 0) ai->capMovetime(options.movetimeMs);
        flagfall::ai::Limits limits;
        limits.threads = options.threads;
        ai->setLimits(limits);
        return ai;
    }
    if (isUccPlayer(name) && !name.mid(4).trimmed().isEmpty())
        return std::make_unique<UccPlayer>(name.mid(4), options.agentTimeoutMs);
    return nullptr;
}

std::string eloLine(const std::array<int, 3>& score)
{
    const int n = score[0] + score[1] + score[2];
    if (n == 0) return "elo 0 +/- inf";
    const double share = (score[0] + 0.5 * score[2]) / n;
    if (share >= 1.0) // the share won is at least 0.05^(1/n) with 95% confidence
        return "elo >= " + rounded(eloOf(std::pow(0.05, 1.0 / n)));
    if (share <= 0.0) return "elo <= " + rounded(-eloOf(std::pow(0.05, 1.0 / n)));
    const double var = (score[0] * std::pow(1.0 - share, 2) + score[1] * std::pow(share, 2) +
                        score[2] * std::pow(0.5 - share, 2)) /
                       n;
    const double se = std::sqrt(var / n);
    const double lo = std::max(share - 1.96 * se, 1e-6), hi = std::min(share + 1.96 * se, 1 - 1e-6);
    return "elo " + rounded(eloOf(share)) + " +/- " + rounded((eloOf(hi) - eloOf(lo)) / 2.0);
}

void printEloLine(const std::array<int, 3>& score)
{
    printLine(eloLine(score));
}

} // namespace cli
