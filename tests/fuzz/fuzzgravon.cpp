// Fuzzes Gravon game files (XML and GSN): what imports is a record that writes, reads and replays
// again, and exports to Gravon XML that imports to the same moves and tags; the XML reader runs
// on every input alone too (for the sanitizers).
#include "fuzzcheck.h"

#include "core/base/xmlscan.h"
#include "core/gravon/gravongame.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

using namespace flagfall;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    readXmlElements(text);
    const auto rec = importGravon(text);
    if (!rec) return 0;
    const std::string written = writeRecord(*rec);
    const auto again = readRecord(written);
    fuzz::require(again.value.has_value(), "an imported record written reads again");
    auto game = startGame(*again);
    fuzz::require(game.value.has_value(), "an imported record starts");
    fuzz::require(!replayMoves(*game.value, *again), "an imported record replays");
    const auto xml = exportGravonXml(*rec);
    fuzz::require(xml.value.has_value(), "an imported game exports");
    const auto back = importGravon(*xml);
    fuzz::require(back.value.has_value(), "an exported game imports");
    fuzz::require(back->moves == rec->moves, "moves survive export and import");
    fuzz::require(writeRecord(*back) == written, "the record survives export and import");
    return 0;
}
