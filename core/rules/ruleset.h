// The rule options and their presets (rules.md "Presets").
#pragma once

#include <optional>
#include <string_view>

namespace flagfall {

enum class Preset { Standard, Isf, Classic1961 };

struct RuleSet {
    bool scoutStrike = true; // R8
    int twoSquare = 3;       // R16: N, 0 = off
    bool chase = true;       // R17
    int noAttackDraw = 200;  // R18: plies, 0 = off

    static RuleSet preset(Preset p);
    friend bool operator==(const RuleSet&, const RuleSet&) = default;
};

std::string_view presetName(Preset p);
std::optional<Preset> presetFromName(std::string_view name);

} // namespace flagfall
