// The computer's analysis on the replay page (issue 14): started from the page, it runs in the
// background with a progress bar and a cancel button, marks the move list (under
// QAbstractItemModelTester) and the graph as plies arrive, shows the better move and its reason
// for a marked move, sums up each side and is stored in the game's file, so the game opens
// with its analysis next time.
#include "base/settings.h"
#include "library/gamelibrarymodel.h"
#include "library/gamelibrarypage.h"
#include "library/libraryanalysis.h"
#include "replay/analysispanel.h"
#include "replay/bettermoveoverlay.h"
#include "replay/evalgraph.h"
#include "replay/movesplitter.h"
#include "replay/replaycontroller.h"
#include "replay/replaymovesmodel.h"
#include "replay/replaypage.h"

#include "core/records/recordeval.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using flagfall::MoveMark;

namespace {

constexpr int kPlies = 13;
constexpr int kWait = 180000; // a generous bound on a loaded machine: not a speed check

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestReplayAnalysis : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void analysedFromThePage();
    void cancelStopsAndStoresNothing();
    void gravonFileStaysAsItWas();
    void graphClickJumps();
    void marksStepByStep();
    void libraryAnalysesTheChosenGames();
    void moveListKeepsItsRows_data();
    void moveListKeepsItsRows();

private:
    QString copyRecord();
    Settings* m_settings = nullptr;
    QTemporaryDir m_dir;
    int m_copies = 0;
};

void TestReplayAnalysis::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_settings = new Settings(this);
    QVERIFY(m_dir.isValid());
}

QString TestReplayAnalysis::copyRecord()
{
    const QString path = m_dir.filePath(QStringLiteral("game-%1.sgn").arg(++m_copies));
    QFile::copy(QStringLiteral(FLAGFALL_ANALYSIS_RECORDS "/marshal-on-bomb.sgn"), path);
    QFile(path).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    return path;
}

