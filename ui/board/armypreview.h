// A read-only picture of one side's setup: ten squares by four, the front row at the top and the
// columns from the owner's left, each piece drawn as on the board. For the library's thumbnails
// and the New game page's preview of the army you will get.
#pragma once

#include "base/numbering.h"

#include "core/rules/setup.h"

#include <QPixmap>
#include <QWidget>

#include <optional>

// The picture at `cellSize` logical pixels a square; empty cells show grass. Small squares show
// only the rank label, big enough to read; bigger ones the pieces as on the board.
QPixmap armyPicture(const flagfall::Setup& setup, int cellSize, qreal dpr,
                    Numbering n = Numbering::Modern, flagfall::Side side = flagfall::Side::Red);

class ArmyPreview : public QWidget {
    Q_OBJECT
public:
    explicit ArmyPreview(QWidget* parent = nullptr);

    void setSetup(const std::optional<flagfall::Setup>& setup); // none: nothing to show
    std::optional<flagfall::Setup> setup() const { return m_setup; }
    void setNumbering(Numbering n);
    void setSide(flagfall::Side side);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void describe(); // the accessible description: the pieces row by row

    std::optional<flagfall::Setup> m_setup;
    Numbering m_numbering = Numbering::Modern;
    flagfall::Side m_side = flagfall::Side::Red;
};
