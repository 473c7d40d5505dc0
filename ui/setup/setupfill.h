// Filling the rest of a setup: at random, or where human players put their pieces (the Gravon
// statistics of core/ai/beliefs/priortable.h), keeping the pieces the player has placed; and how a
// new setup starts.
#pragma once

#include "core/base/random.h"
#include "core/rules/setup.h"

// Places the pieces still missing from `s` where human players tend to put them: each piece goes
// to a free square drawn with the table's weights (Bombs weigh more next to the Flag, which
// players wall in). Pieces already placed stay. An empty board gets a whole army from the
// computer player's setup maker, the same kind of army as the computer's own and the New game
// page's default.
flagfall::Setup humanLikeFill(flagfall::Setup s, flagfall::Variant variant, flagfall::Random& rng);
// Places the missing pieces on free squares uniformly at random.
flagfall::Setup randomFill(flagfall::Setup s, flagfall::Variant variant, flagfall::Random& rng);

// What a new setup starts from.
enum class SetupStart { Empty, HumanLike, Random };
flagfall::Setup startingSetup(SetupStart start, flagfall::Variant variant, flagfall::Random& rng);
