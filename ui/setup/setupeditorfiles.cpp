// The setup editor's ways in and out: setup files, the setup library, the clipboard, and leaving
// a setup with changes that are not kept.
#include "setupeditor.h"

#include "base/plaintext.h"
#include "setup/setupboardmodel.h"
#include "setup/setupio.h"
#include "setup/setuplibrarymodel.h"

#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>

bool SetupEditor::loadFromFile(const QString& path, QString* error)
{
    QString why;
    const auto file = readSetupFile(path, &why);
    if (!file) {
        showMessage([path, why] {
            //: %1 the path of the file, %2 the reason
            return tr("Could not open %1: %2").arg(path, why);
        });
        if (error) *error = why;
        return false;
    }
    flagfall::SetupFile f = *file;
    if (f.name.empty()) f.name = QFileInfo(path).completeBaseName().toStdString();
    openDocument(f);
    rememberFolder(path);
    return true;
}

bool SetupEditor::saveToFile(const QString& path, QString* error)
{
    QString why;
    if (!m_board->complete())
        why = tr("Place all pieces first.");
    else if (saveSetupFile(path, document(), &why)) {
        rememberFolder(path);
        m_undo->setClean();
        return true;
    }
    showMessage([path, why] {
        //: %1 the path of the file, %2 the reason
        return tr("Could not save %1: %2").arg(path, why);
    });
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
        showMessage([why = m_library->lastError()] {
            //: %1 the reason, such as "the disk is full"
            return tr("Could not keep it in your setup library: %1").arg(why);
        });
        return false;
    }
    m_undo->setClean();
    if (row >= 0) return true;
    m_libraryPath = m_library->data(m_library->index(kept), SetupLibraryModel::PathRole).toString();
    showMessage([] { return tr("Kept in your setup library."); });
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
        showMessage([] { return tr("That is not a setup string or a Gravon setup."); });
        return false;
    }
    if (pasted->variant != m_board->variant()) { // another army: a new document, not kept
        if (!mayLeave()) return false;
        startDocument(pasted->setup, pasted->variant, tr("My setup"), {});
        m_undo->resetClean();
        return true;
    }
    m_board->edit(pasted->setup, tr("Paste"));
    return true;
}

void SetupEditor::openFileDialog()
{
    if (!mayLeave()) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open setup"), fileFolder(),
                                                      tr("Setups (*.setup);;All files (*)"));
    if (!path.isEmpty()) loadFromFile(path);
}

void SetupEditor::saveFileDialog()
{
    QString name = m_name->text().trimmed();
    name.replace(QLatin1Char('/'), QLatin1Char('-')).replace(QLatin1Char('\\'), QLatin1Char('-'));
    if (name.isEmpty() || name.startsWith(QLatin1Char('.'))) name.prepend(QStringLiteral("setup"));
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save setup"), QDir(fileFolder()).filePath(name + QStringLiteral(".setup")),
        tr("Setups (*.setup)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(QLatin1String(".setup"))) path += QStringLiteral(".setup");
    saveToFile(path);
}

QString SetupEditor::fileFolder() const
{
    return !m_folder.isEmpty() && QDir(m_folder).exists() ? m_folder : QDir::homePath();
}

void SetupEditor::rememberFolder(const QString& path)
{
    m_folder = QFileInfo(path).absolutePath();
}

void SetupEditor::leave()
{
    if (mayLeave()) emit backRequested();
}

bool SetupEditor::mayLeave()
{
    if (m_undo->isClean()) return true;
    const QString name = PlainText::line(m_name->text().trimmed(), 60);
    const bool complete = m_board->complete() && m_library;
    QString text;
    if (!complete)
        //: %1 is the name the player gave the setup
        text = tr("“%1” is not complete, so it cannot be kept in your setup library. Leave it and "
                  "lose the changes?")
                   .arg(name);
    else if (m_libraryPath.isEmpty())
        //: %1 is the name the player gave the setup
        text = tr("Keep “%1” in your setup library?").arg(name);
    else
        //: %1 is the name the player gave the setup
        text = tr("Keep the changes to “%1” in your setup library?").arg(name);
    QMessageBox box(QMessageBox::Question, tr("Changes not kept"), text,
                    complete ? QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel
                             : QMessageBox::Discard | QMessageBox::Cancel,
                    this);
    box.setTextFormat(Qt::PlainText);
    box.setObjectName(QStringLiteral("unkeptSetupQuestion"));
    if (complete) box.button(QMessageBox::Save)->setText(tr("Keep"));
    box.setDefaultButton(complete ? QMessageBox::Save : QMessageBox::Cancel);
    switch (box.exec()) {
    case QMessageBox::Save:
        return saveToLibrary();
    case QMessageBox::Discard: // back to the setup as it was last kept, where there is one
        if (m_undo->cleanIndex() >= 0) m_undo->setIndex(m_undo->cleanIndex());
        return true;
    default:
        return false;
    }
}
