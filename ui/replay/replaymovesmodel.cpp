#include "replaymovesmodel.h"

#include "base/plaintext.h"
#include "board/piecerenderer.h"
#include "board/piecetext.h"
#include "replay/analysistext.h"
#include "replay/replaycontroller.h"

#include "core/rules/notation.h"

#include <QFont>
#include <QPainter>

#include <utility>

using flagfall::Combat;
using flagfall::Side;

ReplayMovesModel::ReplayMovesModel(ReplayController* controller, QObject* parent)
    : QAbstractListModel(parent), m_controller(controller)
{
    connect(controller, &ReplayController::loaded, this, [this] {
        beginResetModel();
        m_current = m_controller->ply();
        m_marks.clear();
        endResetModel();
    });
    connect(controller, &ReplayController::plyChanged, this, &ReplayMovesModel::followPly);
    connect(controller, &ReplayController::commentChanged, this, [this](int ply) {
        const QModelIndex row = index(ply);
        if (row.isValid()) emit dataChanged(row, row);
    });
}

int ReplayMovesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_controller->hasGame() ? 0 : m_controller->length() + 1;
}

QVariant ReplayMovesModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int ply = index.row();
    const Combat combat = ply > 0 ? m_controller->timeline().move(ply).combat : Combat::None;
    switch (role) {
    case Qt::DisplayRole:
        return ply == 0 ? tr("Start") : moveText(ply);
    case Qt::ToolTipRole: // Qt renders a tooltip that looks like markup; a comment is text
        return PlainText::toolTip(ply == 0 ? startSentence(ply) : battleSentence(ply));
    case Qt::AccessibleTextRole:
        return ply == 0 ? startSentence(ply) : battleSentence(ply);
    case Qt::DecorationRole:
        return combat == Combat::None ? QVariant() : QVariant(combatIcon(ply));
    case Qt::FontRole: {
        QFont f;
        f.setBold(ply == m_current);
        return f;
    }
    case PlyRole:
        return ply;
    case CombatRole:
        return int(combat);
    case MoverRole:
        return ply == 0 ? QVariant() : QVariant(int(m_controller->moverAt(ply)));
    case CommentRole:
        return m_controller->commentAt(ply);
    case CurrentRole:
        return ply == m_current;
    case MarkRole:
        return int(m_marks.value(ply, flagfall::MoveMark::None));
    default:
        return {};
    }
}

QHash<int, QByteArray> ReplayMovesModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert({{PlyRole, "ply"},
                  {CombatRole, "combat"},
                  {MoverRole, "mover"},
                  {CommentRole, "comment"},
                  {CurrentRole, "current"},
                  {MarkRole, "mark"}});
    return names;
}

void ReplayMovesModel::setNumbering(Numbering n)
{
    if (n == m_numbering) return;
    m_numbering = n;
    if (rowCount() > 0) emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole});
}

void ReplayMovesModel::setMark(int ply, flagfall::MoveMark mark)
{
    if (ply < 1 || ply >= rowCount()) return;
    if (m_marks.size() < rowCount()) m_marks.resize(rowCount(), flagfall::MoveMark::None);
    if (m_marks[ply] == mark) return;
    m_marks[ply] = mark;
    emit dataChanged(index(ply), index(ply), {Qt::DisplayRole, MarkRole});
}

void ReplayMovesModel::clearMarks()
{
    const QVector<flagfall::MoveMark> old = std::exchange(m_marks, {});
    for (int ply = 0; ply < old.size(); ++ply)
        if (old[ply] != flagfall::MoveMark::None)
            emit dataChanged(index(ply), index(ply), {Qt::DisplayRole, MarkRole});
}

QString ReplayMovesModel::moveNumber(int ply) const
{
    const Side first = m_controller->moverAt(1);
    const int number = (ply - 1 + (first == Side::Blue ? 1 : 0)) / 2 + 1;
    return m_controller->moverAt(ply) == Side::Red ? QStringLiteral("%1.").arg(number)
                                                   : QStringLiteral("%1…").arg(number);
}

