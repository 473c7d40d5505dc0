#include "core/gravon/gravoncodes.h"

namespace flagfall {

std::optional<Square> gravonSquare(std::string_view name)
{
    if (name.size() < 2 || name.size() > 3) return std::nullopt;
    const char c = name[0];
    int column = -1;
    if (c >= 'A' && c <= 'I')
        column = c - 'A';
    else if (c == 'K' || c == 'J')
        column = 9; // J: the spelling of 36 archive files
    const std::string_view row = name.substr(1);
    int r = -1;
    if (row == ":" || row == "10")
        r = 9;
    else if (row.size() == 1 && row[0] >= '1' && row[0] <= '9')
        r = row[0] - '1';
    if (column < 0 || r < 0) return std::nullopt;
    return makeSquare(column, r);
}

std::string gravonSquareName(Square s)
{
    const int c = columnOf(s), r = rowOf(s);
    return {static_cast<char>(c == 9 ? 'K' : 'A' + c), static_cast<char>('1' + r)};
}

namespace {

// The ranks in the order of Gravon's letters, from B (Red) or N (Blue) on.
constexpr Rank kLetterRanks[12] = {Rank::Bomb,     Rank::Spy,        Rank::Scout,   Rank::Miner,
                                   Rank::Sergeant, Rank::Lieutenant, Rank::Captain, Rank::Major,
                                   Rank::Colonel,  Rank::General,    Rank::Marshal, Rank::Flag};

} // namespace

std::optional<GravonPiece> gravonPiece(char letter)
{
    if (letter >= 'B' && letter <= 'M') return GravonPiece{Side::Red, kLetterRanks[letter - 'B']};
    if (letter >= 'N' && letter <= 'Y') return GravonPiece{Side::Blue, kLetterRanks[letter - 'N']};
    return std::nullopt;
}

char gravonLetter(Side side, Rank rank)
{
    for (int i = 0; i < 12; ++i)
        if (kLetterRanks[i] == rank) return static_cast<char>((side == Side::Red ? 'B' : 'N') + i);
    return 'A';
}

std::optional<Variant> gravonVariant(std::string_view type)
{
    if (type == "classic") return Variant::Classic;
    if (type == "barrage") return Variant::Barrage;
    if (type == "duell") return Variant::Duel;
    return std::nullopt;
}

std::string_view gravonTypeName(Variant v)
{
    switch (v) {
    case Variant::Classic:
        return "classic";
    case Variant::Barrage:
        return "barrage";
    case Variant::Duel:
        return "duell";
    }
    return "classic";
}

std::optional<GameResult> gravonResult(int ending, int winner)
{
    if (winner < 0 || winner > 2) return std::nullopt;
    const Outcome o = winner == 0   ? Outcome::RedWins
                      : winner == 1 ? Outcome::BlueWins
                                    : Outcome::Draw;
    const bool draw = o == Outcome::Draw;
    Termination t = Termination::None;
    switch (ending) {
    case 0:
        t = Termination::NoMoves;
        break; // unable to move
    case 1:
        t = Termination::FlagCaptured;
        break; // flag captured
    case 2:
        t = Termination::NeitherCanMove;
        break; // both unable to move
    case 3:
        t = Termination::Resigned;
        break; // forfeit (gave up)
    case 4:
        t = Termination::DrawAgreed;
        break; // tie agreed
    case 10:
        t = Termination::Abandoned;
        break; // both missing
    case 11:
        t = Termination::TimeForfeit;
        break; // player clock timed out
    case 12:
        t = draw ? Termination::MoveLimit : Termination::TimeForfeit;
        break; // game clock
    case 13:
        t = Termination::TimeForfeit;
        break; // clock timed out, player missing
    case 14:
        t = Termination::Abandoned;
        break; // opponent missing
    default:
        return std::nullopt;
    }
    return GameResult{o, t};
}

int gravonEnding(const GameResult& r)
{
    const bool draw = r.outcome == Outcome::Draw;
    switch (r.termination) {
    case Termination::NoMoves:
        return 0;
    case Termination::FlagCaptured:
        return 1;
    case Termination::NeitherCanMove:
        return 2;
    case Termination::Resigned:
    case Termination::IllegalMove:
    case Termination::Crashed:
    case Termination::BadReply:
        return 3;
    case Termination::DrawAgreed:
        return 4;
    case Termination::Abandoned:
        return draw ? 10 : 14;
    case Termination::TimeForfeit:
        return 11;
    case Termination::MoveLimit:
    case Termination::NoProgress:
        return 12;
    case Termination::None:
        break;
    }
    return draw ? 4 : 3; // no termination: as `check` reads it, a draw agreed or a resignation
}

} // namespace flagfall
