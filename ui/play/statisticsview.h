// Wins, losses and draws against the computer per variant and level (kept in Settings), for the
// start page. Only what was played is listed.
#pragma once

#include <QLabel>

class Settings;

class StatisticsView : public QLabel {
    Q_OBJECT
public:
    explicit StatisticsView(Settings* settings, QWidget* parent = nullptr);

public slots:
    void refresh();

protected:
    void changeEvent(QEvent* event) override;

private:
    Settings* m_settings;
};
