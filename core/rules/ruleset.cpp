#include "core/rules/ruleset.h"

namespace flagfall {

RuleSet RuleSet::preset(Preset p)
{
    switch (p) {
    case Preset::Isf:
        return RuleSet{true, 5, true, 200};
    case Preset::Classic1961:
        return RuleSet{false, 3, false, 200};
    case Preset::Standard:
        break;
    }
    return RuleSet{};
}

std::string_view presetName(Preset p)
{
    switch (p) {
    case Preset::Isf:
        return "isf";
    case Preset::Classic1961:
        return "classic1961";
    case Preset::Standard:
        break;
    }
    return "standard";
}

std::optional<Preset> presetFromName(std::string_view name)
{
    for (Preset p : {Preset::Standard, Preset::Isf, Preset::Classic1961})
        if (presetName(p) == name) return p;
    return std::nullopt;
}

} // namespace flagfall
