// The words of a game's analysis shown to the player: the marks, the reason of a marked move
// (from its kind and numbers), the line under the board and each side's summary.
#pragma once

#include "core/records/evalsummary.h"
#include "core/records/moveeval.h"

#include <QCoreApplication>
#include <QString>

class AnalysisText {
    Q_DECLARE_TR_FUNCTIONS(AnalysisText)
public:
    static QString markSymbol(flagfall::MoveMark m);      // "?!", "?", "??" as chess players write
    static QString reason(const flagfall::MoveReason& r); // "" when there is none
    // "12. F6xF7: a blunder (71% → 16%). Better: H2-E2. The Marshal attacks a known Bomb."
    static QString plyLine(const QString& moveText, const flagfall::PlyEval& e);
    static QString summary(flagfall::Side side, const flagfall::SideSummary& s);

private:
    static QString judgement(flagfall::MoveMark m);
};
