#include "library/gamelibrarypage.h"

#include "base/themedicon.h"

#include "base/emptystate.h"
#include "base/filenotice.h"
#include "base/plaintext.h"
#include "base/settings.h"
#include "games/gravonimport.h"
#include "library/gamelibrarymodel.h"
#include "library/libraryanalysis.h"
#include "library/owngamesdialog.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

namespace {
constexpr int kMaxColumnWidth = 320; // pixels; a longer opponent name is elided
}

GameLibraryPage::GameLibraryPage(Settings* settings, GameLibraryModel* model, QWidget* parent)
    : LibraryPage(QStringLiteral("open"), parent), m_settings(settings), m_model(model),
      m_proxy(new QSortFilterProxyModel(this)), m_filter(new QLineEdit(this)),
      m_view(new QTableView(this)),
      m_open(new QPushButton(themedIcon(QStringLiteral("play")), QString(), this)),
      m_delete(new QPushButton(themedIcon(QStringLiteral("delete")), QString(), this)),
      m_export(new QPushButton(themedIcon(QStringLiteral("save")), QString(), this)),
      m_openFile(new QPushButton(themedIcon(QStringLiteral("open")), QString(), this)),
      m_import(new QPushButton(themedIcon(QStringLiteral("open")), QString(), this)),
      m_importMenu(new QMenu(this)), m_importFolder(m_importMenu->addAction(QString())),
      m_importArchive(m_importMenu->addAction(QString())), m_stats(new QPushButton(this)),
      m_recent(new QPushButton(this)), m_recentMenu(new QMenu(this)),
      m_analyse(new QPushButton(this)), m_analysis(new LibraryAnalysis(this))
{
    m_proxy->setSourceModel(model);
    m_proxy->setSortRole(GameLibraryModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(GameLibraryModel::DateColumn, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection); // several to analyse
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    // Columns fit their contents up to a bound, so one long name cannot push the rest out of
    // view; the view elides what does not fit.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setMaximumSectionSize(kMaxColumnWidth);
    m_view->horizontalHeader()->setSectionResizeMode(GameLibraryModel::ResultColumn,
                                                     QHeaderView::Stretch);
    m_view->setTextElideMode(Qt::ElideRight);
    m_filter->setClearButtonEnabled(true);
    m_recent->setMenu(m_recentMenu); // a push button, as Import: its arrow gets room of its own
    buildLayout();

    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);
    connect(m_view, &QTableView::activated, this, &GameLibraryPage::openCurrent);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &GameLibraryPage::updateButtons);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &GameLibraryPage::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this,
            [this] { showUnread(m_model->unreadable()); });
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &GameLibraryPage::updateButtons);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &GameLibraryPage::updateButtons);
    connect(m_open, &QPushButton::clicked, this, &GameLibraryPage::openCurrent);
    connect(m_delete, &QPushButton::clicked, this, [this] { deleteCurrent(true); });
    connect(m_export, &QPushButton::clicked, this, &GameLibraryPage::exportCurrent);
    connect(m_openFile, &QPushButton::clicked, this, &GameLibraryPage::openFileDialog);
    m_import->setMenu(m_importMenu);
    connect(m_importFolder, &QAction::triggered, this, &GameLibraryPage::importGravonFolder);
    connect(m_importArchive, &QAction::triggered, this, &GameLibraryPage::importGravonArchive);
    connect(m_stats, &QPushButton::clicked, this, &GameLibraryPage::showStatistics);
    connect(m_recentMenu, &QMenu::aboutToShow, this, &GameLibraryPage::fillRecentMenu);
    connect(m_analyse, &QPushButton::clicked, this, &GameLibraryPage::analyseSelected);
    connect(m_analysis, &LibraryAnalysis::runningChanged, this, &GameLibraryPage::updateButtons);
    retranslateUi();
    updateButtons();
    showUnread(m_model->unreadable());
}

