// The moves played so far, one row per ply ("12. B4-B5", "12... J7xJ6 Scout vs Bomb"); battles
// show both ranks, which they reveal to both players.
#pragma once

#include "core/rules/game.h"

#include <QAbstractListModel>
#include <QPointer>

class GameSession;

class MoveListModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        PlyRole = Qt::UserRole + 400, // int: 1-based ply of the row
        MoveTextRole,                 // QString: the move in record notation ("B4xB5")
        SideRole,                     // int: flagfall::Side that made the move
        BattleRole,                   // bool: the move was an attack
    };

    explicit MoveListModel(GameSession* session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    void update();
    void reset();
    QString text(int row) const;

    QPointer<GameSession> m_session;
    int m_rows = 0;
    std::vector<flagfall::Move> m_shown; // the rows' moves, to see what an undo changed
};
