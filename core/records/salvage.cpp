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

} // namespace flagfall