namespace {
constexpr int kCommentShown = 24; // characters of a comment in its move's line
} // namespace

QString ReplayMovesModel::moveText(int ply) const
{
    QString text =
        moveNumber(ply) + QLatin1Char(' ') +
        QString::fromStdString(flagfall::moveText(m_controller->timeline().move(ply).move)) +
        AnalysisText::markSymbol(m_marks.value(ply, flagfall::MoveMark::None));
    if (m_controller->timeline().move(ply).combat != Combat::None)
        text += QStringLiteral("  ") + combatText(ply);
    // The comment's beginning, as a record writes it ({…}); the tooltip has all of it.
    if (const QString comment = PlainText::line(m_controller->commentAt(ply), kCommentShown);
        !comment.isEmpty())
        text += QStringLiteral("  {%1}").arg(comment);
    return text;
}

// "6 × 2": the ranks that met, in the chosen numbering (battles reveal both, R9).
QString ReplayMovesModel::combatText(int ply) const
{
    const flagfall::PlayedMove& pm = m_controller->timeline().move(ply);
    //: the ranks that met in a battle, as numbers or letters: %1 the attacker, %2 the attacked
    //: piece
    return tr("%1 × %2").arg(PieceText::label(pm.attacker, m_numbering),
                             PieceText::label(pm.defender, m_numbering));
}

QString ReplayMovesModel::startSentence(int ply) const
{
    const QString text = tr("The position before the first move");
    const QString comment = m_controller->commentAt(ply);
    return comment.isEmpty() ? text : text + QLatin1Char('\n') + comment;
}

QString ReplayMovesModel::battleSentence(int ply) const
{
    const flagfall::PlayedMove& pm = m_controller->timeline().move(ply);
    const Side mover = m_controller->moverAt(ply);
    const QString move = QString::fromStdString(flagfall::moveText(pm.move));
    QString text;
    switch (pm.combat) {
    case Combat::None:
        //: %1 the side (Red, Blue), %2 a move such as E4-E5
        text = tr("%1 moves %2").arg(PieceText::sideName(mover), move);
        break;
    case Combat::AttackerWins:
        //: %1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank
        text =
            tr("%1: the %2 takes the %3")
                .arg(move, PieceText::nameInText(pm.attacker), PieceText::nameInText(pm.defender));
        break;
    case Combat::DefenderWins:
        //: %1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank
        text =
            tr("%1: the %2 falls to the %3")
                .arg(move, PieceText::nameInText(pm.attacker), PieceText::nameInText(pm.defender));
        break;
    case Combat::BothRemoved:
        //: %1 a move such as E4-E5, %2 the attacking rank, %3 the attacked rank
        text =
            tr("%1: the %2 and the %3 are both removed")
                .arg(move, PieceText::nameInText(pm.attacker), PieceText::nameInText(pm.defender));
        break;
    }
    const QString comment = m_controller->commentAt(ply);
    return comment.isEmpty() ? text : text + QLatin1Char('\n') + comment;
}

// A dot in the colour of the side that won the battle, grey when both pieces fell.
QIcon ReplayMovesModel::combatIcon(int ply) const
{
    const flagfall::PlayedMove& pm = m_controller->timeline().move(ply);
    const Side mover = m_controller->moverAt(ply);
    QColor color = Qt::gray;
    if (pm.combat == Combat::AttackerWins) color = PieceRenderer::sideColor(mover);
    if (pm.combat == Combat::DefenderWins)
        color = PieceRenderer::sideColor(flagfall::opponent(mover));
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(Qt::black, 1));
    p.setBrush(color);
    p.drawEllipse(QRectF(1.5, 1.5, 9, 9));
    return QIcon(pixmap);
}

void ReplayMovesModel::followPly(int ply)
{
    const int old = m_current;
    m_current = ply;
    if (old == ply || rowCount() == 0) return;
    for (int row : {old, ply})
        if (row >= 0 && row < rowCount()) emit dataChanged(index(row), index(row));
}
