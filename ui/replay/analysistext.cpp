#include "analysistext.h"

#include "board/piecetext.h"

#include "core/rules/notation.h"

#include <QLocale>

using flagfall::MoveMark;
using flagfall::ReasonKind;

QString AnalysisText::markSymbol(MoveMark m)
{
    switch (m) {
    case MoveMark::Inaccuracy:
        return QStringLiteral("?!");
    case MoveMark::Mistake:
        return QStringLiteral("?");
    case MoveMark::Blunder:
        return QStringLiteral("??");
    case MoveMark::None:
        break;
    }
    return {};
}

QString AnalysisText::reason(const flagfall::MoveReason& r)
{
    const QString piece = PieceText::nameInText(r.piece);
    const QString target = PieceText::nameInText(r.target);
    switch (r.kind) {
    case ReasonKind::KnownStronger:
        //: why a move was bad: %1 the attacking piece, %2 the known piece it attacked
        return tr("The %1 attacks a known %2.").arg(piece, target);
    case ReasonKind::BombRisk:
        //: why a move was bad: %1 the attacking piece, %2 a percentage (38)
        return tr("The %1 attacks an unmoved piece: %2% chance of a Bomb.")
            .arg(piece)
            .arg(r.percent);
    case ReasonKind::LossRisk:
        //: why a move was bad: %1 the attacking piece, %2 a percentage
        return tr("The %1 attacks a hidden piece: %2% chance that it loses or ties.")
            .arg(piece)
            .arg(r.percent);
    case ReasonKind::Exposed:
        //: why a move was bad: %1 the moved piece, %2 the known enemy piece next to it
        return tr("The %1 stops next to a known %2 that beats it.").arg(piece, target);
    case ReasonKind::MissedCapture:
        //: why a move was bad: %1 a piece that could have attacked, %2 the known weaker piece
        return tr("The %1 could have taken a known %2.").arg(piece, target);
    case ReasonKind::None:
        break;
    }
    return {};
}

// The judgement of a move: %1 the move, %2 and %3 the mover's chances in percent with the best
// move and after the move played.
QString AnalysisText::judgement(MoveMark m)
{
    switch (m) {
    case MoveMark::Inaccuracy:
        //: the analysis of a move: %1 the move, %2 and %3 the mover's chances in percent with
        //: the best move found and after the move played
        return tr("%1: an inaccuracy (%2% → %3%).");
    case MoveMark::Mistake:
        //: the analysis of a move: %1 the move, %2 and %3 the mover's chances in percent with
        //: the best move found and after the move played
        return tr("%1: a mistake (%2% → %3%).");
    case MoveMark::Blunder:
        //: the analysis of a move: %1 the move, %2 and %3 the mover's chances in percent with
        //: the best move found and after the move played
        return tr("%1: a blunder (%2% → %3%).");
    case MoveMark::None:
        break;
    }
    //: the analysis of a move without a mark: %1 the move, %2 and %3 the mover's chances in
    //: percent with the best move found and after the move played
    return tr("%1: %2% → %3%.");
}

QString AnalysisText::plyLine(const QString& moveText, const flagfall::PlyEval& e)
{
    const int before = (e.before + 5) / 10, after = (e.after + 5) / 10;
    QString line = judgement(e.mark).arg(moveText).arg(before).arg(after);
    if (!e.best.isNull())
        //: %1 the best move the computer found
        line += QLatin1Char(' ') +
                tr("Better: %1.").arg(QString::fromStdString(flagfall::moveText(e.best)));
    const QString why = PieceText::sentence(reason(e.reason));
    if (!why.isEmpty()) line += QLatin1Char(' ') + why;
    return line;
}

QString AnalysisText::summary(flagfall::Side side, const flagfall::SideSummary& s)
{
    // Moves as players count them: ply 13 is Red's 7th move ("7."), ply 14 Blue's ("7…").
    QStringList worst;
    for (int ply : s.worst)
        worst << QString::number((ply + 1) / 2) +
                     (ply % 2 == 1 ? QStringLiteral(".") : QStringLiteral("…"));
    //: each side's analysis: %1 the side, %2 the accuracy in percent, %3 inaccuracies, %4
    //: mistakes, %5 blunders, %6 the worst moves by their number ("12., 40…, 7.": a dot for
    //: Red's move, "…" for Blue's) or "-"
    return tr("%1: accuracy %2%, inaccuracies %3, mistakes %4, blunders %5; worst moves: %6")
        .arg(PieceText::sideName(side))
        .arg(QLocale().toString(s.accuracy, 'f', 1))
        .arg(s.marks[1])
        .arg(s.marks[2])
        .arg(s.marks[3])
        .arg(worst.isEmpty() ? QStringLiteral("-") : worst.join(QStringLiteral(", ")));
}
