#include "setuplibrarypage.h"

#include "base/emptystate.h"
#include "base/themedicon.h"

#include "base/filenotice.h"
#include "setup/setuplibrarymodel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

SetupLibraryPage::SetupLibraryPage(SetupLibraryModel* model, QWidget* parent)
    : LibraryPage(QStringLiteral("setups"), parent), m_model(model), m_view(new QListView(this)),
      m_play(new QPushButton(this)), m_new(new QPushButton(this)), m_edit(new QPushButton(this)),
      m_rename(new QPushButton(this)), m_duplicate(new QPushButton(this)),
      m_delete(new QPushButton(this))
{
    m_view->setModel(model);
    m_view->setViewMode(QListView::IconMode);
    const int cell = SetupLibraryModel::kThumbnailCell;
    m_view->setIconSize(QSize(cell * 10, cell * 4));
    m_view->setGridSize(QSize(cell * 10 + 24, cell * 4 + 2 * fontMetrics().height() + 16));
    m_view->setSpacing(6);
    m_view->setResizeMode(QListView::Adjust);
    m_view->setMovement(QListView::Static);
    m_view->setWordWrap(true);
    m_view->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    const std::pair<QPushButton*, const char*> icons[] = {
        {m_play, "play"},   {m_new, "new-game"},   {m_edit, "setups"},
        {m_rename, "save"}, {m_duplicate, "copy"}, {m_delete, "delete"}};
    for (const auto& [button, icon] : icons) button->setIcon(themedIcon(QLatin1String(icon)));
    buildNewMenu();
    buildEmptyState();
    m_play->setObjectName(QStringLiteral("playSetup"));
    m_play->setMinimumWidth(160);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {m_back, m_new, m_edit, m_rename, m_duplicate, m_delete})
        buttons->addWidget(b);
    buttons->addStretch(1);
    auto* play = new QHBoxLayout; // under the list, as Start on the New game page
    play->addStretch(1);
    play->addWidget(m_play);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addLayout(buttons);
    layout->addWidget(m_skipped);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_empty, 1);
    layout->addLayout(play);

    connect(m_play, &QPushButton::clicked, this, &SetupLibraryPage::playCurrent);
    connect(m_edit, &QPushButton::clicked, this, &SetupLibraryPage::editCurrent);
    connect(m_view, &QListView::activated, this, &SetupLibraryPage::editCurrent);
    connect(m_rename, &QPushButton::clicked, this, &SetupLibraryPage::renameCurrent);
    connect(m_duplicate, &QPushButton::clicked, this, &SetupLibraryPage::duplicateCurrent);
    connect(m_delete, &QPushButton::clicked, this, [this] { deleteCurrent(); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &SetupLibraryPage::updateButtons);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(model, signal, this, &SetupLibraryPage::updateButtons);
    connect(model, &QAbstractItemModel::modelReset, this, &SetupLibraryPage::updateButtons);
    connect(model, &QAbstractItemModel::modelReset, this,
            [this] { showUnread(m_model->unreadable()); });
    connect(model, &SetupLibraryModel::renameFailed, this, &SetupLibraryPage::reportSaveFailure);
    retranslateUi();
    updateButtons();
    showUnread(m_model->unreadable());
}

// The keyboard starts where the next step is: on the setups (the first one chosen, so Return edits
// it and Play is ready), or on New setup while there are none.
void SetupLibraryPage::showEvent(QShowEvent* event)
{
    LibraryPage::showEvent(event);
    if (m_model->rowCount() == 0) {
        m_emptyStarts[int(SetupStart::Empty)]->setFocus();
        return;
    }
    if (!m_view->currentIndex().isValid()) m_view->setCurrentIndex(m_model->index(0));
    m_view->setFocus();
}

int SetupLibraryPage::currentRow() const
{
    return m_view->currentIndex().isValid() ? m_view->currentIndex().row() : -1;
}

