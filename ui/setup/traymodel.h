// The pieces not yet placed, one row per rank of the variant's army (strongest first) with how
// many are left. A drag source onto the setup board and a drop target for pieces sent back.
#pragma once

#include "core/rules/types.h"

#include <QAbstractListModel>
#include <QList>

class SetupBoardModel;

class TrayModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        RankRole = Qt::UserRole + 100, // int: the flagfall::Rank of the row
        CountRole,                     // int: how many are still to place
    };

    explicit TrayModel(SetupBoardModel* board, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    bool canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                         const QModelIndex& parent) const override;
    bool dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                      const QModelIndex& parent) override;
    Qt::DropActions supportedDropActions() const override { return Qt::MoveAction; }

    flagfall::Rank rankAt(int row) const { return m_ranks.value(row, flagfall::Rank::Unknown); }
    int rowOf(flagfall::Rank r) const { return int(m_ranks.indexOf(r)); }

private:
    void rebuild();
    void countsChanged();

    SetupBoardModel* m_board;
    QList<flagfall::Rank> m_ranks;
};
