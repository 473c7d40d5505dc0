// How ranks are numbered on the pieces: a choice of the player's (Settings), read by everything
// that draws a piece.
#pragma once

enum class Numbering { Modern, Classic }; // rules.md R3: classic shows Marshal 1 ... Scout 9
