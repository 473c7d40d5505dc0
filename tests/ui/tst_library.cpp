// The setup library model: listing a folder of .setup files, add, rename, duplicate, delete, that
// every change is on disk at once, and pictures of the armies big enough to read.
#include "setup/setupio.h"
#include "setup/setuplibrarymodel.h"
#include "setup/setuplibrarypage.h"

#include "pagestack.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QListView>
#include <QPixmap>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {
flagfall::SetupFile makeFile(const char* name, const char* setup)
{
    flagfall::SetupFile f;
    f.name = name;
    const auto parsed = flagfall::parseSetupString(setup);
    f.setup = parsed->first;
    f.variant = parsed->second;
    return f;
}

const char* const kClassic = "B25424222B/64X8592745/363FS36B22/7B837B63B5";
const char* const kBarrage = "..2.X...../B..9.2..../..S......3/.........F";
} // namespace

class TestLibrary : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void defaultFolderIsUnderAppData();
    void listsFolder();
    void addRenameDuplicateDelete();
    void skipsBrokenFiles();
    void picturesAreReadable_data();
    void picturesAreReadable();
    void keyboardStartsAtTheNextStep();
    void emptyLibraryOffersEachStart_data();
    void emptyLibraryOffersEachStart();
};

void TestLibrary::defaultFolderIsUnderAppData()
{
    QVERIFY(SetupLibraryModel::defaultFolder().startsWith(
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
}

void TestLibrary::listsFolder()
{
    QTemporaryDir dir;
    QVERIFY(saveSetupFile(dir.filePath("b.setup"), makeFile("Zebra", kClassic)));
    QVERIFY(saveSetupFile(dir.filePath("a.setup"), makeFile("Anchor", kBarrage)));
    SetupLibraryModel model(dir.path());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0).data().toString(), QString("Anchor")); // sorted by name
    QCOMPARE(model.index(1).data().toString(), QString("Zebra"));
    QCOMPARE(model.index(0).data(SetupLibraryModel::VariantRole).toInt(),
             int(flagfall::Variant::Barrage));
    QCOMPARE(model.index(1).data(SetupLibraryModel::SetupStringRole).toString(), QString(kClassic));
    const QPixmap preview = model.index(1).data(Qt::DecorationRole).value<QPixmap>();
    QVERIFY(!preview.isNull());
    QCOMPARE(preview.width(), preview.height() * 10 / 4); // ten squares by four
}

void TestLibrary::addRenameDuplicateDelete()
{
    QTemporaryDir dir;
    SetupLibraryModel model(dir.path());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    const int row = model.add(makeFile("My fortress", kClassic));
    QCOMPARE(row, 0);
    const QString path = model.index(0).data(SetupLibraryModel::PathRole).toString();
    QVERIFY(QFile::exists(path));
    QVERIFY(path.startsWith(dir.path()));

    QVERIFY(model.setData(model.index(0), QString("Blitz")));
    QCOMPARE(model.index(0).data().toString(), QString("Blitz"));
    QCOMPARE(readSetupFile(path)->name, std::string("Blitz")); // on disk at once
    QVERIFY(!model.setData(model.index(0), QString("   ")));   // a name cannot be empty

    const int copy = model.duplicate(0);
    QVERIFY(copy >= 0);
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(model.index(copy).data().toString().startsWith("Blitz"));
    QVERIFY(model.index(copy).data(SetupLibraryModel::PathRole).toString() != path);
    QCOMPARE(model.setupAt(copy).setup, model.setupAt(0).setup);
    QCOMPARE(QDir(dir.path()).entryList({"*.setup"}).size(), 2);

    QVERIFY(model.add(makeFile("Blitz", kBarrage)) >= 0); // same name: a new file all the same
    QCOMPARE(QDir(dir.path()).entryList({"*.setup"}).size(), 3);

    QVERIFY(model.removeSetup(model.rowOfPath(path)));
    QVERIFY(!QFile::exists(path));
    QCOMPARE(model.rowCount(), 2);
    SetupLibraryModel again(dir.path()); // what a new start of the program sees
    QCOMPARE(again.rowCount(), 2);
}

void TestLibrary::skipsBrokenFiles()
{
    QTemporaryDir dir;
    QFile bad(dir.filePath("bad.setup"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("not a setup\n");
    bad.close();
    QVERIFY(saveSetupFile(dir.filePath("good.setup"), makeFile("Good", kClassic)));
    SetupLibraryModel model(dir.path());
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0).data().toString(), QString("Good"));
}

void TestLibrary::picturesAreReadable_data()
{
    QTest::addColumn<QString>("setup");
    QTest::newRow("R3 classic") << QString(kClassic);
    QTest::newRow("R3 barrage") << QString(kBarrage);
}

