// Keeps every action of a tool bar in sight when the window is narrow: first the given actions
// lose their text, then the others from the end of the bar, as few as need to (the text stays as
// the tool tip), instead of Qt hiding the last ones behind an overflow arrow.
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QToolBar;

class ToolBarFit : public QObject {
    Q_OBJECT
public:
    // `textFirst`: the actions that give up their text first (say Undo and Redo, known by their
    // icons and keys). Lives as long as `bar`.
    ToolBarFit(QToolBar* bar, QList<QAction*> textFirst);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fit();
    void setStyle(const QList<QAction*>& actions, Qt::ToolButtonStyle style);
    bool fits() const;

    QToolBar* m_bar;
    QList<QAction*> m_textFirst;
    Qt::ToolButtonStyle m_style;
    int m_width = -1;
};
