// The setup library page: the player's kept setups with previews; new, edit, rename, duplicate
// and delete.
#pragma once

#include "core/setup.h"

#include <QWidget>

class QListView;
class QPushButton;
class QLabel;
class SetupLibraryModel;

class SetupLibraryPage : public QWidget {
    Q_OBJECT
public:
    explicit SetupLibraryPage(SetupLibraryModel* model, QWidget* parent = nullptr);

    QListView* view() const { return m_view; }
    int currentRow() const;

public slots:
    void editCurrent();
    void renameCurrent();
    void duplicateCurrent();
    void deleteCurrent(bool confirm = true);

signals:
    void newSetupRequested();
    void editRequested(const flagfall::SetupFile& file, const QString& path);
    void backRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateButtons();
    void updateSkipped();
    void reportSaveFailure(const QString& why);

    SetupLibraryModel* m_model;
    QLabel* m_heading;
    QLabel* m_empty;
    QLabel* m_skipped; // the files that could not be read
    QListView* m_view;
    QPushButton* m_back;
    QPushButton* m_new;
    QPushButton* m_edit;
    QPushButton* m_rename;
    QPushButton* m_duplicate;
    QPushButton* m_delete;
};
