// Move generation and make/unmake (R1, R2, R6-R14) against a second, naive generator written
// from rules.md (naiveboard.h): perft counts, and the sorted move lists and boards at every node.
#include "naiveboard.h"

#include "core/rules/notation.h"
#include "core/rules/perft.h"
#include "core/rules/setup.h"

#include <QTest>

#include <algorithm>

using namespace flagfall;

namespace {

QString squareText(Square s)
{
    return QChar(u'A' + columnOf(s)) + QString::number(rowOf(s) + 1);
}

QStringList coreMoves(const Position& pos, bool scoutStrike)
{
    MoveList list;
    pos.generateMoves(list, scoutStrike);
    QStringList out;
    for (const Move& m : list)
        out << squareText(m.from) + (m.attack ? u'x' : u'-') + squareText(m.to);
    std::sort(out.begin(), out.end());
    return out;
}

// The core position as the naive board reads it, from pieceAt and the pieces' ranks alone.
naive::Board asNaive(const Position& pos)
{
    static const char chars[] = "FS23456789XB"; // by rank value, Bomb last (types.h)
    naive::Board b;
    for (int s = 0; s < kSquares; ++s) {
        const int id = pos.pieceAt(static_cast<Square>(s));
        if (id < 0) continue;
        const Piece& p = pos.piece(id);
        b.cells[columnOf(p.square)][rowOf(p.square)] =
            naive::Cell{p.owner == Side::Red ? 'r' : 'b', chars[rankIndex(p.rank)]};
    }
    b.toMove = pos.sideToMove() == Side::Red ? 'r' : 'b';
    return b;
}

struct Snapshot {
    std::uint64_t hash;
    std::array<Piece, Position::kMaxPieces> pieces{};
    bool flagLost[2];
};

Snapshot snapshot(const Position& pos)
{
    Snapshot s{pos.hash(), {}, {pos.flagLost(Side::Red), pos.flagLost(Side::Blue)}};
    for (int id = 0; id < pos.pieceCount(); ++id) s.pieces[id] = pos.piece(id);
    return s;
}

bool samePieces(const Snapshot& a, const Snapshot& b, int count)
{
    for (int id = 0; id < count; ++id) {
        const Piece &x = a.pieces[id], &y = b.pieces[id];
        if (x.owner != y.owner || x.rank != y.rank || x.square != y.square ||
            x.origin != y.origin || x.known != y.known)
            return false;
    }
    return a.hash == b.hash && a.flagLost[0] == b.flagLost[0] && a.flagLost[1] == b.flagLost[1];
}

// Walks both trees together to `depth`; returns the first disagreement, or "".
QString walk(Position& pos, const naive::Board& nb, int depth, bool strike, const QString& line)
{
    if (asNaive(pos).toString() != nb.toString())
        return line + ": boards differ: " + asNaive(pos).toString() + " vs " + nb.toString();
    if (depth == 0 || !nb.hasFlag('r') || !nb.hasFlag('b')) return {};
    const QStringList expected = nb.moves(strike);
    const QStringList got = coreMoves(pos, strike);
    if (got != expected)
        return line + ": moves differ: core " + got.join(u',') + " naive " + expected.join(u',');
    if (pos.countMoves(strike) != expected.size()) return line + ": countMoves differs";
    MoveList list;
    pos.generateMoves(list, strike);
    const Position before = pos;
    const Snapshot saved = snapshot(pos);
    for (const Move& m : list) {
        const QString text = squareText(m.from) + (m.attack ? u'x' : u'-') + squareText(m.to);
        const Undo u = pos.makeMove(m);
        const QString problem = walk(pos, nb.after(text), depth - 1, strike, line + u' ' + text);
        pos.unmakeMove(m, u);
        if (!problem.isEmpty()) return problem;
        if (!(pos == before) || !samePieces(snapshot(pos), saved, pos.pieceCount()))
            return line + u' ' + text + ": unmake did not restore the position";
    }
    return {};
}

} // namespace

