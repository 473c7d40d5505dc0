// The setup library page: the player's kept setups with pictures of their armies; play with one,
// new (empty, human-like or random), edit, rename, duplicate and delete.
#pragma once

#include "base/librarypage.h"
#include "setup/setupfill.h"

#include "core/rules/setup.h"

class QAction;
class QListView;
class QPushButton;
class SetupLibraryModel;

class SetupLibraryPage : public LibraryPage {
    Q_OBJECT
public:
    explicit SetupLibraryPage(SetupLibraryModel* model, QWidget* parent = nullptr);

    QListView* view() const { return m_view; }
    int currentRow() const;

    QAction* newSetupAction(SetupStart start) const { return m_starts[int(start)]; }

public slots:
    void playCurrent();
    void editCurrent();
    void renameCurrent();
    void duplicateCurrent();
    void deleteCurrent(bool confirm = true);

signals:
    void newSetupRequested(SetupStart start);
    void playRequested(const flagfall::SetupFile& file, const QString& path);
    void editRequested(const flagfall::SetupFile& file, const QString& path);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void buildNewMenu();
    void buildEmptyState();
    void retranslateUi() override;
    void updateButtons();
    void reportSaveFailure(const QString& why);

    SetupLibraryModel* m_model;
    QPushButton* m_emptyStarts[3] = {}; // the empty state's: the three ways New setup starts
    QListView* m_view;
    QPushButton* m_play;
    QPushButton* m_new; // a menu: how the new setup starts
    QAction* m_starts[3] = {};
    QPushButton* m_edit;
    QPushButton* m_rename;
    QPushButton* m_duplicate;
    QPushButton* m_delete;
};
