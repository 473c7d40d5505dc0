#include "playerfactory.h"

namespace cli {

std::unique_ptr<flagfall::Player> makePlayer(const QString& name, std::uint64_t seed,
                                             int movetimeMs)
{
    (void)movetimeMs;
    if (name == "random") return std::make_unique<flagfall::RandomPlayer>(seed);
    return nullptr;
}

void printEloLine(const std::array<int, 3>&) {}

} // namespace cli
