// Wins, losses and draws against the computer per variant and level (Statistics), for the
// start page. Only what was played is listed; counted again whenever it is shown.
#pragma once

#include <QLabel>

class Statistics;

class StatisticsView : public QLabel {
    Q_OBJECT
public:
    explicit StatisticsView(Statistics* statistics, QWidget* parent = nullptr);

public slots:
    void refresh();

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    Statistics* m_statistics;
};
