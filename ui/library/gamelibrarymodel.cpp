#include "library/gamelibrarymodel.h"

#include "base/plaintext.h"

#include <QFileInfo>
#include <QLocale>

GameLibraryModel::GameLibraryModel(const QString& folder, QObject* parent)
    : QAbstractTableModel(parent), m_library(folder)
{
    reload();
}

int GameLibraryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int GameLibraryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GameLibraryModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LibraryEntry& e = m_entries[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return display(e, index.column());
    case Qt::ToolTipRole:
        return PlainText::toolTip(QFileInfo(e.path).fileName());
    case Qt::TextAlignmentRole:
        return index.column() == LengthColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                              : QVariant();
    case PathRole:
        return e.path;
    case SortRole:
        return sortKey(e, index.column());
    default:
        return {};
    }
}

QVariant GameLibraryModel::display(const LibraryEntry& e, int column) const
{
    switch (column) {
    case DateColumn:
        return QLocale().toString(e.when, QLocale::ShortFormat);
    case OpponentColumn:
        return e.opponent;
    case ColourColumn:
        return e.colour;
    case VariantColumn:
        return e.variant;
    case ResultColumn:
        return e.result;
    case LengthColumn:
        return e.moves;
    default:
        return {};
    }
}

QVariant GameLibraryModel::sortKey(const LibraryEntry& e, int column) const
{
    if (column == DateColumn) return e.when;
    if (column == LengthColumn) return e.plies;
    return display(e, column);
}

QVariant GameLibraryModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case DateColumn:
        return tr("Date");
    case OpponentColumn:
        return tr("Opponent");
    case ColourColumn:
        return tr("Your colour");
    case VariantColumn:
        return tr("Variant");
    case ResultColumn:
        return tr("Result");
    case LengthColumn:
        return tr("Moves");
    default:
        return {};
    }
}

void GameLibraryModel::reload()
{
    beginResetModel();
    m_unread.clear();
    m_entries = m_library.list(&m_unread);
    endResetModel();
}

int GameLibraryModel::rowOfPath(const QString& path) const
{
    const QString wanted = QFileInfo(path).absoluteFilePath();
    for (int row = 0; row < m_entries.size(); ++row)
        if (m_entries[row].path == wanted) return row;
    return -1;
}

bool GameLibraryModel::removeGame(int row)
{
    if (row < 0 || row >= m_entries.size() || !m_library.remove(m_entries[row].path)) return false;
    beginRemoveRows({}, row, row);
    m_entries.removeAt(row);
    endRemoveRows();
    return true;
}
