// Both armies rank by rank as the player may know them: how many of each rank each side has left
// and how many are gone. Battles reveal both ranks, so the losses are public knowledge.
#pragma once

#include "core/rules/game.h"

#include <QAbstractListModel>
#include <QPointer>

class GameSession;

class ArmyModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        RankRole = Qt::UserRole + 300, // int: flagfall::Rank of the row
        RedLeftRole,                   // int: Red pieces of this rank still on the board
        RedGoneRole,                   // int: Red pieces of this rank removed in battle
        BlueLeftRole,
        BlueGoneRole,
    };

    explicit ArmyModel(GameSession* session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    int left(flagfall::Side side, flagfall::Rank rank) const;
    int gone(flagfall::Side side, flagfall::Rank rank) const;

private:
    struct Row {
        flagfall::Rank rank;
        std::array<int, 2> army;
        std::array<int, 2> gone;
        friend bool operator==(const Row&, const Row&) = default;
    };
    std::vector<Row> count() const;
    void update();

    QPointer<GameSession> m_session;
    std::vector<Row> m_rows;
};
