#include "base/filenotice.h"

#include "base/plaintext.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

QMessageBox* FileNotice::warn(QWidget* parent, const QString& title, const QString& text,
                              const QString& objectName)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box->setTextFormat(Qt::PlainText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(objectName);
    box->open();
    return box;
}

bool FileNotice::confirm(QWidget* parent, const QString& title, const QString& text)
{
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::Yes | QMessageBox::No, parent);
    box.setTextFormat(Qt::PlainText);
    return box.exec() == QMessageBox::Yes;
}

QString FileNotice::unreadable(const QVector<UnreadFile>& files)
{
    QStringList lines{tr("These files could not be read. They were left as they are:")};
    for (const UnreadFile& f : files)
        //: a list item: %1 the path of a file, %2 why it could not be read
        lines << tr("• %1: %2").arg(PlainText::path(QDir::toNativeSeparators(f.path)), f.why);
    return lines.join(QLatin1Char('\n'));
}

QString FileNotice::skipped(const QVector<UnreadFile>& files)
{
    QStringList names;
    for (const UnreadFile& f : files) names << PlainText::line(QFileInfo(f.path).fileName());
    //: %n how many files; %1 their names, separated by commas
    return tr("%n file(s) could not be read and are not listed: %1", nullptr, int(files.size()))
        .arg(names.join(QStringLiteral(", ")));
}

QString FileNotice::at(int line, int column, const QString& what)
{
    if (line > 0 && column > 0)
        //: %1 line, %2 column, %3 what is wrong there
        return tr("Line %1, column %2: %3").arg(line).arg(column).arg(what);
    //: %1 line, %2 what is wrong there
    if (line > 0) return tr("Line %1: %2").arg(line).arg(what);
    return what;
}
