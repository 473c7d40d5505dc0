// What the play tests start each test from: a controller over a fresh session, board model,
// settings and statistics, the computer thinking briefly; and the moves a scripted human plays.
#pragma once

#include "base/settings.h"
#include "board/boardmodel.h"
#include "board/gamesession.h"
#include "play/playcontroller.h"
#include "play/statistics.h"

#include "core/rules/game.h"
#include "core/rules/setup.h"

#include <cstdint>
#include <memory>

constexpr int kMoveTimeMs = 5; // the computer thinks briefly: tests check behaviour, not strength
constexpr int kMaxPlies = 4000;

flagfall::Move firstLegal(const flagfall::Game& g);
// The setup with the first Sergeant swapped onto cell 0 (the owner's front-left square).
flagfall::Setup sergeantInFront(flagfall::Variant v, std::uint64_t seed);

class GamePage;
struct PlayOptions;

// The game page shown, no autosave, the computer thinking briefly; whether it was exposed.
bool showForPlay(GamePage& page);
// Against level 1 with a Sergeant on A4.
PlayOptions sergeantGame();

class PlayFixture {
protected:
    // Called from each test class's init() and cleanup(): no autosave and nothing else left from
    // the test before.
    void startPlay();
    void endPlay();

    void playHumanMove();
    void waitForHumanTurn();
    void checkNothingHiddenShows() const;
    void newComputerGame(flagfall::Variant v, bool serious = false);

    void makeController();

    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<Statistics> m_statistics;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<BoardModel> m_board;
    std::unique_ptr<PlayController> m_controller;
};
