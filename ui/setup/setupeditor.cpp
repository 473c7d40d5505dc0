#include "setupeditor.h"

#include "base/escapeback.h"
#include "base/themedicon.h"
#include "base/toolbarfit.h"

#include "base/plaintext.h"
#include "base/settings.h"
#include "board/boardview.h"
#include "board/piecedrag.h"
#include "board/piecerenderer.h"
#include "board/piecetext.h"
#include "setup/advicepanel.h"
#include "setup/setupboardmodel.h"
#include "setup/setupfill.h"
#include "setup/setupio.h"
#include "setup/setuplibrarymodel.h"
#include "setup/setupstatspanel.h"
#include "setup/traydelegate.h"
#include "setup/traymodel.h"

#include "core/rules/notation.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

using flagfall::Rank;
using flagfall::Variant;

namespace {
flagfall::Random freshRandom()
{
    return flagfall::Random(QRandomGenerator::global()->generate64());
}
} // namespace

SetupEditor::SetupEditor(Settings* settings, SetupLibraryModel* library, QWidget* parent)
    : QWidget(parent), m_settings(settings), m_library(library), m_board(new SetupBoardModel(this)),
      m_tray(new TrayModel(m_board, this)), m_undo(new QUndoStack(this)),
      m_drag(new PieceDrag(this)), m_boardView(new BoardView(this)),
      m_trayView(new QListView(this)), m_trayDelegate(new TrayDelegate(this)),
      m_advice(new AdvicePanel(this)), m_stats(new SetupStatsPanel(this)),
      m_toolBar(new QToolBar(this)), m_variantBox(new QComboBox(this)),
      m_variantLabel(new QLabel(this)), m_nameLabel(new QLabel(this)), m_name(new QLineEdit(this)),
      m_missing(new QLabel(this)), m_message(new QLabel(this)), m_lastSetupTimer(new QTimer(this))
{
    m_board->setUndoStack(m_undo);
    m_boardView->setModel(m_board);
    m_trayView->setModel(m_tray);
    m_trayView->setItemDelegate(m_trayDelegate);
    m_trayView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_trayView->setDragEnabled(false);
    m_trayView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_trayView->viewport()->installEventFilter(this);
    m_drag->addView(m_trayView);
    m_drag->addView(m_boardView);
    m_drag->setPreview([this](const QModelIndex& index) {
        const Rank r = Rank(index.data(BoardRoles::RankRole).toInt());
        return PieceRenderer::shared().piece(r, m_board->side(), m_boardView->cellSize(),
                                             devicePixelRatioF(), m_settings->numbering());
    });
    m_missing->setWordWrap(true);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText); // file names and their errors, never markup
    for (const auto& info : flagfall::allVariants()) m_variantBox->addItem({}, int(info.variant));

    buildActions();
    buildLayout();
    connect(m_board, &SetupBoardModel::setupChanged, this, &SetupEditor::setupChanged);
    connect(m_boardView, &BoardView::squareActivated, m_board, &SetupBoardModel::squareActivated);
    connect(m_boardView, &BoardView::pieceKeyPressed, this, &SetupEditor::typePiece);
    connect(m_boardView, &BoardView::clearKeyPressed, this,
            [this](const QModelIndex& i) { m_board->removeAt(SetupBoardModel::cellOf(i)); });
    connect(m_variantBox, &QComboBox::activated, this, [this](int i) {
        if (mayLeave())
            setVariant(Variant(m_variantBox->itemData(i).toInt()));
        else // stay with the army shown
            m_variantBox->setCurrentIndex(m_variantBox->findData(int(m_board->variant())));
    });
    connect(m_settings, &Settings::numberingChanged, this, &SetupEditor::numberingChanged);
    connect(m_stats, &SetupStatsPanel::heatRankChanged, m_board, &SetupBoardModel::setHeatRank);
    connect(m_trayView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &SetupEditor::trayPieceChosen);
    // Saving the settings file takes longer than the rest of a change (a synced write): dragging
    // piece after piece saves once, half a second after the last.
    m_lastSetupTimer->setSingleShot(true);
    m_lastSetupTimer->setInterval(500);
    connect(m_lastSetupTimer, &QTimer::timeout, this, &SetupEditor::keepLastSetup);
    // A new name is a change to keep too, though there is no undoing it.
    connect(m_name, &QLineEdit::textEdited, m_undo, &QUndoStack::resetClean);
    numberingChanged();
    retranslateUi();
    resumeLast(Variant::Classic); // as the New game page knows it
}

