#include "core/records/owngames.h"

#include "core/records/desktoptags.h"
#include "core/rules/result.h"

#include <algorithm>

namespace flagfall {

namespace {
int scoreFor(Side side, Outcome o)
{
    if (o == Outcome::Draw) return 0;
    return o == winFor(side) ? 1 : -1;
}

template <class Key> OwnTally& tallyOf(std::vector<std::pair<Key, OwnTally>>& tallies, Key key)
{
    auto it =
        std::find_if(tallies.begin(), tallies.end(), [&](const auto& t) { return t.first == key; });
    if (it == tallies.end()) it = tallies.insert(tallies.end(), {key, OwnTally{}});
    return it->second;
}
} // namespace

std::optional<OwnGame> ownGame(const GameRecord& record)
{
    const std::optional<Side> human = humanSide(record);
    const DesktopTags desktop = readDesktopTags(record);
    const auto outcome = outcomeFromToken(record.tag("Result"));
    const auto variant = variantFromName(record.tag("Variant"));
    if (!human || desktop.hotSeat || !outcome || *outcome == Outcome::Ongoing || !variant)
        return std::nullopt;
    OwnGame g;
    g.variant = *variant;
    g.level = desktop.level;
    g.score = scoreFor(*human, *outcome);
    const auto setup =
        parseSetupString(record.tag(*human == Side::Red ? "RedSetup" : "BlueSetup"), *variant);
    if (setup) g.setup = setup->first;
    return g;
}

OwnGameStats countOwnGames(const std::vector<OwnGame>& games, const std::vector<KeptSetup>& kept)
{
    OwnGameStats s;
    s.bySetup.resize(kept.size());
    for (const OwnGame& g : games) {
        s.all.add(g.score);
        tallyOf(s.byVariant, g.variant).add(g.score);
        tallyOf(s.byLevel, g.level).add(g.score);
        const auto match = std::find_if(kept.begin(), kept.end(), [&](const KeptSetup& k) {
            return g.setup && k.variant == g.variant && k.setup == *g.setup;
        });
        (match == kept.end() ? s.otherSetups : s.bySetup[std::size_t(match - kept.begin())])
            .add(g.score);
    }
    std::sort(s.byVariant.begin(), s.byVariant.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::sort(s.byLevel.begin(), s.byLevel.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    return s;
}

} // namespace flagfall
