#include "beliefsmodel.h"

#include "replay/replaycontroller.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cmath>

using flagfall::Side;

BeliefsModel::BeliefsModel(ReplayController* controller, QObject* parent)
    : QAbstractListModel(parent), m_controller(controller)
{
    connect(controller, &ReplayController::loaded, this, &BeliefsModel::recompute);
    connect(controller, &ReplayController::plyChanged, this, &BeliefsModel::recompute);
}

int BeliefsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : flagfall::kSquares;
}

QVariant BeliefsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Cell& c = m_cells[index.row()];
    if (c.believer < 0) return {};
    const bool hidden = c.piece.hidden;
    switch (role) {
    case LikeliestRankRole:
        return hidden ? QVariant(int(c.piece.likeliest)) : QVariant();
    case ProbabilityRole:
        return hidden ? QVariant(double(c.piece.probability)) : QVariant();
    case FlagRole:
        return double(c.flag);
    case FlagHeatRole:
        return double(c.heat);
    case BelieverRole:
        return c.believer;
    case MovedRole:
        return c.piece.moved;
    default:
        return {};
    }
}

QHash<int, QByteArray> BeliefsModel::roleNames() const
{
    return {{LikeliestRankRole, "likeliestRank"},
            {ProbabilityRole, "probability"},
            {FlagRole, "flag"},
            {FlagHeatRole, "flagHeat"},
            {BelieverRole, "believer"},
            {MovedRole, "moved"}};
}

void BeliefsModel::setBelievers(QList<Side> believers)
{
    if (believers == m_believers) return;
    m_believers = std::move(believers);
    recompute();
}

// The believer's view at the shown ply, as its computer player would have been given it, and
// the belief model of the level that played it (the default level for a person).
void BeliefsModel::recompute()
{
    if (m_believers.isEmpty() && m_snapshots.isEmpty()) return; // off, and nothing shown
    QElapsedTimer clock;
    clock.start();
    m_snapshots.clear();
    if (m_controller->hasGame()) {
        const flagfall::Game& game = m_controller->game();
        for (const Side s : std::as_const(m_believers)) {
            const int level = flagfall::ai::believerLevel(m_controller->record(), s);
            m_snapshots.push_back(flagfall::ai::snapshotBeliefs(
                game.view(s), flagfall::ai::beliefOptionsFor(flagfall::ai::levelParams(level))));
        }
    }
    fillCells();
    m_lastMicroseconds = clock.nsecsElapsed() / 1000;
    emit dataChanged(index(0), index(flagfall::kSquares - 1));
    emit beliefsChanged();
}

double BeliefsModel::flagHeat(double chance, int candidates)
{
    if (chance <= 0.0 || candidates <= 0) return 0.0;
    const double odds = std::log(chance * candidates) / std::log(8.0);
    return std::clamp(std::max(chance, odds), 0.0, 1.0);
}

int BeliefsModel::flagCandidates(const flagfall::ai::BeliefSnapshot& snap)
{
    return int(
        std::count_if(snap.flagAt.begin(), snap.flagAt.end(), [](float f) { return f > 0; }));
}

void BeliefsModel::fillCells()
{
    m_cells.fill(Cell{});
    for (const flagfall::ai::BeliefSnapshot& snap : std::as_const(m_snapshots)) {
        const int candidates = flagCandidates(snap);
        for (const flagfall::ai::PieceBelief& b : snap.pieces) {
            Cell& c = m_cells[b.square];
            c.piece = b;
            c.flag = snap.flagAt[b.square];
            c.heat = float(flagHeat(c.flag, candidates));
            c.believer = int(snap.believer);
        }
    }
}
