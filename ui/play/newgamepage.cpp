#include "newgamepage.h"

#include "base/escapeback.h"
#include "base/settings.h"
#include "board/piecetext.h"
#include "play/playcontroller.h"
#include "play/playtext.h"
#include "play/setupchooser.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QShortcut>
#include <QSlider>
#include <QVBoxLayout>

using flagfall::Variant;

NewGamePage::NewGamePage(Settings* settings, SavedSetups library, QWidget* parent)
    : QWidget(parent), m_settings(settings), m_library(std::move(library)), m_form(new QFormLayout),
      m_heading(new QLabel(this)), m_variant(new QComboBox(this)), m_preset(new QComboBox(this)),
      m_opponent(new QComboBox(this)), m_colour(new QComboBox(this)),
      m_level(new QSlider(Qt::Horizontal, this)), m_levelText(new QLabel(this)),
      m_levelAbout(new QLabel(this)),
      m_setup(new SetupChooser(QRandomGenerator::global()->generate64(), this)),
      m_serious(new QCheckBox(this)), m_start(new QPushButton(this)), m_back(new QPushButton(this)),
      m_continue(new QPushButton(this))
{
    build();
    retranslateUi();
    m_level->setValue(settings->level());
    showLevel(m_level->value());
    m_preset->setCurrentIndex(int(settings->preset()));
}

void NewGamePage::build()
{
    QFont big = m_heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    m_heading->setFont(big);
    m_variant->setObjectName(QStringLiteral("variant"));
    m_setup->setNumbering(m_settings->numbering());
    for (int i = 0; i < 3; ++i)
        m_variant->addItem({}), m_preset->addItem({}), m_colour->addItem({});
    m_opponent->addItem({});
    m_opponent->addItem({});
    m_level->setRange(Settings::kMinLevel, Settings::kMaxLevel);
    m_level->setTickPosition(QSlider::TicksBelow);
    m_level->setPageStep(1);
    auto* levelRow = new QHBoxLayout;
    levelRow->addWidget(m_level, 1);
    levelRow->addWidget(m_levelText);
    for (QObject* field : std::initializer_list<QObject*>{m_variant, m_preset, m_opponent, m_colour,
                                                          levelRow, m_setup}) {
        auto* label = new QLabel(this);
        m_labels.append(label);
        if (auto* w = qobject_cast<QWidget*>(field))
            m_form->addRow(label, w);
        else
            m_form->addRow(label, qobject_cast<QLayout*>(field));
    }
    m_levelAbout->setWordWrap(true);
    m_form->insertRow(m_form->rowCount() - 1, QString(), m_levelAbout); // under the level slider
    m_form->addRow(QString(), m_serious);
    layOut();
    connectFields();
}

void NewGamePage::layOut()
{
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addStretch(1);
    buttons->addWidget(m_continue);
    buttons->addWidget(m_start);
    m_start->setDefault(true);
    m_start->setMinimumWidth(160);
    // Return starts the game wherever the focus is on the page (a combo box would swallow it).
    for (const int key : {Qt::Key_Return, Qt::Key_Enter}) {
        auto* go = new QShortcut(QKeySequence(key), this, nullptr, nullptr,
                                 Qt::WidgetWithChildrenShortcut);
        connect(go, &QShortcut::activated, m_start, &QPushButton::click);
    }
    auto* column = new QVBoxLayout;
    column->addStretch(1);
    column->addWidget(m_heading);
    column->addSpacing(12);
    column->addLayout(m_form);
    column->addSpacing(12);
    column->addLayout(buttons);
    column->addStretch(2);
    auto* outer = new QHBoxLayout(this);
    outer->addStretch(1);
    outer->addLayout(column, 2);
    outer->addStretch(1);
}

