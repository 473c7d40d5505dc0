#include "humanseat.h"

bool HumanSeat::submit(flagfall::Move move)
{
    if (!m_toMove) return false;
    emit moveChosen(move);
    return true;
}

void HumanSeat::yourTurn(const flagfall::PlayerView&)
{
    m_toMove = true;
}

void HumanSeat::considerDraw(const flagfall::PlayerView& view)
{
    emit drawQuestion(view.viewer);
}
