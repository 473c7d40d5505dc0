#include "humanseat.h"

flagfall::MoveCheck HumanSeat::submit(flagfall::Move move)
{
    if (!m_toMove) return {flagfall::Verdict::Illegal, flagfall::MoveError::NotYourPiece};
    m_refusal.reset();
    emit moveChosen(move); // an unpaced answer is played (or refused) at once
    return m_refusal.value_or(flagfall::MoveCheck{});
}

void HumanSeat::yourTurn(const flagfall::PlayerView&)
{
    m_toMove = true;
}

void HumanSeat::considerDraw(const flagfall::PlayerView& view)
{
    emit drawQuestion(view.viewer);
}

void HumanSeat::moveRefused(const flagfall::MoveCheck& why, flagfall::Move)
{
    m_refusal = why;
}
