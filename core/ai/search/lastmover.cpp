#include "core/ai/search/lastmover.h"

#include "core/ai/board/evaltables.h"

#include "core/rules/combat.h"
#include "core/rules/geometry.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <utility>
#include <vector>

namespace flagfall::ai {

namespace {

constexpr int kNone = kSquares; // no second hunter
constexpr int kSlots = kSquares + 1;
constexpr std::uint8_t kUnsolved = 255;
constexpr std::uint8_t kNever = 255; // the last mover can get away from here
constexpr int kMaxPlies = 250;

// What a square is to the last mover: where it walks; where it cannot go; where it dies
// attacking (or falls with my piece: its last, R15); where it gets away, taking a piece of mine
// (my Flag above all), so the catch must come before it gets there.
enum class Ground : std::uint8_t { Free, Wall, Death, Escape };

// The chase, one state for each square of the last mover and of my hunters (the first below the
// second, or the second kNone) and whose move it is: the plies to the catch.
struct Chase {
    const std::atomic<bool>* stop = nullptr;
    std::array<Ground, kSquares> ground{};
    bool twoHunters = true;
    std::vector<std::uint8_t> dist =
        std::vector<std::uint8_t>(kSquares * kSlots * kSlots * 2, kUnsolved);
    std::vector<std::uint8_t> open = std::vector<std::uint8_t>(dist.size(), 0);
    std::vector<int> queue;
};

int state(int prey, int a, int b, bool huntersToMove)
{
    if (b != kNone && b < a) std::swap(a, b);
    return ((prey * kSlots + a) * kSlots + b) * 2 + (huntersToMove ? 1 : 0);
}

bool stopped(const Chase& c)
{
    return c.stop && c.stop->load(std::memory_order_relaxed);
}

bool walkable(const Chase& c, Square s)
{
    return s != kNoSquare && c.ground[s] == Ground::Free;
}

// The ranks the last mover may be, one bit each (by rankIndex).
using Ranks = std::uint16_t;

// The enemy's one piece that can move, and the ranks it may be (one, if I know it); nothing if
// another may move too or it may be a Scout (which runs along lanes).
std::optional<std::pair<int, Ranks>> lastMover(const SearchBoard& b)
{
    int prey = -1;
    for (int id = 0; id < b.pieceCount(); ++id) {
        const SearchPiece& p = b.piece(id);
        if (p.owner == b.me() || p.square == kNoSquare) continue;
        const bool moves =
            p.rank == Rank::Unknown ? (p.known & KnowsMoved) != 0 : isMovable(p.rank);
        if (!moves && b.movableChance(id) > 0.001f) return std::nullopt;
        if (!moves) continue;
        if (prey >= 0) return std::nullopt;
        prey = id;
    }
    if (prey < 0) return std::nullopt;
    Ranks ranks = 0;
    for (int r = 0; r < kRankCount; ++r) {
        const bool may = b.hiddenPiece(prey) ? b.probs(prey)[r] > 0.001f
                                             : rankFromIndex(r) == b.piece(prey).rank;
        if (may) ranks |= static_cast<Ranks>(1u << r);
    }
    if ((ranks >> rankIndex(Rank::Scout)) & 1u) return std::nullopt;
    return std::pair{prey, ranks};
}

// Whether the last mover, if it is one of `ranks`, may win attacking a piece of rank `mine`.
bool mayTake(Ranks ranks, Rank mine)
{
    for (int r = 0; r < kRankCount; ++r)
        if (((ranks >> r) & 1u) && resolveCombat(rankFromIndex(r), mine) == Combat::AttackerWins)
            return true;
    return false;
}

// Whether a piece of rank `mine` takes the last mover, whichever of `ranks` it is: wins the
// battle, or falls with it when `trades` (I have another mover left, so the enemy loses, R15).
bool takesAll(Rank mine, Ranks ranks, bool trades)
{
    for (int r = 0; r < kRankCount; ++r) {
        if (!((ranks >> r) & 1u)) continue;
        const Combat c = resolveCombat(mine, rankFromIndex(r));
        if (c != Combat::AttackerWins && !(trades && c == Combat::BothRemoved)) return false;
    }
    return true;
}

// My two movers nearest the last mover among those that take it whatever it is (and that it
// cannot take: not my Marshal, if it may be the Spy).
std::vector<Square> huntersOf(const SearchBoard& b, Square prey, Ranks ranks)
{
    std::vector<const SearchPiece*> movers;
    for (int id = 0; id < b.pieceCount(); ++id) {
        const SearchPiece& p = b.piece(id);
        if (p.owner == b.me() && p.square != kNoSquare && isMovable(p.rank)) movers.push_back(&p);
    }
    std::vector<Square> hunters;
    for (const SearchPiece* p : movers)
        if (takesAll(p->rank, ranks, movers.size() > 1) && !mayTake(ranks, p->rank))
            hunters.push_back(p->square);
    std::sort(hunters.begin(), hunters.end(), [&](Square x, Square y) {
        return squareDistance(x, prey) < squareDistance(y, prey);
    });
    if (hunters.size() > 2) hunters.resize(2);
    return hunters;
}

void mapGround(const SearchBoard& b, Ranks ranks, Chase& c)
{
    for (int s = 0; s < kSquares; ++s) {
        const int id = b.pieceAt(static_cast<Square>(s));
        if (id < 0) continue; // Free
        const SearchPiece& p = b.piece(id);
        if (p.owner != b.me())
            c.ground[s] = Ground::Wall;
        else
            c.ground[s] = mayTake(ranks, p.rank) ? Ground::Escape : Ground::Death;
    }
}

void settle(Chase& c, int s, int plies)
{
    c.dist[s] = static_cast<std::uint8_t>(plies);
    c.queue.push_back(s);
}

// A state that ends at once (a hunter next to the last mover, to move; the last mover with
// nowhere to go but onto a hunter or to its death) is settled; the last mover's others count its
// ways out.
void seedState(Chase& c, Square p, int a, int b)
{
    const auto next = [p](int h) { return h != kNone && areAdjacent(static_cast<Square>(h), p); };
    if (next(a) || next(b)) settle(c, state(p, a, b, true), 1);
    int ways = 0;
    for (int d = 0; d < kDirections; ++d) {
        const Square n = kGeometry.step[p][d];
        if (n == kNoSquare || n == a || n == b || ways == kNever) continue;
        if (c.ground[n] == Ground::Escape) ways = kNever;
        if (c.ground[n] == Ground::Free) ++ways;
    }
    const int s = state(p, a, b, false);
    c.open[s] = static_cast<std::uint8_t>(ways);
    if (ways == 0) settle(c, s, 1);
}

void seed(Chase& c, const std::vector<Square>& squares)
{
    for (const Square p : squares) {
        if (stopped(c)) return;
        for (const Square a : squares) {
            if (a == p) continue;
            if (!c.twoHunters) {
                seedState(c, p, a, kNone);
                continue;
            }
            for (const Square b : squares)
                if (b > a && b != p) seedState(c, p, a, b);
        }
    }
}

// Backwards from the ends: a state with the hunters to move is won if one move wins; one with
// the last mover to move, once all its moves are known to lose.
void solve(Chase& c)
{
    for (std::size_t head = 0; head < c.queue.size(); ++head) {
        if (head % 4096 == 0 && stopped(c)) return;
        const int s = c.queue[head];
        const int plies = c.dist[s] + 1;
        if (plies > kMaxPlies) continue;
        const int b = (s / 2) % kSlots, a = (s / 2 / kSlots) % kSlots;
        const auto p = static_cast<Square>(s / 2 / kSlots / kSlots);
        if (s % 2 == 0) { // the last mover to move: a hunter stepped onto a or b
            for (const int h : {a, b}) {
                if (h == kNone) continue;
                const int other = h == a ? b : a;
                for (int d = 0; d < kDirections; ++d) {
                    const Square m = kGeometry.step[h][d];
                    if (!walkable(c, m) || m == p || m == other) continue;
                    const int before = state(p, m, other, true);
                    if (c.dist[before] == kUnsolved) settle(c, before, plies);
                }
            }
            continue;
        }
        for (int d = 0; d < kDirections; ++d) { // the last mover stepped onto p
            const Square q = kGeometry.step[p][d];
            if (!walkable(c, q) || q == a || q == b) continue;
            const int before = state(q, a, b, false);
            if (c.dist[before] != kUnsolved || c.open[before] == kNever) continue;
            if (--c.open[before] == 0) settle(c, before, plies);
        }
    }
}

// The hunters' move that keeps to the quickest catch from state `now`.
Move bestStep(const Chase& c, Square p, int a, int b)
{
    const int now = c.dist[state(p, a, b, true)];
    for (const int h : {a, b}) {
        if (h == kNone) continue;
        const auto from = static_cast<Square>(h);
        if (areAdjacent(from, p)) return Move{from, p, true};
        const int other = h == a ? b : a;
        for (int d = 0; d < kDirections; ++d) {
            const Square m = kGeometry.step[from][d];
            if (walkable(c, m) && m != p && m != other &&
                c.dist[state(p, m, other, false)] == now - 1)
                return Move{from, m, false};
        }
    }
    return Move{};
}

} // namespace

std::optional<Catch> catchLastMover(const SearchBoard& b, const std::atomic<bool>* stop)
{
    if (b.toMove() != b.me()) return std::nullopt;
    const auto prey = lastMover(b);
    if (!prey) return std::nullopt;
    const Square at = b.piece(prey->first).square;
    const std::vector<Square> hunters = huntersOf(b, at, prey->second);
    if (hunters.empty()) return std::nullopt;
    Chase c;
    c.stop = stop;
    c.twoHunters = hunters.size() == 2;
    mapGround(b, prey->second, c);
    c.ground[at] = Ground::Free;
    for (const Square h : hunters) c.ground[h] = Ground::Free;
    std::vector<Square> squares;
    for (int s = 0; s < kSquares; ++s)
        if (!isLake(static_cast<Square>(s)) && c.ground[s] == Ground::Free)
            squares.push_back(static_cast<Square>(s));
    seed(c, squares);
    solve(c);
    if (stopped(c)) return std::nullopt;
    const int a = hunters[0], second = c.twoHunters ? hunters[1] : kNone;
    const int plies = c.dist[state(at, a, second, true)];
    if (plies == kUnsolved) return std::nullopt;
    return Catch{bestStep(c, at, a, second), plies};
}

} // namespace flagfall::ai
