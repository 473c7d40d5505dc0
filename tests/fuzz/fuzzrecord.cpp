// Fuzzes game records: read, start the game, replay the moves; and what was read, written and
// read again is written the same, and so is a stored analysis. Salvaging (a damaged saved game read
// as far as it is good) keeps a whole record as it is, and what it keeps of any text plays and
// reads back.
#include "fuzzcheck.h"

#include "core/records/record.h"
#include "core/records/recordeval.h"
#include "core/records/salvage.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

using namespace flagfall;

namespace {

// The writer puts tags in its canonical order, so they are compared by name; it writes a missing
// Result as "*", which means the same (formats.md).
bool sameTags(const GameRecord& read, const GameRecord& again)
{
    const bool resultAdded = !read.findTag("Result");
    if (resultAdded && again.tag("Result") != "*") return false;
    if (again.tags.size() != read.tags.size() + (resultAdded ? 1 : 0)) return false;
    for (const RecordTag& t : read.tags) {
        const RecordTag* other = again.findTag(t.name);
        if (!other || other->value != t.value) return false;
    }
    return true;
}

bool identicalTags(const GameRecord& a, const GameRecord& b)
{
    if (a.tags.size() != b.tags.size()) return false;
    for (std::size_t i = 0; i < a.tags.size(); ++i)
        if (a.tags[i].name != b.tags[i].name || a.tags[i].value != b.tags[i].value) return false;
    return true;
}

bool sameComments(const GameRecord& a, const GameRecord& b)
{
    if (a.comments.size() != b.comments.size()) return false;
    for (std::size_t i = 0; i < a.comments.size(); ++i)
        if (a.comments[i].ply != b.comments[i].ply || a.comments[i].text != b.comments[i].text)
            return false;
    return true;
}

// `whole`: the text reads, starts and replays without an error.
void checkSalvage(std::string_view text, const GameRecord* whole)
{
    const auto salvaged = salvageRecord(text);
    if (!salvaged) {
        fuzz::require(!whole, "a whole record is salvaged");
        return;
    }
    const GameRecord& kept = salvaged->record;
    fuzz::require(salvaged->game.ply() == static_cast<int>(kept.moves.size()),
                  "a salvaged game plays every kept move");
    if (whole)
        fuzz::require(salvaged->damage.empty() && kept.moves == whole->moves &&
                          identicalTags(*whole, kept) && sameComments(*whole, kept),
                      "a whole record is salvaged as it is");
    // Written and read again it is the same game: the same start and the same moves, which the
    // salvaged game has already played from that start (replaying them once more would double
    // the cost of an input for nothing).
    const auto again = readRecord(writeRecord(kept));
    fuzz::require(again.value.has_value(), "a salvaged record written reads again");
    fuzz::require(again->moves == kept.moves, "a salvaged record keeps its moves when written");
    fuzz::require(startGame(*again).value.has_value(), "a salvaged record written starts again");
}

// A stored analysis (formats.md "Analysis"), stored again and read back, is the same.
void checkAnalysis(const GameRecord& record)
{
    const auto analysis = readAnalysis(record);
    if (!analysis) return;
    GameRecord annotated = record;
    writeAnalysis(annotated, *analysis);
    const auto again = readRecord(writeRecord(annotated));
    fuzz::require(again.value.has_value(), "a record with its analysis written reads again");
    const auto back = readAnalysis(*again);
    fuzz::require(back && back->level == analysis->level && back->plies == analysis->plies,
                  "an analysis survives writing");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto record = readRecord(text);
    bool whole = false;
    if (record) {
        if (auto game = startGame(*record)) {
            Game played = *game.value;
            const auto error = replayMoves(played, *record);
            fuzz::require(error || played.ply() == static_cast<int>(record->moves.size()),
                          "a replay without error plays every move");
            played.result();
            whole = !error;
        }
    }
    checkSalvage(text, whole ? &*record.value : nullptr);
    if (!record) return 0;
    const std::string written = writeRecord(*record);
    const auto again = readRecord(written);
    fuzz::require(again.value.has_value(), "a written record reads again");
    fuzz::require(again->moves == record->moves, "moves survive writing");
    fuzz::require(writeRecord(*again) == written, "writing is stable");
    fuzz::require(sameTags(*record, *again), "tags survive writing");
    fuzz::require(sameComments(*again, *record), "comments survive writing");
    checkAnalysis(*record);
    return 0;
}
