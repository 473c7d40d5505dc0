// Alt+letter in every language: on each page of the window, with the menu bar's letters, no letter
// stands for two things. The buttons get theirs when the page is shown (ui/mnemonics.h); labels,
// group boxes and check boxes bring theirs from the translations, where clashes hide.
#include "base/settings.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "mnemonics.h"

#include <QAbstractButton>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTest>

namespace {
// Each letter with what it opens on `page` (visible widgets only) and in the menu bar.
QMultiHash<QChar, QString> lettersOf(QWidget* page, QMenuBar* menus)
{
    QMultiHash<QChar, QString> letters;
    const auto add = [&letters](const QString& text) {
        if (const QChar c = mnemonicOf(text); !c.isNull()) letters.insert(c, text);
    };
    for (const QAction* a : menus->actions()) add(a->text());
    for (const QAbstractButton* b : page->findChildren<QAbstractButton*>())
        if (b->isVisibleTo(page)) add(b->text());
    for (const QLabel* l : page->findChildren<QLabel*>())
        if (l->isVisibleTo(page) && l->buddy()) add(l->text());
    for (const QGroupBox* g : page->findChildren<QGroupBox*>())
        if (g->isVisibleTo(page)) add(g->title());
    return letters;
}
} // namespace

class TestMnemonics : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void uniqueOnEveryPage_data();
    void uniqueOnEveryPage();
};

void TestMnemonics::uniqueOnEveryPage_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& code : LanguageManager::languages())
        QTest::newRow(qPrintable(code)) << code;
}

void TestMnemonics::uniqueOnEveryPage()
{
    QFETCH(QString, language);
    Settings settings;
    settings.setLanguage(language);
    LanguageManager manager(&settings);
    manager.apply();
    MainWindow window(&settings);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStackedWidget* pages = window.pages();
    for (int i = 0; i < pages->count(); ++i) {
        QWidget* page = pages->widget(i);
        pages->setCurrentWidget(page);
        QCoreApplication::processEvents();
        const QMultiHash<QChar, QString> letters = lettersOf(page, window.menuBar());
        for (const QChar c : letters.uniqueKeys())
            QVERIFY2(letters.count(c) == 1,
                     qPrintable(QStringLiteral("%1, %2: '%3' in %4")
                                    .arg(language, page->metaObject()->className(), c)
                                    .arg(letters.values(c).join(QStringLiteral(" | ")))));
    }
    settings.setLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
