// The setup editor's ways in and out: setup files, the setup library, the clipboard.
#include "setupeditor.h"

#include "setup/setupboardmodel.h"
#include "setup/setupio.h"
#include "setup/setuplibrarymodel.h"

#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLineEdit>
#include <QUndoStack>

bool SetupEditor::loadFromFile(const QString& path, QString* error)
{
    QString why;
    const auto file = readSetupFile(path, &why);
    if (!file) {
        showMessage(tr("Could not open %1: %2").arg(path, why));
        if (error) *error = why;
        return false;
    }
    flagfall::SetupFile f = *file;
    if (f.name.empty()) f.name = QFileInfo(path).completeBaseName().toStdString();
    openDocument(f);
    return true;
}

bool SetupEditor::saveToFile(const QString& path, QString* error)
{
    QString why;
    if (!m_board->complete())
        why = tr("Place all pieces first.");
    else if (saveSetupFile(path, document(), &why))
        return true;
    showMessage(tr("Could not save %1: %2").arg(path, why));
    if (error) *error = why;
    return false;
}

bool SetupEditor::saveToLibrary()
{
    if (!m_library || !m_board->complete()) return false;
    const int row = m_library->rowOfPath(m_libraryPath);
    const int kept =
        row < 0 ? m_library->add(document()) : (m_library->replace(row, document()) ? row : -1);
    if (kept < 0) {
        showMessage(tr("Could not keep it in your setup library: %1").arg(m_library->lastError()));
        return false;
    }
    if (row >= 0) return true;
    m_libraryPath = m_library->data(m_library->index(kept), SetupLibraryModel::PathRole).toString();
    showMessage(tr("Kept in your setup library."));
    return true;
}

void SetupEditor::copySetup()
{
    QGuiApplication::clipboard()->setText(setupString());
}

void SetupEditor::pasteFromClipboard()
{
    pasteText(QGuiApplication::clipboard()->text());
}

bool SetupEditor::pasteText(const QString& text)
{
    const auto pasted = parsePastedSetup(text, m_board->variant());
    if (!pasted) {
        showMessage(tr("That is not a setup string or a Gravon setup."));
        return false;
    }
    if (pasted->variant != m_board->variant()) { // another army: a new document
        m_undo->clear();
        m_board->reset(pasted->setup, pasted->variant);
        m_variantBox->setCurrentIndex(m_variantBox->findData(int(pasted->variant)));
        return true;
    }
    m_board->edit(pasted->setup, tr("Paste"));
    return true;
}

void SetupEditor::openFileDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open setup"), {},
                                                      tr("Setups (*.setup);;All files (*)"));
    if (!path.isEmpty()) loadFromFile(path);
}

void SetupEditor::saveFileDialog()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save setup"), m_name->text() + QStringLiteral(".setup"), tr("Setups (*.setup)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(QLatin1String(".setup"))) path += QStringLiteral(".setup");
    saveToFile(path);
}
