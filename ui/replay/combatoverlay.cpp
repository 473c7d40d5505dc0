#include "combatoverlay.h"

#include "board/piecerenderer.h"

#include <QPainter>

using flagfall::Combat;

void CombatOverlay::setBattle(std::optional<flagfall::PlayedMove> move, flagfall::Side mover)
{
    if (move && move->combat == Combat::None) move.reset();
    m_move = move;
    m_mover = mover;
    update();
}

void CombatOverlay::setNumbering(Numbering n)
{
    m_numbering = n;
    update();
}

void CombatOverlay::paintEvent(QPaintEvent*)
{
    if (!m_move) return;
    const QRect square = squareRect(m_move->move.to);
    if (!square.isValid()) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);

    // The two pieces inside the square, attacker on the left: nothing else on the board is
    // covered and nothing spills past its edge.
    const int tile = std::max(8, (square.width() - 6) / 2);
    const QRect badge = square.adjusted(1, 1, -1, -1); // over the square's own piece entirely
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 215));
    p.drawRoundedRect(badge, 4, 4);
    const bool attackerFell = m_move->combat != Combat::AttackerWins;
    const bool defenderFell = m_move->combat != Combat::DefenderWins;
    auto& renderer = PieceRenderer::shared();
    const qreal dpr = devicePixelRatioF();
    renderer.paintBattlePiece(p, m_move->attacker, m_mover,
                              QRect(badge.left() + 2, badge.center().y() - tile / 2, tile, tile),
                              dpr, m_numbering, attackerFell);
    renderer.paintBattlePiece(
        p, m_move->defender, flagfall::opponent(m_mover),
        QRect(badge.right() - 1 - tile, badge.center().y() - tile / 2, tile, tile), dpr,
        m_numbering, defenderFell);
    // The orange frame last, over the pieces: where the battle was.
    p.setPen(QPen(QColor(255, 170, 0), std::max(2, square.width() / 20)));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(QRectF(square).adjusted(1, 1, -1, -1), 4, 4);
}
