// Gravon game files in the desktop program (issue 15): the replay viewer opens XML and GSN files
// (and says which move is wrong in a bad one), a drop of one is taken, and the game library
// stores a batch of them with a progress dialog and a summary, without duplicates when asked
// twice.
#include "base/settings.h"
#include "games/gravonimport.h"
#include "games/replayfile.h"
#include "library/gamelibrarymodel.h"
#include "library/gamelibrarypage.h"
#include "library/reviewpages.h"
#include "mainwindow.h"
#include "replay/replaycontroller.h"
#include "replay/replaypage.h"

#include "core/records/record.h"
#include "core/records/recordeval.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMainWindow>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kSamples = QStringLiteral(FLAGFALL_GRAVON_SAMPLES);

// A copy of the classic sample whose first move starts on an empty square.
QString writeBadSample(const QTemporaryDir& dir)
{
    QFile in(kSamples + "/classic-forfeit.xml");
    if (!in.open(QIODevice::ReadOnly)) return {};
    QByteArray text = in.readAll();
    text.replace("source=\"E4\" target=\"E6\"", "source=\"E5\" target=\"E6\"");
    const QString path = dir.filePath("bad.xml");
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size()) return {};
    return path;
}

} // namespace

class TestGravonFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase() { delete m_settings; }
    void viewerOpensGravonFiles_data();
    void viewerOpensGravonFiles();
    void viewerNamesTheBadMove();
    void errorsInThePlayersWords_data();
    void errorsInThePlayersWords();
    void windowOpensAGravonFile();
    void dropsOfGravonFilesAreTaken();
    void libraryImportsABatch();
    void libraryImportsAZipArchive();
    void storedNamesAreVisibleAndClean_data();
    void storedNamesAreVisibleAndClean();

private:
    Settings* m_settings = nullptr;
};

void TestGravonFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_settings = new Settings;
}

void TestGravonFiles::viewerOpensGravonFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("plies");
    QTest::newRow("XML") << "classic-forfeit.xml" << 10;
    QTest::newRow("GSN") << "barrage-flag.gsn" << 3;
}

void TestGravonFiles::viewerOpensGravonFiles()
{
    QFETCH(QString, file);
    QFETCH(int, plies);
    ReplayPage page(m_settings);
    QSignalSpy failed(&page, &ReplayPage::loadFailed);
    const QString path = kSamples + '/' + file;
    QVERIFY(page.openFile(path));
    QCOMPARE(failed.count(), 0);
    QCOMPARE(page.fileName(), path);
    QCOMPARE(page.controller()->length(), plies);
}

void TestGravonFiles::viewerNamesTheBadMove()
{
    QTemporaryDir dir;
    const QString bad = writeBadSample(dir);
    QVERIFY(!bad.isEmpty());
    ReplayPage page(m_settings);
    QSignalSpy failed(&page, &ReplayPage::loadFailed);
    QVERIFY(!page.openFile(bad));
    QCOMPARE(failed.count(), 1);
    const QString message = failed.front().front().toString();
    QVERIFY2(message.contains("bad.xml"), qPrintable(message));
    QVERIFY2(message.contains(
                 "Line 5: Move 1. (E5-E6) is illegal: there is no piece on the starting square."),
             qPrintable(message));
    // Another XML file is said to be no Gravon game, not read as a broken .sgn.
    QFile other(dir.filePath("page.xml"));
    QVERIFY(other.open(QIODevice::WriteOnly) && other.write("<html><body/></html>\n") > 0);
    other.close();
    QVERIFY(!page.openFile(other.fileName()));
    const QString otherMessage = failed.back().front().toString();
    QVERIFY2(otherMessage.contains("There is no <game> element: not a Gravon game file."),
             qPrintable(otherMessage));
}

