// A small seeded generator (xoshiro256**) with its own bounded draws, so that seeded games and
// setups are the same on every compiler and platform (formats.md, "match --seed").
#pragma once

#include <cstdint>
#include <utility>

namespace flagfall {

class Random {
public:
    explicit Random(std::uint64_t seed = 1);

    std::uint64_t next();
    // Uniform in [0, bound), bound > 0; unbiased by rejection.
    std::uint64_t below(std::uint64_t bound);
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    template <class It> void shuffle(It first, It last)
    {
        for (auto n = last - first; n > 1; --n)
            std::swap(first[n - 1],
                      first[static_cast<std::ptrdiff_t>(below(static_cast<std::uint64_t>(n)))]);
    }

private:
    std::uint64_t m_s[4];
};

} // namespace flagfall
