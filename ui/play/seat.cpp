#include "seat.h"

#include "base/logging.h"

#include "core/rules/notation.h"

void Seat::moveRefused(const flagfall::MoveCheck&, flagfall::Move move)
{
    qCWarning(lcUi) << "move refused:" << flagfall::moveText(move).c_str();
}
