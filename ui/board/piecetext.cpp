#include "piecetext.h"

#include "core/rules/army.h"

#include <array>

using flagfall::Rank;

namespace {

// The rank names by rank, as a label or heading ("Captain").
constexpr std::array<const char*, flagfall::kRankCount> kRankLabels{
    QT_TRANSLATE_NOOP("PieceText", "Flag"),     QT_TRANSLATE_NOOP("PieceText", "Spy"),
    QT_TRANSLATE_NOOP("PieceText", "Scout"),    QT_TRANSLATE_NOOP("PieceText", "Miner"),
    QT_TRANSLATE_NOOP("PieceText", "Sergeant"), QT_TRANSLATE_NOOP("PieceText", "Lieutenant"),
    QT_TRANSLATE_NOOP("PieceText", "Captain"),  QT_TRANSLATE_NOOP("PieceText", "Major"),
    QT_TRANSLATE_NOOP("PieceText", "Colonel"),  QT_TRANSLATE_NOOP("PieceText", "General"),
    QT_TRANSLATE_NOOP("PieceText", "Marshal"),  QT_TRANSLATE_NOOP("PieceText", "Bomb"),
};

// The same as a word inside a sentence, where several languages write them in lowercase ("din
// kapten").
struct InText {
    const char* source;
    const char* comment;
};
constexpr std::array<InText, flagfall::kRankCount> kRankInText{{
    QT_TRANSLATE_NOOP3("PieceText", "Flag", "in a sentence"),
    QT_TRANSLATE_NOOP3("PieceText", "Spy", "in a sentence"),
    QT_TRANSLATE_NOOP3("PieceText", "Scout", "in a sentence"),
    QT_TRANSLATE_NOOP3("PieceText", "Miner", "in a sentence"),
    QT_TRANSLATE_NOOP3("PieceText", "Sergeant", "in a sentence"),
    QT_TRANSLATE_NOOP3("PieceText", "Lieutenant", "in a sentence"),
    QT_TRANSLATE_NOOP3("PieceText", "Captain", "in a sentence"),
    QT_TRANSLATE_NOOP3("PieceText", "Major", "in a sentence"),
    QT_TRANSLATE_NOOP3("PieceText", "Colonel", "in a sentence"),
    QT_TRANSLATE_NOOP3("PieceText", "General", "in a sentence"),
    QT_TRANSLATE_NOOP3("PieceText", "Marshal", "in a sentence"),
    QT_TRANSLATE_NOOP3("PieceText", "Bomb", "in a sentence"),
}};

} // namespace

QString PieceText::name(Rank r)
{
    if (r == Rank::Unknown) return tr("unknown piece");
    return tr(kRankLabels[size_t(r)]);
}

QString PieceText::nameInText(Rank r)
{
    if (r == Rank::Unknown) return tr("unknown piece");
    const InText& w = kRankInText[size_t(r)];
    return tr(w.source, w.comment);
}

QString PieceText::sentence(QString text)
{
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text;
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
