// The "Your setup" field of the New game page: a human-like army drawn for you (the default), a
// random one, the one last edited in the setup editor, or one from your setup library. "Another
// one" draws again, "Edit…" asks for the chosen army in the setup editor, and a preview shows
// the army you will get.
#pragma once

#include "games/savedsetups.h"

#include "base/numbering.h"

#include "core/ai/setups/setupmaker.h"
#include "core/base/random.h"

#include <QWidget>

class ArmyPreview;
class QComboBox;
class QPushButton;

class SetupChooser : public QWidget {
    Q_OBJECT
public:
    explicit SetupChooser(std::uint64_t seed, QWidget* parent = nullptr);

    // The choices for `variant`: the drawn ones, `lastEdited` if it is a whole army, and the
    // library's setups of that variant. The choice made stays where it can.
    void setChoices(flagfall::Variant variant, const QVector<SavedSetup>& library,
                    const QString& lastEdited);
    bool choose(const QString& setupString); // the choice with this army; false when none
    void drawAnother(); // another army of the chosen kind (random, else human-like)
    void setNumbering(Numbering n);
    void setSide(flagfall::Side side);

    flagfall::Setup setup() const; // the army you will get, as the preview shows it
    SavedSetup current() const;    // the chosen army with its name and library file
    QComboBox* box() const { return m_box; }
    ArmyPreview* preview() const { return m_preview; }

signals:
    void editRequested(const SavedSetup& setup);

protected:
    void changeEvent(QEvent* event) override;

private:
    enum Source { HumanLike, Random, Edited, Library };
    enum Role { SourceRole = Qt::UserRole, SetupRole, PathRole, NameRole };
    void retranslateUi();
    void draw(Source source);
    void showChosen();

    flagfall::ai::SetupMaker m_maker;
    flagfall::Random m_rng;
    flagfall::Variant m_variant = flagfall::Variant::Classic;
    flagfall::Setup m_humanLike, m_random; // the armies drawn for m_variant
    QComboBox* m_box;
    QPushButton* m_another;
    QPushButton* m_edit;
    ArmyPreview* m_preview;
};
