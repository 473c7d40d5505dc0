#include "match.h"

namespace flagfall {

Game playGame(Player& red, Player& blue, Variant variant, const RuleSet& rules, Random& rng,
              int maxPlies)
{
    const Setup redSetup = red.chooseSetup(variant, rng);
    const Setup blueSetup = blue.chooseSetup(variant, rng);
    Game game = Game::fromSetups(redSetup, blueSetup, rules, variant);
    while (!game.result().over()) {
        if (maxPlies > 0 && game.ply() >= maxPlies) {
            game.abandon();
            break;
        }
        const Side side = game.position().sideToMove();
        Player& mover = side == Side::Red ? red : blue;
        const Move m = mover.chooseMove(game.view(side));
        if (!game.play(m)) { // a player that breaks the rules forfeits
            game.resign(side);
            break;
        }
    }
    return game;
}

} // namespace flagfall
