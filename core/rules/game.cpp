#include "core/rules/game.h"

#include <algorithm>

namespace flagfall {

Game::Game(Position start, RuleSet rules)
    : m_start(start), m_position(std::move(start)), m_rules(rules), m_checkpoints(1)
{
    m_judged.push_back(judge(m_position, m_rules, m_state));
}

Game Game::fromSetups(const Setup& red, const Setup& blue, RuleSet rules,
                      std::optional<Variant> variant)
{
    Position pos;
    placeSetup(pos, Side::Red, red);
    placeSetup(pos, Side::Blue, blue);
    Game g(pos, rules);
    g.m_variant = variant ? variant : variantOfArmy(red.counts());
    return g;
}

MoveCheck Game::check(Move m) const
{
    if (result().over()) return {Verdict::GameOver, MoveError::None};
    return checkMove(m_position, m_rules, ruleState(), m);
}

void Game::legalMoves(MoveList& out) const
{
    out.size = 0;
    if (!result().over()) flagfall::legalMoves(m_position, m_rules, ruleState(), out);
}

void Game::reserve(int plies)
{
    const auto n = static_cast<std::size_t>(std::max(plies, 0));
    m_moves.reserve(n);
    m_undos.reserve(n);
    m_checkpoints.reserve(n / kCheckpoint + 1);
    m_judged.reserve(n + 1);
}

MoveCheck Game::play(Move m)
{
    const MoveCheck verdict = check(m);
    if (!verdict.legal()) return verdict;
    const Side mover = m_position.sideToMove();
    PlayedMove pm;
    pm.move = m;
    pm.mover = mover;
    pm.piece = m_position.pieceAt(m.from);
    pm.attacker = m_position.piece(pm.piece).rank;
    if (m.attack) pm.defender = m_position.piece(m_position.pieceAt(m.to)).rank;
    const Undo u = m_position.makeMove(m);
    pm.combat = u.combat;

    m_moves.resize(m_ply);
    m_undos.resize(m_ply);
    m_checkpoints.resize(m_ply / kCheckpoint + 1);
    m_judged.resize(m_ply + 1);
    m_moves.push_back(pm);
    m_undos.push_back(u);
    m_state.afterMove(mover, pm.piece, m_position, m);
    ++m_ply;
    if (m_ply % kCheckpoint == 0) m_checkpoints.push_back(m_state);
    m_judged.push_back(judge(m_position, m_rules, m_state));
    m_declared.reset();
    return verdict;
}

void Game::stepForward()
{
    const PlayedMove& pm = m_moves[m_ply];
    const Side mover = m_position.sideToMove();
    m_undos[m_ply] = m_position.makeMove(pm.move);
    m_state.afterMove(mover, pm.piece, m_position, pm.move);
    ++m_ply;
}

void Game::stepBack()
{
    --m_ply;
    m_position.unmakeMove(m_moves[m_ply].move, m_undos[m_ply]);
}

void Game::restoreState()
{
    const int target = m_ply;
    while (m_ply % kCheckpoint != 0) stepBack();
    m_state = m_checkpoints[m_ply / kCheckpoint];
    while (m_ply < target) stepForward();
}

bool Game::undo()
{
    if (m_ply == 0) return false;
    stepBack();
    restoreState();
    m_declared.reset();
    return true;
}

bool Game::redo()
{
    if (m_ply >= length()) return false;
    stepForward();
    m_declared.reset();
    return true;
}

void Game::goToPly(int ply)
{
    ply = std::clamp(ply, 0, length());
    if (ply == m_ply) return;
    const bool back = ply < m_ply;
    while (m_ply > ply) stepBack();
    while (m_ply < ply) stepForward();
    if (back) restoreState();
    m_declared.reset();
}

void Game::resign(Side loser)
{
    forfeit(loser, Termination::Resigned);
}

void Game::forfeit(Side loser, Termination why)
{
    if (!result().over()) m_declared = GameResult{winFor(opponent(loser)), why};
}

void Game::drawAtMoveLimit()
{
    if (!result().over()) m_declared = GameResult{Outcome::Draw, Termination::MoveLimit};
}

void Game::agreeDraw()
{
    if (!result().over()) m_declared = GameResult{Outcome::Draw, Termination::DrawAgreed};
}

void Game::abandon()
{
    if (!result().over()) m_declared = GameResult{Outcome::Ongoing, Termination::Abandoned};
}

GameResult Game::result() const
{
    if (m_judged[m_ply].over()) return m_judged[m_ply];
    return m_declared.value_or(GameResult{});
}

Position Game::positionAt(int ply) const
{
    Position p = m_start;
    for (int k = 0; k < ply && k < length(); ++k) p.makeMove(m_moves[k].move);
    return p;
}

PlayerView Game::view(Side viewer) const
{
    PlayerView v;
    v.viewer = viewer;
    v.position = m_position.viewFor(viewer);
    v.rules = m_rules;
    v.state = ruleState();
    v.history.assign(m_moves.begin(), m_moves.begin() + m_ply);
    for (PlayedMove& pm : v.history) // a quiet move shows no rank, except to its owner
        if (!pm.move.attack && pm.mover != viewer) pm.attacker = Rank::Unknown;
    v.variant = m_variant;
    return v;
}

} // namespace flagfall
