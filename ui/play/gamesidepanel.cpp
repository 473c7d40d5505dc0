#include "gamesidepanel.h"

#include "play/armydelegate.h"
#include "play/armymodel.h"
#include "play/movelistmodel.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QListView>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace {

// A wait shorter than this is not a wait: the thinking bar is not shown for it.
constexpr int kThinkingShownAfterMs = 300;

// Keeps a list at its end while the player has not scrolled away: a resumed game shows its last
// moves, also while a long list is still being laid out in batches.
void stickToEnd(QListView* view)
{
    QScrollBar* bar = view->verticalScrollBar();
    auto atEnd = std::make_shared<bool>(true);
    QObject::connect(bar, &QScrollBar::valueChanged, view,
                     [bar, atEnd](int value) { *atEnd = value == bar->maximum(); });
    QObject::connect(bar, &QScrollBar::rangeChanged, view, [bar, atEnd](int, int max) {
        if (*atEnd) bar->setValue(max);
    });
}

} // namespace

GameSidePanel::GameSidePanel(ArmyModel* army, MoveListModel* moves, Numbering numbering,
                             QWidget* endBox, QWidget* parent)
    : QWidget(parent), m_turn(new QLabel(this)), m_thinking(new QProgressBar(this)),
      m_thinkingDelay(new QTimer(this)), m_message(new QLabel(this)), m_armyTitle(new QLabel(this)),
      m_movesTitle(new QLabel(this))
{
    QFont big = m_turn->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_turn->setFont(big);
    m_turn->setWordWrap(true);
    m_thinking->setRange(0, 100);
    m_thinking->setVisible(false);
    m_thinkingDelay->setSingleShot(true);
    m_thinkingDelay->setInterval(kThinkingShownAfterMs);
    connect(m_thinkingDelay, &QTimer::timeout, m_thinking, &QWidget::show);
    m_message->setWordWrap(true);
    m_armyTitle->setWordWrap(true);          // a narrow panel folds it rather than cutting it
    m_message->setTextFormat(Qt::PlainText); // paths and reasons, never markup
    m_message->setMinimumHeight(m_message->fontMetrics().height() * 2);
    m_message->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* buttons = m_buttonGrid = new QGridLayout;
    for (auto& b : m_buttons) b = new QPushButton(this);
    arrangeButtons({true, true, true});
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_turn);
    column->addWidget(m_thinking);
    column->addWidget(m_message);
    column->addSpacing(m_message->fontMetrics().height() / 2); // a long message ends apart
    column->addWidget(m_armyTitle);
    // The armies first, up to every rank in sight (fitArmyView); the moves take the rest.
    column->addWidget(buildArmyView(army, numbering), 3);
    column->addWidget(m_movesTitle);
    column->addWidget(buildMoveView(moves), 1);
    column->addWidget(endBox); // below the lists: the final armies stay in view
    column->addLayout(buttons);
    retranslateUi();
}

QListView* GameSidePanel::buildArmyView(ArmyModel* army, Numbering numbering)
{
    m_armyView = new QListView(this);
    m_armyDelegate = new ArmyDelegate(m_armyView);
    m_armyDelegate->setNumbering(numbering);
    m_armyView->setItemDelegate(m_armyDelegate);
    m_armyView->setModel(army);
    m_armyView->setSelectionMode(QAbstractItemView::NoSelection);
    m_armyView->setFocusPolicy(Qt::NoFocus);
    m_armyView->setMinimumHeight(120); // the window, not the panel, decides the height
    connect(army, &QAbstractItemModel::modelReset, this, &GameSidePanel::fitArmyView); // a variant
    m_armyView->viewport()->installEventFilter(this);
    fitArmyView();
    return m_armyView;
}

// No taller than every rank needs: a taller list would only hold empty rows.
void GameSidePanel::fitArmyView()
{
    const int rows = m_armyView->model()->rowCount();
    const int row = ArmyDelegate::naturalRowHeight(m_armyView->fontMetrics());
    m_armyView->setMaximumHeight(
        std::max(m_armyView->minimumHeight(), rows * row + 2 * m_armyView->frameWidth()));
    fitArmyRows();
}

