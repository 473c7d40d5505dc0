#include "armymodel.h"

#include "board/gamesession.h"
#include "board/piecetext.h"

using flagfall::Rank;
using flagfall::Side;

ArmyModel::ArmyModel(GameSession* session, QObject* parent)
    : QAbstractListModel(parent), m_session(session)
{
    connect(session, &GameSession::positionChanged, this, &ArmyModel::update);
    m_rows = count();
}

int ArmyModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

// Each army from the start position (all pieces known there, both sides' counts are public:
// the variant fixes them) and the losses from the battles so far.
std::vector<ArmyModel::Row> ArmyModel::count() const
{
    std::vector<Row> rows;
    if (!m_session) return rows;
    const flagfall::Game& g = m_session->game();
    std::array<flagfall::ArmyCounts, 2> army{}, gone{};
    const flagfall::Position& start = g.start();
    for (int id = 0; id < start.pieceCount(); ++id) {
        const flagfall::Piece& p = start.piece(id);
        if (p.rank != Rank::Unknown) ++army[flagfall::index(p.owner)][flagfall::rankIndex(p.rank)];
    }
    Side mover = start.sideToMove();
    for (int k = 0; k < g.ply(); ++k, mover = flagfall::opponent(mover)) {
        const flagfall::PlayedMove& m = g.moves()[k];
        const int a = flagfall::index(mover), d = flagfall::index(flagfall::opponent(mover));
        if (m.combat == flagfall::Combat::AttackerWins || m.combat == flagfall::Combat::BothRemoved)
            ++gone[d][flagfall::rankIndex(m.defender)];
        if (m.combat == flagfall::Combat::DefenderWins || m.combat == flagfall::Combat::BothRemoved)
            ++gone[a][flagfall::rankIndex(m.attacker)];
    }
    // Strongest first, then Spy, Bomb and Flag, as players list them.
    for (Rank r :
         {Rank::Marshal, Rank::General, Rank::Colonel, Rank::Major, Rank::Captain, Rank::Lieutenant,
          Rank::Sergeant, Rank::Miner, Rank::Scout, Rank::Spy, Rank::Bomb, Rank::Flag}) {
        const int i = flagfall::rankIndex(r);
        if (army[0][i] + army[1][i] == 0) continue;
        rows.push_back({r, {army[0][i], army[1][i]}, {gone[0][i], gone[1][i]}});
    }
    return rows;
}

void ArmyModel::update()
{
    auto next = count();
    if (next.size() != m_rows.size()) {
        beginResetModel();
        m_rows = std::move(next);
        endResetModel();
        return;
    }
    for (size_t i = 0; i < next.size(); ++i) {
        if (next[i] == m_rows[i]) continue;
        m_rows[i] = next[i];
        emit dataChanged(index(int(i)), index(int(i)));
    }
}

int ArmyModel::left(Side side, Rank rank) const
{
    for (const Row& r : m_rows)
        if (r.rank == rank) return r.army[flagfall::index(side)] - r.gone[flagfall::index(side)];
    return 0;
}

int ArmyModel::gone(Side side, Rank rank) const
{
    for (const Row& r : m_rows)
        if (r.rank == rank) return r.gone[flagfall::index(side)];
    return 0;
}

QVariant ArmyModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = m_rows[size_t(index.row())];
    const int red = r.army[0] - r.gone[0], blue = r.army[1] - r.gone[1];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        //: a row of the army table: %1 the rank (Scout, Bomb, …); %2 and %4 how many Red and Blue
        //: still have, %3 and %5 how many they lost
        return tr("%1: Red %2 left, %3 gone; Blue %4 left, %5 gone")
            .arg(PieceText::name(r.rank))
            .arg(red)
            .arg(r.gone[0])
            .arg(blue)
            .arg(r.gone[1]);
    case RankRole:
        return int(r.rank);
    case RedLeftRole:
        return red;
    case RedGoneRole:
        return r.gone[0];
    case BlueLeftRole:
        return blue;
    case BlueGoneRole:
        return r.gone[1];
    default:
        return {};
    }
}

QHash<int, QByteArray> ArmyModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert({{RankRole, "rank"},
                  {RedLeftRole, "redLeft"},
                  {RedGoneRole, "redGone"},
                  {BlueLeftRole, "blueLeft"},
                  {BlueGoneRole, "blueGone"}});
    return names;
}
