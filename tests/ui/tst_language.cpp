// Switching the language in the settings retranslates the open window at once: pages, the
// setup editor's tray and the rules, with the translations built into the program.
#include "base/settings.h"
#include "board/piecetext.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "play/playtext.h"
#include "rulespage.h"
#include "settingsdialog.h"
#include "setup/setupeditor.h"
#include "setup/traymodel.h"
#include "startpage.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTest>

#include <memory>

namespace {

// Settings in English with their language manager at work: what every switch starts from.
struct English {
    English()
    {
        settings.setLanguage(QStringLiteral("en"));
        manager = std::make_unique<LanguageManager>(&settings);
        manager->apply();
    }
    Settings settings;
    std::unique_ptr<LanguageManager> manager;
};
QStringList buttonTexts(QWidget* w)
{
    QStringList out;
    for (auto* b : w->findChildren<QPushButton*>()) out << b->text().remove(QLatin1Char('&'));
    return out;
}

QString trayName(SetupEditor* editor, flagfall::Rank r)
{
    TrayModel* tray = editor->trayModel();
    return tray->index(tray->rowOf(r)).data().toString();
}
} // namespace

class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void switchRetranslatesOpenWindow_data();
    void switchRetranslatesOpenWindow();
    void englishPlurals();
    void qtDialogsSpeakTheLanguage_data();
    void pieceNamesInSentences_data();
    void pieceNamesInSentences();
    void qtDialogsSpeakTheLanguage();
    void shownMessageFollowsTheSwitch();
    void languagesNamedInTheirOwnWords_data();
    void languagesNamedInTheirOwnWords();
    void settingsShowWholeTextsAfterTheSwitch_data();
    void settingsShowWholeTextsAfterTheSwitch();
    void editorColumnWholeAt800x600_data();
    void editorColumnWholeAt800x600();
};

void TestLanguage::switchRetranslatesOpenWindow_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("newGame");
    QTest::addColumn<QString>("marshal");
    // The glossary's terms (../shared/glossary.md).
    QTest::newRow("Danish") << "da"
                            << "Nyt spil"
                            << "Feltmarskal";
    QTest::newRow("Swedish") << "sv"
                             << "Nytt spel"
                             << "Fältmarskalk";
    QTest::newRow("German") << "de"
                            << "Neues Spiel"
                            << "Feldmarschall";
    QTest::newRow("Icelandic") << "is"
                               << "Nýtt spil"
                               << "Marskálkur";
    QTest::newRow("Czech") << "cs"
                           << "Nová hra"
                           << "Maršál";
    QTest::newRow("English") << "en"
                             << "New game"
                             << "Marshal";
}

void TestLanguage::switchRetranslatesOpenWindow()
{
    QFETCH(QString, language);
    QFETCH(QString, newGame);
    QFETCH(QString, marshal);
    English english;
    Settings& settings = english.settings;
    MainWindow window(&settings);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(buttonTexts(window.startPage()).contains("New game"));

    settings.setLanguage(language); // what the settings dialog does
    QCOMPARE(english.manager->current(), language);
    QTRY_VERIFY2(buttonTexts(window.startPage()).contains(newGame),
                 qPrintable(buttonTexts(window.startPage()).join(", ")));
    QCOMPARE(trayName(window.setupEditor(), flagfall::Rank::Marshal), marshal);
    QVERIFY(window.rulesPage()->html().contains(marshal));
    settings.setLanguage(QStringLiteral("en"));
    QTRY_VERIFY(buttonTexts(window.startPage()).contains("New game"));
    QCOMPARE(trayName(window.setupEditor(), flagfall::Rank::Marshal), QString("Marshal"));
}

void TestLanguage::englishPlurals()
{
    const English english;
    QCOMPARE(PieceText::piecesLeft(flagfall::Rank::Scout, 1), QString("1 Scout left"));
    QCOMPARE(PieceText::piecesLeft(flagfall::Rank::Scout, 3), QString("3 Scouts left"));
    QCOMPARE(PieceText::piecesLeft(flagfall::Rank::Spy, 0), QString("0 Spies left"));
}

// The buttons and file dialogs Qt draws itself: Qt ships no Swedish or Icelandic for them, so
// the project's translations carry them (ui/qtdialogtexts.cpp).
void TestLanguage::qtDialogsSpeakTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("yes");
    QTest::addColumn<QString>("cancel");
    QTest::addColumn<QString>("lookIn");
    QTest::newRow("Swedish") << "sv"
                             << "&Ja"
                             << "Avbryt"
                             << "Leta i:";
    QTest::newRow("Icelandic") << "is"
                               << "&Já"
                               << "Hætta við"
                               << "Leita í:";
    QTest::newRow("German") << "de"
                            << "&Ja"
                            << "Abbrechen"
                            << "Suchen in:";
}

void TestLanguage::qtDialogsSpeakTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, yes);
    QFETCH(QString, cancel);
    QFETCH(QString, lookIn);
    Settings settings;
    settings.setLanguage(language);
    LanguageManager manager(&settings);
    manager.apply();
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "&Yes"), yes);
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), cancel);
    QCOMPARE(QCoreApplication::translate("QFileDialog", "Look in:"), lookIn);
    settings.setLanguage(QStringLiteral("en"));
}

