// Fuzzes position strings, full and as a view, then the legal moves on what was read: every
// listed move passes checkMove, and on a full position makeMove/unmakeMove restore it exactly.
#include "fuzzcheck.h"

#include "core/rules/notation.h"
#include "core/rules/rules.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <tuple>
#include <vector>

using namespace flagfall;

namespace {

std::vector<Move> sorted(const MoveList& list)
{
    std::vector<Move> moves(list.begin(), list.end());
    std::sort(moves.begin(), moves.end(), [](const Move& a, const Move& b) {
        return std::tie(a.from, a.to, a.attack) < std::tie(b.from, b.to, b.attack);
    });
    return moves;
}

MoveList checkedMoves(const Position& pos, const RuleSet& rules)
{
    const RuleState state;
    MoveList moves;
    legalMoves(pos, rules, state, moves);
    fuzz::require(pos.countMoves(rules.scoutStrike) == moves.size,
                  "countMoves agrees with legalMoves without history");
    for (const Move& m : moves) {
        fuzz::require(checkMove(pos, rules, state, m).legal(), "a listed move is legal");
        fuzz::require(parseMove(moveText(m)) == m, "move text round trip");
    }
    judge(pos, rules, state);
    return moves;
}

void playEachMove(Position& pos, const RuleSet& rules, const MoveList& moves)
{
    const Position before = pos;
    const std::uint64_t hash = pos.hash();
    for (const Move& m : moves) {
        const Undo undo = pos.makeMove(m);
        RuleState state;
        state.afterMove(before, pos, m);
        judge(pos, rules, state);
        pos.unmakeMove(m, undo);
        fuzz::require(pos == before && pos.hash() == hash, "unmakeMove restores the position");
    }
}

void fuzzPosition(std::string_view text, bool allowView)
{
    auto parsed = parsePosition(text, allowView);
    if (!parsed) return;
    Position pos = *parsed.value;
    fuzz::require(positionToString(pos) == text, "position string round trip");
    for (bool scoutStrike : {true, false}) {
        RuleSet rules;
        rules.scoutStrike = scoutStrike;
        const MoveList moves = checkedMoves(pos, rules);
        if (pos.isView()) continue;
        playEachMove(pos, rules, moves);
        // The mover's own view holds the same moves: enemy ranks never decide where one may go.
        const MoveList seen = checkedMoves(pos.viewFor(pos.sideToMove()), rules);
        fuzz::require(sorted(seen) == sorted(moves), "the mover's view has the same moves");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    fuzzPosition(text, false);
    fuzzPosition(text, true);
    return 0;
}
