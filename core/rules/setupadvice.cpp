#include "core/rules/setupadvice.h"

#include <cstdlib>
#include <vector>

namespace flagfall {

namespace {

// Setup cells are 0..39, front row first; row 3 is the back row.
int rowOfCell(int cell)
{
    return cell / 10;
}

bool walledByBombs(const Setup& s, int cell)
{
    for (int n : neighbourCells(cell))
        if (s.cells[n] != Rank::Bomb) return false;
    return true;
}

bool flagOnBackRow(const Setup& s)
{
    const int flag = cellOf(s, Rank::Flag);
    return flag >= 0 && rowOfCell(flag) == 3 && walledByBombs(s, flag);
}

bool decoyCorner(const Setup& s)
{
    for (int cell = 30; cell < kSetupSquares; ++cell) {
        const Rank r = s.cells[cell];
        if (r != Rank::Flag && r != Rank::Bomb && walledByBombs(s, cell)) return true;
    }
    return false;
}

bool fewFrontBombs(const Setup& s)
{
    int bombs = 0;
    for (int cell = 0; cell < 10; ++cell) bombs += s.cells[cell] == Rank::Bomb;
    return bombs <= kMaxFrontBombs;
}

bool isWeak(Rank r)
{
    return r >= Rank::Scout && r <= Rank::Lieutenant;
}

// A weak piece is backed when the square behind it or beside it holds a movable piece at least
// two ranks higher.
bool backed(const Setup& s, int cell)
{
    const int rank = static_cast<int>(s.cells[cell]);
    std::vector<int> around{cell + 10};
    if (cell % 10 > 0) around.push_back(cell - 1);
    if (cell % 10 < 9) around.push_back(cell + 1);
    for (int n : around) {
        const Rank r = s.cells[n];
        if (isMovable(r) && r != Rank::Unknown && static_cast<int>(r) >= rank + 2) return true;
    }
    return false;
}

bool mixedFront(const Setup& s)
{
    bool anyPiece = false;
    for (int cell = 0; cell < 20; ++cell) {
        anyPiece = anyPiece || s.cells[cell] != Rank::Unknown;
        if (isWeak(s.cells[cell]) && !backed(s, cell)) return false;
    }
    return anyPiece;
}

bool scoutsFrontAndBack(const Setup& s)
{
    bool front = false, back = false;
    for (int cell = 0; cell < kSetupSquares; ++cell) {
        if (s.cells[cell] != Rank::Scout) continue;
        front = front || rowOfCell(cell) == 0;
        back = back || rowOfCell(cell) >= 2;
    }
    return front && back;
}

bool spyNearGeneral(const Setup& s)
{
    const int spy = cellOf(s, Rank::Spy), general = cellOf(s, Rank::General);
    if (spy < 0 || general < 0) return false;
    const int distance = std::abs(spy / 10 - general / 10) + std::abs(spy % 10 - general % 10);
    return distance <= kSpyGeneralDistance;
}

} // namespace

bool followsPrinciple(const Setup& s, Principle p)
{
    switch (p) {
    case Principle::FlagOnBackRow:
        return flagOnBackRow(s);
    case Principle::DecoyCorner:
        return decoyCorner(s);
    case Principle::FewFrontBombs:
        return fewFrontBombs(s);
    case Principle::MixedFront:
        return mixedFront(s);
    case Principle::ScoutsFrontAndBack:
        return scoutsFrontAndBack(s);
    case Principle::SpyNearGeneral:
        return spyNearGeneral(s);
    }
    return false;
}

std::array<bool, kPrincipleCount> checkSetupAdvice(const Setup& s)
{
    std::array<bool, kPrincipleCount> out{};
    for (int p = 0; p < kPrincipleCount; ++p)
        out[p] = followsPrinciple(s, static_cast<Principle>(p));
    return out;
}

} // namespace flagfall
