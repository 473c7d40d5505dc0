#include "combatoverlay.h"

#include "board/boardmodel.h"
#include "board/boardview.h"
#include "board/piecerenderer.h"

#include <QEvent>
#include <QPainter>

using flagfall::Combat;

CombatOverlay::CombatOverlay(BoardView* view, BoardModel* model)
    : QWidget(view->viewport()), m_view(view), m_model(model)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    view->viewport()->installEventFilter(this);
    setGeometry(view->viewport()->rect());
    // The board redraws after the model changes (a flip, a jump): the overlay follows it.
    connect(model, &QAbstractItemModel::modelReset, this, qOverload<>(&QWidget::update));
    raise();
}

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

bool CombatOverlay::eventFilter(QObject* watched, QEvent* event)
{
    if (m_view && watched == m_view->viewport() && event->type() == QEvent::Resize)
        setGeometry(m_view->viewport()->rect());
    return QWidget::eventFilter(watched, event);
}

void CombatOverlay::paintEvent(QPaintEvent*)
{
    if (!m_move || !m_view) return;
    const QRect square = m_view->visualRect(m_model->indexOf(m_move->move.to));
    if (!square.isValid()) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(255, 170, 0), std::max(2, square.width() / 14)));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(QRectF(square).adjusted(1, 1, -1, -1));

    // The two pieces under (or, on the bottom row, above) the square, attacker on the left.
    const int tile = std::max(14, square.width() * 2 / 3);
    QRect badge(0, 0, tile * 2 + 12, tile + 8);
    badge.moveCenter(square.center());
    badge.moveTop(square.bottom() + 4);
    if (badge.bottom() > height()) badge.moveBottom(square.top() - 4);
    badge.moveLeft(std::clamp(badge.left(), 0, std::max(0, width() - badge.width())));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 170));
    p.drawRoundedRect(badge, 6, 6);
    const bool attackerFell = m_move->combat != Combat::AttackerWins;
    const bool defenderFell = m_move->combat != Combat::DefenderWins;
    auto& renderer = PieceRenderer::shared();
    const qreal dpr = devicePixelRatioF();
    renderer.paintBattlePiece(p, m_move->attacker, m_mover,
                              QRect(badge.left() + 4, badge.top() + 4, tile, tile), dpr,
                              m_numbering, attackerFell);
    renderer.paintBattlePiece(p, m_move->defender, flagfall::opponent(m_mover),
                              QRect(badge.left() + 8 + tile, badge.top() + 4, tile, tile), dpr,
                              m_numbering, defenderFell);
}
