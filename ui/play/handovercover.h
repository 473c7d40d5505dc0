// Hot-seat: covers the board between turns so the next player does not see the other's pieces;
// says what the last move did (battles are public) and whose turn it is.
#pragma once

#include "core/rules/types.h"

#include <QWidget>

class QLabel;
class QPushButton;

class HandOverCover : public QWidget {
    Q_OBJECT
public:
    explicit HandOverCover(QWidget* parent = nullptr);

    void prepare(flagfall::Side next, const QString& lastMove);
    flagfall::Side next() const { return m_next; }

signals:
    void ready(flagfall::Side next);

private:
    flagfall::Side m_next = flagfall::Side::Red;
    QLabel* m_title;
    QLabel* m_text;
    QPushButton* m_ready;
};
