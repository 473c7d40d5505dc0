// The replay's side panel below its header: the move list on top, and under a splitter handle
// the rest (losses, charts, analysis, comment) in a scroll area, so that a small window scrolls
// the rest instead of squeezing the list. Until the player drags the handle, the list gets at
// least ten rows or 40% of the height, whichever is less, and all the room the rest does not
// need; once dragged, the list keeps its share of the height (remembered between sessions).
#pragma once

#include <QSplitter>

class QAbstractItemView;
class QScrollArea;

class MoveSplitter : public QSplitter {
    Q_OBJECT
public:
    MoveSplitter(QAbstractItemView* list, QWidget* rest, QWidget* parent = nullptr);

    QScrollArea* restArea() const { return m_restArea; }
    // The height the list is given at least (before the player drags): ten rows or 40%.
    int listShare(int total) const;
    // The list's share of the height as the player left it (0: not dragged), and setting it.
    double listFraction() const { return m_fraction; }
    void setListFraction(double fraction);

signals:
    void listFractionChanged(double fraction);

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void keepWidth();
    void share();
    int restNeeds() const;

    QAbstractItemView* m_list;
    QWidget* m_rest;
    QScrollArea* m_restArea;
    double m_fraction = 0.0;
};