// A piece name put into a sentence is a common noun in Danish, Swedish, Icelandic and Czech, but
// keeps its capital as a label and at the start of a sentence (docs/translations.md). The words
// are the glossary's.
void TestLanguage::pieceNamesInSentences_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("inText");
    QTest::addColumn<QString>("miner");
    QTest::newRow("English") << "en"
                             << "Captain"
                             << "Captain"
                             << "Miner";
    QTest::newRow("Danish") << "da"
                            << "Kaptajn"
                            << "kaptajn" << QString::fromUtf8("minør");
    QTest::newRow("Swedish") << "sv"
                             << "Kapten"
                             << "kapten" << QString::fromUtf8("minör");
    QTest::newRow("German") << "de"
                            << "Hauptmann"
                            << "Hauptmann"
                            << "Mineur";
    QTest::newRow("Icelandic") << "is" << QString::fromUtf8("Höfuðsmaður")
                               << QString::fromUtf8("höfuðsmaður")
                               << QString::fromUtf8("sprengjueyðir");
    QTest::newRow("Czech") << "cs" << QString::fromUtf8("Kapitán") << QString::fromUtf8("kapitán")
                           << QString::fromUtf8("minér");
}

void TestLanguage::pieceNamesInSentences()
{
    QFETCH(QString, language);
    QFETCH(QString, label);
    QFETCH(QString, inText);
    QFETCH(QString, miner);
    Settings settings;
    settings.setLanguage(language);
    LanguageManager manager(&settings);
    manager.apply();
    QCOMPARE(PieceText::name(flagfall::Rank::Captain), label);
    QCOMPARE(PieceText::nameInText(flagfall::Rank::Captain), inText);
    flagfall::PlayedMove m;
    m.attacker = flagfall::Rank::Captain;
    m.defender = flagfall::Rank::Miner;
    m.combat = flagfall::Combat::AttackerWins;
    const QString sentence = PlayText::combat(m, flagfall::Side::Red);
    QVERIFY2(sentence.contains(miner), qPrintable(sentence));
    QVERIFY2(sentence.at(0).isUpper(), qPrintable(sentence));
    settings.setLanguage(QStringLiteral("en"));
}

// A message already on screen changes language with everything else.
void TestLanguage::shownMessageFollowsTheSwitch()
{
    English start;
    Settings& settings = start.settings;
    MainWindow window(&settings);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.setupEditor()->pasteText(QStringLiteral("no setup at all")));
    const QString before = QStringLiteral("That is not a setup string or a Gravon setup.");
    QLabel* message = nullptr;
    for (QLabel* l : window.setupEditor()->findChildren<QLabel*>())
        if (l->text() == before) message = l;
    QVERIFY(message);

    settings.setLanguage(QStringLiteral("de"));
    QTRY_COMPARE(
        message->text(),
        QStringLiteral("Das ist weder ein Aufstellungstext noch eine Gravon-Aufstellung."));
    settings.setLanguage(QStringLiteral("en"));
    QTRY_COMPARE(message->text(), before);
}

void TestLanguage::languagesNamedInTheirOwnWords_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("name");
    QTest::newRow("English") << "en"
                             << "English";
    QTest::newRow("Danish") << "da"
                            << "Dansk";
    QTest::newRow("Swedish") << "sv"
                             << "Svenska";
    QTest::newRow("German") << "de"
                            << "Deutsch";
    QTest::newRow("Icelandic") << "is" << QString::fromUtf8("Íslenska");
    QTest::newRow("Czech") << "cs" << QString::fromUtf8("Čeština");
}

// The settings dialog lists each language by its own name.
void TestLanguage::languagesNamedInTheirOwnWords()
{
    QFETCH(QString, code);
    QFETCH(QString, name);
    QVERIFY(LanguageManager::languages().contains(code));
    QCOMPARE(LanguageManager::nativeName(code), name);
}

void TestLanguage::settingsShowWholeTextsAfterTheSwitch_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& code : LanguageManager::languages())
        QTest::newRow(qPrintable(code)) << code;
}

// The settings dialog open in English, then switched: every choice shows its whole text (German's
// "Modern (Feldmarschall 10, Spion 1)" was cut off in a box sized for the English).
void TestLanguage::settingsShowWholeTextsAfterTheSwitch()
{
    QFETCH(QString, language);
    English english;
    Settings& settings = english.settings;
    SettingsDialog dialog(&settings);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    settings.setLanguage(language);
    // The dialog widens over a few rounds of events (the new texts, its resize, the window
    // system's answer): on a busy machine that takes longer than any fixed wait.
    const auto cutText = [&dialog] {
        for (QComboBox* box : dialog.findChildren<QComboBox*>())
            for (int i = 0; i < box->count(); ++i)
                if (box->width() <= box->fontMetrics().horizontalAdvance(box->itemText(i)))
                    return box->itemText(i);
        return QString();
    };
    QTRY_VERIFY2(cutText().isEmpty(), qPrintable(cutText()));
    settings.setLanguage(QStringLiteral("en"));
}

void TestLanguage::editorColumnWholeAt800x600_data()
{
    settingsShowWholeTextsAfterTheSwitch_data();
}

// The setup editor's side column (name, what human players do, advice) at 800x600 in every
// language: never wider inside than it shows (Danish's "gennemsnitsopstillingens" and the boxes
// were cut at the right edge).
void TestLanguage::editorColumnWholeAt800x600()
{
    QFETCH(QString, language);
    English english;
    english.settings.setLanguage(language);
    MainWindow window(&english.settings);
    window.resize(736, 552);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showNewSetup();
    auto* column = window.setupEditor()->findChild<QScrollArea*>();
    QVERIFY(column && column->isVisible());
    // Laid out, the column's widget is at least as wide as the viewport (it is resizable): only
    // then can a too wide one show.
    QTRY_VERIFY(column->widget()->width() >= column->viewport()->width());
    QVERIFY2(column->widget()->width() <= column->viewport()->width(),
             qPrintable(QStringLiteral("%1 inside %2")
                            .arg(column->widget()->width())
                            .arg(column->viewport()->width())));
    english.settings.setLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
