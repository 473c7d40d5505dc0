// The game library page: every stored game in a sortable, filterable table; open, delete and
// export the chosen one, analyse the chosen ones in the background, open any .sgn file (a file
// dialog or the recent files), or store a folder of Gravon games; and the statistics of the
// player's own games in it.
#pragma once

#include "base/librarypage.h"
#include "games/savedsetups.h"

#include <utility>

class GameLibraryModel;
class QAction;
class LibraryAnalysis;
class OwnGamesDialog;
class QLineEdit;
class QMenu;
class QMessageBox;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class Settings;

class GameLibraryPage : public LibraryPage {
    Q_OBJECT
public:
    GameLibraryPage(Settings* settings, GameLibraryModel* model, QWidget* parent = nullptr);

    GameLibraryModel* model() const { return m_model; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QTableView* view() const { return m_view; }
    QLineEdit* filter() const { return m_filter; }
    QString currentPath() const;
    QStringList selectedPaths() const;
    LibraryAnalysis* analysis() const { return m_analysis; }
    QPushButton* analyseButton() const { return m_analyse; }
    // The kept setups, lent by the window, that the statistics match the games' setups to.
    void setSavedSetups(SavedSetups saved) { m_saved = std::move(saved); }
    OwnGamesDialog* statisticsDialog() const { return m_statsDialog; } // none until first shown

public slots:
    void openCurrent();
    void deleteCurrent(bool confirm = true);
    void exportCurrent();
    void openFileDialog();
    // Asks for a folder (or a zip archive) and stores every Gravon game in it.
    void importGravonFolder();
    void importGravonArchive();
    // Stores the Gravon games of `paths` (files, folders, zip archives: GravonImport) with a
    // progress dialog, then says how many; the message box is returned (shown, not waited for).
    QMessageBox* importGravon(const QStringList& paths);
    void analyseSelected();
    void showStatistics(); // the statistics of the player's own games, as a dialog

signals:
    void openRequested(const QString& path);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void buildLayout();
    void fillRecentMenu();
    void updateButtons();
    void retranslateUi() override;

    Settings* m_settings;
    GameLibraryModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QLineEdit* m_filter;
    QTableView* m_view;
    QPushButton* m_open;
    QPushButton* m_delete;
    QPushButton* m_export;
    QPushButton* m_openFile;
    QPushButton* m_import;
    QMenu* m_importMenu;
    QAction* m_importFolder;
    QAction* m_importArchive;
    QPushButton* m_stats;
    QPushButton* m_recent;
    QMenu* m_recentMenu;
    QPushButton* m_analyse;
    LibraryAnalysis* m_analysis;
    SavedSetups m_saved;
    OwnGamesDialog* m_statsDialog = nullptr;
};
