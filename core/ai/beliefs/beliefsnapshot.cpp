#include "core/ai/beliefs/beliefsnapshot.h"

#include "core/records/desktoptags.h"

#include <charconv>
#include <string_view>

namespace flagfall::ai {

namespace {

// "ai:N", the name a match gives the computer player (AiPlayer::name).
std::optional<int> matchLevel(std::string_view name)
{
    constexpr std::string_view head = "ai:";
    if (!name.starts_with(head)) return std::nullopt;
    int level = 0;
    const char* end = name.data() + name.size();
    const auto [rest, ec] = std::from_chars(name.data() + head.size(), end, level);
    if (ec != std::errc{} || rest != end || level < kMinLevel || level > kMaxLevel)
        return std::nullopt;
    return level;
}

bool computerName(std::string_view name)
{
    return computerLevel(name) || matchLevel(name);
}

PieceBelief beliefOf(const Beliefs& beliefs, const Piece& piece, int id)
{
    PieceBelief b;
    b.pieceId = id;
    b.square = piece.square;
    b.hidden = beliefs.hidden(id);
    b.moved = piece.known & (KnowsMoved | KnowsScoutMove);
    if (b.hidden)
        b.probs = beliefs.of(id);
    else
        b.probs[rankIndex(piece.rank)] = 1.f;
    for (int r = 0; r < kRankCount; ++r)
        if (b.probs[r] > b.probability) b.probability = b.probs[r], b.likeliest = rankFromIndex(r);
    return b;
}

} // namespace

const PieceBelief* BeliefSnapshot::at(Square s) const
{
    for (const PieceBelief& b : pieces)
        if (b.square == s) return &b;
    return nullptr;
}

BeliefSnapshot snapshotBeliefs(const PlayerView& view, const BeliefOptions& options)
{
    const Beliefs beliefs = Beliefs::fromView(view, options);
    BeliefSnapshot snap;
    snap.believer = view.viewer;
    const Position& pos = view.position;
    for (int id = 0; id < pos.pieceCount(); ++id) {
        const Piece& p = pos.piece(id);
        if (p.owner == view.viewer || !p.alive()) continue;
        snap.pieces.push_back(beliefOf(beliefs, p, id));
        snap.flagAt[p.square] = snap.pieces.back().probs[rankIndex(Rank::Flag)];
    }
    return snap;
}

int believerLevel(const GameRecord& record, Side side)
{
    const std::string name = record.tag(side == Side::Red ? "Red" : "Blue");
    if (hasDesktopTags(record)) {
        const DesktopTags tags = readDesktopTags(record);
        if (tags.hotSeat || tags.human == side) return kDefaultLevel;
        if (tags.level >= kMinLevel && tags.level <= kMaxLevel) return tags.level;
    }
    if (const auto level = computerLevel(name); level && *level <= kMaxLevel) return *level;
    if (const auto level = matchLevel(name)) return *level;
    return kDefaultLevel;
}

std::optional<Side> computerSide(const GameRecord& record)
{
    if (hasDesktopTags(record)) {
        const DesktopTags tags = readDesktopTags(record);
        if (tags.hotSeat) return std::nullopt;
        return opponent(tags.human);
    }
    const bool red = computerName(record.tag("Red")), blue = computerName(record.tag("Blue"));
    if (red == blue) return std::nullopt;
    return red ? Side::Red : Side::Blue;
}

Parsed<BeliefSnapshot> beliefsAt(const GameRecord& record, int ply, Side side)
{
    Parsed<Game> start = startGame(record);
    if (!start) return Parsed<BeliefSnapshot>::fail(start.error);
    Game game = std::move(*start.value);
    if (ply < 0 || ply > static_cast<int>(record.moves.size()))
        return Parsed<BeliefSnapshot>::fail(
            std::string("no ply ").append(std::to_string(ply)).append(" in the record"));
    if (const auto error = replayMoves(game, record); error && error->ply <= ply) {
        const std::size_t i = static_cast<std::size_t>(error->ply - 1);
        const TextSpot spot = i < record.moveSpots.size() ? record.moveSpots[i] : TextSpot{};
        return Parsed<BeliefSnapshot>::fail(error->text(), spot.line, spot.column);
    }
    game.goToPly(ply);
    const LevelParams level = levelParams(believerLevel(record, side));
    return Parsed<BeliefSnapshot>::ok(snapshotBeliefs(game.view(side), beliefOptionsFor(level)));
}

} // namespace flagfall::ai
