// The evaluation of a search board: material with value rules that depend on what is left
// (Spy while the enemy Marshal lives, Miners while bombs remain, the last Scouts, the last
// movable pieces), stealth and information, the hunt for known weaker pieces and the flight of
// known pieces from stronger ones, flag safety, the hunt for the likely enemy Flag and a little
// progress.
#pragma once

#include "core/ai/board/searchboard.h"

#include <array>
#include <vector>

namespace flagfall::ai {

class BoardSummary;

constexpr int kWinScore = 20000;
constexpr int kInfinity = 30000;
constexpr int kEvalBound = 6000; // evaluate() stays within +-kEvalBound; only wins go beyond
// The endgame: the enemy has this few movers (hidden ones counted by their chance to move). Then
// its movers are hunted for their scarcity too, and a race to my walled Flag is counted from
// farther (flagsafety.cpp).
constexpr float kEndgameMovers = 8.f;

class Evaluator {
public:
    // `quietPlies`: plies since the last battle; the longer, the keener the hunt (R18).
    // `press`: whether a long stalemate that I lead is pressed (pressure()).
    Evaluator(const SearchBoard& root, int quietPlies, bool press = true);

    // The score for the side to move.
    int evaluate(const SearchBoard& b) const;
    int value(Side owner, Rank r) const { return m_values[index(owner)][rankIndex(r)]; }
    // A piece's value as its owner's opponent expects it (the mean over beliefs when hidden).
    int pieceValue(const SearchBoard& b, int id) const;
    // Points each enemy piece costs now (0 unless a game I lead has long gone without battle).
    int pressure() const { return m_pressure; }
    // My material minus the enemy's, hidden pieces at their expected value.
    int lead(const SearchBoard& root) const;

private:
    int material(const SearchBoard& b, const BoardSummary& s) const;
    int tension(const SearchBoard& b, const BoardSummary& s) const;
    int huntBonus(const SearchBoard& b, const BoardSummary& s, int e) const;
    int flagSafety(const SearchBoard& b, const BoardSummary& s) const;
    float flagThreat(const SearchBoard& b, const BoardSummary& s, bool walled,
                     SquareBits guardSquares) const;
    int guardsKept(const SearchBoard& b, const BoardSummary& s, SquareBits guardSquares) const;
    float minerChance(const SearchBoard& b, int id) const; // 1 for a known Miner
    int flagHunt(const SearchBoard& b, const BoardSummary& s) const;
    void fillWorths(const SearchBoard& root);
    void addUnopposed(const SearchBoard& root, const std::array<int, kRankCount>& mine);

    std::array<std::array<int, kRankCount>, 2> m_values{};
    std::array<int, Position::kMaxPieces> m_expected{}; // hidden pieces' mean value
    std::array<float, Position::kMaxPieces> m_miner{};  // hidden pieces' chance of a Miner
    // m_beatenBy[id][r]: the chance that my piece of rank r beats hidden piece id in an attack.
    std::array<std::array<float, kRankCount>, Position::kMaxPieces> m_beatenBy{};
    // m_beats[id][r]: the chance that hidden piece id, attacking, beats my piece of rank r.
    std::array<std::array<float, kRankCount>, Position::kMaxPieces> m_beats{};
    // material()'s terms by piece: m_ownWorth[id][identified] for mine (with stealth while not
    // identified), whether it gains by going forward, a hidden enemy piece's worth (with the
    // value of what is not known of it).
    std::array<std::array<int, 2>, Position::kMaxPieces> m_ownWorth{};
    std::array<bool, Position::kMaxPieces> m_progresses{};
    std::array<int, Position::kMaxPieces> m_hiddenWorth{};
    std::vector<std::pair<int, float>> m_flagCandidates; // hidden enemy piece, P(flag)
    float m_huntWeight = 12.f;
    // Points each enemy piece costs while a game that I lead has gone long without a battle:
    // trades and probes into unmoved pieces then gain, so a won game is also won.
    int m_pressure = 0;
    // What taking one of the enemy's movers gains by their scarcity, while it has few left.
    int m_scarcityPrize = 0;
};

} // namespace flagfall::ai