// Every square of a picture is big enough for its rank to be read (at least 20 pixels; it was 12),
// the page shows the picture whole, and the pictures follow the numbering the player chose.
void TestLibrary::picturesAreReadable()
{
    QFETCH(QString, setup);
    QTemporaryDir dir;
    QVERIFY(saveSetupFile(dir.filePath("a.setup"), makeFile("A", qPrintable(setup))));
    SetupLibraryModel model(dir.path());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QPixmap modern = model.index(0).data(Qt::DecorationRole).value<QPixmap>();
    const QSizeF size = modern.deviceIndependentSize();
    QVERIFY2(size.width() >= 200, qPrintable(QString::number(size.width())));
    QCOMPARE(size.width(), size.height() * 10 / 4);
    SetupLibraryPage page(&model);
    QVERIFY(page.view()->iconSize().width() >= size.width());
    QVERIFY(page.view()->iconSize().height() >= size.height());
    QVERIFY(page.view()->gridSize().width() > size.width());

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setNumbering(Numbering::Classic); // R3: Marshal 1 ... Scout 9
    QCOMPARE(changed.count(), 1);
    const QPixmap classic = model.index(0).data(Qt::DecorationRole).value<QPixmap>();
    QVERIFY(classic.toImage() != modern.toImage());
    model.setNumbering(Numbering::Classic);
    QCOMPARE(changed.count(), 1); // no change, no signal
}

// Shown, the page puts the keyboard where the player goes next: starting an empty board while the
// library is empty; else the setups, with the first one chosen, so Return opens it in the editor.
void TestLibrary::keyboardStartsAtTheNextStep()
{
    QTemporaryDir dir;
    SetupLibraryModel model(dir.path());
    auto* page = new SetupLibraryPage(&model);
    pagetest::PageStack stack(page);
    QVERIFY(stack.show());
    stack.showPage();
    auto* focused = qobject_cast<QPushButton*>(QApplication::focusWidget());
    QVERIFY(focused);
    QList<SetupStart> starts;
    connect(page, &SetupLibraryPage::newSetupRequested, this,
            [&starts](SetupStart start) { starts << start; });
    QTest::keyClick(focused, Qt::Key_Return); // the first start offered: an empty board
    QCOMPARE(starts, QList<SetupStart>{SetupStart::Empty});

    stack.showStart();
    QVERIFY(model.add(makeFile("Anchor", kClassic)) >= 0);
    QVERIFY(model.add(makeFile("Zebra", kBarrage)) >= 0);
    stack.showPage();
    QCOMPARE(QApplication::focusWidget(), page->view());
    QCOMPARE(page->currentRow(), 0);
    QStringList edited;
    connect(page, &SetupLibraryPage::editRequested, this,
            [&edited](const flagfall::SetupFile& f) { edited << QString::fromStdString(f.name); });
    QTest::keyClick(page->view(), Qt::Key_Return);
    QCOMPARE(edited, QStringList{QStringLiteral("Anchor")});
}

void TestLibrary::emptyLibraryOffersEachStart_data()
{
    QTest::addColumn<SetupStart>("start");
    QTest::newRow("empty board") << SetupStart::Empty;
    QTest::newRow("human-like army") << SetupStart::HumanLike;
    QTest::newRow("random army") << SetupStart::Random;
}

// While the library is empty, its room offers the starts of New setup's menu as buttons, in place
// of an empty list and a Play button with nothing to play; once a setup is kept, the list and Play
// are back and the buttons are gone.
void TestLibrary::emptyLibraryOffersEachStart()
{
    QFETCH(SetupStart, start);
    QTemporaryDir dir;
    SetupLibraryModel model(dir.path());
    SetupLibraryPage page(&model);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(!page.view()->isVisible());
    auto* play = page.findChild<QPushButton*>(QStringLiteral("playSetup"));
    QVERIFY(play);
    QVERIFY(!play->isVisible()); // nothing to play with yet
    const QString text = page.newSetupAction(start)->text();
    QVERIFY(!text.isEmpty());
    QPushButton* offered = nullptr;
    for (QPushButton* b : page.findChildren<QPushButton*>())
        if (b->isVisible() && !b->menu() && b->text() == text) offered = b;
    QVERIFY(offered);
    QSignalSpy requested(&page, &SetupLibraryPage::newSetupRequested);
    offered->click();
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.first().first().value<SetupStart>(), start);

    QVERIFY(model.add(makeFile("Anchor", kClassic)) >= 0);
    QVERIFY(page.view()->isVisible());
    QVERIFY(play->isVisible());
    QVERIFY(!offered->isVisible());
}

QTEST_MAIN(TestLibrary)
#include "tst_library.moc"
