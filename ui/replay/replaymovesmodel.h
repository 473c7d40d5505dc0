// The moves of the game under review, one row a ply after a "Start" row (row r shows the position
// after r plies), with battles marked; the page keeps the current row on the shown ply.
#pragma once

#include "base/settings.h"

#include <QAbstractListModel>
#include <QIcon>
#include <QVector>

#include "core/records/moveeval.h"

class ReplayController;

class ReplayMovesModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        PlyRole = Qt::UserRole + 300, // int: the plies played when this row is shown
        CombatRole,                   // int: flagfall::Combat of the move (None for quiet moves)
        MoverRole,                    // int: flagfall::Side that moved; none on the Start row
        CommentRole,                  // QString: the comments after this ply
        CurrentRole,                  // bool: the row of the shown ply
        MarkRole,                     // int: flagfall::MoveMark the analysis gave the move
    };

    explicit ReplayMovesModel(ReplayController* controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setNumbering(Numbering n);
    // The analysis's mark of the move of `ply` (1..length), shown after the move ("??").
    void setMark(int ply, flagfall::MoveMark mark);
    void clearMarks();
    // "12." before Red's move, "12..." before Blue's, as records number them.
    QString moveNumber(int ply) const;

private:
    QString moveText(int ply) const;
    QString combatText(int ply) const;
    QString startSentence(int ply) const; // ply 0, with the comments before the first move
    QString battleSentence(int ply) const;
    QIcon combatIcon(int ply) const;
    void followPly(int ply);

    ReplayController* m_controller;
    Numbering m_numbering = Numbering::Modern;
    int m_current = 0;
    QVector<flagfall::MoveMark> m_marks; // by ply; empty until a mark is set
};