void NewGamePage::connectFields()
{
    connect(m_variant, &QComboBox::currentIndexChanged, this, &NewGamePage::fillSetupChoices);
    connect(m_opponent, &QComboBox::currentIndexChanged, this, &NewGamePage::updateEnabled);
    connect(m_colour, &QComboBox::currentIndexChanged, this, &NewGamePage::showSide);
    connect(m_level, &QSlider::valueChanged, this, &NewGamePage::showLevel);
    connect(m_setup, &SetupChooser::editRequested, this, &NewGamePage::editSetupRequested);
    connect(m_settings, &Settings::numberingChanged, m_setup,
            [this] { m_setup->setNumbering(m_settings->numbering()); });
    connect(m_back, &QPushButton::clicked, this, &NewGamePage::backRequested);
    backOnEscape(this, m_back);
    connect(m_continue, &QPushButton::clicked, this, &NewGamePage::continueRequested);
    connect(m_start, &QPushButton::clicked, this, [this] {
        m_settings->setLevel(m_level->value());
        m_settings->setPreset(flagfall::Preset(m_preset->currentIndex()));
        emit startRequested(options());
    });
}

void NewGamePage::retranslateUi()
{
    m_heading->setText(tr("New game"));
    for (int i = 0; i < 3; ++i) m_variant->setItemText(i, PieceText::variantName(Variant(i)));
    m_preset->setItemText(0, tr("Standard"));
    m_preset->setItemText(1, tr("ISF tournament"));
    m_preset->setItemText(2, tr("Classic 1961"));
    m_opponent->setItemText(0, tr("The computer"));
    m_opponent->setItemText(1, tr("A second player at this computer"));
    m_colour->setItemText(0, tr("Red (moves first)"));
    m_colour->setItemText(1, tr("Blue"));
    m_colour->setItemText(2, tr("Random"));
    m_serious->setText(tr("Serious game: no undo and no hints"));
    m_start->setText(tr("Start"));
    m_back->setText(tr("Back"));
    m_continue->setText(tr("Continue the unfinished game"));
    const QStringList labels{tr("Variant:"),     tr("Rules:"),          tr("Opponent:"),
                             tr("Your colour:"), tr("Computer level:"), tr("Your setup:")};
    for (int row = 0; row < labels.size(); ++row) m_labels[row]->setText(labels[row]);
    showLevel(m_level->value());
    fillSetupChoices();
}

void NewGamePage::showLevel(int level)
{
    m_levelText->setNum(level);
    m_levelAbout->setText(PlayText::levelDescription(level));
}

// The drawn armies, the setup last edited for this variant, and the library's of this variant.
void NewGamePage::fillSetupChoices()
{
    const Variant v = Variant(m_variant->currentIndex());
    m_setup->setChoices(v, m_saved, m_settings->lastSetup(v));
    updateEnabled();
}

bool NewGamePage::chooseSetup(const SavedSetup& setup)
{
    m_variant->setCurrentIndex(int(setup.variant));
    refresh();
    return m_setup->choose(setup.setup);
}

void NewGamePage::updateEnabled()
{
    const bool computer = m_opponent->currentIndex() == 0;
    m_level->setEnabled(computer);
    m_levelAbout->setEnabled(computer);
    m_colour->setEnabled(computer);
    showSide();
}

void NewGamePage::showSide()
{
    const bool blue = m_opponent->currentIndex() == 0 && m_colour->currentIndex() == 1;
    m_setup->setSide(blue ? flagfall::Side::Blue : flagfall::Side::Red);
}

PlayOptions NewGamePage::options() const
{
    PlayOptions o;
    o.variant = Variant(m_variant->currentIndex());
    o.preset = flagfall::Preset(m_preset->currentIndex());
    o.opponent = m_opponent->currentIndex() == 0 ? Opponent::Computer : Opponent::Human;
    const int colour = m_colour->currentIndex();
    const bool red = colour == 2 ? QRandomGenerator::global()->bounded(2) == 0 : colour == 0;
    o.human = red || o.opponent == Opponent::Human ? flagfall::Side::Red : flagfall::Side::Blue;
    o.level = m_level->value();
    o.serious = m_serious->isChecked();
    o.setup = m_setup->setup(); // the army the preview shows, never one drawn later
    return o;
}

void NewGamePage::refresh()
{
    m_saved = m_library ? m_library() : QVector<SavedSetup>();
    fillSetupChoices();
    m_continue->setVisible(PlayController::unfinishedAutosave().has_value());
}

void NewGamePage::showEvent(QShowEvent* event)
{
    refresh();
    QWidget::showEvent(event);
}

void NewGamePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}
