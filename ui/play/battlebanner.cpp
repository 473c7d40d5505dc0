#include "battlebanner.h"

#include "board/piecerenderer.h"
#include "board/piecetext.h"
#include "play/playtext.h"

#include <QPainter>

BattleBanner::BattleBanner(BoardView* view, BoardModel* board) : BoardOverlay(view, board)
{
    place();
    m_half.setSingleShot(true);
    m_end.setSingleShot(true);
    connect(&m_half, &QTimer::timeout, this, [this] {
        m_outcome = true;
        update();
    });
    connect(&m_end, &QTimer::timeout, this, &BattleBanner::dismiss);
    hide();
}

void BattleBanner::show(const flagfall::PlayedMove& move, flagfall::Side mover, int ms, Numbering n)
{
    if (ms <= 0 || move.combat == flagfall::Combat::None) return dismiss();
    m_move = move;
    m_mover = mover;
    m_numbering = n;
    m_outcome = false;
    m_half.start(ms / 2);
    m_end.start(ms);
    place();
    raise();
    QWidget::show();
    update();
}

void BattleBanner::dismiss()
{
    m_half.stop();
    m_end.stop();
    m_move.reset();
    hide();
}

int BattleBanner::tileFor(const QRect& viewport)
{
    return qMax(32, qMin(viewport.width(), viewport.height()) / 6);
}

QRect BattleBanner::placeIn(const QRect& viewport) const
{
    const int tile = tileFor(viewport);
    QRect box(0, 0, tile * 2 + tile / 2 + 32, tile + fontMetrics().height() * 3 + 24);
    box.moveCenter(viewport.center());
    return box;
}

void BattleBanner::paintEvent(QPaintEvent*)
{
    if (!m_move) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int tile = tileFor(parentWidget()->rect());
    const QRect box = rect();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 190));
    p.drawRoundedRect(box, 10, 10);
    const QRect left(box.left() + 16, box.top() + 12, tile, tile);
    const QRect right(box.right() - 16 - tile, box.top() + 12, tile, tile);
    using flagfall::Combat;
    auto& renderer = PieceRenderer::shared();
    const qreal dpr = devicePixelRatioF();
    renderer.paintBattlePiece(p, m_move->attacker, m_mover, left, dpr, m_numbering,
                              m_outcome && m_move->combat != Combat::AttackerWins);
    renderer.paintBattlePiece(p, m_move->defender, flagfall::opponent(m_mover), right, dpr,
                              m_numbering, m_outcome && m_move->combat != Combat::DefenderWins);
    p.setPen(Qt::white);
    p.drawText(QRect(left.right(), left.top(), right.left() - left.right(), tile), Qt::AlignCenter,
               tr("vs"));
    const QRect text(box.left() + 8, left.bottom() + 6, box.width() - 16,
                     box.bottom() - left.bottom() - 10);
    p.drawText(text, Qt::AlignCenter | Qt::TextWordWrap,
               //: %1 the attacking piece, %2 the attacked piece (ranks such as Scout, Bomb)
               PieceText::sentence(m_outcome ? PlayText::combatOutcome(*m_move)
                                             : tr("%1 attacks %2")
                                                   .arg(PieceText::nameInText(m_move->attacker),
                                                        PieceText::nameInText(m_move->defender))));
}
