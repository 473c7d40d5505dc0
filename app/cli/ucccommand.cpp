// `ucc [--level N] [--seed S] [--time-scale F]`: an agent for the UCC Programming Competition 2012
// Stratego referee (progcomp2012, web/doc/manager_manual.txt, PROTOCOL). Red sets up on rows y =
// 0..3 at the top, so the referee's (x, y) is our square makeSquare(x, y). The referee has no
// two-squares or chase rule, and it reveals an enemy rank only in a battle's confirmation, so enemy
// pieces are tracked by identity: the game is rebuilt with every revealed rank and replayed.
#include "commands.h"
#include "input.h"

#include "core/ai/aiplayer.h"
#include "core/match/ucc.h"
#include "core/rules/game.h"

#include <chrono>
#include <cstdio>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace cli {

namespace {

// The cap on a move's time unless --movetime says otherwise: the referee's default timeout is
// 2 s. Under `-T 10` level 5 may take its own 4.5 s with --movetime 4500.
constexpr int kUccMovetimeMs = 1500;

using flagfall::ucc::Confirmation;
using flagfall::ucc::moveText;

class UccAgent {
public:
    UccAgent(int level, std::uint64_t seed, double timeScale, int movetimeMs)
        : m_player(level, seed)
    {
        m_player.setTimeScale(timeScale);
        m_player.capMovetime(movetimeMs);
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
        const auto c = flagfall::ucc::parseConfirmation(line);
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
        for (const std::string& row : flagfall::ucc::setupRows(m_mine, *m_side))
            std::printf("%s\n", row.c_str());
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
        m_game = Game::fromSetups(red, blue, ucc::rules(), Variant::Classic);
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
        if (const std::string answer = ucc::answerWithoutMove(*m_game); !answer.empty()) {
            std::printf("%s\n", answer.c_str());
            return true;
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
    parser.addOptions({{"level", "Computer level 1-5.", "N"},
                       {"seed", "Seed of setups and choices (default: from the clock).", "S"},
                       {"time-scale", "Multiply the level's time per move by F.", "F"},
                       {"movetime", "Think at most MS milliseconds a move (default 1500).", "MS"}});
    const QString syntax =
        QStringLiteral("ucc [--level N] [--seed S] [--time-scale F] [--movetime MS]");
    if (!parseArgs(parser, args, 1, syntax)) return Usage;
    int level = flagfall::ai::kDefaultLevel;
    bool ok = true;
    if (parser.isSet("level")) level = parser.value("level").toInt(&ok);
    if (!ok || level < flagfall::ai::kMinLevel || level > flagfall::ai::kMaxLevel)
        return usageError("--level takes 1 to 5", syntax);
    // A fixed seed would play the same setup and opening in every game: an opponent that
    // learns would beat it for good.
    auto seed =
        static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
    if (parser.isSet("seed")) seed = parser.value("seed").toULongLong(&ok);
    if (!ok) return usageError("--seed takes a whole number", syntax);
    double scale = 1.0;
    if (parser.isSet("time-scale")) scale = parser.value("time-scale").toDouble(&ok);
    if (!ok || !(scale > 0.0) || scale > 100.0)
        return usageError("--time-scale takes a factor above 0, at most 100", syntax);
    int movetime = kUccMovetimeMs;
    if (parser.isSet("movetime")) movetime = parser.value("movetime").toInt(&ok);
    if (!ok || movetime < 1 || movetime > 600000)
        return usageError("--movetime takes 1 to 600000 milliseconds", syntax);
    std::setvbuf(stdout, nullptr, _IONBF, 0); // the referee reads answers as they come
    std::setvbuf(stdin, nullptr, _IONBF, 0);
    return UccAgent(level, seed, scale, movetime).run();
}

} // namespace cli
