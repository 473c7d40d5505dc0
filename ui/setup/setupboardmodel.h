// The player's setup area as a 4 x 10 board (row 0 = front row, columns from the player's
// left), edited by placing, swapping and removing pieces. Every edit goes through the undo stack
// when one is set. Offers the same roles as BoardModel so BoardView can paint it, and a heat map
// of where human players put one rank (HeatRole, HeatTextRole).
#pragma once

#include "board/boardroles.h"

#include "core/rules/setup.h"

#include <QAbstractTableModel>

class QUndoStack;

class SetupBoardModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit SetupBoardModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    bool canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                         const QModelIndex& parent) const override;
    bool dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                      const QModelIndex& parent) override;
    Qt::DropActions supportedDropActions() const override { return Qt::MoveAction; }

    const flagfall::Setup& setup() const { return m_setup; }
    flagfall::Variant variant() const { return m_variant; }
    flagfall::Side side() const { return m_side; }
    void setSide(flagfall::Side side);     // whose colour and board coordinates are shown
    int remaining(flagfall::Rank r) const; // pieces of r not yet placed
    int placedCount() const;
    bool complete() const; // the whole army is placed
    static int cellOf(const QModelIndex& index) { return index.row() * 10 + index.column(); }

    // The rank whose human shares tint the squares; Rank::Unknown for no heat map. None either
    // for an army without human setups (Duel).
    void setHeatRank(flagfall::Rank r);
    flagfall::Rank heatRank() const { return m_heatRank; }
    bool hasHeatMap() const;
    // The share of human setups with `r` on `cell`; 0 without human setups of the variant.
    double humanShare(int cell, flagfall::Rank r) const;

    void setUndoStack(QUndoStack* stack) { m_undo = stack; }
    // Replaces setup and variant without undo (a new document).
    void reset(const flagfall::Setup& setup, flagfall::Variant variant);
    // Shows `s` (used by the undo commands); emits dataChanged for the cells that changed.
    void apply(const flagfall::Setup& s);

    // Edits, undoable. False when nothing changed or the move is impossible.
    bool edit(const flagfall::Setup& after, const QString& text);
    bool place(int cell, flagfall::Rank r); // a piece from the tray; a piece there goes back
    bool swap(int a, int b);
    bool removeAt(int cell); // back to the tray

public slots:
    // Keyboard and click picking: pick a piece, then a square to swap with.
    void squareActivated(const QModelIndex& index);

signals:
    void setupChanged();

private:
    QString description(int cell) const;
    QVariant heat(int cell) const;

    flagfall::Setup m_setup;
    flagfall::Variant m_variant = flagfall::Variant::Classic;
    flagfall::Side m_side = flagfall::Side::Red;
    QUndoStack* m_undo = nullptr;
    int m_picked = -1;
    flagfall::Rank m_heatRank = flagfall::Rank::Unknown;
};
