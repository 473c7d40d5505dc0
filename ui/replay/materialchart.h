// A small chart of the material balance (Red's points minus Blue's) over the whole game, with the
// shown ply marked; a click or drag on it asks for that ply.
#pragma once

#include <QVector>
#include <QWidget>

class MaterialChart : public QWidget {
    Q_OBJECT
public:
    explicit MaterialChart(QWidget* parent = nullptr);

    // balances[k]: the balance after k plies.
    void setBalances(QVector<int> balances);
    void setCurrent(int ply);
    int current() const { return m_current; }
    QSize sizeHint() const override { return {260, 90}; }
    QSize minimumSizeHint() const override { return {120, 60}; }

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    QRectF plotRect() const;
    QPointF pointAt(int ply, const QRectF& r) const;
    int plyAtX(qreal x) const;
    void paintCurve(QPainter& p, const QRectF& r) const;

    QVector<int> m_balances;
    int m_current = 0;
    int m_range = 1; // the largest |balance|, so the curve fills the height
};
