// A seat the tests script: it answers each turn with the next move of its script or, once that
// is spent, with what its chooser picks from the view (none: it stays silent), at once. It keeps
// the views it was given and the refusals it heard.
#pragma once

#include "play/seat.h"

#include <functional>
#include <optional>
#include <vector>

class ScriptedSeat : public Seat {
public:
    using Chooser = std::function<std::optional<flagfall::Move>(const flagfall::PlayerView&)>;

    explicit ScriptedSeat(std::vector<flagfall::Move> script = {}, bool paced = true)
        : m_script(std::move(script)), m_paced(paced)
    {
    }
    void setChooser(Chooser chooser) { m_chooser = std::move(chooser); }

    void yourTurn(const flagfall::PlayerView& view) override
    {
        views.push_back(view);
        if (!answer) return;
        if (next < m_script.size()) return emit moveChosen(m_script[next++]);
        if (m_chooser)
            if (const auto m = m_chooser(view)) emit moveChosen(*m);
    }
    void turnTakenAway() override { ++takenAway; }
    void considerDraw(const flagfall::PlayerView&) override { emit drawAnswered(acceptDraws); }
    bool paced() const override { return m_paced; }
    void moveRefused(const flagfall::MoveCheck& why, flagfall::Move) override
    {
        refusals.push_back(why);
    }
    void say(flagfall::Move m) { emit moveChosen(m); }
    void offer() { emit drawOffered(); }
    void giveUp() { emit resigned(); }

    std::vector<flagfall::PlayerView> views;
    std::vector<flagfall::MoveCheck> refusals;
    std::size_t next = 0;
    int takenAway = 0;
    bool answer = true;
    bool acceptDraws = false;

private:
    std::vector<flagfall::Move> m_script;
    bool m_paced;
    Chooser m_chooser;
};
