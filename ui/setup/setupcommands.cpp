#include "setupcommands.h"

#include "setup/setupboardmodel.h"

SetupEditCommand::SetupEditCommand(SetupBoardModel* model, const flagfall::Setup& before,
                                   const flagfall::Setup& after, const QString& text)
    : QUndoCommand(text), m_model(model), m_before(before), m_after(after)
{
}

void SetupEditCommand::undo()
{
    m_model->apply(m_before);
}

void SetupEditCommand::redo()
{
    m_model->apply(m_after);
}