class TestMoveGen : public QObject {
    Q_OBJECT

private slots:
    void perft_data();
    void perft();
    void hashFollowsPieces();
};

void TestMoveGen::perft_data()
{
    QTest::addColumn<QString>("position"); // a position string, or "gravon:RED:BLUE"
    QTest::addColumn<int>("depth");
    QTest::addColumn<bool>("scoutStrike");
    QTest::addColumn<qint64>("nodes"); // from outside the program; -1: the naive count only
    // The five samples of conformance/perft.jsonl (an independent implementation's counts).
    QTest::newRow("R6-R14 perft sample 1")
        << "bBb4bBbFbBb3..b3..../b7bB..bBb4b4b4b3b3b7/b8..bSb2....b2b8bBb2/......b3b9b6b6....b6/"
           "....~~~~..b2~~~~..../....~~~~....~~~~..../....r4......bX..r2r3/r6rX........r5....r8/"
           "r7..r3r4rBr5r3r7r4../r3..r3rBrFrBrBrBrBr6 r"
        << 3 << true << qint64(31241);
    QTest::newRow("R6-R14 perft sample 2")
        << "b3bBb3b3b2b4bBbFbBb4/bBb6b7bBbSb3b4b6b7../..b2b8b9b5b2b5b8bB../b4b6b3..b7..bXb2b6../"
           "b5..~~~~r6..~~~~r6../..r6~~~~..b2~~~~..../r5r2..r9r5r5..rXr5../r2rBr8rBr4rBr2rBr8r3/"
           "r7r4r6rSr4r7r3r4r7rB/r3r2r2r2r2r2r3r3rBrF r"
        << 3 << true << qint64(8192);
    QTest::newRow("R6-R14 perft sample 3")
        << "b3b3bBbFb3b5bBb4b6b4/b7b3b9bSb8b7b4..b2bB/b2b6b8bX..bBb3b6b2bB/b5..b2b7b6bBb2..b2b2/"
           "....~~~~....~~~~b5../....~~~~....~~~~b5../r6b4r3r2..r4r2..r3r6/..r4rBr3r6r2r5r5r7r4/"
           "r5rBr4r7r9r5rBr8rSrX/r2r3rBr3r6rBrFrBr8r7 r"
        << 3 << true << qint64(6412);
    QTest::newRow("R6-R14 perft sample 4")
        << "bFbBb4b3b3..b2b2b7b2/bB..b7b3b4b3b7b2b4b4/......bXbBbSbBb2bBbB/b2b3b8b6......b8..b5/"
           "b5..~~~~....~~~~b5b6/..r7~~~~..b9~~~~..../rXr6r2....r2r9..r6../r3r7..r8r2r7rSrB..r5/"
           "r5r3r6..r8r4..rBr4r2/rBrFr3r4rBr4rB..r2rB r"
        << 3 << true << qint64(24683);
    QTest::newRow("R6-R14 perft sample 5")
        << "b3bBbFbBb3b3b3bBb7b5/..b5bB..b8b3bBb7b8b6/b2....b6..bB..b4b6../b2..b4..r6....b4..../"
           "bXb2~~~~b4b9~~~~..../b5b2~~~~....~~~~..../r3..r8r9..........b6/....r8rXrSrBr7rBr6rB/"
           "r5....r7r2r6rF....../r2r3r6r3r3rBr4rBr3rB r"
        << 3 << true << qint64(16204);
    // The endgame of formats.md: the Marshal on E2 has 4 steps; the Scout on C3 has 1 up (the
    // lake C5 stops it), 2 down, 2 left and 7 right: 16 moves.
    const QString endgame = "......bBbFbB......../..b3................/..............b2..../"
                            "..................../....~~~~....~~~~..../....~~~~....~~~~..../"
                            "..................../....r2............../........rX........../"
                            "rFrB................ r";
    QTest::newRow("R6 R8 formats endgame, depth 1 by hand") << endgame << 1 << true << qint64(16);
    QTest::newRow("R6-R14 formats endgame") << endgame << 3 << true << qint64(-1);
    QTest::newRow("R8 formats endgame, scout strike off") << endgame << 3 << false << qint64(-1);
    // Scouts, Spies and a Marshal in the open, lakes in the Scouts' lines, both Flags exposed.
    QTest::newRow("R8 R13 R14 scouts in the open")
        << "....bF......b2....../..................../..b2......bS......../"
           "......r9........bX../....~~~~....~~~~..r2/r2..~~~~....~~~~..../"
           "..................../........rS........../rB......r3........../rF..bB.............. r"
        << 3 << true << qint64(-1);
    // Spies beside Marshals both ways, a Miner beside a Bomb and another beside a General.
    QTest::newRow("R10-R13 battles in reach")
        << "..................bF/..................../....b3............../"
           "bB......b2........../....~~~~....~~~~..../..bS~~~~bX..~~~~b9../"
           "..rX....rSbB....r3../..........r3......../r2................../rF.................. r"
        << 3 << true << qint64(-1);
    // Two human setups from the Gravon archive (classic.txt lines 1 and 2; barrage.txt 1 and 2).
    QTest::newRow("R6-R14 gravon classic start")
        << "gravon:BDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEBG:"
           "DFIKFGDLFGDGHCDHIEDHBBEJDIJBEBGHDEDEBMBF"
        << 3 << true << qint64(-1);
    QTest::newRow("R6-R14 gravon barrage start")
        << "gravon:AAAAALAAKAAAAAAEAACADAAAAAAAABDAAAAAAAAM:"
           "AAAAEKADDAAAAAACMLAAAAAAAAABAAAAAAAAAAAA"
        << 3 << true << qint64(-1);
}

