// `ucc [--level N]`: an agent for the UCC Programming Competition 2012 Stratego referee
// (progcomp2012, web/doc/manager_manual.txt, PROTOCOL). Red sets up on rows y = 0..3 at the top,
// so the referee's (x, y) is our square makeSquare(x, y). The referee has no two-squares or
// chase rule, and it reveals an enemy rank only in a battle's confirmation, so enemy pieces are
// tracked by identity: the game is rebuilt with every revealed rank and replayed.
#include "commands.h"
#include "input.h"

#include "core/ai/aiplayer.h"
#include "core/ai/setupmaker.h"
#include "core/game.h"

#include <cstdio>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace cli {

namespace {

constexpr int kUccMovetimeMs = 1500;            // the referee's default timeout is 2 s
constexpr const char* kTokens = "Fs987654321B"; // by rankIndex: Flag, Spy, Scout ... Bomb

char tokenOf(flagfall::Rank r)
{
    return kTokens[flagfall::rankIndex(r)];
}

std::optional<flagfall::Rank> rankOfToken(const std::string& t)
{
    if (t.size() != 1) return std::nullopt;
    for (int r = 0; r < flagfall::kRankCount; ++r)
        if (kTokens[r] == t[0]) return flagfall::rankFromIndex(r);
    return std::nullopt;
}

flagfall::RuleSet uccRules()
{
    flagfall::RuleSet r;
    r.scoutStrike = true;
    r.twoSquare = 0;
    r.chase = false;
    r.noAttackDraw = 0;
    return r;
}

// One confirmation line: "X Y DIRECTION [MULTIPLIER] OUTCOME [RANK RANK]".
struct Confirmation {
    flagfall::Move move;
    std::string outcome;
    std::optional<flagfall::Rank> attacker, defender;
};

std::optional<Confirmation> parseConfirmation(const std::string& line)
{
    std::istringstream in(line);
    std::vector<std::string> t;
    for (std::string w; in >> w;) t.push_back(w);
    if (t.size() < 4) return std::nullopt;
    Confirmation c;
    int x = 0, y = 0, mult = 1;
    try {
        x = std::stoi(t[0]), y = std::stoi(t[1]);
    } catch (...) {
        return std::nullopt;
    }
    std::size_t i = 3;
    if (std::isdigit(static_cast<unsigned char>(t[3][0]))) mult = std::stoi(t[i++]);
    if (i >= t.size()) return std::nullopt;
    c.outcome = t[i++];
    int tx = x, ty = y;
    if (t[2] == "UP")
        ty -= mult;
    else if (t[2] == "DOWN")
        ty += mult;
    else if (t[2] == "LEFT")
        tx -= mult;
    else if (t[2] == "RIGHT")
        tx += mult;
    else
        return std::nullopt;
    if (tx < 0 || tx > 9 || ty < 0 || ty > 9 || x < 0 || x > 9 || y < 0 || y > 9)
        return std::nullopt;
    c.move.from = flagfall::makeSquare(x, y);
    c.move.to = flagfall::makeSquare(tx, ty);
    if (i + 1 < t.size()) c.attacker = rankOfToken(t[i]), c.defender = rankOfToken(t[i + 1]);
    return c;
}

std::string moveText(flagfall::Move m)
{
    using namespace flagfall;
    const int dx = columnOf(m.to) - columnOf(m.from), dy = rowOf(m.to) - rowOf(m.from);
    const char* dir = dx > 0 ? "RIGHT" : dx < 0 ? "LEFT" : dy > 0 ? "DOWN" : "UP";
    const int mult = std::abs(dx) + std::abs(dy);
    // snprintf, not string concatenation: g++ 12 warns falsely (-Wrestrict) on the latter at -O3.
    char buf[32];
    if (mult > 1)
        std::snprintf(buf, sizeof buf, "%d %d %s %d", columnOf(m.from), rowOf(m.from), dir, mult);
    else
        std::snprintf(buf, sizeof buf, "%d %d %s", columnOf(m.from), rowOf(m.from), dir);
    return buf;
}

class UccAgent {
public:
    explicit UccAgent(int level)
        : m_player(level, static_cast<std::uint64_t>(level) * 7919u + 17u, kUccMovetimeMs)
    {
    }

    int run()
    {
        char buf[4096];
        while (std::fgets(buf, sizeof buf, stdin)) {
            std::string line(buf);
            while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
            if (line.rfind("QUIT", 0) == 0) return Ok;
            if (!handle(line)) return BadInput;
        }
        return Ok;
    }

private:
    bool handle(const std::string& line)
    {
        if (!m_side) return answerSetup(line);
        if (line == "START" || line.empty()) return true;
        if (line.size() == 10 && line.find(' ') == std::string::npos) {
            m_board.push_back(line);
            if (m_board.size() < 10) return true;
            if (!m_game) buildFromBoard();
            m_board.clear();
            return answerMove();
        }
        const auto c = parseConfirmation(line);
        if (!c) return true; // NO_MOVE, or a line we need not understand
        if (c->outcome == "ILLEGAL") return true;
        if (!m_game) {
            m_pending.push_back(*c);
            return true;
        }
        return apply(*c);
    }

