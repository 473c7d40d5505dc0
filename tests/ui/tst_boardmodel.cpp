// BoardModel: structure under QAbstractItemModelTester, every role on a small known position,
// what the roles know after moves (last moves, exposure of one's own pieces), and that no role
// ever shows a hidden enemy rank. Moving by click and drag is in tst_boardmoves.
#include "board/boardmodel.h"
#include "board/gamesession.h"
#include "smallgame.h"

#include "core/rules/notation.h"

#include <QAbstractItemModelTester>
#include <QStandardPaths>
#include <QTest>

using namespace BoardRoles;
using flagfall::Rank;
using flagfall::Side;

using boardtest::smallGame;
using boardtest::sq;

namespace {

flagfall::Move mv(const char* text)
{
    return *flagfall::parseMove(text);
}
} // namespace

class TestBoardModel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void modelTester();
    void orientation_data();
    void orientation();
    void roles_data();
    void roles();
    void knowledgeAfterMoves();
    void lastMovesBySide_data();
    void lastMovesBySide();
    void exposureOfOwnPieces();
    void neverAHiddenRank_data();
    void neverAHiddenRank();
};

void TestBoardModel::modelTester()
{
    GameSession session;
    session.setGame(smallGame());
    BoardModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setInteractiveSide(Side::Red);
    model.squareClicked(model.indexOf(sq("E4")));
    QVERIFY(session.play(mv("E4-E5")).legal());
    model.setPerspective(BoardModel::Perspective::Blue);
    QVERIFY(session.play(mv("E7-E6")).legal());
    session.setGame(smallGame());
    QCOMPARE(model.rowCount(), 10);
    QCOMPARE(model.columnCount(), 10);
}

void TestBoardModel::orientation_data()
{
    QTest::addColumn<int>("perspective");
    QTest::addColumn<QString>("square");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    // R1: Red sees row 10 at the top and column A on the left; Blue the other way round.
    QTest::newRow("R1 red A10 top left") << int(BoardModel::Perspective::Red) << "A10" << 0 << 0;
    QTest::newRow("R1 red J1 bottom right") << int(BoardModel::Perspective::Red) << "J1" << 9 << 9;
    QTest::newRow("R1 red E4") << int(BoardModel::Perspective::Red) << "E4" << 6 << 4;
    QTest::newRow("R1 blue J1 top left") << int(BoardModel::Perspective::Blue) << "J1" << 0 << 0;
    QTest::newRow("R1 blue A10 bottom right")
        << int(BoardModel::Perspective::Blue) << "A10" << 9 << 9;
    QTest::newRow("R1 blue E4") << int(BoardModel::Perspective::Blue) << "E4" << 3 << 5;
    QTest::newRow("R1 revealed as red")
        << int(BoardModel::Perspective::Revealed) << "A10" << 0 << 0;
}

void TestBoardModel::orientation()
{
    QFETCH(int, perspective);
    QFETCH(QString, square);
    QFETCH(int, row);
    QFETCH(int, column);
    GameSession session;
    session.setGame(smallGame());
    BoardModel model(&session);
    model.setPerspective(BoardModel::Perspective(perspective));
    const QModelIndex i = model.index(row, column);
    QCOMPARE(model.squareAt(i), sq(square.toLatin1().constData()));
    QCOMPARE(model.indexOf(sq(square.toLatin1().constData())), i);
    QCOMPARE(model.data(i, SquareRole).toInt(), int(sq(square.toLatin1().constData())));
    QCOMPARE(model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString(), square.left(1));
    QCOMPARE(model.headerData(row, Qt::Vertical, Qt::DisplayRole).toString(), square.mid(1));
}

