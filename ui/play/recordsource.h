// Where a listener gets the record of the game being played: the moves from the session, the
// players, the help used and the comments from whoever runs the game.
#pragma once

#include "core/records/record.h"

#include <functional>

using RecordSource = std::function<flagfall::GameRecord()>;
