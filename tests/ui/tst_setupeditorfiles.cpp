// The setup editor's files and clipboard: the last setup kept in the settings, .setup files
// written and read back (and a broken one refused), setups pasted, and the six principles
// checked live in its advice panel.
#include "setupeditorfixture.h"

#include "setup/advicepanel.h"
#include "setup/setupboardmodel.h"

#include "core/rules/setupadvice.h"

#include <QFile>
#include <QStandardPaths>
#include <QTest>

using flagfall::Rank;
using flagfall::Variant;

class TestSetupEditorFiles : public QObject, private SetupEditorFixture {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void lastSetupKept();
    void fileRoundTrip();
    void unreadableFile();
    void pasteSetup_data();
    void pasteSetup();
    void principles_data();
    void principles();
};

void TestSetupEditorFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSetupEditorFiles::init()
{
    startEditor();
}

void TestSetupEditorFiles::lastSetupKept()
{
    const QString flagFirst = QStringLiteral("F........./........../........../..........");
    QVERIFY(m_editor->boardModel()->place(0, Rank::Flag));
    QTRY_COMPARE(m_settings->lastSetup(Variant::Classic), flagFirst);
    QVERIFY(m_editor->boardModel()->place(1, Rank::Bomb));
    m_editor->hide();
    QCOMPARE(m_settings->lastSetup(Variant::Classic),
             QStringLiteral("FB......../........../........../.........."));
}

void TestSetupEditorFiles::fileRoundTrip()
{
    QVERIFY(m_editor->pasteText(kExample));
    const QString path = m_dir->filePath("mine.setup");
    QVERIFY(m_editor->saveToFile(path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains(kExample.toLatin1()));
    m_editor->clearSetup();
    QCOMPARE(m_editor->boardModel()->placedCount(), 0);
    QVERIFY(m_editor->loadFromFile(path));
    QCOMPARE(m_editor->setupString(), kExample);
    QCOMPARE(m_editor->document().variant, Variant::Classic);
    QVERIFY(m_editor->saveToLibrary());
    QCOMPARE(m_library->rowCount(), 1);
    QCOMPARE(m_library->setupAt(0).setup, setupOf(kExample));
}

void TestSetupEditorFiles::unreadableFile()
{
    const QString path = m_dir->filePath("bad.setup");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("Name: broken\nB25424222B/64X8592745/363FS36B22\n");
    f.close();
    QVERIFY(m_editor->pasteText(kExample));
    QString error;
    QVERIFY(!m_editor->loadFromFile(path, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(m_editor->setupString(), kExample); // nothing else disturbed
    m_editor->clearSetup();
    QVERIFY(!m_editor->saveToFile(m_dir->filePath("half.setup"))); // R4: Classic fills all 40
    QVERIFY(!QFile::exists(m_dir->filePath("half.setup")));
}

void TestSetupEditorFiles::pasteSetup_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("variant");
    QTest::newRow("setup string") << kExample << true << kExample << int(Variant::Classic);
    // The first line of the Gravon archive, letter by letter: B Bomb, D Scout, G Lieutenant ...
    QTest::newRow("Gravon letters")
        << "BDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEBG" << true << kExample << int(Variant::Classic);
    const QString barrage = QStringLiteral("..2.X...../B..9.2..../..S......3/.........F");
    QTest::newRow("R3 barrage string") << barrage << true << barrage << int(Variant::Barrage);
    QTest::newRow("with spaces") << "  " + kExample + "\n"
                                 << true << kExample << int(Variant::Classic);
    QTest::newRow("nonsense") << "hello" << false << QString() << 0;
    QTest::newRow("R3 two marshals")
        << "BX5424222B/64X8592745/363FS36B22/7B837B63B5" << false << QString() << 0;
}

void TestSetupEditorFiles::pasteSetup()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(QString, expected);
    QFETCH(int, variant);
    QCOMPARE(m_editor->pasteText(text), ok);
    if (!ok) return;
    QCOMPARE(m_editor->setupString(), expected);
    QCOMPARE(int(m_editor->boardModel()->variant()), variant);
}

void TestSetupEditorFiles::principles_data()
{
    QTest::addColumn<int>("principle");
    QTest::addColumn<QString>("setup");
    QTest::addColumn<bool>("followed");
    using P = flagfall::Principle;
    // Rows are front row first, each from the player's left; the back row is the fourth.
    const QString base = QStringLiteral("2222233344/4455556666/7778822233/FB9XSBBBBB");
    QTest::newRow("(1) Flag in a back corner walled in")
        << int(P::FlagOnBackRow) << "2222233344/4455556666/B778822233/FB9XS7BBBB" << true;
    QTest::newRow("(1) Flag on the back row, open above") << int(P::FlagOnBackRow) << base << false;
    QTest::newRow("(1) Flag in the front row")
        << int(P::FlagOnBackRow) << "F222233344/4455556666/7778822233/2B9XSBBBBB" << false;
    QTest::newRow("(2) a decoy corner walled in")
        << int(P::DecoyCorner) << "2222233344/4455556666/B77882223B/FB9XS7BBB3" << true;
    QTest::newRow("(2) no decoy") << int(P::DecoyCorner)
                                  << "2222233344/4455556666/B778822233/FB9XS7BBBB" << false;
    QTest::newRow("(3) no Bomb in front") << int(P::FewFrontBombs) << base << true;
    QTest::newRow("(3) one Bomb in front")
        << int(P::FewFrontBombs) << "B222233344/4455556666/7778822233/FB9XS2BBBB" << true;
    QTest::newRow("(3) two Bombs in front")
        << int(P::FewFrontBombs) << "BB22233344/4455556666/7778822233/FB9XS22BBB" << false;
    QTest::newRow("(4) every weak front piece backed")
        << int(P::MixedFront) << "2222233344/5445665566/7887227933/FBXS2BBBBB" << true;
    QTest::newRow("(4) a Lieutenant with only Captains and a Scout around")
        << int(P::MixedFront) << base << false;
    QTest::newRow("(5) Scouts in front and at the back")
        << int(P::ScoutsFrontAndBack) << base << true;
    QTest::newRow("(5) every Scout in front")
        << int(P::ScoutsFrontAndBack) << "2222222234/4445555666/7778863333/FB9XSBBBBB" << false;
    QTest::newRow("(6) Spy two squares from the General") << int(P::SpyNearGeneral) << base << true;
    QTest::newRow("(6) Spy far from the General")
        << int(P::SpyNearGeneral) << "S222233344/4455556666/7778822233/FB9X2BBBBB" << false;
}

// The six principles of rules.md "Setup advice", each checked live in the editor's panel.
void TestSetupEditorFiles::principles()
{
    QFETCH(int, principle);
    QFETCH(QString, setup);
    QFETCH(bool, followed);
    QVERIFY2(m_editor->pasteText(setup), qPrintable(setup));
    QCOMPARE(m_editor->boardModel()->variant(), Variant::Classic);
    QCOMPARE(flagfall::followsPrinciple(setupOf(setup), flagfall::Principle(principle)), followed);
    QCOMPARE(m_editor->advicePanel()->followed(principle), followed);
}

QTEST_MAIN(TestSetupEditorFiles)
#include "tst_setupeditorfiles.moc"
