#include "seat.h"

#include "logging.h"

#include "core/notation.h"

void Seat::moveRefused(const flagfall::MoveCheck&, flagfall::Move move)
{
    qCWarning(lcUi) << "move refused:" << flagfall::moveText(move).c_str();
}
