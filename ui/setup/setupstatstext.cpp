#include "setupstatstext.h"

#include "board/piecetext.h"

#include <QLocale>

using flagfall::Rank;
using flagfall::ai::Predictability;

QString SetupStatsText::percent(double share)
{
    const double value = share * 100;
    const QLocale locale;
    if (value > 0 && value < 0.05) // a share that would round to 0.0%
        return QLatin1Char('<') + locale.toString(0.1, 'f', 1) + locale.percent();
    return locale.toString(value, 'f', value > 0 && value < 0.95 ? 1 : 0) + locale.percent();
}

// The rank's name inside the sentence, and a capital first in case a translation puts it there.
QString SetupStatsText::shareHere(Rank r, flagfall::Variant v, double share)
{
    const bool single = flagfall::variantInfo(v).army[flagfall::rankIndex(r)] == 1;
    if (single)
        //: %1 a share such as 12%, %2 a rank of which the army has one, such as Flag
        return PieceText::sentence(
            tr("%1 of players put their %2 here.").arg(percent(share), PieceText::nameInText(r)));
    //: %1 a share such as 34%, %2 a rank of which the army has several, such as Bomb
    return PieceText::sentence(
        tr("%1 of players put a %2 here.").arg(percent(share), PieceText::nameInText(r)));
}

QString SetupStatsText::rankLine(Rank r, const flagfall::ai::RankGuess& g)
{
    if (g.placed == 0) return {};
    if (g.army == 1)
        //: %1 a rank such as Flag, %2 and %3 shares such as 9%
        return tr("%1: %2 of players put theirs here (average setup: %3)")
            .arg(PieceText::name(r), percent(g.yours), percent(g.average));
    //: %1 a rank such as Bomb, %2 and %3 shares such as 19%
    return tr("%1: on average %2 of players put one where yours stand (average setup: %3)")
        .arg(PieceText::name(r), percent(g.yours), percent(g.average));
}

QString SetupStatsText::overall(double ratio)
{
    //: %1 how well the computer's guess fits, against the average setup, such as 64%
    return tr("Predictability: %1 of the average setup's").arg(percent(ratio));
}

QString SetupStatsText::verdict(Predictability p)
{
    switch (p) {
    case Predictability::Less:
        return tr("Less predictable than the average setup: your Flag and Bombs stand where few "
                  "players put theirs.");
    case Predictability::About:
        return tr("About as predictable as the average setup.");
    case Predictability::More:
        return tr("More predictable than the average setup: your Flag and Bombs stand where many "
                  "players put theirs.");
    }
    return {};
}
