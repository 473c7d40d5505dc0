// A game: the start, the moves with their battles, undo/redo, each player's view at any ply, and
// the result. The only place where moves are applied to the true position.
#pragma once

#include "core/rules/army.h"
#include "core/rules/rules.h"
#include "core/rules/setup.h"

#include <optional>
#include <vector>

namespace flagfall {

struct PlayedMove {
    Move move;
    int piece = -1;
    Rank attacker = Rank::Unknown;
    Rank defender = Rank::Unknown; // Unknown when the move was no attack
    Combat combat = Combat::None;
    Side mover = Side::Red; // who played it
};

// What one player may know: their view of the position (hidden enemy ranks are Unknown), the
// public history and the rule state. The computer player only ever receives this.
struct PlayerView {
    Side viewer = Side::Red;
    Position position;
    RuleSet rules;
    RuleState state;
    std::vector<PlayedMove> history; // battles reveal both ranks, so they are public
    std::optional<Variant> variant;
};

class Game {
public:
    explicit Game(Position start = {}, RuleSet rules = {});
    static Game fromSetups(const Setup& red, const Setup& blue, RuleSet rules = {},
                           std::optional<Variant> variant = {});

    const Position& start() const { return m_start; }
    const Position& position() const { return m_position; }
    const RuleSet& rules() const { return m_rules; }
    const RuleState& ruleState() const { return m_state; }
    std::optional<Variant> variant() const { return m_variant; }
    int ply() const { return m_ply; }
    int length() const { return static_cast<int>(m_moves.size()); } // with undone moves
    const std::vector<PlayedMove>& moves() const { return m_moves; }

    MoveCheck check(Move m) const;
    void legalMoves(MoveList& out) const;
    // Plays `m` when check(m) allows it (else nothing changes) and says what check(m) said, so a
    // move is checked once.
    MoveCheck play(Move m);
    void reserve(int plies); // room for that many plies, so a long replay does not reallocate
    bool undo();
    bool redo();
    void goToPly(int ply);

    void resign(Side loser);
    // The loser broke off the game (an illegal move, no answer in time, a crash): `why` says how.
    void forfeit(Side loser, Termination why);
    void agreeDraw();
    void abandon();
    void drawAtMoveLimit();
    GameResult result() const;
    // The result the rules alone reached at the current ply.
    GameResult ruleResult() const { return m_judged[m_ply]; }

    Position positionAt(int ply) const;
    PlayerView view(Side viewer) const;

private:
    // The rule state is kept for the current ply, and every kCheckpoint plies, so that a long
    // game costs a few bytes a ply; going back recomputes it from the checkpoint before.
    static constexpr int kCheckpoint = 32;
    void stepForward();  // redoes the move at m_ply, following the rule state
    void stepBack();     // undoes the move before m_ply, leaving the rule state behind
    void restoreState(); // the rule state at m_ply, from the checkpoint before it

    Position m_start;
    Position m_position;
    RuleSet m_rules;
    std::optional<Variant> m_variant;
    std::vector<PlayedMove> m_moves;
    std::vector<Undo> m_undos;
    RuleState m_state;                    // after m_ply plies
    std::vector<RuleState> m_checkpoints; // m_checkpoints[i]: after i * kCheckpoint plies
    std::vector<GameResult> m_judged;     // m_judged[k]: the rules' verdict after k plies
    std::optional<GameResult> m_declared; // resign, agreement, abandon
    int m_ply = 0;
};

} // namespace flagfall
