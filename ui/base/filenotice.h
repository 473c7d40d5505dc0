// Telling the player about files: a warning that leaves the window usable (open(), not exec(),
// so tests never block), always as plain text since file names and records come from strangers,
// and the words for files that could not be read.
#pragma once

#include "base/diskfile.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

class QMessageBox;
class QWidget;

class FileNotice {
    Q_DECLARE_TR_FUNCTIONS(FileNotice)
public:
    static QMessageBox* warn(QWidget* parent, const QString& title, const QString& text,
                             const QString& objectName);
    // A yes/no question about text from files (a name, a file name), as plain text.
    static bool confirm(QWidget* parent, const QString& title, const QString& text);
    // The one notice at start: every file that could not be read, with why; nothing was deleted.
    static QString unreadable(const QVector<UnreadFile>& files);
    // A line for a library page: how many files are not listed, and their names.
    static QString skipped(const QVector<UnreadFile>& files);
    // "Line L, column C: what", "Line L: what", or `what` where the place is not known (0).
    static QString at(int line, int column, const QString& what);
};
