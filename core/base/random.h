// A small seeded generator (xoshiro256**) with its own bounded draws, so that seeded games and
// setups are the same on every compiler and platform (formats.md, "match --seed").
#pragma once

#include <cstdint>
#include <utility>

namespace flagfall {

// The SplitMix64 step: seeds the generator and makes the Zobrist keys at compile time.
constexpr std::uint64_t splitMix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

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
