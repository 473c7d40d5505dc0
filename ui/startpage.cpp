#include "startpage.h"

#include "base/themedicon.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QVBoxLayout>

namespace {

constexpr int kTallButton = 48;
constexpr int kLowButton = 34;

} // namespace

StartPage::StartPage(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_subtitle(new QLabel(this)),
      m_continue(addButton("play", &StartPage::continueRequested)),
      m_newGame(addButton("new-game", &StartPage::newGameRequested)),
      m_setups(addButton("setups", &StartPage::setupsRequested)),
      m_openGame(addButton("open", &StartPage::openGameRequested)),
      m_rules(addButton("rules", &StartPage::rulesRequested)),
      m_settings(addButton("settings", &StartPage::settingsRequested)),
      m_quit(addButton("quit", &StartPage::quitRequested))
{
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 2.6);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setAlignment(Qt::AlignCenter);
    m_subtitle->setAlignment(Qt::AlignCenter);
    auto* icon = m_emblem = new QLabel(this);
    icon->setPixmap(themedIcon(QStringLiteral("flagfall")).pixmap(96, 96));
    icon->setAlignment(Qt::AlignCenter);

    auto* column = m_column = new QVBoxLayout;
    column->addStretch(1);
    column->addWidget(icon);
    column->addWidget(m_title);
    column->addWidget(m_subtitle);
    column->addSpacing(24);
    for (QPushButton* b : buttons()) column->addWidget(b);
    column->addStretch(1);
    auto* outer = m_outer = new QHBoxLayout(this);
    outer->addStretch(1);
    outer->addLayout(column);
    outer->addStretch(1);
    setContinueAvailable(false);
    retranslateUi();
}

void StartPage::setContinueAvailable(bool available)
{
    m_continue->setVisible(available);
    QPushButton* first = available ? m_continue : m_newGame;
    makeDefault(first);
    if (isVisible()) first->setFocus();
}

// One button looks chosen, the one Return presses: the focused one (as in a dialog).
void StartPage::makeDefault(QPushButton* chosen)
{
    for (QPushButton* b : buttons()) b->setDefault(b == chosen);
}

std::array<QPushButton*, 7> StartPage::buttons() const
{
    return {m_continue, m_newGame, m_setups, m_openGame, m_rules, m_settings, m_quit};
}

bool StartPage::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::FocusIn)
        if (auto* b = qobject_cast<QPushButton*>(watched)) makeDefault(b);
    return QWidget::eventFilter(watched, event);
}

void StartPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    (m_continue->isHidden() ? m_newGame : m_continue)->setFocus();
}

void StartPage::setStatistics(QWidget* statistics)
{
    m_statistics = statistics;
    m_column->insertSpacing(m_column->count() - 1, 16);
    m_column->insertWidget(m_column->count() - 1, statistics); // above the closing stretch
}

void StartPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange(event->size().height());
}

// The first arrangement whose least height fits: an 800x600 screen leaves the page about 470
// pixels, less than the emblem, seven tall buttons and the results need. First the emblem goes
// and the buttons get lower, then the results move beside the buttons.
void StartPage::arrange(int height)
{
    for (const Arrangement a : {Arrangement::Roomy, Arrangement::Low, Arrangement::Beside}) {
        apply(a);
        m_column->invalidate(); // both: the outer layout does not clear its inner one's sizes
        m_outer->invalidate();
        if (m_outer->minimumSize().height() <= height) return;
    }
}

void StartPage::apply(Arrangement a)
{
    m_arrangement = a;
    m_emblem->setVisible(a == Arrangement::Roomy);
    for (QPushButton* b : buttons())
        b->setMinimumHeight(a == Arrangement::Roomy ? kTallButton : kLowButton);
    if (!m_statistics) return;
    const bool beside = a == Arrangement::Beside;
    if (beside == (m_outer->indexOf(m_statistics) >= 0)) return;
    if (beside) {
        m_column->removeWidget(m_statistics);
        m_outer->insertWidget(m_outer->count() - 1, m_statistics);
        m_outer->insertSpacing(m_outer->count() - 2, 24);
    } else {
        m_outer->removeWidget(m_statistics);
        delete m_outer->takeAt(m_outer->count() - 2); // the spacing before it
        m_column->insertWidget(m_column->count() - 1, m_statistics);
    }
}

StartPage::Arrangement StartPage::arrangement() const
{
    return m_arrangement;
}

bool StartPage::continueAvailable() const
{
    return !m_continue->isHidden();
}

QPushButton* StartPage::addButton(const char* icon, void (StartPage::*signal)())
{
    auto* b = new QPushButton(themedIcon(QLatin1String(icon)), QString(), this);
    b->setAutoDefault(true); // Return presses the focused button
    b->installEventFilter(this);
    b->setIconSize(QSize(28, 28));
    b->setMinimumSize(280, kTallButton);
    connect(b, &QPushButton::clicked, this, signal);
    return b;
}

void StartPage::retranslateUi()
{
    m_title->setText(tr("Flagfall"));
    m_subtitle->setText(tr("Capture the enemy Flag. Guard your own."));
    m_continue->setText(tr("Continue the game"));
    m_newGame->setText(tr("New game"));
    m_setups->setText(tr("Setups"));
    m_openGame->setText(tr("Open game"));
    m_rules->setText(tr("Rules"));
    m_settings->setText(tr("Settings"));
    m_quit->setText(tr("Quit"));
}

void StartPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}
