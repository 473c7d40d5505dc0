#include "recordtext.h"

#include "base/plaintext.h"
#include "board/piecetext.h"
#include "games/terminationtext.h"

#include "core/records/desktoptags.h"
#include "core/rules/army.h"
#include "core/rules/notation.h"
#include "core/rules/result.h"

namespace {
// A tag's value as shown: one line, without bidi overrides or hidden characters, cut when long
// (names in shared records come from strangers).
QString tagText(const flagfall::GameRecord& record, const char* name)
{
    return PlainText::line(QString::fromStdString(record.tag(name)));
}
} // namespace

QString RecordText::playerName(const flagfall::GameRecord& record, flagfall::Side side)
{
    const char* tag = side == flagfall::Side::Red ? "Red" : "Blue";
    if (flagfall::hasDesktopTags(record)) // the names this program writes, in the player's words
        if (const QString own = desktopName(record.tag(tag)); !own.isEmpty()) return own;
    const QString name = tagText(record, tag);
    return name.isEmpty() ? PieceText::sideName(side) : name;
}

QString RecordText::desktopName(const std::string& name)
{
    if (const auto level = flagfall::computerLevel(name))
        //: a player's name in the game library; %1 the level, 1 to 5
        return tr("Computer (level %1)").arg(*level);
    if (name == flagfall::kPlayerName) return tr("You");
    if (name == flagfall::kRedPlayerName) return tr("Red player");
    if (name == flagfall::kBluePlayerName) return tr("Blue player");
    return {};
}

QString RecordText::yourColour(const flagfall::GameRecord& record)
{
    const auto human = flagfall::humanSide(record);
    return human ? PieceText::sideName(*human) : QString();
}

QString RecordText::players(const flagfall::GameRecord& record)
{
    //: the players of a game: %1 Red's name, %2 Blue's
    return tr("%1 – %2").arg(playerName(record, flagfall::Side::Red),
                             playerName(record, flagfall::Side::Blue));
}

QString RecordText::opponent(const flagfall::GameRecord& record)
{
    if (const auto human = flagfall::humanSide(record))
        return playerName(record, flagfall::opponent(*human));
    return players(record);
}

QString RecordText::result(const flagfall::GameRecord& record)
{
    const auto outcome = flagfall::outcomeFromToken(record.tag("Result"));
    QString text;
    const auto human = flagfall::humanSide(record); // against the computer: from the player's side
    switch (outcome.value_or(flagfall::Outcome::Ongoing)) {
    case flagfall::Outcome::RedWins:
    case flagfall::Outcome::BlueWins: {
        const flagfall::Side winner =
            *outcome == flagfall::Outcome::RedWins ? flagfall::Side::Red : flagfall::Side::Blue;
        if (human)
            text = winner == *human ? tr("You won") : tr("You lost");
        else
            //: in the game library's Result column: %1 the winning side (Red, Blue)
            text = tr("%1 won").arg(PieceText::sideName(winner));
        break;
    }
    case flagfall::Outcome::Draw:
        text = tr("Draw");
        break;
    case flagfall::Outcome::Ongoing:
        text = tr("Unfinished");
        break;
    }
    const QString how = termination(record.tag("Termination"));
    //: in the Result column: %1 the result ("You won", "Draw", …), %2 how the game ended ("flag
    //: captured", "by resignation", …)
    return how.isEmpty() ? text : tr("%1: %2").arg(text, how);
}

QString RecordText::variant(const flagfall::GameRecord& record)
{
    if (const auto v = flagfall::variantFromName(record.tag("Variant")))
        return PieceText::variantName(*v);
    return record.findTag("Position") ? tr("Custom position") : tagText(record, "Variant");
}

QDate RecordText::date(const flagfall::GameRecord& record)
{
    return QDate::fromString(tagText(record, "Date"), QStringLiteral("yyyy.MM.dd"));
}

QString RecordText::ownComment(const std::string& text)
{
    constexpr std::string_view hint = "hint: ";
    if (text.starts_with(hint) && flagfall::parseMove(std::string_view(text).substr(hint.size())))
        //: a comment in the move list: the computer suggested this move; %1 a move such as E4-E5
        return tr("Hint: %1").arg(QString::fromStdString(text.substr(hint.size())));
    if (text == "undo") return tr("A move was taken back here.");
    return {};
}

QString RecordText::termination(const std::string& text)
{
    if (const auto t = flagfall::terminationFromText(text))
        if (const QString label = TerminationText::label(*t); !label.isEmpty()) return label;
    return PlainText::line(QString::fromStdString(text));
}
