// The reason a front end can give for a marked move, from what the mover knew: an attack on a
// piece known or likely to beat the attacker (a Bomb above all), a piece moved next to a known
// stronger one, or a known weaker piece left untaken.
#pragma once

#include "core/ai/beliefs/beliefs.h"

#include "core/records/moveeval.h"

namespace flagfall::ai {

// A chance of a Bomb or of a lost battle from which an attack on a hidden piece is the reason.
constexpr float kReasonRisk = 0.15f;

MoveReason explainMove(const PlayerView& view, const Beliefs& beliefs, Move played, Move best);

} // namespace flagfall::ai
