// ucclog: turns the log of a game under the UCC 2012 referee (progcomp2012 judge/manager, its -o
// option: both setups, then "N RED: X Y DIRECTION [MULTIPLIER] OUTCOME" lines) into a game
// record, so the referee's games can be replayed, checked and studied like Flagfall's own.
// Usage: ucclog LOG OUT.sgn [RED-NAME BLUE-NAME]
#include "core/match/ucc.h"
#include "core/records/record.h"

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace {

using namespace flagfall;

struct RefereeLog {
    std::vector<std::string> rows[2]; // the four setup rows of Red, then Blue
    std::vector<Move> moves;
};

bool readLog(const char* path, RefereeLog& log, std::string& why)
{
    std::ifstream in(path);
    if (!in) return why = "cannot open the log", false;
    int side = -1;
    for (std::string line; std::getline(in, line);) {
        if (line.find(" RED SETUP") != std::string::npos)
            side = 0;
        else if (line.find(" BLUE SETUP") != std::string::npos)
            side = 1;
        else if (side >= 0 && log.rows[side].size() < 4 && line.size() == 10)
            log.rows[side].push_back(line);
        const auto colon = line.find(": ");
        if (colon == std::string::npos ||
            (line.find(" RED:") == std::string::npos && line.find(" BLU:") == std::string::npos))
            continue;
        const auto c = ucc::parseConfirmation(line.substr(colon + 2));
        if (!c) return why = "unreadable move line: " + line, false;
        log.moves.push_back(c->move);
    }
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: ucclog LOG OUT.sgn [RED-NAME BLUE-NAME]\n");
        return 2;
    }
    RefereeLog log;
    std::string why;
    if (!readLog(argv[1], log, why)) return std::fprintf(stderr, "%s\n", why.c_str()), 1;
    const auto red = ucc::parseSetupRows(log.rows[0], Side::Red, &why);
    const auto blue = red ? ucc::parseSetupRows(log.rows[1], Side::Blue, &why) : std::nullopt;
    if (!red || !blue) return std::fprintf(stderr, "setup: %s\n", why.c_str()), 1;
    Game game = Game::fromSetups(*red, *blue, ucc::rules(), Variant::Classic);
    for (std::size_t i = 0; i < log.moves.size(); ++i) {
        Move m = log.moves[i];
        m.attack = game.position().pieceAt(m.to) >= 0;
        if (!game.play(m)) {
            std::fprintf(stderr, "move %zu (%s) is not legal here\n", i + 1,
                         ucc::moveText(m).c_str());
            return 1;
        }
    }
    const std::string redName = argc > 4 ? argv[3] : "red", blueName = argc > 4 ? argv[4] : "blue";
    const auto rec = recordOf(
        game, {{"Event", "UCC 2012 referee", 0}, {"Red", redName, 0}, {"Blue", blueName, 0}});
    std::ofstream out(argv[2]);
    out << writeRecord(rec);
    return out ? 0 : 1;
}