void TestMoveGen::perft()
{
    QFETCH(QString, position);
    QFETCH(int, depth);
    QFETCH(bool, scoutStrike);
    QFETCH(qint64, nodes);
    naive::Board nb;
    Position pos;
    if (position.startsWith("gravon:")) {
        const QStringList parts = position.split(u':');
        QVERIFY(nb.readGravon(parts[1], parts[2], 'r'));
        const auto red = parseGravon(parts[1].toStdString());
        const auto blue = parseGravon(parts[2].toStdString());
        QVERIFY(red && blue);
        placeSetup(pos, Side::Red, *red);
        placeSetup(pos, Side::Blue, *blue);
    } else {
        QVERIFY(nb.read(position));
        const auto parsed = parsePosition(position.toStdString());
        QVERIFY2(parsed, parsed.error.message.c_str());
        pos = *parsed;
    }
    const QString problem = walk(pos, nb, depth, scoutStrike, "root");
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const quint64 naiveNodes = naive::perft(nb, depth, scoutStrike);
    QCOMPARE(flagfall::perft(pos, depth, scoutStrike), naiveNodes);
    if (nodes >= 0) QCOMPARE(naiveNodes, quint64(nodes));
}

void TestMoveGen::hashFollowsPieces()
{
    // R17 tells pieces apart by where they started: after the two Scouts swap places the ranks
    // on every square are as at the start, but the position (and its hash) is not the same.
    const auto start = parsePosition("bF................../................b4../"
                                     "..................../..................../"
                                     "....~~~~....~~~~..../....~~~~....~~~~..../"
                                     "..................../..................../"
                                     "r2..r2............../rF.................. r");
    QVERIFY(start);
    Position p = *start;
    const QStringList line{"A2-A3", "I9-I8", "C2-A2", "I8-H8", "A3-C3", "H8-H9", "C3-C2", "H9-I9"};
    for (const QString& text : line) {
        const auto m = parseMove(text.toStdString());
        QVERIFY(m);
        QCOMPARE(p.checkMove(*m, true), MoveError::None);
        p.makeMove(*m);
    }
    QCOMPARE(positionToString(p), positionToString(*start));
    QVERIFY(p.hash() != start->hash());
    QVERIFY(!(p == *start));
}

QTEST_APPLESS_MAIN(TestMoveGen)
#include "tst_movegen.moc"
