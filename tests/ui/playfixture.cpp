#include "playfixture.h"

#include "board/boardroles.h"
#include "board/piecetext.h"
#include "games/gamefile.h"
#include "play/gamepage.h"

#include "core/base/random.h"

#include <QFile>
#include <QTest>

using flagfall::Rank;
using flagfall::Side;

flagfall::Move firstLegal(const flagfall::Game& g)
{
    flagfall::MoveList moves;
    g.legalMoves(moves);
    return moves.size > 0 ? moves[0] : flagfall::Move{};
}

flagfall::Setup sergeantInFront(flagfall::Variant v, std::uint64_t seed)
{
    flagfall::Random rng(seed);
    flagfall::Setup s = flagfall::randomSetup(v, rng);
    for (int c = 0; c < flagfall::kSetupSquares; ++c)
        if (s.cells[c] == Rank::Sergeant) {
            std::swap(s.cells[0], s.cells[c]);
            break;
        }
    return s;
}

bool showForPlay(GamePage& page)
{
    page.resize(1000, 700);
    page.show();
    page.controller()->setAutosavePath({});
    page.controller()->setMoveTime(kMoveTimeMs);
    return QTest::qWaitForWindowExposed(&page);
}

PlayOptions sergeantGame()
{
    PlayOptions o;
    o.level = 1;
    o.setup = sergeantInFront(flagfall::Variant::Classic, 5);
    return o;
}

void PlayFixture::startPlay()
{
    QFile::remove(GameFile::autosavePath());
    makeController();
}

// The board hands the person's moves to their seat, as on the game page.
void PlayFixture::makeController()
{
    m_settings = std::make_unique<Settings>();
    m_statistics = std::make_unique<Statistics>();
    m_session = std::make_unique<GameSession>();
    m_board = std::make_unique<BoardModel>(m_session.get());
    m_controller =
        std::make_unique<PlayController>(m_session.get(), m_settings.get(), m_statistics.get());
    m_controller->setMoveTime(kMoveTimeMs);
    m_board->setMoveHandler([c = m_controller.get()](flagfall::Move m) { return c->submit(m); });
}

void PlayFixture::endPlay()
{
    m_controller.reset();
    m_board.reset();
    m_session.reset();
    m_statistics.reset();
    m_settings.reset();
}

void PlayFixture::newComputerGame(flagfall::Variant v, bool serious)
{
    PlayOptions o;
    o.variant = v;
    o.level = 1;
    o.human = Side::Red;
    o.serious = serious;
    m_controller->newGame(o, 42);
    m_board->setPerspective(BoardModel::Perspective::Red);
    m_board->setInteractiveSide(Side::Red);
}

// The human always plays the first legal move, through the board model as a click would.
void PlayFixture::playHumanMove()
{
    const flagfall::Move m = firstLegal(m_session->game());
    QVERIFY(!m.isNull());
    QVERIFY(m_board->requestMove(m.from, m.to));
}

void PlayFixture::waitForHumanTurn()
{
    const flagfall::Game& g = m_session->game();
    QTRY_VERIFY_WITH_TIMEOUT(g.result().over() || g.position().sideToMove() == Side::Red, 20000);
}

// No role of any square may tell an unrevealed enemy rank: the piece shows as "?", its knowledge
// is hidden, moved or a Scout's move (public), and no text names its rank.
void PlayFixture::checkNothingHiddenShows() const
{
    const flagfall::Position& truth = m_session->game().position();
    for (int row = 0; row < 10; ++row)
        for (int column = 0; column < 10; ++column) {
            const QModelIndex i = m_board->index(row, column);
            const int id = truth.pieceAt(m_board->squareAt(i));
            if (id < 0) continue;
            const flagfall::Piece& p = truth.piece(id);
            if (p.owner == Side::Red || (p.known & flagfall::KnowsRank)) continue;
            QCOMPARE(i.data(BoardRoles::PieceRole).toString(), QStringLiteral("?"));
            const int known = i.data(BoardRoles::KnownRole).toInt();
            QVERIFY(known == BoardRoles::Hidden || known == BoardRoles::Moved ||
                    known == BoardRoles::ScoutMoved);
            if (known == BoardRoles::ScoutMoved) QCOMPARE(p.rank, Rank::Scout);
            const QString name = PieceText::name(p.rank);
            for (int role = 0; role <= Qt::UserRole + 100; ++role) {
                const QVariant v = i.data(role);
                if (v.canConvert<QString>() && known != BoardRoles::ScoutMoved)
                    QVERIFY2(!v.toString().contains(name, Qt::CaseInsensitive),
                             qPrintable(QStringLiteral("role %1 shows %2").arg(role).arg(name)));
            }
        }
}
