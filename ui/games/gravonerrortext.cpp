#include "gravonerrortext.h"

#include "base/filenotice.h"
#include "board/piecetext.h"
#include "games/terminationtext.h"

#include "core/rules/position.h"
#include "core/rules/result.h"
#include "core/rules/rules.h"

using flagfall::MoveError;
using flagfall::ParseError;
using flagfall::Verdict;

namespace {

QString arg(const ParseError& e, std::size_t i)
{
    return i < e.args.size() ? QString::fromStdString(e.args[i]) : QString();
}

int number(const ParseError& e, std::size_t i)
{
    bool ok = false;
    const int n = arg(e, i).toInt(&ok);
    return ok ? n : -1;
}

QString side(const std::string& name)
{
    return PieceText::sideName(name == "Blue" ? flagfall::Side::Blue : flagfall::Side::Red);
}

} // namespace

QString GravonErrorText::moveNumber(int ply)
{
    return QString::number((ply + 1) / 2) +
           (ply % 2 == 1 ? QStringLiteral(".") : QStringLiteral("…"));
}

QString GravonErrorText::describe(const ParseError& e)
{
    return FileNotice::at(e.line, e.column, detail(e));
}

QString GravonErrorText::detail(const ParseError& e)
{
    for (auto part : {&fileDetail, &fieldDetail, &moveDetail, &resultDetail}) {
        const QString text = part(e);
        if (!text.isEmpty()) return text;
    }
    return QString::fromStdString(e.message);
}

// The file's form: XML or GSN, its header and its parts.
QString GravonErrorText::fileDetail(const ParseError& e)
{
    const std::string& k = e.key;
    if (k == "gravon.notGravon") return tr("This is not a Gravon game file (neither XML nor GSN).");
    if (k == "gravon.xml")
        //: %1 what is wrong, in English, from the XML reader
        return tr("The XML is not well formed: %1").arg(arg(e, 0));
    if (k == "gravon.noGame") return tr("There is no <game> element: not a Gravon game file.");
    if (k == "gravon.gameType") return tr("The <game> element has no type.");
    if (k == "gravon.players")
        //: %1 how many <player> elements the file has
        return tr("A game has two <player> elements; this file has %1.").arg(arg(e, 0));
    if (k == "gravon.header") return tr("A GSN file starts with '#X38FA11 Stratego-Notation v1'.");
    if (k == "gravon.typeLine")
        return tr("The second line of a GSN file is 'type N' (0 classic, 1 barrage, …).");
    if (k == "gravon.noEnd") return tr("The file ends before END (is it cut short?).");
    if (k == "gravon.noResultLine")
        return tr("The file ends before the result line (is it cut short?).");
    if (k == "gravon.afterResult")
        //: %1 the text found after the last line of a GSN file
        return tr("There is text after the result line: '%1'.").arg(arg(e, 0));
    if (k == "gravon.variant")
        //: %1 the Gravon game type found in the file
        return tr("The Gravon variant '%1' is not played here (Flagfall plays classic, barrage "
                  "and duell).")
            .arg(arg(e, 0));
    return {};
}

// The field: the setups of both sides, 100 letters.
QString GravonErrorText::fieldDetail(const ParseError& e)
{
    const std::string& k = e.key;
    if (k == "gravon.fieldContent") return tr("The <field> element has no content.");
    if (k == "gravon.noField")
        return tr("The file has no field: the game ended before both setups were complete.");
    if (k == "gravon.fieldLength")
        //: %1 how many letters the field has
        return tr("The field has %1 letters, not 100.").arg(arg(e, 0));
    //: %1 the letter's place in the field (1-100), %2 its square (C5), %3 the letter
    const QString at = tr("Letter %1 of the field (%2, '%3')").arg(arg(e, 0), arg(e, 1), arg(e, 2));
    if (k == "gravon.fieldLake")
        //: %1 where in the field ("Letter 43 of the field (C5, 'B')")
        return tr("%1: a lake must be '_'.").arg(at);
    if (k == "gravon.fieldOffLake")
        //: %1 where in the field ("Letter 43 of the field (C5, 'B')")
        return tr("%1: '_' (a lake) where there is no lake.").arg(at);
    if (k == "gravon.fieldLetter")
        //: %1 where in the field ("Letter 43 of the field (C5, 'B')")
        return tr("%1: no piece has this letter.").arg(at);
    if (k == "gravon.fieldRows" && arg(e, 3) == QLatin1String("Blue"))
        //: %1 where in the field ("Letter 43 of the field (C5, 'B')")
        return tr("%1: a Blue piece outside rows 7-10.").arg(at);
    if (k == "gravon.fieldRows")
        //: %1 where in the field ("Letter 43 of the field (C5, 'B')")
        return tr("%1: a Red piece outside rows 1-4.").arg(at);
    if (k == "gravon.setup" && e.args.size() == 2)
        //: %1 the side (Red, Blue), %2 what is wrong with its setup, in English
        return tr("%1's setup: %2").arg(side(e.args[0]), arg(e, 1));
    return {};
}

