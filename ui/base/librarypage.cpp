#include "base/librarypage.h"

#include "base/emptystate.h"
#include "base/escapeback.h"
#include "base/filenotice.h"
#include "base/plaintext.h"
#include "base/themedicon.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>

LibraryPage::LibraryPage(const QString& emptyIcon, QWidget* parent)
    : QWidget(parent), m_heading(new QLabel(this)), m_empty(new EmptyState(emptyIcon, this)),
      m_skipped(new QLabel(this)),
      m_back(new QPushButton(themedIcon(QStringLiteral("back")), QString(), this))
{
    QFont f = m_heading->font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    f.setBold(true);
    m_heading->setFont(f);
    m_skipped->setWordWrap(true);
    m_skipped->setTextFormat(Qt::PlainText);
    m_skipped->setObjectName(QStringLiteral("skippedFiles"));
    m_skipped->hide();
    connect(m_back, &QPushButton::clicked, this, &LibraryPage::backRequested);
    backOnEscape(this, m_back);
}

QString LibraryPage::skippedText() const
{
    return m_skipped->isVisibleTo(this) ? m_skipped->text() : QString();
}

void LibraryPage::showUnread(const QVector<UnreadFile>& unread)
{
    m_unread = unread;
    m_skipped->setVisible(!unread.isEmpty());
    m_skipped->setText(unread.isEmpty() ? QString() : FileNotice::skipped(unread));
    m_skipped->setToolTip(unread.isEmpty() ? QString()
                                           : PlainText::toolTip(FileNotice::unreadable(unread)));
}

void LibraryPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showUnread(m_unread);
    }
    QWidget::changeEvent(event);
}
