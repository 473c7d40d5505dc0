#include "boardmodel.h"

#include "board/gamesession.h"
#include "board/piecetext.h"

#include "core/rules/notation.h"

#include <QMimeData>

using namespace BoardRoles;
using flagfall::Rank;
using flagfall::Side;
using flagfall::Square;

BoardModel::BoardModel(GameSession* session, QObject* parent)
    : QAbstractTableModel(parent), m_session(session)
{
    connect(session, &GameSession::gameReset, this, &BoardModel::reset);
    // A piece picked in one position means nothing in the next (an undo, a hint's piece).
    connect(session, &GameSession::positionChanged, this, [this] { select(flagfall::kNoSquare); });
    m_cells = snapshot();
}

int BoardModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 10;
}

int BoardModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 10;
}

Square BoardModel::squareAt(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != this) return flagfall::kNoSquare;
    if (m_perspective == Perspective::Blue)
        return flagfall::makeSquare(9 - index.column(), index.row());
    return flagfall::makeSquare(index.column(), 9 - index.row());
}

QModelIndex BoardModel::indexOf(Square s) const
{
    if (s < 0 || s >= flagfall::kSquares) return {};
    const int c = flagfall::columnOf(s), r = flagfall::rowOf(s);
    if (m_perspective == Perspective::Blue) return index(r, 9 - c);
    return index(9 - r, c);
}

QVariant BoardModel::data(const QModelIndex& index, int role) const
{
    const Square s = squareAt(index);
    if (s == flagfall::kNoSquare) return {};
    const Cell& c = m_cells[s];
    switch (role) {
    case PieceRole:
        return c.piece ? QVariant(QString(QLatin1Char(c.piece))) : QVariant();
    case RankRole:
        return c.piece ? QVariant(int(c.piece == '?' ? flagfall::Rank::Unknown
                                                     : flagfall::rankFromChar(c.piece).value_or(
                                                           flagfall::Rank::Unknown)))
                       : QVariant();
    case OwnerRole:
        return c.owner >= 0 ? QVariant(c.owner) : QVariant();
    case KnownRole:
        return c.known;
    case LakeRole:
        return flagfall::isLake(s);
    case SelectedRole:
        return c.selected;
    case LegalTargetRole:
        return c.target;
    case LastMoveRole:
        return c.lastMove;
    case ExposureRole:
        return c.exposure;
    case SquareRole:
        return int(s);
    case Qt::AccessibleTextRole:
    case Qt::ToolTipRole:
        return description(s);
    default:
        return {};
    }
}

QVariant BoardModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (role != Qt::DisplayRole || section < 0 || section > 9) return {};
    const Square s =
        o == Qt::Horizontal ? squareAt(index(0, section)) : squareAt(index(section, 0));
    if (o == Qt::Horizontal) return QString(QLatin1Char(char('A' + flagfall::columnOf(s))));
    return QString::number(flagfall::rowOf(s) + 1);
}

Qt::ItemFlags BoardModel::flags(const QModelIndex& index) const
{
    const Square s = squareAt(index);
    if (s == flagfall::kNoSquare) return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled;
    if (flagfall::isLake(s)) return f;
    f |= Qt::ItemIsSelectable;
    const Cell& c = m_cells[s];
    if (canMove() && c.owner == int(*m_interactive) && c.piece != 'B' && c.piece != 'F')
        f |= Qt::ItemIsDragEnabled;
    if (canMove()) f |= Qt::ItemIsDropEnabled;
    return f;
}

QHash<int, QByteArray> BoardModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names.insert({{PieceRole, "piece"},
                  {RankRole, "rank"},
                  {OwnerRole, "owner"},
                  {KnownRole, "known"},
                  {LakeRole, "lake"},
                  {SelectedRole, "selected"},
                  {LegalTargetRole, "legalTarget"},
                  {LastMoveRole, "lastMove"},
                  {ExposureRole, "exposure"},
                  {SquareRole, "square"}});
    return names;
}

QStringList BoardModel::mimeTypes() const
{
    return {QLatin1String(kPieceMimeType)};
}

QMimeData* BoardModel::mimeData(const QModelIndexList& indexes) const
{
    if (indexes.size() != 1 || !(flags(indexes.front()) & Qt::ItemIsDragEnabled)) return nullptr;
    auto* data = new QMimeData;
    data->setData(QLatin1String(kPieceMimeType),
                  "square:" + QByteArray::number(squareAt(indexes.front())));
    return data;
}

