// The 10 x 10 board of a game as one viewer sees it (Red, Blue, or everything revealed), for
// board views. Row 0 is the top of the screen: board row 10 from Red's side, row 1 from Blue's.
// Everything comes from the viewer's PlayerView, so no role can show a hidden enemy rank.
#pragma once

#include "board/boardroles.h"

#include "core/rules/game.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <functional>
#include <optional>

class GameSession;

class BoardModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Perspective { Red, Blue, Revealed };

    explicit BoardModel(GameSession* session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QHash<int, QByteArray> roleNames() const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    bool canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                         const QModelIndex& parent) const override;
    bool dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                      const QModelIndex& parent) override;
    Qt::DropActions supportedDropActions() const override { return Qt::MoveAction; }
    Qt::DropActions supportedDragActions() const override { return Qt::MoveAction; }

    Perspective perspective() const { return m_perspective; }
    void setPerspective(Perspective p);
    // The side whose moves clicks and drops make; none while watching.
    void setInteractiveSide(std::optional<flagfall::Side> side);
    // Where those moves go once the rules allow them (a player's seat), false when it is not
    // that player's turn; by default straight to the session.
    using MoveHandler = std::function<bool(flagfall::Move)>;
    void setMoveHandler(MoveHandler handler) { m_handler = std::move(handler); }

    flagfall::Square squareAt(const QModelIndex& index) const;
    QModelIndex indexOf(flagfall::Square s) const;
    flagfall::Square selected() const { return m_selected; }

public slots:
    // Click-click moving: pick an own piece, then a target (or another own piece).
    void squareClicked(const QModelIndex& index);
    // Picks the own piece at `index` (a drag begins there): its legal targets show.
    void pick(const QModelIndex& index);
    // Hands from -> to to the move handler; false (and moveRefused) when the rules forbid it.
    bool requestMove(flagfall::Square from, flagfall::Square to);
    void refresh(); // re-reads the game and emits dataChanged for the squares that changed

signals:
    void moveRefused(const flagfall::MoveCheck& why, flagfall::Move move);
    void immovablePicked(); // the player clicked one of their own Bombs or their Flag

private:
    struct Cell {
        char piece = 0; // 0 empty, '?' hidden
        int owner = -1;
        int known = BoardRoles::NoPiece;
        bool selected = false;
        bool target = false;
        int lastMove = 0;
        int exposure = 0;
        friend bool operator==(const Cell&, const Cell&) = default;
    };

    std::array<Cell, flagfall::kSquares> snapshot() const;
    void fillPieces(std::array<Cell, flagfall::kSquares>& cells) const;
    void fillMarks(std::array<Cell, flagfall::kSquares>& cells) const;
    void fillLastMoves(std::array<Cell, flagfall::kSquares>& cells) const;
    QString ownDescription(const Cell& c, const QString& name, flagfall::Rank rank) const;
    bool canMove() const;
    void select(flagfall::Square s);
    QString description(flagfall::Square s) const;
    void reset();

    QPointer<GameSession> m_session;
    Perspective m_perspective = Perspective::Red;
    std::optional<flagfall::Side> m_interactive;
    MoveHandler m_handler;
    flagfall::Square m_selected = flagfall::kNoSquare;
    std::array<Cell, flagfall::kSquares> m_cells{};
};
