// The stored games as a table: date, opponent, variant, result and length, newest first. Sort
// and filter through a QSortFilterProxyModel on SortRole; removing a row deletes its file.
#pragma once

#include "games/gamelibrary.h"

#include <QAbstractTableModel>

class GameLibraryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        DateColumn,
        OpponentColumn,
        ColourColumn, // the player's colour against the computer
        VariantColumn,
        ResultColumn,
        LengthColumn,
        ColumnCount
    };
    enum Role {
        PathRole = Qt::UserRole + 400, // QString: the game's file
        SortRole,                      // the column's value for sorting (a date, a number, text)
    };

    explicit GameLibraryModel(const QString& folder = {}, QObject* parent = nullptr);

    const GameLibrary& library() const { return m_library; }
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

    void reload();
    // The .sgn files of the folder that the last reload could not read (and did not list).
    const QVector<UnreadFile>& unreadable() const { return m_unread; }
    const QVector<LibraryEntry>& entries() const { return m_entries; }
    int rowOfPath(const QString& path) const;
    bool removeGame(int row); // deletes the file too

private:
    QVariant display(const LibraryEntry& e, int column) const;
    QVariant sortKey(const LibraryEntry& e, int column) const;

    GameLibrary m_library;
    QVector<LibraryEntry> m_entries;
    QVector<UnreadFile> m_unread;
};
