#include "game.h"

namespace flagfall {

Game::Game(Position start, RuleSet rules)
    : m_start(start), m_position(std::move(start)), m_rules(rules), m_states(1)
{
    m_judged.push_back(judge(m_position, m_rules, m_states[0]));
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

bool Game::play(Move m)
{
    if (!check(m).legal()) return false;
    const Position before = m_position;
    PlayedMove pm;
    pm.move = m;
    pm.piece = m_position.pieceAt(m.from);
    pm.attacker = m_position.piece(pm.piece).rank;
    if (m.attack) pm.defender = m_position.piece(m_position.pieceAt(m.to)).rank;
    const Undo u = m_position.makeMove(m);
    pm.combat = u.combat;

    m_moves.resize(m_ply);
    m_undos.resize(m_ply);
    m_states.resize(m_ply + 1);
    m_judged.resize(m_ply + 1);
    m_moves.push_back(pm);
    m_undos.push_back(u);
    RuleState next = m_states.back();
    next.afterMove(before, m_position, m);
    m_states.push_back(std::move(next));
    ++m_ply;
    m_judged.push_back(judge(m_position, m_rules, m_states.back()));
    m_declared.reset();
    return true;
}

bool Game::undo()
{
    if (m_ply == 0) return false;
    --m_ply;
    m_position.unmakeMove(m_moves[m_ply].move, m_undos[m_ply]);
    m_declared.reset();
    return true;
}

bool Game::redo()
{
    if (m_ply >= length()) return false;
    const Move m = m_moves[m_ply].move;
    m_undos[m_ply] = m_position.makeMove(m);
    ++m_ply;
    m_declared.reset();
    return true;
}

void Game::goToPly(int ply)
{
    while (m_ply > ply && undo()) {
    }
    while (m_ply < ply && redo()) {
    }
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
        if (!pm.move.attack && m_start.piece(pm.piece).owner != viewer) pm.attacker = Rank::Unknown;
    v.variant = m_variant;
    return v;
}

} // namespace flagfall
