// A page for what a later version brings (playing, opening games): says so, and goes back.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

class PlaceholderPage : public QWidget {
    Q_OBJECT
public:
    enum class Topic { NewGame, OpenGame };
    explicit PlaceholderPage(Topic topic, QWidget* parent = nullptr);

signals:
    void backRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    Topic m_topic;
    QLabel* m_heading;
    QLabel* m_text;
    QPushButton* m_back;
};
