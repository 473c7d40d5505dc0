#include "settingsdialog.h"

#include "base/settings.h"
#include "languagemanager.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QTimer>

SettingsDialog::SettingsDialog(Settings* settings, QWidget* parent)
    : QDialog(parent), m_settings(settings), m_language(new QComboBox(this)),
      m_numbering(new QComboBox(this)), m_preset(new QComboBox(this)), m_level(new QSpinBox(this)),
      m_animation(new QComboBox(this)), m_languageLabel(new QLabel(this)),
      m_numberingLabel(new QLabel(this)), m_presetLabel(new QLabel(this)),
      m_levelLabel(new QLabel(this)), m_animationLabel(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    m_language->addItem(QString(), QString()); // the system's language
    for (const QString& code : LanguageManager::languages())
        m_language->addItem(LanguageManager::nativeName(code), code);
    for (int i = 0; i < 2; ++i) m_numbering->addItem({});
    for (int i = 0; i < 3; ++i) m_preset->addItem({});
    for (int i = 0; i < 4; ++i) m_animation->addItem({});
    m_level->setRange(Settings::kMinLevel, Settings::kMaxLevel);
    // Each language's names have their own lengths: the boxes follow them, not the first ones.
    for (QComboBox* box : {m_language, m_numbering, m_preset, m_animation})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    auto* form = new QFormLayout(this);
    form->addRow(m_languageLabel, m_language);
    form->addRow(m_numberingLabel, m_numbering);
    form->addRow(m_presetLabel, m_preset);
    form->addRow(m_levelLabel, m_level);
    form->addRow(m_animationLabel, m_animation);
    form->addRow(m_buttons);
    for (auto [label, field] : {std::pair<QLabel*, QWidget*>{m_languageLabel, m_language},
                                {m_numberingLabel, m_numbering},
                                {m_presetLabel, m_preset},
                                {m_levelLabel, m_level},
                                {m_animationLabel, m_animation}})
        label->setBuddy(field);
    load();
    retranslateUi();

    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    connect(m_language, &QComboBox::activated, this,
            [this](int i) { m_settings->setLanguage(m_language->itemData(i).toString()); });
    connect(m_numbering, &QComboBox::activated, this,
            [this](int i) { m_settings->setNumbering(Numbering(i)); });
    connect(m_preset, &QComboBox::activated, this,
            [this](int i) { m_settings->setPreset(flagfall::Preset(i)); });
    connect(m_level, &QSpinBox::valueChanged, m_settings, &Settings::setLevel);
    connect(m_animation, &QComboBox::activated, this,
            [this](int i) { m_settings->setAnimationSpeed(AnimationSpeed(i)); });
}

void SettingsDialog::load()
{
    m_language->setCurrentIndex(qMax(0, m_language->findData(m_settings->language())));
    m_numbering->setCurrentIndex(int(m_settings->numbering()));
    m_preset->setCurrentIndex(int(m_settings->preset()));
    m_level->setValue(m_settings->level());
    m_animation->setCurrentIndex(int(m_settings->animationSpeed()));
}

void SettingsDialog::retranslateUi()
{
    setWindowTitle(tr("Settings"));
    m_languageLabel->setText(tr("&Language:"));
    m_numberingLabel->setText(tr("&Numbering:"));
    m_presetLabel->setText(tr("&Rules:"));
    m_levelLabel->setText(tr("Computer &level:"));
    m_animationLabel->setText(tr("&Animation:"));
    m_language->setItemText(0, tr("System language"));
    m_numbering->setItemText(0, tr("Modern (Marshal 10, Spy 1)"));
    m_numbering->setItemText(1, tr("Classic (Marshal 1, Scout 9, Spy S)"));
    m_preset->setItemText(0, tr("Standard"));
    m_preset->setItemText(1, tr("ISF tournament"));
    m_preset->setItemText(2, tr("Classic 1961"));
    m_animation->setItemText(0, tr("Off"));
    m_animation->setItemText(1, tr("Fast"));
    m_animation->setItemText(2, tr("Normal"));
    m_animation->setItemText(3, tr("Slow"));
}

void SettingsDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        QTimer::singleShot(0, this, &SettingsDialog::widenForTexts); // once the texts have changed
    }
    QDialog::changeEvent(event);
}

// Longer texts after a change of language: the dialog widens as far as they need, to both sides.
void SettingsDialog::widenForTexts()
{
    const QSize before = size();
    resize(before.expandedTo(sizeHint()));
    if (isVisible()) move(pos() - QPoint((width() - before.width()) / 2, 0));
}