void SetupEditor::buildActions()
{
    auto make = [this](const char* icon, auto slot) {
        auto* a = new QAction(themedIcon(QLatin1String(icon)), QString(), this);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_back = make("back", &SetupEditor::leave);
    backOnEscape(this, m_back);
    m_undoAction = make("undo", [this] { m_undo->undo(); });
    m_redoAction = make("redo", [this] { m_undo->redo(); });
    m_clear = make("clear", &SetupEditor::clearSetup);
    m_random = make("random", &SetupEditor::fillRandom);
    m_human = make("human", &SetupEditor::fillHumanLike);
    m_open = make("open", &SetupEditor::openFileDialog);
    m_save = make("save", &SetupEditor::saveFileDialog);
    m_toLibrary = make("setups", [this] { saveToLibrary(); });
    m_copy = make("copy", &SetupEditor::copySetup);
    m_paste = make("paste", &SetupEditor::pasteFromClipboard);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_copy->setShortcut(QKeySequence::Copy);
    m_paste->setShortcut(QKeySequence::Paste);
    m_save->setShortcut(QKeySequence::Save);
    connect(m_undo, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(m_undo, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    m_undoAction->setEnabled(false);
    m_redoAction->setEnabled(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    m_toolBar->setIconSize(QSize(22, 22));
    m_toolBar->addAction(m_back);
    m_toolBar->addSeparator();
    for (QAction* a : {m_undoAction, m_redoAction, m_clear, m_random, m_human})
        m_toolBar->addAction(a);
    m_toolBar->addSeparator();
    for (QAction* a : {m_toLibrary, m_open, m_save, m_copy, m_paste}) m_toolBar->addAction(a);
    new ToolBarFit(m_toolBar, {m_undoAction, m_redoAction}); // an 800x600 screen in German
}

void SetupEditor::buildLayout()
{
    auto* side = new QVBoxLayout;
    auto* variantRow = new QHBoxLayout;
    variantRow->addWidget(m_variantLabel);
    variantRow->addWidget(m_variantBox, 1);
    side->addLayout(variantRow);
    auto* nameRow = new QHBoxLayout;
    nameRow->addWidget(m_nameLabel);
    nameRow->addWidget(m_name, 1);
    side->addLayout(nameRow);
    side->addWidget(m_missing);
    side->addWidget(m_message);
    side->addWidget(m_stats);
    side->addSpacing(6);
    side->addWidget(m_advice, 1);
    auto* sideWidget = new QWidget;
    sideWidget->setLayout(side);
    auto* sideScroll = new QScrollArea(this); // small windows scroll the advice, never clip it
    sideScroll->setWidget(sideWidget);
    sideScroll->setWidgetResizable(true);
    sideScroll->setFrameShape(QFrame::NoFrame);
    sideScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_side = sideScroll; // its width follows the page's (resizeEvent)

    auto* body = new QHBoxLayout;
    body->addWidget(m_trayView);
    body->addWidget(m_boardView, 1);
    body->addWidget(sideScroll);
    auto* page = new QVBoxLayout(this);
    page->addWidget(m_toolBar);
    page->addLayout(body, 1);
}

void SetupEditor::retranslateUi()
{
    m_back->setText(tr("Back"));
    m_undoAction->setText(tr("Undo"));
    m_redoAction->setText(tr("Redo"));
    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Put every piece back in the tray"));
    m_random->setText(tr("Random"));
    m_random->setToolTip(tr("Place the remaining pieces at random"));
    m_human->setText(tr("Human-like"));
    m_human->setToolTip(tr("Place the remaining pieces where human players tend to put them"));
    m_open->setText(tr("Open…"));
    m_save->setText(tr("Save…"));
    m_toLibrary->setText(tr("Keep"));
    m_toLibrary->setToolTip(tr("Keep this setup in your setup library"));
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copy the setup string to the clipboard"));
    m_paste->setText(tr("Paste"));
    m_paste->setToolTip(tr("Paste a setup string or Gravon's 40 letters"));
    m_variantLabel->setText(tr("Variant:"));
    m_nameLabel->setText(tr("Name:"));
    for (int i = 0; i < m_variantBox->count(); ++i)
        m_variantBox->setItemText(
            i, PieceText::variantName(Variant(m_variantBox->itemData(i).toInt())));
    m_trayView->setAccessibleName(tr("Pieces to place"));
    m_boardView->setAccessibleName(tr("Your setup area"));
    m_missing->setText(missingText());
    if (m_messageText) m_message->setText(m_messageText());
}

void SetupEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

// The tray shows every rank without scrolling when the window allows it.
bool SetupEditor::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_trayView->viewport() && event->type() == QEvent::Resize) fitTray();
    return QWidget::eventFilter(watched, event);
}

void SetupEditor::fitTray()
{
    const int rows = qMax(1, m_tray->rowCount());
    const int tile = qBound(22, m_trayView->viewport()->height() / rows - 6, 44);
    if (tile == m_trayDelegate->tileSize()) return;
    m_trayDelegate->setTileSize(tile);
    m_trayView->doItemsLayout();
}

void SetupEditor::trayPieceChosen(const QModelIndex& index)
{
    if (index.isValid() && m_stats->heatRank() != Rank::Unknown)
        m_stats->setHeatRank(m_tray->rankAt(index.row()));
}

void SetupEditor::numberingChanged()
{
    m_boardView->setNumbering(m_settings->numbering());
    m_trayDelegate->setNumbering(m_settings->numbering());
    m_trayView->viewport()->update();
}

QString SetupEditor::missingText() const
{
    if (m_board->complete())
        //: %n the size of the army (40 in Classic)
        return tr("All %n pieces are placed.", nullptr, flagfall::armySize(m_board->variant()));
    QStringList parts;
    for (int row = 0; row < m_tray->rowCount(); ++row) {
        const Rank r = m_tray->rankAt(row);
        if (const int left = m_board->remaining(r); left > 0)
            parts << PieceText::piecesLeft(r, left);
    }
    return parts.join(QStringLiteral(", "));
}

QString SetupEditor::setupString() const
{
    return QString::fromStdString(flagfall::setupToString(m_board->setup()));
}

flagfall::SetupFile SetupEditor::document() const
{
    flagfall::SetupFile f;
    f.name = m_name->text().trimmed().toStdString();
    f.variant = m_board->variant();
    f.setup = m_board->setup();
    return f;
}

void SetupEditor::setupChanged()
{
    m_missing->setText(missingText());
    m_advice->showAdvice(m_board->setup(), m_board->variant());
    m_stats->showStats(m_board->setup(), m_board->variant());
    const bool complete = m_board->complete();
    for (QAction* a : {m_save, m_toLibrary, m_copy}) a->setEnabled(complete);
    m_lastSetupTimer->start();
    if (!m_messageIsError) m_message->clear(), m_messageText = nullptr;
    m_messageIsError = false;
}

void SetupEditor::keepLastSetup()
{
    m_lastSetupTimer->stop();
    m_settings->setLastSetup(m_board->variant(), setupString());
}

// Leaving the page (another page, the window closed): the New game page reads what was kept.
void SetupEditor::hideEvent(QHideEvent* event)
{
    if (m_lastSetupTimer->isActive()) keepLastSetup();
    QWidget::hideEvent(event);
}

void SetupEditor::showMessage(std::function<QString()> text)
{
    m_messageText = std::move(text);
    m_message->setText(m_messageText());
    m_messageIsError = true;
}

// A document of its own: nothing to undo, and as kept as it is.
void SetupEditor::startDocument(const flagfall::Setup& setup, Variant variant, const QString& name,
                                const QString& libraryPath)
{
    if (m_lastSetupTimer->isActive()) keepLastSetup(); // the arrangement left, for its army
    m_libraryPath = libraryPath;
    m_name->setText(name);
    m_undo->clear();
    m_board->reset(setup, variant);
    m_variantBox->setCurrentIndex(m_variantBox->findData(int(variant)));
}

void SetupEditor::newSetup(Variant variant, SetupStart start)
{
    flagfall::Random rng = freshRandom();
    startDocument(startingSetup(start, variant, rng), variant, tr("My setup"), {});
}

void SetupEditor::openDocument(const flagfall::SetupFile& file, const QString& libraryPath)
{
    // A name from a shared file, without bidi overrides or hidden characters.
    const QString name = PlainText::line(QString::fromStdString(file.name), 200);
    startDocument(file.setup, file.variant, name.isEmpty() ? tr("My setup") : name, libraryPath);
}

void SetupEditor::setVariant(Variant variant)
{
    if (variant != m_board->variant()) resumeLast(variant);
}

void SetupEditor::resumeLast(Variant variant)
{
    startDocument(
        parsePartialSetup(m_settings->lastSetup(variant), variant).value_or(flagfall::Setup()),
        variant, tr("My setup"), {});
}

void SetupEditor::clearSetup()
{
    m_board->edit(flagfall::Setup(), tr("Clear"));
}

void SetupEditor::fillRandom()
{
    flagfall::Random rng = freshRandom();
    m_board->edit(randomFill(m_board->setup(), m_board->variant(), rng), tr("Random fill"));
}

void SetupEditor::fillHumanLike()
{
    flagfall::Random rng = freshRandom();
    m_board->edit(humanLikeFill(m_board->setup(), m_board->variant(), rng), tr("Human-like fill"));
}

void SetupEditor::typePiece(const QModelIndex& index, QChar key)
{
    const Rank r = PieceText::rankFromKey(key, m_settings->numbering());
    if (r == Rank::Unknown) return;
    const int cell = SetupBoardModel::cellOf(index);
    if (m_board->setup().cells[cell] == r) return;
    if (m_board->remaining(r) == 0) {
        showMessage([r] {
            //: %1 a rank such as Scout
            return tr("There is no %1 left to place.").arg(PieceText::nameInText(r));
        });
        return;
    }
    m_board->place(cell, r);
    const int next = (cell + 1) % flagfall::kSetupSquares; // typing fills a row left to right
    m_boardView->setCurrentIndex(m_board->index(next / 10, next % 10));
}

// The board gets the space first: the side column takes 30% of the page (220-340 pixels), the
// tray 14% (96-140), so that an 800-pixel window still shows a board to work on. The column is
// never narrower than its texts' longest words and boxes need (Danish and Icelandic words were
// cut at the right edge at 800x600).
void SetupEditor::resizeEvent(QResizeEvent* event)
{
    const int need = m_side->widget()->minimumSizeHint().width() + 2 * m_side->frameWidth() +
                     m_side->verticalScrollBar()->sizeHint().width();
    m_side->setFixedWidth(std::max(need, std::clamp(width() * 30 / 100, 220, 340)));
    m_trayView->setFixedWidth(std::clamp(width() * 14 / 100, 96, 140));
    QWidget::resizeEvent(event);
}
