// Undo commands of the setup editor. Each edit stores the setup before and after: setups are 40
// bytes, so snapshots are simpler and safer than inverse operations.
#pragma once

#include "core/rules/setup.h"

#include <QUndoCommand>

class SetupBoardModel;

class SetupEditCommand : public QUndoCommand {
public:
    SetupEditCommand(SetupBoardModel* model, const flagfall::Setup& before,
                     const flagfall::Setup& after, const QString& text);
    void undo() override;
    void redo() override;

private:
    SetupBoardModel* m_model;
    flagfall::Setup m_before;
    flagfall::Setup m_after;
};
