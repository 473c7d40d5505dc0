#include "terminationtext.h"

#include <iterator>

namespace {
using flagfall::Termination;

struct Row {
    Termination termination;
    const char* phrase;
    const char* label;
};

constexpr Row kRows[] = {
    {Termination::FlagCaptured, QT_TRANSLATE_NOOP("TerminationText", "the Flag was captured"),
     QT_TRANSLATE_NOOP("TerminationText", "flag captured")},
    {Termination::NoMoves, QT_TRANSLATE_NOOP("TerminationText", "no legal move was left"),
     QT_TRANSLATE_NOOP("TerminationText", "no moves")},
    {Termination::NeitherCanMove, QT_TRANSLATE_NOOP("TerminationText", "neither side can move"),
     QT_TRANSLATE_NOOP("TerminationText", "neither can move")},
    {Termination::NoProgress,
     QT_TRANSLATE_NOOP("TerminationText", "no attack in too many moves (no progress)"),
     QT_TRANSLATE_NOOP("TerminationText", "no progress")},
    {Termination::Resigned, QT_TRANSLATE_NOOP("TerminationText", "by resignation"),
     QT_TRANSLATE_NOOP("TerminationText", "by resignation")},
    {Termination::DrawAgreed, QT_TRANSLATE_NOOP("TerminationText", "by agreement"),
     QT_TRANSLATE_NOOP("TerminationText", "by agreement")},
    {Termination::Abandoned, QT_TRANSLATE_NOOP("TerminationText", "abandoned"),
     QT_TRANSLATE_NOOP("TerminationText", "abandoned")},
    {Termination::IllegalMove, QT_TRANSLATE_NOOP("TerminationText", "an illegal move"),
     QT_TRANSLATE_NOOP("TerminationText", "illegal move")},
    {Termination::TimeForfeit, QT_TRANSLATE_NOOP("TerminationText", "no answer in time"),
     QT_TRANSLATE_NOOP("TerminationText", "time forfeit")},
    {Termination::Crashed, QT_TRANSLATE_NOOP("TerminationText", "the program stopped"),
     QT_TRANSLATE_NOOP("TerminationText", "program crashed")},
    {Termination::BadReply,
     QT_TRANSLATE_NOOP("TerminationText", "an answer that could not be read"),
     QT_TRANSLATE_NOOP("TerminationText", "unreadable answer")},
    {Termination::MoveLimit, QT_TRANSLATE_NOOP("TerminationText", "the move limit was reached"),
     QT_TRANSLATE_NOOP("TerminationText", "move limit")},
};

const Row* rowOf(Termination t)
{
    for (const Row& r : kRows)
        if (r.termination == t) return &r;
    return nullptr;
}
} // namespace

QString TerminationText::phrase(Termination t)
{
    const Row* r = rowOf(t);
    return r ? tr(r->phrase) : QString();
}

QString TerminationText::label(Termination t)
{
    const Row* r = rowOf(t);
    return r ? tr(r->label) : QString();
}