namespace {
Square draggedSquare(const QMimeData* data)
{
    const QByteArray payload = data ? data->data(QLatin1String(kPieceMimeType)) : QByteArray();
    if (!payload.startsWith("square:")) return flagfall::kNoSquare;
    bool ok = false;
    const int s = payload.mid(7).toInt(&ok);
    return ok && s >= 0 && s < flagfall::kSquares ? Square(s) : flagfall::kNoSquare;
}
} // namespace

bool BoardModel::canDropMimeData(const QMimeData* data, Qt::DropAction action, int, int,
                                 const QModelIndex& parent) const
{
    return action == Qt::MoveAction && canMove() && draggedSquare(data) != flagfall::kNoSquare &&
           squareAt(parent) != flagfall::kNoSquare;
}

bool BoardModel::dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                              const QModelIndex& parent)
{
    if (!canDropMimeData(data, action, row, column, parent)) return false;
    return requestMove(draggedSquare(data), squareAt(parent));
}

void BoardModel::setPerspective(Perspective p)
{
    if (p == m_perspective) return;
    beginResetModel();
    m_perspective = p;
    m_selected = flagfall::kNoSquare;
    m_cells = snapshot();
    endResetModel();
    emit headerDataChanged(Qt::Horizontal, 0, 9);
    emit headerDataChanged(Qt::Vertical, 0, 9);
}

void BoardModel::setInteractiveSide(std::optional<Side> side)
{
    m_interactive = side;
    m_selected = flagfall::kNoSquare;
    refresh();
}

bool BoardModel::canMove() const
{
    if (!m_session || !m_interactive) return false;
    const flagfall::Game& g = m_session->game();
    return !g.result().over() && g.position().sideToMove() == *m_interactive;
}

void BoardModel::squareClicked(const QModelIndex& index)
{
    const Square s = squareAt(index);
    if (s == flagfall::kNoSquare || !canMove()) return;
    const Cell& c = m_cells[s];
    const bool own = c.owner == int(*m_interactive);
    if (s == m_selected) {
        select(flagfall::kNoSquare);
    } else if (own && c.piece != 'B' && c.piece != 'F') {
        select(s);
    } else if (own && m_selected == flagfall::kNoSquare) {
        emit immovablePicked();
    } else if (m_selected != flagfall::kNoSquare && !flagfall::isLake(s)) {
        requestMove(m_selected, s);
    }
}

bool BoardModel::requestMove(Square from, Square to)
{
    if (!canMove() || from == flagfall::kNoSquare || to == flagfall::kNoSquare) return false;
    const auto& pos = m_session->game().position();
    const int target = pos.pieceAt(to);
    const bool attack = target >= 0 && pos.piece(target).owner != pos.sideToMove();
    const flagfall::Move m{from, to, attack};
    m_selected = flagfall::kNoSquare;
    // Checked here, before it is sent: whoever the move goes to has no verdict to carry back.
    flagfall::MoveCheck check = m_session->game().check(m);
    if (check.legal() && m_handler && !m_handler(m))
        check = {flagfall::Verdict::Illegal, flagfall::MoveError::NotYourPiece};
    else if (check.legal() && !m_handler)
        check = m_session->play(m);
    if (!check.legal()) {
        refresh();
        emit moveRefused(check, m);
    }
    return check.legal();
}

QString BoardModel::ownDescription(const Cell& c, const QString& name, Rank rank) const
{
    //: %1 the square, %2 the rank of the player's own piece
    if (c.exposure & flagfall::KnowsRank)
        return tr("%1: your %2, known to the opponent").arg(name, PieceText::nameInText(rank));
    //: %1 the square, %2 the rank of the player's own piece
    if (c.exposure & flagfall::KnowsScoutMove)
        return tr("%1: your %2, seen to move as a Scout").arg(name, PieceText::nameInText(rank));
    //: %1 the square, %2 the rank of the player's own piece
    if (c.exposure & flagfall::KnowsMoved)
        return tr("%1: your %2, seen to move").arg(name, PieceText::nameInText(rank));
    //: %1 the square (E4), %2 the rank of the player's own piece
    return tr("%1: your %2").arg(name, PieceText::nameInText(rank));
}

void BoardModel::pick(const QModelIndex& index)
{
    const Square s = squareAt(index);
    if (s == flagfall::kNoSquare || !canMove() || s == m_selected) return;
    const Cell& c = m_cells[s];
    if (c.owner == int(*m_interactive) && c.piece != 'B' && c.piece != 'F') select(s);
}

void BoardModel::select(Square s)
{
    m_selected = s;
    refresh();
}

void BoardModel::reset()
{
    beginResetModel();
    m_selected = flagfall::kNoSquare;
    m_cells = snapshot();
    endResetModel();
}

void BoardModel::refresh()
{
    const auto next = snapshot();
    for (int s = 0; s < flagfall::kSquares; ++s) {
        if (next[s] == m_cells[s]) continue;
        m_cells[s] = next[s];
        const QModelIndex i = indexOf(Square(s));
        emit dataChanged(i, i);
    }
}