void TestBoardModel::roles_data()
{
    QTest::addColumn<int>("perspective");
    QTest::addColumn<QString>("square");
    QTest::addColumn<QVariant>("piece");
    QTest::addColumn<QVariant>("owner");
    QTest::addColumn<int>("known");
    QTest::addColumn<bool>("lake");
    QTest::addColumn<QString>("text");
    const int red = int(BoardModel::Perspective::Red), blue = int(BoardModel::Perspective::Blue);
    const int all = int(BoardModel::Perspective::Revealed);
    const QVariant none;
    QTest::newRow("own piece") << red << "E4" << QVariant("6") << QVariant(0) << int(Own) << false
                               << "E4: your Captain";
    QTest::newRow("R4 enemy hidden") << red << "E7" << QVariant("?") << QVariant(1) << int(Hidden)
                                     << false << "E7: unknown enemy piece";
    QTest::newRow("R4 enemy bomb hidden") << red << "A10" << QVariant("?") << QVariant(1)
                                          << int(Hidden) << false << "A10: unknown enemy piece";
    QTest::newRow("blue sees own bomb")
        << blue << "A10" << QVariant("B") << QVariant(1) << int(Own) << false << "A10: your Bomb";
    QTest::newRow("R4 blue sees red hidden") << blue << "E4" << QVariant("?") << QVariant(0)
                                             << int(Hidden) << false << "E4: unknown enemy piece";
    QTest::newRow("revealed shows all") << all << "B7" << QVariant("7") << QVariant(1)
                                        << int(Revealed) << false << "B7: Blue Major";
    QTest::newRow("empty") << red << "E5" << none << none << int(NoPiece) << false << "E5: empty";
    QTest::newRow("R2 lake") << red << "C5" << none << none << int(NoPiece) << true << "C5: lake";
    QTest::newRow("R2 lake H6") << blue << "H6" << none << none << int(NoPiece) << true
                                << "H6: lake";
}

void TestBoardModel::roles()
{
    QFETCH(int, perspective);
    QFETCH(QString, square);
    QFETCH(QVariant, piece);
    QFETCH(QVariant, owner);
    QFETCH(int, known);
    QFETCH(bool, lake);
    QFETCH(QString, text);
    GameSession session;
    session.setGame(smallGame());
    BoardModel model(&session);
    model.setPerspective(BoardModel::Perspective(perspective));
    const QModelIndex i = model.indexOf(sq(square.toLatin1().constData()));
    QCOMPARE(model.data(i, PieceRole), piece);
    // The rank role says the same as a number: Unknown for "?", none for an empty square.
    const QVariant rank = model.data(i, RankRole);
    QCOMPARE(rank.isValid(), piece.isValid());
    if (piece.isValid())
        QCOMPARE(flagfall::Rank(rank.toInt()),
                 piece.toString() == "?"
                     ? flagfall::Rank::Unknown
                     : *flagfall::rankFromChar(piece.toString().at(0).toLatin1()));
    QCOMPARE(model.data(i, OwnerRole), owner);
    QCOMPARE(model.data(i, KnownRole).toInt(), known);
    QCOMPARE(model.data(i, LakeRole).toBool(), lake);
    QCOMPARE(model.data(i, Qt::AccessibleTextRole).toString(), text);
    QCOMPARE(model.data(i, Qt::ToolTipRole).toString(), text);
    QCOMPARE(model.data(i, SelectedRole).toBool(), false);
    QCOMPARE(model.data(i, LastMoveRole).toInt(), 0);
}

void TestBoardModel::lastMovesBySide_data()
{
    QTest::addColumn<BoardModel::Perspective>("perspective");
    QTest::addColumn<int>("redMove");  // the mark on Red's E4-E5
    QTest::addColumn<int>("blueMove"); // the mark on Blue's E7-E6, the latest move
    using P = BoardModel::Perspective;
    QTest::newRow("Red sees Blue's move as theirs") << P::Red << int(OwnFrom) << int(TheirFrom);
    QTest::newRow("Blue sees Red's move as theirs") << P::Blue << int(TheirFrom) << int(OwnFrom);
    QTest::newRow("all shown: the latest is marked clearly")
        << P::Revealed << int(OwnFrom) << int(TheirFrom);
}

