#include "core/match/match.h"

namespace flagfall {

namespace {

// The side whose player has failed, Red first; nullopt when both are fine.
std::optional<Side> failedSide(const Player& red, const Player& blue)
{
    if (red.fault()) return Side::Red;
    if (blue.fault()) return Side::Blue;
    return std::nullopt;
}

} // namespace

Game playGame(Player& red, Player& blue, Variant variant, const RuleSet& rules, Random& rng,
              int maxPlies, AtPlyLimit atLimit)
{
    red.beginGame(Side::Red, blue.name());
    blue.beginGame(Side::Blue, red.name());
    const Setup redSetup = red.chooseSetup(variant, rng);
    const Setup blueSetup = blue.chooseSetup(variant, rng);
    Game game = Game::fromSetups(redSetup, blueSetup, rules, variant);
    if (const auto side = failedSide(red, blue)) {
        const Player& p = *side == Side::Red ? red : blue;
        game.forfeit(*side, p.fault()->why);
    }
    while (!game.result().over()) {
        if (maxPlies > 0 && game.ply() >= maxPlies) {
            atLimit == AtPlyLimit::Draw ? game.drawAtMoveLimit() : game.abandon();
            break;
        }
        const Side side = game.position().sideToMove();
        Player& mover = side == Side::Red ? red : blue;
        const Move m = mover.chooseMove(game.view(side));
        if (const auto f = mover.fault()) {
            game.forfeit(side, f->why);
            break;
        }
        if (const MoveCheck check = game.check(m); !check.legal()) {
            mover.moveRejected(m, check); // a player that breaks the rules forfeits
            game.forfeit(side, Termination::IllegalMove);
            break;
        }
        game.play(m);
    }
    red.endGame(game.view(Side::Red));
    blue.endGame(game.view(Side::Blue));
    return game;
}

} // namespace flagfall
