#include "playtext.h"

#include "board/piecetext.h"
#include "games/terminationtext.h"

using flagfall::MoveError;
using flagfall::Verdict;

QString PlayText::refusal(const flagfall::MoveCheck& check, const flagfall::RuleSet& rules)
{
    switch (check.verdict) {
    case Verdict::Legal:
        return {};
    case Verdict::TwoSquareRule:
        //: %n how many times in a row a piece may go back and forth (3 or 5)
        return tr("Refused by the two-squares rule: a piece may not go back and forth between "
                  "the same squares more than %n time(s) in a row. Move another piece or go "
                  "elsewhere.",
                  nullptr, rules.twoSquare);
    case Verdict::ChaseRule:
        return tr("Refused by the chase rule: this chasing move would bring back a position "
                  "that already occurred in this chase. An endless chase is not allowed; "
                  "give up the chase or chase another way.");
    case Verdict::GameOver:
        return tr("The game is over.");
    case Verdict::Illegal:
        break;
    }
    return moveError(check.error);
}

QString PlayText::moveError(MoveError e)
{
    switch (e) {
    case MoveError::NotOnBoard:
        return tr("That square is not on the board.");
    case MoveError::NoPieceThere:
        return tr("There is no piece there.");
    case MoveError::NotYourPiece:
        return tr("That is not your piece.");
    case MoveError::Immovable:
        return tr("Bombs and the Flag never move.");
    case MoveError::NotStraight:
        return tr("Pieces move straight along a row or column.");
    case MoveError::TooFar:
        return tr("Only a Scout moves more than one square.");
    case MoveError::Blocked:
        return tr("The way is blocked.");
    case MoveError::IntoLake:
        return tr("No piece may enter a lake.");
    case MoveError::OwnPiece:
        return tr("You cannot attack your own piece.");
    case MoveError::AttackOnEmpty:
    case MoveError::StepOntoEnemy:
        return tr("That move does not match the target square: an attack needs an enemy piece "
                  "there, a plain move an empty square.");
    case MoveError::ScoutStrikeOff:
        return tr("Under these rules a Scout may not move and attack in the same turn.");
    case MoveError::None:
        break;
    }
    return {};
}

QString PlayText::combat(const flagfall::PlayedMove& m, flagfall::Side mover)
{
    //: %1 the attacking side (Red, Blue), %2 its rank, %3 the attacked side, %4 its rank, %5 the
    //: outcome (one of the next strings: "the %1 wins.", …)
    return PieceText::sentence(tr("%1 %2 attacks %3 %4: %5")
                                   .arg(PieceText::sideName(mover),
                                        PieceText::nameInText(m.attacker),
                                        PieceText::sideName(flagfall::opponent(mover)),
                                        PieceText::nameInText(m.defender), combatOutcome(m)));
}

QString PlayText::combatOutcome(const flagfall::PlayedMove& m)
{
    if (m.defender == flagfall::Rank::Flag) return tr("the Flag is captured!");
    switch (m.combat) {
    case flagfall::Combat::AttackerWins:
        //: the outcome of an attack, after a colon: %1 the rank of the attacker
        return tr("the %1 wins.").arg(PieceText::nameInText(m.attacker));
    case flagfall::Combat::DefenderWins:
        //: the outcome of an attack, after a colon: %1 the rank of the attacked piece
        return tr("the %1 holds.").arg(PieceText::nameInText(m.defender));
    case flagfall::Combat::BothRemoved:
        return tr("both are removed.");
    case flagfall::Combat::None:
        break;
    }
    return {};
}

QString PlayText::levelDescription(int level)
{
    switch (level) {
    case 1:
        return tr("Beginner: looks one move ahead, often blunders and soon forgets your pieces "
                  "it has seen");
    case 2:
        return tr("Casual player: looks a little further, still careless, forgets your pieces "
                  "after a while");
    case 3:
        return tr("Club player, the default: plays its best at once, sets up anew every game");
    case 4:
        return tr("Strong: plays its best, thinks up to half a second");
    default:
        return tr("Strongest: plays its best, thinks up to 5 seconds");
    }
}

QString PlayText::result(const flagfall::GameResult& r, std::optional<flagfall::Side> viewer)
{
    using flagfall::Outcome;
    using flagfall::Termination;
    const QString why = TerminationText::phrase(r.termination);
    if (r.outcome == Outcome::Draw && r.termination == Termination::DrawAgreed)
        return tr("Draw by agreement.");
    //: %1 how the game ended, such as "neither side can move"
    if (r.outcome == Outcome::Draw) return tr("Draw: %1.").arg(why);
    if (r.outcome == Outcome::Ongoing) return tr("The game goes on.");
    const flagfall::Side winner =
        r.outcome == Outcome::RedWins ? flagfall::Side::Red : flagfall::Side::Blue;
    if (r.termination == Termination::Resigned) { // say who resigned
        if (viewer)
            return winner == *viewer ? tr("You win: the computer resigned.")
                                     : tr("You lose: you resigned.");
        //: %1 the winning side, %2 the side that resigned (Red, Blue)
        return tr("%1 wins: %2 resigned.")
            .arg(PieceText::sideName(winner), PieceText::sideName(flagfall::opponent(winner)));
    }
    //: against the computer; %1 how the game ended, such as "the Flag was captured"
    if (viewer && winner == *viewer) return tr("You win: %1.").arg(why);
    //: against the computer; %1 how the game ended, such as "the Flag was captured"
    if (viewer) return tr("You lose: %1.").arg(why);
    //: %1 the winning side (Red, Blue), %2 how the game ended, such as "the Flag was captured"
    return tr("%1 wins: %2.").arg(PieceText::sideName(winner), why);
}
