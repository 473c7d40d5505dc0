#include "traymodel.h"

#include "board/boardroles.h"
#include "board/piecetext.h"
#include "setup/setupboardmodel.h"

#include "core/rules/notation.h"

#include <QMimeData>

using flagfall::Rank;

TrayModel::TrayModel(SetupBoardModel* board, QObject* parent)
    : QAbstractListModel(parent), m_board(board)
{
    connect(board, &QAbstractItemModel::modelAboutToBeReset, this, &TrayModel::beginResetModel);
    connect(board, &QAbstractItemModel::modelReset, this, [this] {
        rebuild();
        endResetModel();
    });
    connect(board, &SetupBoardModel::setupChanged, this, &TrayModel::countsChanged);
    rebuild();
}

// Strongest first, then Bombs and the Flag, as players sort their trays.
void TrayModel::rebuild()
{
    static const Rank kOrder[] = {Rank::Marshal, Rank::General,    Rank::Colonel,  Rank::Major,
                                  Rank::Captain, Rank::Lieutenant, Rank::Sergeant, Rank::Miner,
                                  Rank::Scout,   Rank::Spy,        Rank::Bomb,     Rank::Flag};
    const auto& army = flagfall::variantInfo(m_board->variant()).army;
    m_ranks.clear();
    for (Rank r : kOrder)
        if (army[flagfall::rankIndex(r)] > 0) m_ranks.append(r);
}

void TrayModel::countsChanged()
{
    if (!m_ranks.isEmpty()) emit dataChanged(index(0), index(int(m_ranks.size()) - 1));
}

int TrayModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_ranks.size());
}

QVariant TrayModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Rank r = m_ranks[index.row()];
    const int left = m_board->remaining(r);
    switch (role) {
    case Qt::DisplayRole:
        return PieceText::name(r);
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return PieceText::piecesLeft(r, left);
    case RankRole:
        return int(r);
    case CountRole:
        return left;
    case BoardRoles::PieceRole:
        return QString(QLatin1Char(flagfall::pieceChar(r)));
    case BoardRoles::RankRole:
        return int(r);
    case BoardRoles::OwnerRole:
        return int(m_board->side());
    default:
        return {};
    }
}

Qt::ItemFlags TrayModel::flags(const QModelIndex& index) const
{
    if (!index.isValid()) return Qt::ItemIsDropEnabled; // drop anywhere on the tray
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDropEnabled;
    if (m_board->remaining(m_ranks[index.row()]) > 0) f |= Qt::ItemIsDragEnabled;
    return f;
}

QStringList TrayModel::mimeTypes() const
{
    return {QLatin1String(BoardRoles::kPieceMimeType)};
}

QMimeData* TrayModel::mimeData(const QModelIndexList& indexes) const
{
    if (indexes.size() != 1 || !(flags(indexes.front()) & Qt::ItemIsDragEnabled)) return nullptr;
    auto* data = new QMimeData;
    const char c = flagfall::pieceChar(m_ranks[indexes.front().row()]);
    data->setData(QLatin1String(BoardRoles::kPieceMimeType), QByteArray("tray:") + c);
    return data;
}

namespace {
int draggedCell(const QMimeData* data)
{
    const QByteArray payload =
        data ? data->data(QLatin1String(BoardRoles::kPieceMimeType)) : QByteArray();
    if (!payload.startsWith("cell:")) return -1;
    bool ok = false;
    const int cell = payload.mid(5).toInt(&ok);
    return ok && cell >= 0 && cell < flagfall::kSetupSquares ? cell : -1;
}
} // namespace

bool TrayModel::canDropMimeData(const QMimeData* data, Qt::DropAction action, int, int,
                                const QModelIndex&) const
{
    return action == Qt::MoveAction && draggedCell(data) >= 0;
}

bool TrayModel::dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                             const QModelIndex& parent)
{
    if (!canDropMimeData(data, action, row, column, parent)) return false;
    return m_board->removeAt(draggedCell(data));
}