void GameLibraryPage::buildLayout()
{
    auto* top = new QHBoxLayout;
    top->addWidget(m_heading, 1);
    top->addWidget(m_filter);
    // Two rows, so that nine buttons fit a small window: what works on the whole library above,
    // what works on the chosen games below, beside Back.
    auto* library = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{m_stats, m_import, m_openFile, m_recent})
        library->addWidget(w);
    library->addStretch(1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addStretch(1);
    for (QWidget* w : std::initializer_list<QWidget*>{m_analyse, m_export, m_delete, m_open})
        buttons->addWidget(w);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_skipped);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_empty, 1);
    layout->addWidget(m_analysis);
    layout->addLayout(library);
    layout->addLayout(buttons);
}

QString GameLibraryPage::currentPath() const
{
    const QModelIndex i = m_view->currentIndex();
    if (!i.isValid() || !m_view->selectionModel()->isRowSelected(i.row())) return {};
    return i.data(GameLibraryModel::PathRole).toString();
}

QStringList GameLibraryPage::selectedPaths() const
{
    QStringList paths;
    for (const QModelIndex& i : m_view->selectionModel()->selectedRows())
        paths << i.data(GameLibraryModel::PathRole).toString();
    return paths;
}

void GameLibraryPage::analyseSelected()
{
    const QStringList paths = selectedPaths();
    if (!paths.isEmpty()) m_analysis->start(paths);
}

void GameLibraryPage::openCurrent()
{
    const QString path = currentPath();
    if (!path.isEmpty()) emit openRequested(path);
}

void GameLibraryPage::deleteCurrent(bool confirm)
{
    const QString path = currentPath();
    const int row = m_model->rowOfPath(path);
    if (row < 0) return;
    const QString opponent =
        m_model->index(row, GameLibraryModel::OpponentColumn).data().toString();
    if (confirm && !FileNotice::confirm(this, tr("Delete game"),
                                        //: %1 the opponent, such as "Computer (level 3)"
                                        tr("Delete the game against %1 for good?").arg(opponent)))
        return;
    if (!m_model->removeGame(row))
        QMessageBox::warning(this, tr("Delete game"), tr("The file could not be deleted."));
    m_settings->removeRecentGame(path);
}

void GameLibraryPage::exportCurrent()
{
    const QString path = currentPath();
    if (path.isEmpty()) return;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString target = QFileDialog::getSaveFileName(
        this, tr("Export game"), documents + QLatin1Char('/') + QFileInfo(path).fileName(),
        tr("Game records (*.sgn)"));
    QString why;
    if (!target.isEmpty() && !GameLibrary::exportTo(path, target, &why))
        FileNotice::warn(this, tr("Export game"),
                         //: %1 the path of the file, %2 the reason
                         tr("Could not write %1: %2").arg(QDir::toNativeSeparators(target), why),
                         QStringLiteral("exportError"));
}

void GameLibraryPage::openFileDialog()
{
    const QStringList recent = m_settings->recentGames();
    const QString folder = recent.isEmpty()
                               ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                               : QFileInfo(recent.front()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open game"), folder,
        tr("Games (*.sgn *.xml *.gsn);;Game records (*.sgn);;Gravon games (*.xml *.gsn);;All "
           "files (*)"));
    if (!path.isEmpty()) emit openRequested(path);
}

void GameLibraryPage::importGravonFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Import Gravon games"), documents);
    if (!folder.isEmpty()) importGravon({folder});
}

void GameLibraryPage::importGravonArchive()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString archive = QFileDialog::getOpenFileName(
        this, tr("Import Gravon games"), documents,
        tr("Zip archives (*.zip);;Gravon games (*.xml *.gsn);;All files (*)"));
    if (!archive.isEmpty()) importGravon({archive});
}

