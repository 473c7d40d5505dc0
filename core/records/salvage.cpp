#include "core/records/salvage.h"

#include "core/records/replay.h"

namespace flagfall {

Parsed<SalvagedGame> salvageRecord(std::string_view text)
{
    using P = Parsed<SalvagedGame>;
    RecordPrefix prefix = readRecordPrefix(text);
    std::string damage = prefix.damage ? prefix.damage->text() : std::string();
    auto start = startGame(prefix.record);
    if (!start) return P::fail(damage.empty() ? start.error.text() : damage);
    GameRecord rec = std::move(prefix.record);
    Game game = std::move(*start.value);
    const auto illegal = replayMoves(game, rec);
    if (illegal) {
        if (damage.empty()) damage = illegal->text();
        // replayMoves stopped before the illegal move: `game` holds the good moves.
        rec = recordUpTo(rec, illegal->ply - 1);
    } else if (!damage.empty()) {
        rec = recordUpTo(rec, static_cast<int>(rec.moves.size()));
    }
    return P::ok({std::move(rec), std::move(game), std::move(damage)});
}

Parsed<SalvagedGame> salvageWritten(std::string_view text)
{
    auto salvaged = salvageRecord(text);
    if (salvaged && salvaged->damage.empty() && !endsWithResult(text))
        salvaged.value->damage = "the record ends before its result: it was cut short";
    return salvaged;
}

bool endsWithResult(std::string_view text)
{
    const auto last = text.find_last_not_of(" \t\r\n");
    if (last == std::string_view::npos) return false;
    const auto start = text.find_last_of(" \t\r\n", last);
    const std::string_view token =
        text.substr(start == std::string_view::npos ? 0 : start + 1, last - start);
    return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*";
}

} // namespace flagfall
