// What the players of a replayed game believed at the shown ply of each other's pieces, one row
// a square (row = flagfall::Square): the computer's belief model run on a believer's view only
// (core/ai/beliefs/beliefsnapshot.h). The beliefs layer of the replay paints it; views only read
// it.
#pragma once

#include "core/ai/beliefs/beliefsnapshot.h"

#include <QAbstractListModel>
#include <QList>

class ReplayController;

class BeliefsModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        LikeliestRankRole = Qt::UserRole + 1, // int: flagfall::Rank most likely for the hidden
                                              // enemy piece there; none without one
        ProbabilityRole,                      // double 0..1: the chance of that rank
        FlagRole,                             // double 0..1: the chance that the Flag is there
        FlagHeatRole,                         // double 0..1: how hot to draw it (flagHeat)
        BelieverRole,                         // int: flagfall::Side whose belief it is
        MovedRole,                            // bool: the believer saw the piece move
    };

    explicit BeliefsModel(ReplayController* controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Whose beliefs to show (each about the other side's pieces); none: the layer is off.
    void setBelievers(QList<flagfall::Side> believers);
    QList<flagfall::Side> believers() const { return m_believers; }
    const QList<flagfall::ai::BeliefSnapshot>& snapshots() const { return m_snapshots; }
    // How hot a square looks, 0..1: the Flag's chance there or, when higher, how many times a
    // blind guess among the `candidates` squares it could be on that chance is, on a log scale
    // that is full at 8 times. A flat guess (a believer with no idea) shows no heat, a sure one
    // full heat, a back row that people favour warm.
    static double flagHeat(double chance, int candidates);
    // The squares where the believer's Flag chance is above 0.
    static int flagCandidates(const flagfall::ai::BeliefSnapshot& snap);
    // Microseconds the last recomputation took (for the report on stepping speed).
    qint64 lastMicroseconds() const { return m_lastMicroseconds; }

signals:
    void beliefsChanged();

private:
    struct Cell {
        flagfall::ai::PieceBelief piece;
        float flag = 0.f;
        float heat = 0.f;
        int believer = -1;
    };
    void recompute();
    void fillCells();

    ReplayController* m_controller;
    QList<flagfall::Side> m_believers;
    QList<flagfall::ai::BeliefSnapshot> m_snapshots;
    std::array<Cell, flagfall::kSquares> m_cells{};
    qint64 m_lastMicroseconds = 0;
};