std::array<BoardModel::Cell, flagfall::kSquares> BoardModel::snapshot() const
{
    std::array<Cell, flagfall::kSquares> cells{};
    if (!m_session) return cells;
    fillPieces(cells);
    fillMarks(cells);
    return cells;
}

// The pieces as the viewer knows them: a side's view hides unrevealed enemy ranks already.
void BoardModel::fillPieces(std::array<Cell, flagfall::kSquares>& cells) const
{
    const flagfall::Game& g = m_session->game();
    const bool revealed = m_perspective == Perspective::Revealed;
    const Side viewer = m_perspective == Perspective::Blue ? Side::Blue : Side::Red;
    const flagfall::Position pos = revealed ? g.position() : g.position().viewFor(viewer);
    for (int s = 0; s < flagfall::kSquares; ++s) {
        const int id = pos.pieceAt(Square(s));
        if (id < 0) continue;
        const flagfall::Piece& p = pos.piece(id);
        Cell& c = cells[s];
        c.owner = int(p.owner);
        c.piece = flagfall::pieceChar(p.rank);
        if (revealed || p.owner == viewer) c.exposure = p.known;
        if (revealed)
            c.known = Revealed;
        else if (p.owner == viewer)
            c.known = Own;
        else if (p.rank != Rank::Unknown)
            c.known = Revealed;
        else if (p.known & flagfall::KnowsScoutMove)
            c.known = ScoutMoved;
        else if (p.known & flagfall::KnowsMoved)
            c.known = Moved;
        else
            c.known = Hidden;
    }
}

void BoardModel::fillMarks(std::array<Cell, flagfall::kSquares>& cells) const
{
    const flagfall::Game& g = m_session->game();
    fillLastMoves(cells);
    if (m_selected == flagfall::kNoSquare || !canMove()) return;
    cells[m_selected].selected = true;
    flagfall::MoveList moves;
    g.legalMoves(moves);
    for (const flagfall::Move& m : moves)
        if (m.from == m_selected) cells[m.to].target = true;
}

// The latest move of each side: from a side's view the opponent's and the viewer's own; when all
// is shown, the latest move counts as "theirs" (marked clearly) and the one before as "own".
void BoardModel::fillLastMoves(std::array<Cell, flagfall::kSquares>& cells) const
{
    const flagfall::Game& g = m_session->game();
    const int ply = g.ply();
    std::optional<Side> viewer;
    if (m_perspective != Perspective::Revealed)
        viewer = m_perspective == Perspective::Blue ? Side::Blue : Side::Red;
    bool theirs = false, own = false;
    for (int k = ply - 1; k >= std::max(0, ply - 2); --k) {
        const flagfall::PlayedMove& m = g.moves()[std::size_t(k)];
        const bool mine = viewer ? m.mover == *viewer : k < ply - 1;
        if (mine ? own : theirs) continue;
        (mine ? own : theirs) = true;
        cells[m.move.from].lastMove |= mine ? OwnFrom : TheirFrom;
        cells[m.move.to].lastMove |= mine ? OwnTo : TheirTo;
    }
}

QString BoardModel::description(Square s) const
{
    const QString name = QString::fromStdString(flagfall::squareName(s));
    const Cell& c = m_cells[s];
    //: %1 the square (C5); read aloud by screen readers
    if (flagfall::isLake(s)) return tr("%1: lake").arg(name);
    //: %1 the square (E4)
    if (!c.piece) return tr("%1: empty").arg(name);
    const Side owner = Side(c.owner);
    const Rank rank = c.piece == '?' ? Rank::Unknown : *flagfall::rankFromChar(c.piece);
    switch (c.known) {
    case Own:
        return ownDescription(c, name, rank);
    case Hidden:
        //: %1 the square (E4)
        return tr("%1: unknown enemy piece").arg(name);
    case Moved:
        //: %1 the square (E4)
        return tr("%1: unknown enemy piece, has moved").arg(name);
    case ScoutMoved:
        //: %1 the square (E4)
        return tr("%1: enemy Scout, not yet revealed").arg(name);
    default:
        break;
    }
    if (m_perspective == Perspective::Revealed)
        //: everything revealed: %1 the square (E4), %2 the owner (Red, Blue), %3 the rank (Scout,
        //: Bomb)
        return tr("%1: %2 %3").arg(name, PieceText::sideName(owner), PieceText::nameInText(rank));
    //: %1 the square (E4), %2 the rank of the enemy piece
    return tr("%1: enemy %2, revealed").arg(name, PieceText::nameInText(rank));
}
