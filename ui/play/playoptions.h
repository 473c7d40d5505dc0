// What a new game is: variant, rules, who plays which side, the computer's level, the player's
// setup, and whether help (undo, hint) is allowed.
#pragma once

#include "core/rules/army.h"
#include "core/rules/ruleset.h"
#include "core/rules/setup.h"

#include <optional>

enum class Opponent { Computer, Human }; // Human: two players at one computer (hot-seat)

struct PlayOptions {
    flagfall::Variant variant = flagfall::Variant::Classic;
    flagfall::Preset preset = flagfall::Preset::Standard;
    Opponent opponent = Opponent::Computer;
    flagfall::Side human = flagfall::Side::Red; // the player's side against the computer
    int level = 3;
    bool serious = false;                 // a serious game allows no undo and no hint
    std::optional<flagfall::Setup> setup; // the player's setup; none: a random one
};