void TestBoardModel::lastMovesBySide()
{
    QFETCH(BoardModel::Perspective, perspective);
    QFETCH(int, redMove);
    QFETCH(int, blueMove);
    GameSession session;
    session.setGame(smallGame());
    BoardModel model(&session);
    model.setPerspective(perspective);
    QVERIFY(session.play(mv("E4-E5")).legal());
    QVERIFY(session.play(mv("E7-E6")).legal());
    auto mark = [&](const char* name) {
        return model.data(model.indexOf(sq(name)), LastMoveRole).toInt();
    };
    QCOMPARE(mark("E4"), redMove);
    QCOMPARE(mark("E5"), redMove * 2); // the To flag is the From flag's neighbour bit
    QCOMPARE(mark("E7"), blueMove);
    QCOMPARE(mark("E6"), blueMove * 2);
    QVERIFY(session.play(mv("A4-A5")).legal()); // Red's newer move replaces its older one
    QCOMPARE(mark("E4"), 0);
    QCOMPARE(mark("A4") != 0, true);
}

// The viewer's own pieces say what the opponent has seen of them; enemy pieces never carry it.
void TestBoardModel::exposureOfOwnPieces()
{
    GameSession session;
    session.setGame(smallGame());
    BoardModel red(&session);
    auto exposure = [&](const char* name) {
        return red.data(red.indexOf(sq(name)), ExposureRole).toInt();
    };
    QCOMPARE(exposure("E4"), int(Unexposed));
    QVERIFY(session.play(mv("E4-E5")).legal());
    QCOMPARE(exposure("E5"), int(ExposedMoved));
    QCOMPARE(red.data(red.indexOf(sq("E5")), Qt::AccessibleTextRole).toString(),
             QString("E5: your Captain, seen to move"));
    QVERIFY(session.play(mv("E7-E6")).legal());
    QCOMPARE(exposure("E6"), 0); // Blue's moved Scout: what Red knows is KnownRole's business
    QVERIFY(session.play(mv("E5xE6")).legal()); // R9: the battle reveals the Captain
    QVERIFY(exposure("E6") & ExposedRank);
    QCOMPARE(red.data(red.indexOf(sq("E6")), Qt::AccessibleTextRole).toString(),
             QString("E6: your Captain, known to the opponent"));
    QVERIFY(session.play(mv("B7-B6")).legal());
    QVERIFY(session.play(mv("A4-A8")).legal()); // R8: a Scout's run shows it is a Scout
    QVERIFY(exposure("A8") & ExposedScoutMove);
    red.setPerspective(BoardModel::Perspective::Revealed); // all shown: both sides' exposure
    QCOMPARE(exposure("B6"), int(ExposedMoved));
}

void TestBoardModel::knowledgeAfterMoves()
{
    GameSession session;
    session.setGame(smallGame());
    BoardModel red(&session);
    QVERIFY(session.play(mv("E4-E5")).legal());
    QVERIFY(session.play(mv("E7-E6")).legal());
    QCOMPARE(red.data(red.indexOf(sq("E6")), KnownRole).toInt(), int(Moved));
    QCOMPARE(red.data(red.indexOf(sq("E6")), PieceRole), QVariant("?"));
    QCOMPARE(red.data(red.indexOf(sq("E6")), Qt::AccessibleTextRole).toString(),
             QString("E6: unknown enemy piece, has moved"));
    QCOMPARE(red.data(red.indexOf(sq("E7")), LastMoveRole).toInt(), int(TheirFrom));
    QCOMPARE(red.data(red.indexOf(sq("E6")), LastMoveRole).toInt(), int(TheirTo));
    QCOMPARE(red.data(red.indexOf(sq("E5")), LastMoveRole).toInt(), int(OwnTo));
    QVERIFY(session.play(mv("E5xE6")).legal()); // R9, R10: the Captain takes the Scout
    QCOMPARE(red.data(red.indexOf(sq("E6")), PieceRole), QVariant("6"));
    QVERIFY(session.play(mv("B7-B6")).legal());
    QVERIFY(session.play(mv("A4-A5")).legal());
    QVERIFY(!session.play(mv("B6-C6")).legal()); // R2 into a lake
    QVERIFY(session.play(mv("B6-B5")).legal());
    QVERIFY(session.play(mv("E6-E7")).legal());
    QVERIFY(session.play(mv("B5xA5")).legal()); // R9: the Major takes the Scout, both revealed
    QCOMPARE(red.data(red.indexOf(sq("A5")), PieceRole), QVariant("7"));
    QCOMPARE(red.data(red.indexOf(sq("A5")), KnownRole).toInt(), int(Revealed));
    QCOMPARE(red.data(red.indexOf(sq("A5")), Qt::AccessibleTextRole).toString(),
             QString("A5: enemy Major, revealed"));
}