QMessageBox* GameLibraryPage::importGravon(const QStringList& paths)
{
    GravonImport importer(m_model->library().folder());
    GravonImport::Tally tally;
    const QVector<GravonImport::Source> sources = importer.sourcesIn(paths, &tally.failed);
    QProgressDialog progress(tr("Importing Gravon games…"), tr("Cancel"), 0, int(sources.size()),
                             this);
    progress.setWindowTitle(tr("Import Gravon games"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500); // a few files come and go without a flash of a dialog
    for (int i = 0; i < sources.size(); ++i) {
        progress.setValue(i);
        if (progress.wasCanceled()) {
            tally.canceled = true;
            break;
        }
        const QString why = importer.importSource(sources[i]);
        if (why.isEmpty())
            ++tally.imported;
        else
            tally.failed.append({sources[i].name, why});
    }
    progress.setValue(int(sources.size()));
    m_model->reload();
    QMessageBox* box =
        FileNotice::warn(this, tr("Import Gravon games"), GravonImport::summary(tally),
                         QStringLiteral("gravonImportSummary"));
    if (tally.failed.isEmpty() && !tally.canceled) box->setIcon(QMessageBox::Information);
    return box;
}

void GameLibraryPage::showStatistics()
{
    if (!m_statsDialog) m_statsDialog = new OwnGamesDialog(this);
    m_statsDialog->showStats(m_model->entries(), m_saved ? m_saved() : QVector<SavedSetup>());
    m_statsDialog->show();
    m_statsDialog->raise();
}

void GameLibraryPage::fillRecentMenu()
{
    m_recentMenu->clear();
    for (const QString& path : m_settings->recentGames()) {
        // A file name is no markup and no shortcut key ('&').
        QAction* a = m_recentMenu->addAction(
            PlainText::line(QFileInfo(path).fileName()).replace('&', QStringLiteral("&&")));
        a->setToolTip(PlainText::toolTip(QDir::toNativeSeparators(path)));
        a->setEnabled(QFileInfo::exists(path));
        connect(a, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    if (m_recentMenu->isEmpty()) m_recentMenu->addAction(tr("No recent games"))->setEnabled(false);
}

void GameLibraryPage::updateButtons()
{
    const bool chosen = !currentPath().isEmpty();
    for (QPushButton* b : {m_open, m_delete, m_export}) b->setEnabled(chosen);
    m_analyse->setEnabled(m_view->selectionModel()->hasSelection() && !m_analysis->running());
    const bool empty = m_model->rowCount() == 0;
    m_view->setVisible(!empty);
    m_empty->setVisible(empty);
}

// The keyboard starts where the next step is: on the games, the newest chosen (Return replays
// it), or on Open file while there are none.
void GameLibraryPage::showEvent(QShowEvent* event)
{
    m_model->reload();
    LibraryPage::showEvent(event);
    if (m_proxy->rowCount() == 0) {
        m_openFile->setFocus();
        return;
    }
    if (!m_view->currentIndex().isValid()) m_view->selectRow(0);
    m_view->setFocus();
}

void GameLibraryPage::retranslateUi()
{
    m_heading->setText(tr("Game library"));
    m_empty->setTitle(tr("No games yet"));
    m_empty->setText(tr("Every game you finish against the computer is kept here; you can also "
                        "open any .sgn file or Gravon game."));
    m_filter->setPlaceholderText(tr("Filter games…"));
    m_back->setText(tr("Back"));
    m_open->setText(tr("&Replay"));
    m_delete->setText(tr("&Delete"));
    m_export->setText(tr("&Export…"));
    m_openFile->setText(tr("&Open file…"));
    m_import->setText(tr("Import &Gravon games…"));
    m_import->setToolTip(tr("Store every Gravon game file (.xml, .gsn) of a folder or a zip "
                            "archive in the game library"));
    m_importFolder->setText(tr("From a &folder…"));
    m_importArchive->setText(tr("From a &zip archive…"));
    m_recent->setText(tr("Recent"));
    m_analyse->setText(tr("&Analyse"));
    m_analyse->setToolTip(tr("Let the computer judge every move of the chosen games, in the "
                             "background; each game keeps its analysis"));
    m_stats->setText(tr("&Statistics…"));
    m_stats->setToolTip(tr("Your results against the computer by variant, level and setup"));
}

void GameLibraryPage::changeEvent(QEvent* event)
{
    // Dates, variants, results and reasons are read again, in the new language.
    if (event->type() == QEvent::LanguageChange) m_model->reload();
    LibraryPage::changeEvent(event);
}
