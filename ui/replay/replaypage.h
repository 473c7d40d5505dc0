// The replay viewer: a recorded game on the board from Red's view, Blue's view or with every
// piece revealed; the move list, transport, each side's losses, the material chart and the
// comments (the player's own written into the game's file), and "Continue from here" to play on
// against the computer.
#pragma once

#include "board/boardmodel.h"
#include "games/replayfile.h"

#include "core/records/moveeval.h"

#include <QWidget>

class BeliefsLayer;
class AnalysisPanel;
class BetterMoveOverlay;
class BoardView;
class CombatOverlay;
class LossesView;
class MaterialChart;
class MoveSplitter;
class ReplayMovesModel;
class QComboBox;
class QLabel;
class QListView;
class QPlainTextEdit;
class QPushButton;
class ReplayControls;
class ReplayController;
class QTimer;
class Settings;

class ReplayPage : public QWidget {
    Q_OBJECT
public:
    explicit ReplayPage(Settings* settings, QWidget* parent = nullptr);

    // Shows the game from its start; false, with loadFailed and nothing changed, when the record
    // holds an illegal move or a broken start.
    bool openGame(const flagfall::GameRecord& record);
    // Reads a .sgn file; false, with loadFailed (line, column, what) and nothing changed, when it
    // cannot be read. A file that opens joins the recent files.
    bool openFile(const QString& path);

    ReplayController* controller() const { return m_controller; }
    BoardModel* boardModel() const { return m_board; }
    BoardView* boardView() const { return m_view; }
    ReplayMovesModel* moveList() const { return m_moves; }
    QListView* moveListView() const { return m_moveView; }
    MoveSplitter* moveSplitter() const { return m_split; }
    MaterialChart* chart() const { return m_chart; }
    AnalysisPanel* analysis() const { return m_analysis; }
    BetterMoveOverlay* betterMove() const { return m_better; }
    ReplayControls* controls() const { return m_controls; }
    BeliefsLayer* beliefs() const { return m_beliefs; }
    LossesView* losses(flagfall::Side side) const;
    QString comment() const; // the text in the comment box
    QPlainTextEdit* commentBox() const { return m_comment; }
    QLabel* commentMarks() const { return m_marks; }
    QString fileName() const { return m_path; }
    void setPerspective(BoardModel::Perspective p);

public slots:
    // Emits continueRequested with the game cut at the shown ply.
    void continueFromHere();

signals:
    void loadFailed(const QString& message);
    // The analysis or a comment could not be stored in the game's file (it stays on the page).
    void saveFailed(const QString& message);
    // A game to play on from: the record up to the shown ply (unfinished), and the side the
    // viewer watched (for the everything-revealed view, the side to move).
    void continueRequested(const flagfall::GameRecord& record, flagfall::Side side);
    void backRequested();

protected:
    void changeEvent(QEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    QWidget* buildSidePanel();
    QWidget* buildDetails();
    void addShortcuts();
    void display(LoadedGame loaded, const QString& path);
    void followLoad();
    void followPly(int ply);
    void followMoveClicked(const QModelIndex& index);
    void connectAnalysis();
    void followAnalysisLoad();
    void followAnalysisPly(int ply);
    void storeAnalysis(const flagfall::StoredAnalysis& analysis);
    void buildCommentBox();
    void showNote(int ply);
    void saveNote();
    bool writeRecordFile(QString* error);
    void stepByWheel(QWheelEvent* event);
    void applyNumbering();
    void retranslateUi();

    Settings* m_settings;
    ReplayController* m_controller;
    BoardModel* m_board;
    ReplayMovesModel* m_moves;
    BoardView* m_view;
    CombatOverlay* m_overlay;
    BeliefsLayer* m_beliefs;
    ReplayControls* m_controls;
    QLabel* m_title;
    QLabel* m_details;
    QLabel* m_perspectiveLabel;
    QComboBox* m_perspective;
    QListView* m_moveView;
    MoveSplitter* m_split = nullptr;
    QLabel* m_redLossesLabel;
    QLabel* m_blueLossesLabel;
    LossesView* m_redLosses;
    LossesView* m_blueLosses;
    QLabel* m_chartLabel;
    MaterialChart* m_chart;
    AnalysisPanel* m_analysis;
    BetterMoveOverlay* m_better;
    QLabel* m_commentLabel;
    QPlainTextEdit* m_comment;
    QLabel* m_marks;     // the program's marks on the shown move, beside an editable comment
    QTimer* m_noteTimer; // a pause in typing saves the comment
    int m_notePly = 0;   // the ply whose comment the box holds
    QString m_noteShown; // what the box held when shown or last saved
    QPushButton* m_continue;
    QPushButton* m_back;
    QString m_path;
    bool m_writable = true; // whether m_path may be written (not a Gravon file)
    int m_wheelDelta = 0;
};
