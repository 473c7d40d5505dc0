#include "setupboardmodel.h"

#include "board/piecetext.h"
#include "setup/setupcommands.h"
#include "setup/setupstatstext.h"

#include "core/ai/setups/setupstats.h"
#include "core/rules/notation.h"

#include <QMimeData>
#include <QUndoStack>

using namespace BoardRoles;
using flagfall::Rank;

namespace {
// "tray:<char>" gives a rank, "cell:<n>" a setup cell; the other one is left unset.
struct Dragged {
    Rank rank = Rank::Unknown;
    int cell = -1;
};

Dragged parseDragged(const QMimeData* data)
{
    Dragged d;
    const QByteArray payload = data ? data->data(QLatin1String(kPieceMimeType)) : QByteArray();
    if (payload.startsWith("tray:") && payload.size() == 6)
        d.rank = flagfall::rankFromChar(payload.at(5)).value_or(Rank::Unknown);
    if (payload.startsWith("cell:")) {
        bool ok = false;
        const int cell = payload.mid(5).toInt(&ok);
        if (ok && cell >= 0 && cell < flagfall::kSetupSquares) d.cell = cell;
    }
    return d;
}
} // namespace

SetupBoardModel::SetupBoardModel(QObject* parent) : QAbstractTableModel(parent) {}

int SetupBoardModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 4;
}

int SetupBoardModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 10;
}

QVariant SetupBoardModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const int cell = cellOf(index);
    const Rank r = m_setup.cells[cell];
    const bool empty = r == Rank::Unknown;
    switch (role) {
    case PieceRole:
        return empty ? QVariant() : QVariant(QString(QLatin1Char(flagfall::pieceChar(r))));
    case RankRole:
        return empty ? QVariant() : QVariant(int(r));
    case OwnerRole:
        return empty ? QVariant() : QVariant(int(m_side));
    case KnownRole:
        return empty ? NoPiece : Own;
    case LakeRole:
        return false;
    case SelectedRole:
        return cell == m_picked;
    case LegalTargetRole:
        return false;
    case LastMoveRole:
        return 0;
    case SquareRole:
        return cell;
    case HeatRole:
        return heat(cell);
    case HeatTextRole:
        return hasHeatMap() ? SetupStatsText::percent(humanShare(cell, m_heatRank)) : QString();
    case Qt::AccessibleTextRole:
    case Qt::ToolTipRole:
        return description(cell);
    default:
        return {};
    }
}

QString SetupBoardModel::description(int cell) const
{
    const QString square =
        QString::fromStdString(flagfall::squareName(flagfall::setupSquare(m_side, cell)));
    const Rank r = m_setup.cells[cell];
    QStringList parts;
    if (r == Rank::Unknown)
        //: %1 the square (E4)
        parts << tr("%1: empty").arg(square);
    else
        //: %1 the square (E4), %2 the rank of the piece placed there
        parts << tr("%1: your %2").arg(square, PieceText::nameInText(r));
    if (!flagfall::ai::hasHumanSetups(m_variant)) return parts.front();
    if (r != Rank::Unknown) parts << SetupStatsText::shareHere(r, m_variant, humanShare(cell, r));
    if (hasHeatMap() && m_heatRank != r)
        parts << SetupStatsText::shareHere(m_heatRank, m_variant, humanShare(cell, m_heatRank));
    // "E4: your Flag. 12% of players put their Flag here."
    return parts.join(QStringLiteral(". "));
}

bool SetupBoardModel::hasHeatMap() const
{
    return m_heatRank != Rank::Unknown && flagfall::ai::hasHumanSetups(m_variant);
}

double SetupBoardModel::humanShare(int cell, Rank r) const
{
    if (!flagfall::ai::hasHumanSetups(m_variant)) return 0;
    return flagfall::ai::priorShare(flagfall::ai::humanPrior(m_variant), cell, r);
}

// 0 for a square no player uses, 1 for the rank's most common one: the heat map is relative.
QVariant SetupBoardModel::heat(int cell) const
{
    if (!hasHeatMap()) return {};
    const double top = flagfall::ai::maxPriorShare(flagfall::ai::humanPrior(m_variant), m_heatRank);
    return top > 0 ? humanShare(cell, m_heatRank) / top : 0.0;
}

void SetupBoardModel::setHeatRank(Rank r)
{
    if (r == m_heatRank) return;
    m_heatRank = r;
    emit dataChanged(index(0, 0), index(3, 9),
                     {HeatRole, HeatTextRole, Qt::ToolTipRole, Qt::AccessibleTextRole});
}

QVariant SetupBoardModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (role != Qt::DisplayRole) return {};
    if (o == Qt::Horizontal && section >= 0 && section < 10)
        return QString(
            QLatin1Char(char('A' + flagfall::columnOf(flagfall::setupSquare(m_side, section)))));
    if (o == Qt::Vertical && section >= 0 && section < 4)
        return QString::number(flagfall::rowOf(flagfall::setupSquare(m_side, section * 10)) + 1);
    return {};
}

Qt::ItemFlags SetupBoardModel::flags(const QModelIndex& index) const
{
    if (!index.isValid()) return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDropEnabled;
    if (m_setup.cells[cellOf(index)] != Rank::Unknown) f |= Qt::ItemIsDragEnabled;
    return f;
}

