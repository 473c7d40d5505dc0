#include "advicetext.h"

using flagfall::Principle;

QString AdviceText::title(Principle p)
{
    switch (p) {
    case Principle::FlagOnBackRow:
        return tr("Flag on the back row, walled in by Bombs");
    case Principle::DecoyCorner:
        return tr("A decoy walled in by Bombs");
    case Principle::FewFrontBombs:
        return tr("Few Bombs in the front row");
    case Principle::MixedFront:
        return tr("Strong and weak pieces mixed in front");
    case Principle::ScoutsFrontAndBack:
        return tr("Scouts in front and at the back");
    case Principle::SpyNearGeneral:
        return tr("The Spy close to the General");
    }
    return {};
}

QString AdviceText::explanation(Principle p)
{
    switch (p) {
    case Principle::FlagOnBackRow:
        return tr("On the back row the Flag can only be reached from the front and sides; Bombs on "
                  "every side keep all but Miners away.");
    case Principle::DecoyCorner:
        return tr("Bombs around another back-row square make your opponent guess where the Flag "
                  "really is.");
    case Principle::FewFrontBombs:
        return tr("You only have six Bombs, and in the front row they block your own pieces.");
    case Principle::MixedFront:
        return tr("Put a piece at least two ranks higher beside or behind each weak piece in the "
                  "two front rows, so it can strike back.");
    case Principle::ScoutsFrontAndBack:
        return tr("Scouts in front find out what attacks you; Scouts at the back are kept for the "
                  "end of the game.");
    case Principle::SpyNearGeneral:
        return tr("Keep the Spy within two squares of the General: when the enemy Marshal takes "
                  "the General, your Spy can take the Marshal.");
    }
    return {};
}
