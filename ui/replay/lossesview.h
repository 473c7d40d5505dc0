// One side's losses so far: a small tile for each rank it lost, strongest first, with the count;
// battles reveal both pieces (R9), so every perspective may see them.
#pragma once

#include "base/settings.h"

#include "core/rules/army.h"

#include <QWidget>

class LossesView : public QWidget {
    Q_OBJECT
public:
    explicit LossesView(flagfall::Side side, QWidget* parent = nullptr);

    void setLosses(const flagfall::ArmyCounts& lost);
    void setNumbering(Numbering n);
    const flagfall::ArmyCounts& losses() const { return m_lost; }
    QString summary() const; // "2 Scouts, Miner" for tooltips and screen readers
    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    static constexpr int kRowHeight = 26; // a row of tiles; a label beside it takes its height

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    static constexpr int kTile = kRowHeight - 4;
    static constexpr int kCell = 48; // a tile and its count
    int rows(int width) const;
    int kinds() const;

    flagfall::Side m_side;
    flagfall::ArmyCounts m_lost{};
    Numbering m_numbering = Numbering::Modern;
};
