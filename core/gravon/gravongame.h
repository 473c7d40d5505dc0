// Games of the Gravon archive (formats.md "Gravon game files"): the XML form and the older GSN
// text form read into a game record (replayed by the rules core), and a record written back as
// Gravon XML, so that the two round-trip.
#pragma once

#include "core/base/parsed.h"
#include "core/records/record.h"

#include <string>
#include <string_view>
#include <vector>

namespace flagfall {

struct GravonMove {
    std::string from, to; // Gravon square names as written: "D4", "K:"
    int line = 0;
};

// A Gravon file as written, before any rule is applied.
struct GravonGame {
    std::string type; // as the XML names it: classic, barrage, duell, classicfree, ...
    int typeLine = 0;
    std::string field; // 100 characters, square A1 first; empty when the game had no setup
    int fieldLine = 0;
    std::vector<GravonMove> moves;
    std::string red, blue; // the players' names, UTF-8
    int ending = -1;       // Gravon's result type (0 unable to move, 1 flag captured, ...)
    int winner = -1;       // 0 Red, 1 Blue, 2 draw (GSN's numbers; XML's are one more)
    int resultLine = 0;
};

Parsed<GravonGame> readGravonXml(std::string_view text);
Parsed<GravonGame> readGravonGsn(std::string_view text);
// A file that starts (after a BOM and blank space) with "#X38FA11" is GSN, any other XML.
Parsed<GravonGame> readGravonText(std::string_view text);
// Whether `text` starts as a Gravon file does: the GSN header, or XML with a <stratego> root.
bool looksLikeGravon(std::string_view text);

// Every error of these readers has a key (ParseError::key) and values (args), so that the
// desktop program says it in its own words; `ply` counts the file's moves from 1 (Red's first
// move is 1, Blue's reply 2), and the message, as the CLI prints it, says "move PLY".
//   gravon.notGravon, .noGame, .gameType, .fieldContent, .noResult, .resultType, .header,
//   .typeLine, .noEnd, .noResultLine, .noField, .flagNotTaken: no values
//   gravon.xml {what}: not well formed XML (`what` is the XML reader's English message)
//   gravon.players {how many found}; gravon.winner {Red's, Blue's, a draw's number}
//   gravon.moveSquares {ply}; gravon.moveText {ply, the line}; gravon.resultLine {the line}
//   gravon.afterResult {the line}; gravon.variant {the type}; gravon.fieldLength {length}
//   gravon.fieldLake, .fieldOffLake, .fieldLetter {index from 1, square, letter}
//   gravon.fieldRows {index, square, letter, "Red" or "Blue"}
//   gravon.setup {"Red" or "Blue", what is wrong (setupProblem's English)}
//   gravon.square {ply, the square as written}
//   gravon.illegal {ply, the move as written, Verdict as a number, MoveError as a number}
//   gravon.resultCode {the type}; gravon.resultDisagrees {the file's result token (1-0),
//   the rules' result token, the rules' termination text}

// The game as a Flagfall record under the ISF preset without the no-progress draw; every move
// is played by the rules core, and an error names the move: "move 12: D4-D5: ...".
Parsed<GameRecord> gravonToRecord(const GravonGame& game);
Parsed<GameRecord> importGravon(std::string_view text);

// The record as a Gravon XML file; fails for what Gravon cannot hold (a game from a custom
// position, an unfinished game) and for a record that does not replay.
Parsed<std::string> exportGravonXml(const GameRecord& record);

} // namespace flagfall