// marshal-on-bomb.sgn: Red's Marshal attacks a known Bomb at ply 13 (tests/ai/tst_analysis).
void TestReplayAnalysis::analysedFromThePage()
{
    const QString path = copyRecord();
    {
        ReplayPage page(m_settings);
        QAbstractItemModelTester tester(page.moveList(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(page.openFile(path));
        AnalysisPanel* panel = page.analysis();
        QVERIFY(panel->startButton()->isEnabled());
        QCOMPARE(panel->graph()->analysedCount(), 0);
        // Nothing analysed, nothing to say: no room taken from the move list.
        QVERIFY(panel->plyLine()->isHidden() && panel->summaryLabel()->isHidden());
        panel->startButton()->click();
        QVERIFY(panel->running());
        QVERIFY(!panel->plyLine()->isHidden() && !panel->summaryLabel()->isHidden());
        QVERIFY(!panel->progress()->isHidden() && !panel->cancelButton()->isHidden());
        QVERIFY(!panel->startButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!panel->running(), kWait);
        QVERIFY(panel->progress()->isHidden() && panel->cancelButton()->isHidden());
        QCOMPARE(panel->graph()->analysedCount(), kPlies);

        const QModelIndex row = page.moveList()->index(kPlies);
        QCOMPARE(row.data(ReplayMovesModel::MarkRole).toInt(), int(MoveMark::Blunder));
        QVERIFY2(row.data().toString().contains(QStringLiteral("F6xF7??")),
                 qPrintable(row.data().toString()));
        page.controller()->setPly(kPlies);
        const QString line = panel->plyLine()->text();
        QVERIFY2(line.startsWith(QStringLiteral("7. F6xF7: a blunder")), qPrintable(line));
        QVERIFY2(line.endsWith(QStringLiteral("The Marshal attacks a known Bomb.")),
                 qPrintable(line));
        QVERIFY(!page.betterMove()->move().isNull());
        QVERIFY(page.betterMove()->move() == panel->evalAt(kPlies)->best);
        QVERIFY(panel->summaryLabel()->text().startsWith(QStringLiteral("Red: accuracy ")));
        QCOMPARE(page.comment(), QString()); // no eval shown
        // A comment written after the analysis is saved with it, not in its place.
        page.commentBox()->setPlainText(QStringLiteral("never the Marshal"));
        page.controller()->setPly(0);
    }
    // Stored in the file: opened again, the analysis is there without running.
    const auto record = flagfall::readRecord(readAll(path).toStdString());
    QVERIFY(record);
    const auto stored = flagfall::readAnalysis(*record);
    QVERIFY(stored);
    QCOMPARE(stored->level, 3);
    QCOMPARE(int(stored->plies.size()), kPlies);
    QVERIFY(std::any_of(record->comments.begin(), record->comments.end(),
                        [](const flagfall::RecordComment& c) {
                            return c.ply == kPlies && c.text == "never the Marshal";
                        }));
    ReplayPage again(m_settings);
    QVERIFY(again.openFile(path));
    QVERIFY(!again.analysis()->running());
    QCOMPARE(again.analysis()->graph()->analysedCount(), kPlies);
    QVERIFY(!again.analysis()->summaryLabel()->isHidden());
    QCOMPARE(again.moveList()->index(kPlies).data(ReplayMovesModel::MarkRole).toInt(),
             int(MoveMark::Blunder));
}

// A Gravon game file opened in the viewer is analysed on the page but never overwritten with
// .sgn text: it must stay a Gravon file.
void TestReplayAnalysis::gravonFileStaysAsItWas()
{
    const QString path = m_dir.filePath(QStringLiteral("gravon.xml"));
    QVERIFY(QFile::copy(QStringLiteral(FLAGFALL_GRAVON_SAMPLES "/classic-forfeit.xml"), path));
    QFile(path).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray before = readAll(path);
    ReplayPage page(m_settings);
    QVERIFY(page.openFile(path));
    AnalysisPanel* panel = page.analysis();
    panel->startButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->running(), kWait);
    QCOMPARE(panel->graph()->analysedCount(), 10);
    QCOMPARE(readAll(path), before);
}

// Cancelled at once: nothing runs on, the controls come back, the file is as it was.
void TestReplayAnalysis::cancelStopsAndStoresNothing()
{
    const QString path = copyRecord();
    const QByteArray before = readAll(path);
    ReplayPage page(m_settings);
    QVERIFY(page.openFile(path));
    AnalysisPanel* panel = page.analysis();
    panel->startButton()->click();
    panel->cancelButton()->click();
    QVERIFY(!panel->running());
    QVERIFY(panel->cancelButton()->isHidden() && panel->startButton()->isEnabled());
    const int analysed = panel->graph()->analysedCount();
    QTest::qWait(300); // a late ply from the cancelled run would arrive now
    QCOMPARE(panel->graph()->analysedCount(), analysed);
    QVERIFY(analysed < kPlies);
    QCOMPARE(readAll(path), before);
}

// After an analysis, Next mistake and Previous mistake (N and P) go from one marked move to the
// next as the move list marks them; where there is none further, the button is off. Before an
// analysis they are not shown.
void TestReplayAnalysis::marksStepByStep()
{
    ReplayPage page(m_settings);
    QVERIFY(page.openFile(copyRecord()));
    AnalysisPanel* panel = page.analysis();
    QVERIFY(panel->nextMarkButton()->isHidden() && panel->previousMarkButton()->isHidden());
    panel->startButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->running(), kWait);
    QList<int> marked;
    for (int ply = 1; ply <= kPlies; ++ply)
        if (page.moveList()->index(ply).data(ReplayMovesModel::MarkRole).toInt() !=
            int(MoveMark::None))
            marked << ply;
    QVERIFY(marked.contains(kPlies)); // the Marshal on the known Bomb
    page.controller()->setPly(0);
    QVERIFY(!panel->previousMarkButton()->isEnabled());
    for (const int ply : marked) {
        QVERIFY(panel->nextMarkButton()->isEnabled());
        panel->nextMarkButton()->click();
        QCOMPARE(page.controller()->ply(), ply);
    }
    QVERIFY(!panel->nextMarkButton()->isEnabled());

    page.show();
    page.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&page));
    QTest::keyClick(&page, Qt::Key_P);
    QCOMPARE(page.controller()->ply(), marked.size() > 1 ? marked[marked.size() - 2] : kPlies);
    page.controller()->setPly(0);
    QTest::keyClick(&page, Qt::Key_N);
    QCOMPARE(page.controller()->ply(), marked.first());
}

