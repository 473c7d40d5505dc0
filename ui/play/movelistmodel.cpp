#include "movelistmodel.h"

#include "board/gamesession.h"
#include "board/piecetext.h"

#include "core/rules/notation.h"

MoveListModel::MoveListModel(GameSession* session, QObject* parent)
    : QAbstractListModel(parent), m_session(session)
{
    connect(session, &GameSession::gameReset, this, &MoveListModel::reset);
    connect(session, &GameSession::positionChanged, this, &MoveListModel::update);
    reset();
}

int MoveListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

void MoveListModel::reset()
{
    beginResetModel();
    m_shown.clear();
    if (m_session)
        for (int k = 0; k < m_session->game().ply(); ++k)
            m_shown.push_back(m_session->game().moves()[k].move);
    m_rows = int(m_shown.size());
    endResetModel();
}

// Rows follow the current ply: moves are appended, undo removes rows from the end.
void MoveListModel::update()
{
    if (!m_session) return;
    const flagfall::Game& g = m_session->game();
    int same = 0;
    while (same < m_rows && same < g.ply() && m_shown[size_t(same)] == g.moves()[same].move) ++same;
    if (same < m_rows) {
        beginRemoveRows({}, same, m_rows - 1);
        m_shown.resize(size_t(same));
        m_rows = same;
        endRemoveRows();
    }
    if (g.ply() > m_rows) {
        beginInsertRows({}, m_rows, g.ply() - 1);
        for (int k = m_rows; k < g.ply(); ++k) m_shown.push_back(g.moves()[k].move);
        m_rows = g.ply();
        endInsertRows();
    }
}

QString MoveListModel::text(int row) const
{
    const flagfall::Game& g = m_session->game();
    const flagfall::PlayedMove& m = g.moves()[row];
    const bool redFirst = g.start().sideToMove() == flagfall::Side::Red;
    const int turn = (row + (redFirst ? 0 : 1)) / 2 + 1;
    const bool red = m.mover == flagfall::Side::Red;
    QString s = QStringLiteral("%1%2 %3")
                    .arg(turn)
                    .arg(red ? QStringLiteral(".") : QStringLiteral("…"))
                    .arg(QString::fromStdString(flagfall::moveText(m.move)));
    if (m.combat != flagfall::Combat::None)
        s += QLatin1Char(' ') +
             //: after a move in the move list: %1 the attacking rank, %2 the attacked rank
             tr("%1 vs %2")
                 .arg(PieceText::nameInText(m.attacker), PieceText::nameInText(m.defender));
    return s;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        !m_session || index.row() >= m_session->game().length())
        return {};
    const flagfall::Game& g = m_session->game();
    const flagfall::PlayedMove& m = g.moves()[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return text(index.row());
    case PlyRole:
        return index.row() + 1;
    case MoveTextRole:
        return QString::fromStdString(flagfall::moveText(m.move));
    case SideRole:
        return int(m.mover);
    case BattleRole:
        return m.combat != flagfall::Combat::None;
    default:
        return {};
    }
}

QHash<int, QByteArray> MoveListModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert(
        {{PlyRole, "ply"}, {MoveTextRole, "moveText"}, {SideRole, "side"}, {BattleRole, "battle"}});
    return names;
}
