// Fuzzes the three setup readers (string, .setup file, Gravon letters); whatever they accept
// must be written back and read again to the same setup.
#include "fuzzcheck.h"

#include "core/rules/setup.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

using namespace flagfall;

namespace {

void fuzzSetupString(std::string_view text)
{
    for (std::optional<Variant> variant :
         {std::optional<Variant>(), std::optional(Variant::Classic),
          std::optional(Variant::Barrage), std::optional(Variant::Duel)}) {
        const auto parsed = parseSetupString(text, variant);
        if (!parsed) continue;
        const auto& [setup, found] = *parsed;
        fuzz::require(setupProblem(setup, found).empty(), "an accepted setup is valid");
        const auto again = parseSetupString(setupToString(setup), found);
        fuzz::require(again && again->first == setup, "setup string round trip");
    }
}

void fuzzSetupFile(std::string_view text)
{
    const auto parsed = parseSetupFile(text);
    if (!parsed) return;
    const auto again = parseSetupFile(writeSetupFile(*parsed));
    fuzz::require(again.value.has_value(), "a written setup file reads again");
    fuzz::require(again->name == parsed->name && again->variant == parsed->variant &&
                      again->setup == parsed->setup && again->extra == parsed->extra,
                  "setup file round trip");
}

void fuzzGravon(std::string_view text)
{
    const auto parsed = parseGravon(text);
    if (!parsed) return;
    // Gravon import has no army check; a string of it is read back only when the army is valid.
    const auto counts = parsed->counts();
    if (const auto variant = variantOfArmy(counts)) {
        if (!setupProblem(*parsed, *variant).empty()) return;
        const auto again = parseSetupString(setupToString(*parsed), variant);
        fuzz::require(again && again->first == *parsed, "Gravon setup converts to a string");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    fuzzSetupString(text);
    fuzzSetupFile(text);
    fuzzGravon(text);
    return 0;
}
