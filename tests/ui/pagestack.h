// Two pages in a stack, as the main window shows them: a start page holding the keyboard, and
// the page under test, to see where the keyboard lands when the page is shown.
#pragma once

#include <QPushButton>
#include <QStackedWidget>
#include <QTest>

namespace pagetest {

class PageStack {
public:
    explicit PageStack(QWidget* page)
        : m_start(new QPushButton(QStringLiteral("Start"), &m_window)), m_page(page)
    {
        m_window.addWidget(m_start);
        m_window.addWidget(m_page);
    }
    // Shows the window with the keyboard on the start page; whether it became active.
    bool show()
    {
        m_window.show();
        m_window.activateWindow();
        if (!QTest::qWaitForWindowActive(&m_window)) return false;
        m_start->setFocus();
        return true;
    }
    void showPage() { m_window.setCurrentWidget(m_page); }
    void showStart() { m_window.setCurrentWidget(m_start); }

private:
    QStackedWidget m_window;
    QPushButton* m_start;
    QWidget* m_page;
};

} // namespace pagetest