void TestBoardModel::neverAHiddenRank_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("viewer");
    for (quint64 seed : {1ull, 2ull, 3ull}) {
        QTest::addRow("R4 red view seed %llu", seed) << seed << int(Side::Red);
        QTest::addRow("R4 blue view seed %llu", seed) << seed << int(Side::Blue);
    }
}

// R4 and R9: over a random game, every role of every square shows an enemy rank only once a
// battle revealed it (or, for a Scout, once it moved like one).
void TestBoardModel::neverAHiddenRank()
{
    QFETCH(quint64, seed);
    QFETCH(int, viewer);
    flagfall::Random rng(seed);
    const auto variant = flagfall::Variant::Classic;
    GameSession session;
    session.setGame(flagfall::Game::fromSetups(flagfall::randomSetup(variant, rng),
                                               flagfall::randomSetup(variant, rng), {}, variant));
    BoardModel model(&session);
    model.setPerspective(viewer == 0 ? BoardModel::Perspective::Red
                                     : BoardModel::Perspective::Blue);
    model.setInteractiveSide(Side(viewer));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QStringList rankNames = {"Flag",     "Spy",        "Scout",   "Miner",
                                   "Sergeant", "Lieutenant", "Captain", "Major",
                                   "Colonel",  "General",    "Marshal", "Bomb"};
    int checkedHidden = 0;
    for (int ply = 0; ply < 300 && !session.game().result().over(); ++ply) {
        const flagfall::Position& truth = session.game().position();
        for (int s = 0; s < flagfall::kSquares; ++s) {
            const int id = truth.pieceAt(flagfall::Square(s));
            if (id < 0) continue;
            const flagfall::Piece& p = truth.piece(id);
            if (int(p.owner) == viewer ||
                (p.known & (flagfall::KnowsRank | flagfall::KnowsScoutMove)))
                continue;
            ++checkedHidden;
            const QModelIndex i = model.indexOf(flagfall::Square(s));
            QCOMPARE(model.data(i, PieceRole).toString(), QString("?"));
            for (int role = 0; role <= SquareRole; ++role) {
                const QVariant value = model.data(i, role);
                if (value.typeId() != QMetaType::QString) continue; // numbers are flags, not ranks
                const QString text = value.toString();
                QVERIFY2(!text.contains(rankNames[flagfall::rankIndex(p.rank)]), qPrintable(text));
                QVERIFY2(text != QString(QLatin1Char(flagfall::pieceChar(p.rank))),
                         qPrintable(text));
            }
        }
        flagfall::MoveList moves;
        session.game().legalMoves(moves);
        if (moves.size == 0) break;
        QVERIFY(session.play(moves[int(rng.below(quint64(moves.size)))]).legal());
    }
    QVERIFY(checkedHidden >= 40); // at least the whole hidden army at the start
}

QTEST_MAIN(TestBoardModel)
#include "tst_boardmodel.moc"
