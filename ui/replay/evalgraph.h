// The computer's evaluation over the game, under the material chart: Red's expected score after
// each analysed ply (up: Red better), one line for each side's own view of it, the marked moves
// as dots in their mark's colour and the shown ply as a line; a click or drag on it asks for
// that ply.
#pragma once

#include "core/records/moveeval.h"

#include <QVector>
#include <QWidget>

#include <optional>

class EvalGraph : public QWidget {
    Q_OBJECT
public:
    explicit EvalGraph(QWidget* parent = nullptr);

    // A game of `plies` plies, nothing analysed yet.
    void setGame(int plies, bool redStarts);
    void setEval(const flagfall::PlyEval& e); // ply 1..plies
    void setCurrent(int ply);
    int current() const { return m_current; }
    int analysedCount() const;
    // Red's expected score after `ply` plies (thousandths), where it is known.
    std::optional<int> redScore(int ply) const;
    QSize sizeHint() const override { return {260, 70}; }
    QSize minimumSizeHint() const override { return {120, 50}; }

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    QRectF plotRect() const;
    QPointF pointAt(int ply, int score, const QRectF& r) const;
    int plyAtX(qreal x) const;
    void paintCurve(QPainter& p, const QRectF& r) const;
    void paintMarks(QPainter& p, const QRectF& r) const;

    QVector<std::optional<flagfall::PlyEval>> m_evals; // by ply - 1
    bool m_redStarts = true;
    int m_current = 0;
};
