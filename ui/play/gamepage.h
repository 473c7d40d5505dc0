// The game screen: the board from the player's side (click-click or drag), battles shown with
// both ranks, the armies rank by rank, the move list, whose turn it is and the computer's
// thinking, the help and control buttons, the end of the game, and the hot-seat hand-over.
#pragma once

#include "play/playoptions.h"

#include "core/records/record.h"

#include <QWidget>

class ArmyModel;
class BattleBanner;
class BoardModel;
class BoardView;
class GameSession;
class GameStatus;
class HandOverCover;
class MoveListModel;
class PieceDrag;
class PlayController;
class EndOfGameBox;
class GameSidePanel;
class QLabel;
class QPushButton;
class QStackedWidget;
class Settings;
class Statistics;

class GamePage : public QWidget {
    Q_OBJECT
public:
    GamePage(Settings* settings, Statistics* statistics, QWidget* parent = nullptr);

    void newGame(const PlayOptions& options);
    bool resume(const flagfall::GameRecord& record, QString* error = nullptr);

    PlayController* controller() const { return m_controller; }
    GameSession* session() const { return m_session; }
    BoardModel* boardModel() const { return m_board; }
    BoardView* boardView() const { return m_view; }
    MoveListModel* moveListModel() const { return m_moves; }
    HandOverCover* cover() const { return m_cover; }
    QString message() const;
    QString turnText() const;
    bool coverShown() const;

public slots:
    void saveAs();

signals:
    void newGameRequested();
    void backRequested();
    // The finished game, and the game library's file it was kept in (empty when it was not).
    void replayRequested(const flagfall::GameRecord& record, const QString& path);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QWidget* buildSidePanel();
    QWidget* buildEndBox();
    void connectController();
    void retranslateUi();
    void started();
    void moveMade();
    void showBattle();
    void showMessage(const QString& text, bool error = false);
    void updateTurn();
    void updateButtons();
    void animate(flagfall::Move move, int ms);
    void gameFinished();
    void handOver();
    void takeOver(flagfall::Side side);
    void offerDraw();
    void askDraw(flagfall::Side asked);
    void confirmResign();
    int combatMs() const;

    Settings* m_settings;
    GameSession* m_session;
    PlayController* m_controller;
    GameStatus* m_status;
    BoardModel* m_board;
    ArmyModel* m_army;
    MoveListModel* m_moves;
    QStackedWidget* m_boardStack;
    BoardView* m_view;
    PieceDrag* m_drag;
    BattleBanner* m_banner;
    QLabel* m_sliding;
    HandOverCover* m_cover;
    QLabel* m_turn;
    QLabel* m_message;
    QPushButton* m_undo;
    QPushButton* m_hint;
    QPushButton* m_draw;
    QPushButton* m_resign;
    QPushButton* m_save;
    QPushButton* m_menu;
    EndOfGameBox* m_endBox;
    GameSidePanel* m_panel;
    bool m_messageIsError = false;
};