// A move of the file, by its number as players count it.
QString GravonErrorText::moveDetail(const ParseError& e)
{
    const std::string& k = e.key;
    const QString move = moveNumber(number(e, 0));
    if (k == "gravon.moveSquares")
        //: %1 the move's number as players count it ("7." Red's 7th move, "7…" Blue's)
        return tr("Move %1: a <move> needs a source and a target.").arg(move);
    if (k == "gravon.moveText")
        //: %1 the move's number ("7." Red's 7th move, "7…" Blue's), %2 the line found
        return tr("Move %1: expected a move like 'D4-D5' or END, found '%2'.").arg(move, arg(e, 1));
    if (k == "gravon.square")
        //: %1 the move's number ("7." Red's 7th move, "7…" Blue's), %2 the square as written
        return tr("Move %1: there is no square '%2'.").arg(move, arg(e, 1));
    if (k == "gravon.illegal" && e.args.size() == 4)
        //: %1 the move's number ("7." Red's 7th move, "7…" Blue's), %2 the move (D4-D5), %3 why
        //: the rules refuse it
        return tr("Move %1 (%2) is illegal: %3")
            .arg(move, arg(e, 1), reason(number(e, 2), number(e, 3)));
    return {};
}

// The result: Gravon's code and winner, checked against the moves.
QString GravonErrorText::resultDetail(const ParseError& e)
{
    const std::string& k = e.key;
    if (k == "gravon.noResult") return tr("There is no <result> element (is the file cut short?).");
    if (k == "gravon.resultType") return tr("The result's type must be a number.");
    if (k == "gravon.winner" && e.args.size() == 3)
        //: %1, %2, %3 the numbers the file uses for Red, Blue and a draw
        return tr("The winner must be %1 (Red), %2 (Blue) or %3 (a draw).")
            .arg(arg(e, 0), arg(e, 1), arg(e, 2));
    if (k == "gravon.resultLine")
        //: %1 the line found
        return tr("Expected 'NAME vs NAME result T winner W', found '%1'.").arg(arg(e, 0));
    if (k == "gravon.resultCode")
        //: %1 the result type found in the file
        return tr("There is no Gravon result of type %1.").arg(arg(e, 0));
    if (k == "gravon.flagNotTaken")
        return tr("The result says a Flag was captured, but no move captures it (is the file "
                  "cut short?).");
    if (k == "gravon.resultDisagrees" && e.args.size() == 3) {
        const auto t = flagfall::terminationFromText(e.args[2]);
        //: %1 the file's result ("Red won"), %2 the result of the moves, %3 how they end it
        return tr("The result says %1, but the moves end the game: %2, %3.")
            .arg(outcome(e.args[0]), outcome(e.args[1]),
                 t ? TerminationText::label(*t) : arg(e, 2));
    }
    return {};
}

QString GravonErrorText::outcome(const std::string& token)
{
    const auto o = flagfall::outcomeFromToken(token);
    if (o == flagfall::Outcome::RedWins) return tr("Red won");
    if (o == flagfall::Outcome::BlueWins) return tr("Blue won");
    return tr("a draw");
}

QString GravonErrorText::reason(int verdict, int moveError)
{
    switch (Verdict(verdict)) {
    case Verdict::TwoSquareRule:
        return tr("the two-squares rule forbids another move back.");
    case Verdict::ChaseRule:
        return tr("the chase rule forbids repeating a position of this chase.");
    case Verdict::GameOver:
        return tr("the game is over.");
    default:
        break;
    }
    switch (MoveError(moveError)) {
    case MoveError::NoPieceThere:
        return tr("there is no piece on the starting square.");
    case MoveError::NotYourPiece:
        return tr("the piece there is not the mover's.");
    case MoveError::Immovable:
        return tr("a Bomb or the Flag never moves.");
    case MoveError::NotStraight:
        return tr("pieces move straight along a row or column.");
    case MoveError::TooFar:
        return tr("only a Scout moves more than one square.");
    case MoveError::Blocked:
        return tr("the way is blocked.");
    case MoveError::IntoLake:
        return tr("no piece enters or crosses a lake.");
    case MoveError::OwnPiece:
        return tr("a piece cannot attack its own side.");
    default:
        return tr("the rules do not allow it.");
    }
}
