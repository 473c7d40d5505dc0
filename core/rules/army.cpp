#include "core/rules/army.h"

#include <numeric>

namespace flagfall {

namespace {
// Order: Flag, Spy, Scout, Miner, Sergeant, Lieutenant, Captain, Major, Colonel, General,
// Marshal, Bomb.
constexpr std::array<VariantInfo, 3> kVariants{{
    {Variant::Classic, "classic", {1, 1, 8, 5, 4, 4, 4, 3, 2, 1, 1, 6}, true},
    {Variant::Barrage, "barrage", {1, 1, 2, 1, 0, 0, 0, 0, 0, 1, 1, 1}, false},
    {Variant::Duel, "duel", {1, 1, 2, 2, 0, 0, 0, 0, 0, 1, 1, 2}, false},
}};
} // namespace

const std::array<VariantInfo, 3>& allVariants()
{
    return kVariants;
}

const VariantInfo& variantInfo(Variant v)
{
    return kVariants[static_cast<int>(v)];
}

std::optional<Variant> variantFromName(std::string_view name)
{
    for (const auto& info : kVariants)
        if (info.name == name) return info.variant;
    return std::nullopt;
}

int armySize(Variant v)
{
    const auto& a = variantInfo(v).army;
    return std::accumulate(a.begin(), a.end(), 0);
}

std::optional<Variant> variantOfArmy(const ArmyCounts& counts)
{
    for (const auto& info : kVariants)
        if (info.army == counts) return info.variant;
    return std::nullopt;
}

} // namespace flagfall
