// One table of the statistics of the player's own games (core/records/owngames.h): a row a variant,
// a computer level or a setup, with the games, won, drawn and lost, and the score. The setups are
// those with games, the best score first, and one row for the setups not kept.
#pragma once

#include "core/records/owngames.h"

#include <QAbstractTableModel>
#include <QStringList>
#include <QVector>

class OwnGamesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Grouping { ByVariant, ByLevel, BySetup };
    enum Column {
        GroupColumn,
        GamesColumn,
        WonColumn,
        DrawnColumn,
        LostColumn,
        ScoreColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 500, // the column's value for sorting (text or a number)
    };

    explicit OwnGamesModel(Grouping grouping, QObject* parent = nullptr);

    // `setupNames` name the kept setups of stats.bySetup, in the same order.
    void setStats(const flagfall::OwnGameStats& stats, const QStringList& setupNames = {});
    Grouping grouping() const { return m_grouping; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString group;
        flagfall::OwnTally tally;
    };
    QVector<Row> rowsOf(const flagfall::OwnGameStats& stats, const QStringList& setupNames) const;
    QVariant value(const Row& row, int column) const;

    Grouping m_grouping;
    QVector<Row> m_rows;
};
