#include "library/owngamesmodel.h"

#include "base/plaintext.h"
#include "board/piecetext.h"

#include <QLocale>
#include <algorithm>

OwnGamesModel::OwnGamesModel(Grouping grouping, QObject* parent)
    : QAbstractTableModel(parent), m_grouping(grouping)
{
}

void OwnGamesModel::setStats(const flagfall::OwnGameStats& stats, const QStringList& setupNames)
{
    beginResetModel();
    m_rows = rowsOf(stats, setupNames);
    endResetModel();
}

QVector<OwnGamesModel::Row> OwnGamesModel::rowsOf(const flagfall::OwnGameStats& stats,
                                                  const QStringList& setupNames) const
{
    QVector<Row> rows;
    switch (m_grouping) {
    case ByVariant:
        for (const auto& [variant, tally] : stats.byVariant)
            rows.push_back({PieceText::variantName(variant), tally});
        break;
    case ByLevel:
        for (const auto& [level, tally] : stats.byLevel)
            //: %1 the computer's level, 1 to 5
            rows.push_back({level > 0 ? tr("Level %1").arg(level) : tr("Level not known"), tally});
        break;
    case BySetup:
        for (int i = 0; i < int(stats.bySetup.size()); ++i)
            if (stats.bySetup[i].games() > 0)
                rows.push_back({PlainText::line(setupNames.value(i)), stats.bySetup[i]});
        // The best first: which of your setups win most.
        std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
            return a.tally.score() > b.tally.score();
        });
        if (stats.otherSetups.games() > 0)
            rows.push_back({tr("Setups not kept"), stats.otherSetups});
        break;
    }
    return rows;
}

int OwnGamesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int OwnGamesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OwnGamesModel::value(const Row& row, int column) const
{
    switch (column) {
    case GroupColumn:
        return row.group;
    case GamesColumn:
        return row.tally.games();
    case WonColumn:
        return row.tally.wins;
    case DrawnColumn:
        return row.tally.draws;
    case LostColumn:
        return row.tally.losses;
    case ScoreColumn:
        return row.tally.score();
    default:
        return {};
    }
}

QVariant OwnGamesModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == ScoreColumn) {
            const QLocale locale;
            return locale.toString(qRound(row.tally.score() * 100)) + locale.percent();
        }
        return value(row, index.column());
    case Qt::ToolTipRole:
        return index.column() == GroupColumn ? PlainText::toolTip(row.group) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == GroupColumn ? QVariant()
                                             : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case SortRole:
        return value(row, index.column());
    default:
        return {};
    }
}

QVariant OwnGamesModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole && section == ScoreColumn)
        return tr("Games won, a draw counting half");
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case GroupColumn:
        return m_grouping == ByVariant ? tr("Variant")
               : m_grouping == ByLevel ? tr("Computer")
                                       : tr("Setup");
    case GamesColumn:
        return tr("Games");
    case WonColumn:
        return tr("Won");
    case DrawnColumn:
        return tr("Drawn");
    case LostColumn:
        return tr("Lost");
    case ScoreColumn:
        return tr("Score");
    default:
        return {};
    }
}
