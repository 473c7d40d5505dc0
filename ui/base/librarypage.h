// The frame the two libraries (games, setups) share: a heading, the notice of the files that
// could not be read, the empty state that takes the list's place, Back (and Escape), and the
// texts made again when the language changes. Each library lays these out with its own list.
#pragma once

#include "base/diskfile.h"

#include <QVector>
#include <QWidget>

class EmptyState;
class QLabel;
class QPushButton;

class LibraryPage : public QWidget {
    Q_OBJECT
public:
    // `emptyIcon`: the picture of the empty state.
    LibraryPage(const QString& emptyIcon, QWidget* parent);

    QString skippedText() const; // the notice of unread files, "" while there are none

signals:
    void backRequested();

protected:
    // Says which files could not be read (hidden while there are none), in the current language.
    void showUnread(const QVector<UnreadFile>& unread);
    virtual void retranslateUi() = 0;
    void changeEvent(QEvent* event) override;

    QLabel* const m_heading;
    EmptyState* const m_empty; // in the list's place while the library is empty
    QLabel* const m_skipped;   // the files that could not be read
    QPushButton* const m_back;

private:
    QVector<UnreadFile> m_unread;
};
