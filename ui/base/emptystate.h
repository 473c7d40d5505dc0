// What a list shows in its place while it has nothing yet: a faint icon, a line saying so, a line
// on how it fills, and buttons for the first steps, in the middle of the list's room.
#pragma once

#include <QWidget>

class QLabel;
class QHBoxLayout;
class QPushButton;

class EmptyState : public QWidget {
    Q_OBJECT
public:
    // `icon` is an icon in :/icons without its ".svg".
    explicit EmptyState(const QString& icon, QWidget* parent = nullptr);

    void setTitle(const QString& title);
    void setText(const QString& text);
    // A button in the row under the text; the caller sets its text and connects it.
    QPushButton* addButton(const QString& icon);

protected:
    void changeEvent(QEvent* event) override;

private:
    void drawIcon();

    QString m_iconName;
    QLabel* m_icon;
    QLabel* m_title;
    QLabel* m_text;
    QHBoxLayout* m_buttons;
};