// A click at the right end of the graph shows the last ply; the graph marks the shown ply.
void TestReplayAnalysis::graphClickJumps()
{
    ReplayPage page(m_settings);
    QVERIFY(page.openFile(copyRecord()));
    page.resize(900, 700);
    page.show();
    EvalGraph* graph = page.analysis()->graph();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QTest::mouseClick(graph, Qt::LeftButton, {}, QPoint(graph->width() - 2, graph->height() / 2));
    QCOMPARE(page.controller()->ply(), kPlies);
    QCOMPARE(graph->current(), kPlies);
    QTest::mouseClick(graph, Qt::LeftButton, {}, QPoint(2, graph->height() / 2));
    QCOMPARE(page.controller()->ply(), 0);
}

// Two games chosen in the library are analysed one after the other and written back; chosen
// again, they are skipped (a game is analysed once) and left as they are.
void TestReplayAnalysis::libraryAnalysesTheChosenGames()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("games"));
    QVERIFY(QDir().mkpath(folder));
    GameLibraryModel model(folder);
    const QString source = QStringLiteral(FLAGFALL_ANALYSIS_RECORDS "/marshal-on-bomb.sgn");
    const QStringList files{folder + QStringLiteral("/a.sgn"), folder + QStringLiteral("/b.sgn")};
    for (const QString& f : files) QVERIFY(QFile::copy(source, f));
    for (const QString& f : files) QFile(f).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    model.reload();
    GameLibraryPage page(m_settings, &model);
    QCOMPARE(page.proxy()->rowCount(), 2);
    QVERIFY(!page.analyseButton()->isEnabled());
    page.view()->selectAll();
    QVERIFY(page.analyseButton()->isEnabled());
    page.analyseButton()->click();
    LibraryAnalysis* batch = page.analysis();
    QVERIFY(batch->running());
    QVERIFY(!page.analyseButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!batch->running(), kWait);
    QCOMPARE(batch->analysed(), 2);
    QCOMPARE(batch->failed(), 0);
    QVERIFY(page.analyseButton()->isEnabled());
    QList<QByteArray> texts;
    for (const QString& f : files) {
        texts << readAll(f);
        const auto record = flagfall::readRecord(texts.back().toStdString());
        QVERIFY(record);
        const auto stored = flagfall::readAnalysis(*record);
        QVERIFY(stored && int(stored->plies.size()) == kPlies);
        QCOMPARE(stored->plies.back().mark, MoveMark::Blunder);
    }
    page.analyseButton()->click();
    QVERIFY(!batch->running());
    QCOMPARE(batch->analysed(), 0);
    for (int i = 0; i < files.size(); ++i) QCOMPARE(readAll(files[i]), texts[i]);
}

// The move list keeps ten rows where the window has the room (the page as a 1280x800 screen
// gives it) and most of them on an 800x600 screen, however much the analysis below it says;
// what does not fit below it scrolls, up and down only.
void TestReplayAnalysis::moveListKeepsItsRows_data()
{
    QTest::addColumn<QSize>("page");
    QTest::addColumn<int>("rows");
    QTest::newRow("1280x800 screen") << QSize(1100, 710) << 10;
    QTest::newRow("800x600 screen") << QSize(736, 540) << 8;
}

void TestReplayAnalysis::moveListKeepsItsRows()
{
    QFETCH(QSize, page);
    QFETCH(int, rows);
    ReplayPage replay(m_settings);
    QVERIFY(replay.openFile(copyRecord()));
    replay.controller()->setPly(kPlies);
    const QString side = QStringLiteral("Red: accuracy 99.2%, inaccuracies 0, mistakes 0, "
                                        "blunders 0; worst moves: 87., 112., 146.");
    replay.analysis()->summaryLabel()->setText(side + QLatin1Char('\n') + side);
    replay.analysis()->plyLine()->setText(side);
    replay.analysis()->summaryLabel()->show(); // as an analysed game shows them
    replay.analysis()->plyLine()->show();
    replay.analysis()->nextMarkButton()->show();
    replay.resize(page);
    replay.show();
    QVERIFY(QTest::qWaitForWindowExposed(&replay));
    QListView* list = replay.moveListView();
    const int row = list->sizeHintForRow(0);
    QVERIFY(row > 0);
    QVERIFY2(
        list->viewport()->height() >= rows * row,
        qPrintable(
            QStringLiteral("%1 px for rows of %2 px").arg(list->viewport()->height()).arg(row)));
    const QScrollArea* rest = replay.moveSplitter()->restArea();
    QVERIFY(rest->widget()->width() <= rest->viewport()->width());
}

QTEST_MAIN(TestReplayAnalysis)
#include "tst_replayanalysis.moc"
