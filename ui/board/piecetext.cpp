#include "piecetext.h"

#include "core/army.h"

using flagfall::Rank;

QString PieceText::name(Rank r)
{
    switch (r) {
    case Rank::Flag:
        return tr("Flag");
    case Rank::Spy:
        return tr("Spy");
    case Rank::Scout:
        return tr("Scout");
    case Rank::Miner:
        return tr("Miner");
    case Rank::Sergeant:
        return tr("Sergeant");
    case Rank::Lieutenant:
        return tr("Lieutenant");
    case Rank::Captain:
        return tr("Captain");
    case Rank::Major:
        return tr("Major");
    case Rank::Colonel:
        return tr("Colonel");
    case Rank::General:
        return tr("General");
    case Rank::Marshal:
        return tr("Marshal");
    case Rank::Bomb:
        return tr("Bomb");
    case Rank::Unknown:
        break;
    }
    return tr("unknown piece");
}

QString PieceText::label(Rank r, Numbering n)
{
    switch (r) {
    case Rank::Flag:
        return QStringLiteral("F");
    case Rank::Bomb:
        return QStringLiteral("B");
    case Rank::Unknown:
        return {};
    case Rank::Spy:
        if (n == Numbering::Classic) return QStringLiteral("S");
        break;
    default:
        break;
    }
    const int modern = static_cast<int>(r);
    return QString::number(n == Numbering::Classic ? 11 - modern : modern);
}

QString PieceText::piecesLeft(Rank r, int count)
{
    switch (r) {
    case Rank::Flag:
        //: the setup editor's pieces still to place, in a list joined by commas; %n how many
        //: of this rank are left to place (the same for every rank below)
        return tr("%n Flag(s) left", nullptr, count);
    case Rank::Spy:
        //: %n how many of this rank are left to place
        return tr("%n Spy/Spies left", nullptr, count);
    case Rank::Scout:
        //: %n how many of this rank are left to place
        return tr("%n Scout(s) left", nullptr, count);
    case Rank::Miner:
        //: %n how many of this rank are left to place
        return tr("%n Miner(s) left", nullptr, count);
    case Rank::Sergeant:
        //: %n how many of this rank are left to place
        return tr("%n Sergeant(s) left", nullptr, count);
    case Rank::Lieutenant:
        //: %n how many of this rank are left to place
        return tr("%n Lieutenant(s) left", nullptr, count);
    case Rank::Captain:
        //: %n how many of this rank are left to place
        return tr("%n Captain(s) left", nullptr, count);
    case Rank::Major:
        //: %n how many of this rank are left to place
        return tr("%n Major(s) left", nullptr, count);
    case Rank::Colonel:
        //: %n how many of this rank are left to place
        return tr("%n Colonel(s) left", nullptr, count);
    case Rank::General:
        //: %n how many of this rank are left to place
        return tr("%n General(s) left", nullptr, count);
    case Rank::Marshal:
        //: %n how many of this rank are left to place
        return tr("%n Marshal(s) left", nullptr, count);
    case Rank::Bomb:
        //: %n how many of this rank are left to place
        return tr("%n Bomb(s) left", nullptr, count);
    case Rank::Unknown:
        break;
    }
    return {};
}

QString PieceText::sideName(flagfall::Side s)
{
    return s == flagfall::Side::Red ? tr("Red") : tr("Blue");
}

QString PieceText::variantName(flagfall::Variant v)
{
    switch (v) {
    case flagfall::Variant::Classic:
        return tr("Classic");
    case flagfall::Variant::Barrage:
        return tr("Barrage");
    case flagfall::Variant::Duel:
        return tr("Duel");
    }
    return {};
}

Rank PieceText::rankFromKey(QChar c, Numbering n)
{
    const QChar u = c.toUpper();
    if (u == QLatin1Char('S')) return Rank::Spy;
    if (u == QLatin1Char('B')) return Rank::Bomb;
    if (u == QLatin1Char('F')) return Rank::Flag;
    if (n == Numbering::Modern && (u == QLatin1Char('X') || u == QLatin1Char('0')))
        return Rank::Marshal;
    if (!u.isDigit() || u == QLatin1Char('0')) return Rank::Unknown;
    const int d = u.digitValue();
    if (n == Numbering::Classic) return flagfall::rankFromIndex(11 - d); // 1 Marshal .. 9 Scout
    return flagfall::rankFromIndex(d);                                   // 1 Spy .. 9 General
}
