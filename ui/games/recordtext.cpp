#include "recordtext.h"

#include "board/piecetext.h"
#include "games/terminationtext.h"
#include "plaintext.h"

#include "core/army.h"
#include "core/desktoptags.h"
#include "core/result.h"

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
    const QString name = tagText(record, side == flagfall::Side::Red ? "Red" : "Blue");
    return name.isEmpty() ? PieceText::sideName(side) : name;
}

QString RecordText::players(const flagfall::GameRecord& record)
{
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
    switch (outcome.value_or(flagfall::Outcome::Ongoing)) {
    case flagfall::Outcome::RedWins:
        text = tr("%1 won").arg(PieceText::sideName(flagfall::Side::Red));
        break;
    case flagfall::Outcome::BlueWins:
        text = tr("%1 won").arg(PieceText::sideName(flagfall::Side::Blue));
        break;
    case flagfall::Outcome::Draw:
        text = tr("Draw");
        break;
    case flagfall::Outcome::Ongoing:
        text = tr("Unfinished");
        break;
    }
    const QString how = termination(record.tag("Termination"));
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

QString RecordText::termination(const std::string& text)
{
    if (const auto t = flagfall::terminationFromText(text))
        if (const QString label = TerminationText::label(*t); !label.isEmpty()) return label;
    return PlainText::line(QString::fromStdString(text));
}