// Where the column is short (an 800x600 screen), the rows get lower, down to what still reads,
// so every rank stays in sight without scrolling.
void GameSidePanel::fitArmyRows()
{
    const int rows = m_armyView->model()->rowCount();
    const QFontMetrics fm = m_armyView->fontMetrics();
    const int natural = ArmyDelegate::naturalRowHeight(fm);
    int fit = rows > 0 ? m_armyView->viewport()->height() / rows : natural;
    fit = std::clamp(fit, ArmyDelegate::leastRowHeight(fm), natural);
    if (fit == natural) fit = 0;
    if (fit == m_armyDelegate->rowHeight()) return;
    m_armyDelegate->setRowHeight(fit);
    emit m_armyDelegate->sizeHintChanged(m_armyView->model()->index(0, 0));
}

bool GameSidePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_armyView->viewport() && event->type() == QEvent::Resize) fitArmyRows();
    return QWidget::eventFilter(watched, event);
}

QListView* GameSidePanel::buildMoveView(MoveListModel* moves)
{
    auto* view = new QListView(this);
    view->setModel(moves);
    view->setSelectionMode(QAbstractItemView::NoSelection);
    view->setMinimumHeight(80);
    // One line a move, and a resumed record may hold millions: the list measures one row and
    // lays itself out in batches between events instead of asking every row's size at once.
    view->setUniformItemSizes(true);
    view->setLayoutMode(QListView::Batched);
    view->setBatchSize(20000);
    stickToEnd(view);
    connect(moves, &QAbstractItemModel::rowsInserted, view, &QListView::scrollToBottom);
    return view;
}

// Buttons two by two where both texts fit side by side, else each of the pair on a row of its
// own (a narrow window, a language with long words: German's "Unentschieden anbieten").
void GameSidePanel::arrangeButtons(const Pairs& paired)
{
    if (m_paired == paired) return;
    m_paired = paired;
    for (QPushButton* b : m_buttons) m_buttonGrid->removeWidget(b);
    int row = 0;
    for (int p = 0; p < ButtonCount / 2; ++p) {
        QPushButton* first = m_buttons[2 * p];
        QPushButton* second = m_buttons[2 * p + 1];
        if (paired[std::size_t(p)]) {
            m_buttonGrid->addWidget(first, row, 0);
            m_buttonGrid->addWidget(second, row++, 1);
        } else {
            m_buttonGrid->addWidget(first, row++, 0, 1, 2);
            m_buttonGrid->addWidget(second, row++, 0, 1, 2);
        }
    }
}

void GameSidePanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitButtons();
}

void GameSidePanel::fitButtons()
{
    const int half = (width() - m_buttonGrid->horizontalSpacing()) / 2;
    Pairs paired{};
    for (int p = 0; p < ButtonCount / 2; ++p)
        paired[std::size_t(p)] = std::max(m_buttons[2 * p]->sizeHint().width(),
                                          m_buttons[2 * p + 1]->sizeHint().width()) <= half;
    arrangeButtons(paired);
}

void GameSidePanel::setNumbering(Numbering n)
{
    m_armyDelegate->setNumbering(n);
    m_armyView->viewport()->update();
}

void GameSidePanel::retranslateUi()
{
    m_armyTitle->setText(tr("Armies: left and gone (Red | Blue)"));
    m_movesTitle->setText(tr("Moves"));
    m_buttons[Undo]->setText(tr("Undo"));
    m_buttons[Hint]->setText(tr("Hint"));
    m_buttons[Draw]->setText(tr("Offer draw"));
    m_buttons[Resign]->setText(tr("Resign"));
    m_buttons[Save]->setText(tr("Save as…"));
    m_buttons[Menu]->setText(tr("Menu"));
    m_thinking->setFormat(tr("Thinking… %p%"));
    fitButtons();
}

void GameSidePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void GameSidePanel::setThinking(bool on)
{
    if (!on) {
        m_thinkingDelay->stop();
        m_thinking->hide();
    } else if (m_thinking->isHidden() && !m_thinkingDelay->isActive()) {
        m_thinkingDelay->start();
    }
}

void GameSidePanel::setThinkingProgress(int percent)
{
    m_thinking->setUpdatesEnabled(false); // setValue's repaint() does nothing then
    m_thinking->setValue(percent);
    m_thinking->setUpdatesEnabled(true);
    m_thinking->update();
}
