// The replay's transport: jump to the start or end, step back and forward, play and pause with a
// speed, a slider to scrub and "move k of n". Sends everything to the ReplayController. Where
// one row leaves the slider too little room (a small window, a long word for "speed") the speed
// goes to a second row.
#pragma once

#include <QWidget>

class QComboBox;
class QGridLayout;
class QLabel;
class QSlider;
class QToolButton;
class ReplayController;

class ReplayControls : public QWidget {
    Q_OBJECT
public:
    explicit ReplayControls(ReplayController* controller, QWidget* parent = nullptr);

    QSlider* slider() const { return m_slider; }
    QComboBox* speed() const { return m_speed; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QToolButton* addButton(const char* icon);
    void followLoad();
    void followPly(int ply);
    void followPlaying(bool playing);
    void retranslateUi();
    int transportWidth() const;
    void arrange();

    ReplayController* m_controller;
    QToolButton* m_first;
    QToolButton* m_back;
    QToolButton* m_play;
    QToolButton* m_forward;
    QToolButton* m_last;
    QSlider* m_slider;
    QLabel* m_where;
    QLabel* m_speedLabel;
    QComboBox* m_speed;
    QGridLayout* m_grid;
    bool m_narrow = false; // the speed on a row of its own, under the buttons
};