QStringList SetupBoardModel::mimeTypes() const
{
    return {QLatin1String(kPieceMimeType)};
}

QMimeData* SetupBoardModel::mimeData(const QModelIndexList& indexes) const
{
    if (indexes.size() != 1 || !(flags(indexes.front()) & Qt::ItemIsDragEnabled)) return nullptr;
    auto* data = new QMimeData;
    data->setData(QLatin1String(kPieceMimeType),
                  "cell:" + QByteArray::number(cellOf(indexes.front())));
    return data;
}

bool SetupBoardModel::canDropMimeData(const QMimeData* data, Qt::DropAction action, int, int,
                                      const QModelIndex& parent) const
{
    if (action != Qt::MoveAction || !parent.isValid() || parent.model() != this) return false;
    const Dragged d = parseDragged(data);
    if (d.cell >= 0) return true;
    return d.rank != Rank::Unknown && remaining(d.rank) > 0;
}

bool SetupBoardModel::dropMimeData(const QMimeData* data, Qt::DropAction action, int row,
                                   int column, const QModelIndex& parent)
{
    if (!canDropMimeData(data, action, row, column, parent)) return false;
    const Dragged d = parseDragged(data);
    if (d.cell >= 0) return swap(d.cell, cellOf(parent));
    return place(cellOf(parent), d.rank);
}

void SetupBoardModel::setSide(flagfall::Side side)
{
    if (side == m_side) return;
    m_side = side;
    emit dataChanged(index(0, 0), index(3, 9));
    emit headerDataChanged(Qt::Horizontal, 0, 9);
    emit headerDataChanged(Qt::Vertical, 0, 3);
}

int SetupBoardModel::remaining(Rank r) const
{
    if (r == Rank::Unknown) return 0;
    const int i = flagfall::rankIndex(r);
    return flagfall::variantInfo(m_variant).army[i] - m_setup.counts()[i];
}

int SetupBoardModel::placedCount() const
{
    int n = 0;
    for (Rank r : m_setup.cells) n += r != Rank::Unknown;
    return n;
}

bool SetupBoardModel::complete() const
{
    return placedCount() == flagfall::armySize(m_variant);
}

void SetupBoardModel::reset(const flagfall::Setup& setup, flagfall::Variant variant)
{
    beginResetModel();
    m_setup = setup;
    m_variant = variant;
    m_picked = -1;
    endResetModel();
    emit setupChanged();
}

void SetupBoardModel::apply(const flagfall::Setup& s)
{
    for (int cell = 0; cell < flagfall::kSetupSquares; ++cell) {
        if (s.cells[cell] == m_setup.cells[cell]) continue;
        m_setup.cells[cell] = s.cells[cell];
        const QModelIndex i = index(cell / 10, cell % 10);
        emit dataChanged(i, i);
    }
    emit setupChanged();
}

bool SetupBoardModel::edit(const flagfall::Setup& after, const QString& text)
{
    if (after == m_setup) return false;
    if (m_picked >= 0) {
        const QModelIndex i = index(m_picked / 10, m_picked % 10);
        m_picked = -1;
        emit dataChanged(i, i);
    }
    if (m_undo)
        m_undo->push(new SetupEditCommand(this, m_setup, after, text));
    else
        apply(after);
    return true;
}

bool SetupBoardModel::place(int cell, Rank r)
{
    if (cell < 0 || cell >= flagfall::kSetupSquares || remaining(r) <= 0) return false;
    flagfall::Setup after = m_setup;
    after.cells[cell] = r;
    //: an undo step; %1 a rank such as Scout
    return edit(after, tr("Place %1").arg(PieceText::nameInText(r)));
}

bool SetupBoardModel::swap(int a, int b)
{
    if (a < 0 || b < 0 || a >= flagfall::kSetupSquares || b >= flagfall::kSetupSquares)
        return false;
    flagfall::Setup after = m_setup;
    std::swap(after.cells[a], after.cells[b]);
    //: an undo step; %1 a rank such as Scout
    return edit(after, tr("Move %1").arg(PieceText::nameInText(m_setup.cells[a])));
}

bool SetupBoardModel::removeAt(int cell)
{
    if (cell < 0 || cell >= flagfall::kSetupSquares || m_setup.cells[cell] == Rank::Unknown)
        return false;
    flagfall::Setup after = m_setup;
    after.cells[cell] = Rank::Unknown;
    //: an undo step; %1 a rank such as Scout
    return edit(after, tr("Remove %1").arg(PieceText::nameInText(m_setup.cells[cell])));
}

void SetupBoardModel::squareActivated(const QModelIndex& index)
{
    if (!index.isValid()) return;
    const int cell = cellOf(index);
    if (m_picked < 0) {
        if (m_setup.cells[cell] == Rank::Unknown) return;
        m_picked = cell;
        emit dataChanged(index, index);
        return;
    }
    const int picked = m_picked;
    m_picked = -1;
    const QModelIndex old = this->index(picked / 10, picked % 10);
    emit dataChanged(old, old);
    if (picked != cell) swap(picked, cell);
}
