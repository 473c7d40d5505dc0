// The variants and their armies as data (rules.md R3): a new variant is a table entry.
#pragma once

#include "core/rules/types.h"

#include <array>
#include <optional>
#include <string_view>

namespace flagfall {

enum class Variant : std::uint8_t { Classic, Barrage, Duel };

// How many pieces of each rank an army holds, indexed by rankIndex().
using ArmyCounts = std::array<int, kRankCount>;

struct VariantInfo {
    Variant variant;
    std::string_view name; // as in files: "classic", "barrage", "duel"
    ArmyCounts army;
    bool fillsSetupArea; // Classic fills all 40 squares (R4)
};

const VariantInfo& variantInfo(Variant v);
const std::array<VariantInfo, 3>& allVariants();
std::optional<Variant> variantFromName(std::string_view name);
int armySize(Variant v);

// The variant whose army is exactly these counts, if any.
std::optional<Variant> variantOfArmy(const ArmyCounts& counts);

} // namespace flagfall