// Each row: a sample with one change, and what the player reads (the source language of the
// translation), moves counted as players count them: Red's 3rd move "3.", Blue's 1st "1…".
void TestGravonFiles::errorsInThePlayersWords_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("expected");
    const QString gsn = QStringLiteral("barrage-flag.gsn"),
                  xml = QStringLiteral("classic-forfeit.xml");
    QTest::newRow("Blue's first move is no move")
        << gsn << QByteArray("A7-A6") << QByteArray("A7xA6")
        << "Line 5, column 1: Move 1…: expected a move like 'D4-D5' or END, found 'A7xA6'.";
    QTest::newRow("Blue's second move after the flag is taken")
        << gsn << QByteArray("E4-E:\n") << QByteArray("E4-E:\nA6-A5\n")
        << "Line 7: Move 2… (A6-A5) is illegal: the game is over.";
    QTest::newRow("Red's second move to no square")
        << gsn << QByteArray("E4-E:") << QByteArray("E4-L:")
        << "Line 6: Move 2.: there is no square 'L:'.";
    QTest::newRow("the winner contradicts the moves")
        << gsn << QByteArray("winner 0") << QByteArray("winner 1")
        << "Line 8: The result says Blue won, but the moves end the game: Red won, flag captured.";
    QTest::newRow("Red's first move from an empty square")
        << xml << QByteArray("source=\"E4\" target=\"E6\"")
        << QByteArray("source=\"E5\" target=\"E6\"")
        << "Line 5: Move 1. (E5-E6) is illegal: there is no piece on the starting square.";
    QTest::newRow("Red's third move by a Bomb")
        << xml << QByteArray("source=\"F4\" target=\"F5\"")
        << QByteArray("source=\"A4\" target=\"A5\"")
        << "Line 9: Move 3. (A4-A5) is illegal: a Bomb or the Flag never moves.";
    QTest::newRow("an unknown letter in the field")
        << xml << QByteArray("IBJE") << QByteArray("IBZE")
        << "Line 4: Letter 3 of the field (C1, 'Z'): no piece has this letter.";
    QTest::newRow("Blue's piece in Red's rows")
        << xml << QByteArray("IBJE") << QByteArray("NBJE")
        << "Line 4: Letter 1 of the field (A1, 'N'): a Blue piece outside rows 7-10.";
    QTest::newRow("no winner")
        << xml << QByteArray("winner=\"2\"") << QByteArray("winner=\"0\"")
        << "Line 17, column 3: The winner must be 1 (Red), 2 (Blue) or 3 (a draw).";
    QTest::newRow("a GSN header misspelt")
        << gsn << QByteArray("Notation v2") << QByteArray("Notaton v2")
        << "Line 1, column 1: A GSN file starts with '#X38FA11 Stratego-Notation v1'.";
}

void TestGravonFiles::errorsInThePlayersWords()
{
    QFETCH(QString, sample);
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, expected);
    QFile in(kSamples + QLatin1Char('/') + sample);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray text = in.readAll();
    QVERIFY(text.contains(from));
    text.replace(from, to);
    const ReplayFileResult r = ReplayFile::fromText(text);
    QVERIFY(!r.game);
    QCOMPARE(r.error, expected);
}

// As the command line and a drop open a file: the replay viewer shows the game.
void TestGravonFiles::windowOpensAGravonFile()
{
    MainWindow window(m_settings);
    QVERIFY(window.openFile(kSamples + "/barrage-flag.gsn"));
    auto* page = window.findChild<ReplayPage*>();
    QVERIFY(page);
    QCOMPARE(page->controller()->length(), 3);
    QCOMPARE(page->fileName(), kSamples + "/barrage-flag.gsn");
    auto* pages = qobject_cast<QStackedWidget*>(page->parentWidget());
    QVERIFY(pages);
    QCOMPARE(pages->currentWidget(), page);
}

void TestGravonFiles::dropsOfGravonFilesAreTaken()
{
    QTemporaryDir dir;
    QMainWindow window;
    auto* pages = new QStackedWidget(&window);
    window.setCentralWidget(pages);
    ReviewPages review(m_settings, pages, dir.filePath("games"));
    review.acceptDrops(&window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy dropped(&review, &ReviewPages::fileDropped);
    for (const char* name : {"game.xml", "game.gsn"}) {
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(dir.filePath(name))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, {});
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, {});
        QApplication::sendEvent(&window, &drop);
    }
    QCOMPARE(dropped.count(), 2);
}