    bool answerSetup(const std::string& line)
    {
        std::istringstream in(line);
        std::string colour;
        in >> colour;
        if (colour != "RED" && colour != "BLUE") {
            printError("ucc: expected RED or BLUE, got: " + line);
            return false;
        }
        m_side = colour == "RED" ? flagfall::Side::Red : flagfall::Side::Blue;
        flagfall::Random unused;
        m_mine = m_player.chooseSetup(flagfall::Variant::Classic, unused);
        const int y0 = *m_side == flagfall::Side::Red ? 0 : 6;
        for (int y = y0; y < y0 + 4; ++y) {
            std::string row;
            for (int x = 0; x < 10; ++x) {
                const int cell = flagfall::setupCell(*m_side, flagfall::makeSquare(x, y));
                row += tokenOf(m_mine.cells[cell]);
            }
            std::printf("%s\n", row.c_str());
        }
        return true;
    }

    // The first board shows where the enemy stands; moves already confirmed are undone on it.
    void buildFromBoard()
    {
        using namespace flagfall;
        std::vector<bool> enemy(kSquares, false);
        for (int y = 0; y < 10; ++y)
            for (int x = 0; x < 10; ++x) enemy[makeSquare(x, y)] = m_board[y][x] == '#';
        for (auto it = m_pending.rbegin(); it != m_pending.rend(); ++it) {
            enemy[it->move.to] = false; // only Red's first move can come before Blue's board
            enemy[it->move.from] = true;
        }
        const Side them = opponent(*m_side);
        for (int sq = 0; sq < kSquares; ++sq) {
            const int cell = setupCell(them, static_cast<Square>(sq));
            if (enemy[sq] && cell >= 0) m_enemyStart.cells[cell] = Rank::Scout; // a stand-in
        }
        rebuild();
        auto pending = std::move(m_pending);
        m_pending.clear();
        for (const auto& c : pending) apply(c);
    }

    void rebuild()
    {
        using namespace flagfall;
        Setup enemy = m_enemyStart;
        for (const auto& [cell, rank] : m_revealed) enemy.cells[cell] = rank;
        const Setup& red = *m_side == Side::Red ? m_mine : enemy;
        const Setup& blue = *m_side == Side::Red ? enemy : m_mine;
        m_game = Game::fromSetups(red, blue, uccRules(), Variant::Classic);
        for (const Move& m : m_moves) m_game->play(m);
    }

    bool apply(const Confirmation& c)
    {
        using namespace flagfall;
        const Position& pos = m_game->position();
        const int a = pos.pieceAt(c.move.from), d = pos.pieceAt(c.move.to);
        if (a < 0) {
            printError("ucc: no piece at the start of a confirmed move");
            return false;
        }
        Move m = c.move;
        m.attack = d >= 0;
        const Side them = opponent(*m_side);
        bool changed = false;
        auto learn = [&](int id, std::optional<Rank> r) {
            if (id < 0 || !r || pos.piece(id).owner != them) return;
            m_revealed[setupCell(them, pos.piece(id).origin)] = *r;
            changed = true;
        };
        learn(a, c.attacker);
        learn(d, c.defender);
        if (c.outcome == "VICTORY_FLAG") learn(d, Rank::Flag);
        if (changed) rebuild();
        m_moves.push_back(m);
        if (!m_game->play(m)) { // never expected: keep the move so later ones still line up
            printError("ucc: the referee's move " + moveText(m) + " does not fit our board");
            return false;
        }
        return true;
    }

    bool answerMove()
    {
        using namespace flagfall;
        if (m_game->result().over() || m_game->position().sideToMove() != *m_side) {
            printError("ucc: asked to move when it is not our turn");
            return false;
        }
        const Move m = m_player.chooseMove(m_game->view(*m_side));
        std::printf("%s\n", moveText(m).c_str());
        return true;
    }

    flagfall::ai::AiPlayer m_player;
    std::optional<flagfall::Side> m_side;
    flagfall::Setup m_mine, m_enemyStart;
    std::map<int, flagfall::Rank> m_revealed; // enemy setup cell -> rank seen in battle
    std::vector<flagfall::Move> m_moves;
    std::vector<Confirmation> m_pending;
    std::vector<std::string> m_board;
    std::optional<flagfall::Game> m_game;
};

} // namespace

int runUcc(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addOption({"level", "Computer level 1-5.", "N"});
    if (!parseArgs(parser, args, 1, "ucc [--level N]")) return Usage;
    int level = flagfall::ai::kDefaultLevel;
    if (parser.isSet("level")) {
        bool ok = false;
        level = parser.value("level").toInt(&ok);
        if (!ok || level < flagfall::ai::kMinLevel || level > flagfall::ai::kMaxLevel) {
            printError("--level takes 1 to 5");
            return Usage;
        }
    }
    std::setvbuf(stdout, nullptr, _IONBF, 0); // the referee reads answers as they come
    std::setvbuf(stdin, nullptr, _IONBF, 0);
    return UccAgent(level).run();
}

} // namespace cli
