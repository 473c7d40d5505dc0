// The replay's beliefs layer: a toggle button (and the B key) that shows, over the board, what
// a player believed of the other's hidden pieces at the shown ply (BeliefsModel, painted by
// BeliefsOverlay), and a note naming the believer and their likeliest Flag square. Whose
// beliefs follows the board's perspective: a side's view shows that side's beliefs; with
// everything revealed, the computer's in a game against it, else both players'.
#pragma once

#include "base/numbering.h"
#include "board/boardmodel.h"

#include <QObject>

class BeliefsModel;
class BeliefsOverlay;
class BoardView;
class QLabel;
class QPushButton;
class ReplayController;

class BeliefsLayer : public QObject {
    Q_OBJECT
public:
    // The button, the note and the B shortcut belong to `page`.
    BeliefsLayer(ReplayController* controller, BoardModel* board, BoardView* view, QWidget* page);

    QPushButton* button() const { return m_button; }
    QLabel* note() const { return m_note; }
    BeliefsModel* model() const { return m_model; }
    BeliefsOverlay* overlay() const { return m_overlay; }
    bool isOn() const;
    void setOn(bool on);
    void setNumbering(Numbering n);
    // Call after the board's perspective changed: the believers follow it.
    void followPerspective();
    void retranslate();

signals:
    // Switched on in a game against the computer while the board shows the person's view: the
    // page shows everything, so the person sees their pieces and what the computer made of them.
    void perspectiveWanted(BoardModel::Perspective p);

private:
    void toggled(bool on);
    void updateNote();

    ReplayController* m_controller;
    BoardModel* m_board;
    BeliefsModel* m_model;
    BeliefsOverlay* m_overlay;
    QPushButton* m_button;
    QLabel* m_note;
};