// Two good files and a bad one: two games in the library, the summary names the bad file; the
// same batch again adds nothing.
void TestGravonFiles::libraryImportsABatch()
{
    QTemporaryDir dir;
    const QString bad = writeBadSample(dir);
    GameLibraryModel model(dir.filePath("games"));
    QAbstractItemModelTester tester(&model);
    GameLibraryPage page(m_settings, &model);
    const QStringList files{kSamples + "/barrage-flag.gsn", bad, kSamples + "/classic-forfeit.xml"};
    QMessageBox* box = page.importGravon(files);
    QVERIFY(box);
    QCOMPARE(model.rowCount(), 2);
    QVERIFY2(box->text().startsWith("Games imported: 2 of 3."), qPrintable(box->text()));
    QVERIFY2(box->text().contains("bad.xml"), qPrintable(box->text()));
    QVERIFY2(box->text().contains("Move 1. (E5-E6) is illegal"), qPrintable(box->text()));
    QCOMPARE(QDir(dir.filePath("games")).entryList(QDir::Files),
             (QStringList{"barrage-flag.sgn", "classic-forfeit.sgn"}));
    box->close();

    box = page.importGravon({kSamples + "/barrage-flag.gsn"});
    QCOMPARE(box->text(), QStringLiteral("Games imported: 1 of 1."));
    QCOMPARE(box->icon(), QMessageBox::Information);
    QCOMPARE(model.rowCount(), 2); // already there: not stored twice
    box->close();

    // Analysed since, the game is still the one stored: no barrage-flag-2.sgn.
    const QString stored = dir.filePath("games/barrage-flag.sgn");
    QFile f(stored);
    QVERIFY(f.open(QIODevice::ReadOnly));
    auto record = flagfall::readRecord(f.readAll().toStdString());
    f.close();
    QVERIFY(record);
    flagfall::GameRecord annotated = *record.value;
    flagfall::StoredAnalysis analysis;
    analysis.level = 3;
    analysis.plies.push_back(flagfall::PlyEval{});
    analysis.plies.back().ply = 1;
    flagfall::writeAnalysis(annotated, analysis);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QByteArray::fromStdString(flagfall::writeRecord(annotated)));
    f.close();
    box = page.importGravon({kSamples + "/barrage-flag.gsn"});
    QCOMPARE(box->text(), QStringLiteral("Games imported: 1 of 1."));
    QCOMPARE(QDir(dir.filePath("games")).entryList(QDir::Files),
             (QStringList{"barrage-flag.sgn", "classic-forfeit.sgn"}));
    box->close();
}

// The members of a zip archive (deflated and stored, in a folder of the archive), the one that
// is no game left out and the bad one named in the summary; a damaged archive is named too.
void TestGravonFiles::libraryImportsAZipArchive()
{
    QTemporaryDir dir;
    GameLibraryModel model(dir.filePath("games"));
    QAbstractItemModelTester tester(&model);
    GameLibraryPage page(m_settings, &model);
    QMessageBox* box = page.importGravon({kSamples + "/games.zip"});
    QVERIFY2(box->text().startsWith("Games imported: 2 of 3."), qPrintable(box->text()));
    QVERIFY2(box->text().contains("games.zip: 2007/bad.xml"), qPrintable(box->text()));
    QCOMPARE(model.rowCount(), 2);
    box->close();

    QFile zip(kSamples + "/games.zip");
    QVERIFY(zip.open(QIODevice::ReadOnly));
    const QByteArray cut = zip.readAll().left(600); // the central directory is lost
    QFile damaged(dir.filePath("cut.zip"));
    QVERIFY(damaged.open(QIODevice::WriteOnly) && damaged.write(cut) == cut.size());
    damaged.close();
    box = page.importGravon({damaged.fileName()});
    QVERIFY2(box->text().startsWith("Games imported: 0 of 1."), qPrintable(box->text()));
    QVERIFY2(box->text().contains("cut.zip: not a zip archive"), qPrintable(box->text()));
    box->close();
}

void TestGravonFiles::storedNamesAreVisibleAndClean_data()
{
    QTest::addColumn<QString>("member");
    QTest::addColumn<QString>("stored");
    QTest::newRow("a Gravon name") << "2004/classic-2004.11-16.xml"
                                   << "classic-2004.11-16";
    QTest::newRow("only a suffix") << ".xml"
                                   << "game";
    QTest::newRow("a hidden name") << "sub/.hidden.xml"
                                   << "hidden";
    QTest::newRow("ESC and a newline") << "a\x1b[31mb\nc.gsn"
                                       << "a_[31mb_c";
}

// A zip member's name becomes a file the library lists: never hidden, no control characters.
void TestGravonFiles::storedNamesAreVisibleAndClean()
{
    QFETCH(QString, member);
    QFETCH(QString, stored);
    QCOMPARE(GravonImport::storedName(member), stored);
}

QTEST_MAIN(TestGravonFiles)
#include "tst_gravonfiles.moc"
