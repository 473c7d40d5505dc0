#include "core/match/ucc.h"

#include "core/rules/geometry.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>

namespace flagfall::ucc {

namespace {

constexpr std::string_view kTokens = "Fs987654321B"; // by rankIndex: Flag, Spy, Scout ... Bomb
constexpr std::string_view kDirections[] = {"UP", "DOWN", "LEFT", "RIGHT"};
constexpr int kDx[] = {0, 0, -1, 1};
constexpr int kDy[] = {-1, 1, 0, 0};

std::vector<std::string_view> words(std::string_view line)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        std::size_t j = i;
        while (j < line.size() && line[j] != ' ' && line[j] != '\t') ++j;
        if (j > i) out.push_back(line.substr(i, j - i));
        i = j;
    }
    return out;
}

std::optional<int> number(std::string_view w)
{
    int v = 0;
    const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
    if (ec != std::errc{} || end != w.data() + w.size()) return std::nullopt;
    return v;
}

bool fail(std::string* why, const char* text)
{
    if (why) *why = text;
    return false;
}

// The move of the first three or four words; `used` tells how many it took.
std::optional<Move> moveOf(const std::vector<std::string_view>& w, std::size_t& used,
                           std::string* why)
{
    if (w.size() < 3) return fail(why, "expected X Y DIRECTION"), std::nullopt;
    const auto x = number(w[0]), y = number(w[1]);
    if (!x || !y) return fail(why, "X and Y must be whole numbers"), std::nullopt;
    int dir = -1;
    for (int d = 0; d < 4; ++d)
        if (w[2] == kDirections[d]) dir = d;
    if (dir < 0) return fail(why, "the direction must be UP, DOWN, LEFT or RIGHT"), std::nullopt;
    used = 3;
    int steps = 1;
    if (w.size() > 3 && number(w[3])) {
        steps = *number(w[3]);
        used = 4;
        if (steps < 1) return fail(why, "the multiplier must be at least 1"), std::nullopt;
    }
    // Checked before anything is computed from them: 9 3 RIGHT 2147483647 must not overflow.
    if (*x < 0 || *x > 9 || *y < 0 || *y > 9 || steps > 9)
        return fail(why, "the move leaves the board"), std::nullopt;
    const int tx = *x + kDx[dir] * steps, ty = *y + kDy[dir] * steps;
    if (tx < 0 || tx > 9 || ty < 0 || ty > 9)
        return fail(why, "the move leaves the board"), std::nullopt;
    return Move{makeSquare(*x, *y), makeSquare(tx, ty), false};
}

} // namespace

RuleSet rules()
{
    RuleSet r;
    r.scoutStrike = true;
    r.twoSquare = 0;
    r.chase = false;
    r.noAttackDraw = 0;
    return r;
}

char token(Rank r)
{
    return r == Rank::Unknown ? '#' : kTokens[rankIndex(r)];
}

std::optional<Rank> rankOfToken(char c)
{
    const auto at = kTokens.find(c);
    if (at == std::string_view::npos) return std::nullopt;
    return rankFromIndex(static_cast<int>(at));
}

std::string moveText(Move m)
{
    const int dx = columnOf(m.to) - columnOf(m.from), dy = rowOf(m.to) - rowOf(m.from);
    const char* dir = dx > 0 ? "RIGHT" : dx < 0 ? "LEFT" : dy > 0 ? "DOWN" : "UP";
    const int steps = std::abs(dx) + std::abs(dy);
    char buf[32];
    if (steps > 1)
        std::snprintf(buf, sizeof buf, "%d %d %s %d", columnOf(m.from), rowOf(m.from), dir, steps);
    else
        std::snprintf(buf, sizeof buf, "%d %d %s", columnOf(m.from), rowOf(m.from), dir);
    return buf;
}

std::optional<Move> parseMove(std::string_view line, std::string* why)
{
    const auto w = words(line);
    std::size_t used = 0;
    const auto m = moveOf(w, used, why);
    if (m && used != w.size()) return fail(why, "unexpected words after the move"), std::nullopt;
    return m;
}

std::string outcomeText(const PlayedMove& played)
{
    if (played.combat == Combat::None) return "OK";
    if (played.defender == Rank::Flag) return "VICTORY_FLAG";
    std::string ranks = {' ', token(played.attacker), ' ', token(played.defender)};
    switch (played.combat) {
    case Combat::AttackerWins:
        return "KILLS" + ranks;
    case Combat::DefenderWins:
        return "DIES" + ranks;
    default:
        return "BOTHDIE" + ranks;
    }
}

std::string answerWithoutMove(const Game& game)
{
    return game.result().over() ? "SURRENDER" : "";
}

std::string confirmation(const PlayedMove& played)
{
    return moveText(played.move) + " " + outcomeText(played);
}

std::optional<Confirmation> parseConfirmation(std::string_view line)
{
    const auto w = words(line);
    std::size_t used = 0;
    const auto m = moveOf(w, used, nullptr);
    if (!m || used >= w.size()) return std::nullopt;
    Confirmation c{*m, std::string(w[used]), {}, {}};
    if (used + 2 < w.size() && w[used + 1].size() == 1 && w[used + 2].size() == 1) {
        c.attacker = rankOfToken(w[used + 1][0]);
        c.defender = rankOfToken(w[used + 2][0]);
    }
    return c;
}

std::vector<std::string> boardRows(const Position& pos, Side viewer)
{
    std::vector<std::string> rows;
    for (int y = 0; y < 10; ++y) {
        std::string row;
        for (int x = 0; x < 10; ++x) {
            const Square s = makeSquare(x, y);
            const int id = pos.pieceAt(s);
            if (isLake(s))
                row += '+';
            else if (id < 0)
                row += '.';
            else if (pos.piece(id).owner == viewer)
                row += token(pos.piece(id).rank);
            else
                row += '#';
        }
        rows.push_back(row);
    }
    return rows;
}

std::vector<std::string> setupRows(const Setup& s, Side side)
{
    std::vector<std::string> rows;
    const int y0 = side == Side::Red ? 0 : 6;
    for (int y = y0; y < y0 + 4; ++y) {
        std::string row;
        for (int x = 0; x < 10; ++x) row += token(s.cells[setupCell(side, makeSquare(x, y))]);
        rows.push_back(row);
    }
    return rows;
}

std::optional<Setup> parseSetupRows(const std::vector<std::string>& rows, Side side,
                                    std::string* why)
{
    if (rows.size() != 4) return fail(why, "a setup has four rows"), std::nullopt;
    Setup s;
    const int y0 = side == Side::Red ? 0 : 6;
    for (int i = 0; i < 4; ++i) {
        if (rows[i].size() != 10) return fail(why, "a setup row has ten letters"), std::nullopt;
        for (int x = 0; x < 10; ++x) {
            const auto r = rankOfToken(rows[i][x]);
            if (!r) return fail(why, "a setup row holds a letter that is no piece"), std::nullopt;
            s.cells[setupCell(side, makeSquare(x, y0 + i))] = *r;
        }
    }
    if (!setupProblem(s, Variant::Classic).empty())
        return fail(why, "the setup is not the 40 pieces of a Classic army"), std::nullopt;
    return s;
}

} // namespace flagfall::ucc
