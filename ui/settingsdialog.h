// The settings a player changes: language, numbering, rules preset, computer level and animation
// speed. Every change applies at once (the language too, in every open window).
#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class Settings;

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(Settings* settings, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void load();
    void widenForTexts();

    Settings* m_settings;
    QComboBox* m_language;
    QComboBox* m_numbering;
    QComboBox* m_preset;
    QSpinBox* m_level;
    QComboBox* m_animation;
    QLabel* m_languageLabel;
    QLabel* m_numberingLabel;
    QLabel* m_presetLabel;
    QLabel* m_levelLabel;
    QLabel* m_animationLabel;
    QDialogButtonBox* m_buttons;
};
