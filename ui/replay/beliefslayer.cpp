#include "beliefslayer.h"

#include "board/piecetext.h"
#include "replay/beliefsmodel.h"
#include "replay/beliefsoverlay.h"
#include "replay/replaycontroller.h"

#include "core/rules/notation.h"

#include <QLabel>
#include <QPushButton>
#include <QShortcut>

#include <algorithm>
#include <cmath>

using flagfall::Side;

BeliefsLayer::BeliefsLayer(ReplayController* controller, BoardModel* board, BoardView* view,
                           QWidget* page)
    : QObject(page), m_controller(controller), m_board(board),
      m_model(new BeliefsModel(controller, this)),
      m_overlay(new BeliefsOverlay(view, board, m_model)), m_button(new QPushButton(page)),
      m_note(new QLabel(page))
{
    m_button->setCheckable(true);
    m_note->setWordWrap(true);
    m_note->setVisible(false);
    auto* key = new QShortcut(Qt::Key_B, page);
    key->setContext(Qt::WidgetWithChildrenShortcut);
    connect(key, &QShortcut::activated, m_button, &QPushButton::toggle);
    connect(m_button, &QPushButton::toggled, this, &BeliefsLayer::toggled);
    connect(m_model, &BeliefsModel::beliefsChanged, this, &BeliefsLayer::updateNote);
    connect(controller, &ReplayController::loaded, this, &BeliefsLayer::followPerspective);
    retranslate();
}

bool BeliefsLayer::isOn() const
{
    return m_button->isChecked();
}

void BeliefsLayer::setOn(bool on)
{
    m_button->setChecked(on);
}

void BeliefsLayer::setNumbering(Numbering n)
{
    m_overlay->setNumbering(n);
}

void BeliefsLayer::toggled(bool on)
{
    const auto computer = flagfall::ai::computerSide(m_controller->record());
    const auto personsView = computer && flagfall::opponent(*computer) == Side::Red
                                 ? BoardModel::Perspective::Red
                                 : BoardModel::Perspective::Blue;
    if (on && computer && m_board->perspective() == personsView)
        emit perspectiveWanted(BoardModel::Perspective::Revealed); // calls followPerspective
    followPerspective();
}

void BeliefsLayer::followPerspective()
{
    QList<Side> believers;
    if (isOn() && m_controller->hasGame()) {
        switch (m_board->perspective()) {
        case BoardModel::Perspective::Red:
            believers = {Side::Red};
            break;
        case BoardModel::Perspective::Blue:
            believers = {Side::Blue};
            break;
        case BoardModel::Perspective::Revealed:
            if (const auto computer = flagfall::ai::computerSide(m_controller->record()))
                believers = {*computer};
            else
                believers = {Side::Red, Side::Blue};
            break;
        }
    }
    m_model->setBelievers(believers);
    updateNote();
}

// One line a believer: their likeliest square for the other's Flag, unless no square stood out.
void BeliefsLayer::updateNote()
{
    QStringList lines;
    for (const flagfall::ai::BeliefSnapshot& snap : m_model->snapshots()) {
        const auto top = std::max_element(snap.flagAt.begin(), snap.flagAt.end());
        if (*top <= 0.f) continue;
        if (BeliefsModel::flagHeat(*top, BeliefsModel::flagCandidates(snap)) < 0.1) {
            //: in the replay's beliefs layer: %1 a side (Red, Blue)
            lines << tr("%1 had no idea yet where the Flag was.")
                         .arg(PieceText::sideName(snap.believer));
            continue;
        }
        const auto square = flagfall::Square(top - snap.flagAt.begin());
        //: in the replay's beliefs layer: %1 a side (Red, Blue), %2 a square ("B2"), %3 a
        //: chance in percent
        lines << tr("%1 thought the Flag most likely on %2 (%3%).")
                     .arg(PieceText::sideName(snap.believer),
                          QString::fromStdString(flagfall::squareName(square)))
                     .arg(std::lround(*top * 100));
    }
    m_note->setText(lines.join(QLatin1Char('\n')));
    m_note->setVisible(isOn() && !lines.isEmpty());
}

void BeliefsLayer::retranslate()
{
    m_button->setText(tr("Beliefs"));
    m_button->setToolTip(
        tr("Show what a player believed of the other's hidden pieces at this move (B): on each "
           "piece its likeliest rank and that rank's chance, and tinted squares where the Flag "
           "might be. Worked out by the computer's own belief model from that player's view "
           "alone. A side's view shows that side's beliefs; with everything revealed, the "
           "computer's in a game against it."));
    m_button->setAccessibleName(tr("Show beliefs"));
    updateNote();
}
