#include "core/rules/rules.h"

#include "core/rules/geometry.h"

namespace flagfall {

void RuleState::afterMove(const Position& before, const Position& after, Move m)
{
    afterMove(before.sideToMove(), before.pieceAt(m.from), after, m);
}

void RuleState::afterMove(Side mover, int piece, const Position& after, Move m)
{
    runs[index(mover)].record(piece, m);
    chase.afterMove(after, piece, m);
    quietPlies = m.attack ? 0 : quietPlies + 1;
}

namespace {

bool breaksTwoSquare(const RuleSet& rules, const ShuttleRun& run, int piece, Move m)
{
    return rules.twoSquare > 0 && run.lengthAfter(piece, m) > rules.twoSquare;
}

bool passesHistoryRules(const Position& pos, const RuleSet& rules, const RuleState& state, Move m,
                        Verdict* why)
{
    const int piece = pos.pieceAt(m.from);
    if (breaksTwoSquare(rules, state.runs[index(pos.sideToMove())], piece, m)) {
        if (why) *why = Verdict::TwoSquareRule;
        return false;
    }
    if (rules.chase && state.chase.forbids(pos, piece, m)) {
        if (why) *why = Verdict::ChaseRule;
        return false;
    }
    return true;
}

} // namespace

MoveCheck checkMove(const Position& pos, const RuleSet& rules, const RuleState& state, Move m)
{
    MoveCheck c;
    c.error = pos.checkMove(m, rules.scoutStrike);
    if (c.error != MoveError::None) {
        c.verdict = Verdict::Illegal;
        return c;
    }
    passesHistoryRules(pos, rules, state, m, &c.verdict);
    return c;
}

void legalMoves(const Position& pos, const RuleSet& rules, const RuleState& state, MoveList& out)
{
    MoveList all;
    pos.generateMoves(all, rules.scoutStrike);
    out.size = 0;
    for (const Move& m : all)
        if (passesHistoryRules(pos, rules, state, m, nullptr)) out.push(m);
}

namespace {

// Whether the side to move has a legal move. Judged after every ply, so it looks for one first
// step that the history rules allow and stops there; every move starts with such a step (a Scout's
// run crosses an empty neighbour first), so only when all of them are forbidden do the Scouts'
// longer moves decide.
bool hasLegalMove(const Position& pos, const RuleSet& rules, const RuleState& state)
{
    const Side mover = pos.sideToMove();
    bool anyStep = false;
    for (int id = 0; id < pos.pieceCount(); ++id) {
        const Piece& p = pos.piece(id);
        if (p.owner != mover || !p.alive() || !isMovable(p.rank)) continue;
        for (Square t : kGeometry.step[p.square]) {
            if (t == kNoSquare) continue;
            const int there = pos.pieceAt(t);
            if (there >= 0 && pos.piece(there).owner == mover) continue;
            anyStep = true;
            if (passesHistoryRules(pos, rules, state, Move{p.square, t, there >= 0}, nullptr))
                return true;
        }
    }
    if (!anyStep) return false;
    MoveList moves;
    legalMoves(pos, rules, state, moves);
    return moves.size > 0;
}

// Whether `side` could move in `pos` under R5-R8 and its own R16 run (R17 ignored), as R15's
// draw clause asks.
bool couldMove(Position pos, Side side, const RuleSet& rules, const RuleState& state)
{
    pos.setSideToMove(side);
    MoveList all;
    pos.generateMoves(all, rules.scoutStrike);
    for (const Move& m : all)
        if (!breaksTwoSquare(rules, state.runs[index(side)], pos.pieceAt(m.from), m)) return true;
    return false;
}

} // namespace

GameResult judge(const Position& pos, const RuleSet& rules, const RuleState& state)
{
    for (Side s : {Side::Red, Side::Blue})
        if (pos.flagLost(s)) return {winFor(opponent(s)), Termination::FlagCaptured};
    if (rules.noAttackDraw > 0 && state.quietPlies >= rules.noAttackDraw)
        return {Outcome::Draw, Termination::NoProgress};
    if (hasLegalMove(pos, rules, state)) return {};
    const Side mover = pos.sideToMove();
    if (!couldMove(pos, opponent(mover), rules, state))
        return {Outcome::Draw, Termination::NeitherCanMove};
    return {winFor(opponent(mover)), Termination::NoMoves};
}

} // namespace flagfall