void SetupLibraryPage::updateButtons()
{
    const bool any = currentRow() >= 0;
    for (QPushButton* b : {m_play, m_edit, m_rename, m_duplicate, m_delete}) b->setEnabled(any);
    const bool empty = m_model->rowCount() == 0;
    m_view->setVisible(!empty);
    m_play->setVisible(!empty);
    m_empty->setVisible(empty);
}

// New setup offers how to start: an empty board, a human-like army or a random one.
void SetupLibraryPage::buildNewMenu()
{
    auto* menu = new QMenu(m_new);
    const char* const names[] = {"newEmpty", "newHumanLike", "newRandom"};
    for (int i = 0; i < 3; ++i) {
        m_starts[i] = menu->addAction(QString());
        m_starts[i]->setObjectName(QLatin1String(names[i]));
        connect(m_starts[i], &QAction::triggered, this,
                [this, i] { emit newSetupRequested(SetupStart(i)); });
    }
    m_new->setMenu(menu);
}

// While the library is empty its room offers the same starts as New setup's menu, one click away.
void SetupLibraryPage::buildEmptyState()
{
    const char* const icons[] = {"clear", "human", "random"};
    for (int i = 0; i < 3; ++i) {
        m_emptyStarts[i] = m_empty->addButton(QLatin1String(icons[i]));
        connect(m_emptyStarts[i], &QPushButton::clicked, m_starts[i], &QAction::trigger);
    }
}

void SetupLibraryPage::playCurrent()
{
    const int row = currentRow();
    if (row < 0) return;
    emit playRequested(m_model->setupAt(row),
                       m_model->index(row).data(SetupLibraryModel::PathRole).toString());
}

void SetupLibraryPage::editCurrent()
{
    const int row = currentRow();
    if (row < 0) return;
    emit editRequested(m_model->setupAt(row),
                       m_model->index(row).data(SetupLibraryModel::PathRole).toString());
}

void SetupLibraryPage::renameCurrent()
{
    if (currentRow() >= 0) m_view->edit(m_view->currentIndex());
}

void SetupLibraryPage::duplicateCurrent()
{
    if (currentRow() < 0) return;
    const int row = m_model->duplicate(currentRow());
    if (row >= 0)
        m_view->setCurrentIndex(m_model->index(row));
    else
        reportSaveFailure(m_model->lastError());
}

void SetupLibraryPage::deleteCurrent(bool confirm)
{
    const int row = currentRow();
    if (row < 0) return;
    if (confirm && !FileNotice::confirm(
                       this, tr("Delete setup"),
                       //: %1 the name of the setup
                       tr("Delete the setup “%1”?").arg(m_model->index(row).data().toString())))
        return;
    m_model->removeSetup(row);
}

void SetupLibraryPage::reportSaveFailure(const QString& why)
{
    FileNotice::warn(this, tr("Your setups"),
                     //: %1 the reason, such as "the disk is full"
                     tr("The setup could not be saved: %1").arg(why),
                     QStringLiteral("setupSaveError"));
}

void SetupLibraryPage::retranslateUi()
{
    m_heading->setText(tr("Your setups"));
    m_empty->setTitle(tr("No setups yet"));
    m_empty->setText(tr("A setup you keep in the editor is kept here, with a picture of its army. "
                        "Start one from:"));
    m_back->setText(tr("Back"));
    m_play->setText(tr("Play with this setup"));
    m_new->setText(tr("New setup"));
    m_starts[int(SetupStart::Empty)]->setText(tr("Empty board"));
    m_starts[int(SetupStart::HumanLike)]->setText(tr("Human-like army"));
    m_starts[int(SetupStart::Random)]->setText(tr("Random army"));
    for (int i = 0; i < 3; ++i) m_emptyStarts[i]->setText(m_starts[i]->text());
    m_edit->setText(tr("Edit"));
    m_rename->setText(tr("Rename"));
    m_duplicate->setText(tr("Duplicate"));
    m_delete->setText(tr("Delete"));
}
