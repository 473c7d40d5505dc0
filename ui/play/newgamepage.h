// The "New game" page: variant, rules preset, opponent (the computer or a second player at this
// computer), your colour, the computer's level, your setup (a human-like army drawn for you, a
// random one, one from the library or the one last edited, with a preview of the army you will
// get) and whether it is a serious game (no undo, no hint).
#pragma once

#include "games/savedsetups.h"
#include "play/playoptions.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSlider;
class Settings;
class SetupChooser;

class NewGamePage : public QWidget {
    Q_OBJECT
public:
    NewGamePage(Settings* settings, SavedSetups library, QWidget* parent = nullptr);

    PlayOptions options() const; // as chosen now; a Random colour is drawn here
    void refresh();              // re-reads the library and the last edited setup
    // Chooses this variant and army (from the library or the one last edited); false when the
    // page does not offer it.
    bool chooseSetup(const SavedSetup& setup);
    SetupChooser* setupChooser() const { return m_setup; }

signals:
    void startRequested(const PlayOptions& options);
    void editSetupRequested(const SavedSetup& setup); // the chosen army, into the editor
    void continueRequested();                         // go on with the unfinished game
    void backRequested();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void build();
    void layOut();        // the form, its buttons, centred
    void connectFields(); // what the fields and buttons do
    void retranslateUi();
    void fillSetupChoices();
    void showLevel(int level);
    void updateEnabled();
    void showSide(); // the preview in your colour

    Settings* m_settings;
    SavedSetups m_library;
    QVector<SavedSetup> m_saved; // as read when the page was last shown
    QFormLayout* m_form;
    QLabel* m_heading;
    QComboBox* m_variant;
    QComboBox* m_preset;
    QComboBox* m_opponent;
    QComboBox* m_colour;
    QSlider* m_level;
    QLabel* m_levelText;
    QLabel* m_levelAbout; // what the chosen level plays like
    SetupChooser* m_setup;
    QCheckBox* m_serious;
    QPushButton* m_start;
    QPushButton* m_back;
    QPushButton* m_continue;
    QList<QLabel*> m_labels;
};
