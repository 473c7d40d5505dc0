// A game's analysis kept in its record (formats.md, "Analysis"): the tag [Analysis "level N"]
// and after each analysed move a comment {eval BEFORE AFTER [MARK] [best MOVE] [why REASON]}.
// Readers that know nothing of it keep these as a tag and comments like any other.
#pragma once

#include "core/records/moveeval.h"
#include "core/records/record.h"

#include <optional>
#include <string>
#include <string_view>

namespace flagfall {

// The text of a ply's eval comment, without the braces.
std::string evalCommentText(const PlyEval& eval);
// The eval a comment's text holds (`ply` is the comment's), or nullopt when it holds none.
std::optional<PlyEval> parseEvalComment(std::string_view text, int ply);

// The level an Analysis tag value names ("level 3"), or nullopt.
std::optional<int> parseAnalysisLevel(std::string_view value);

// The analysis stored in `record`: nullopt without a valid Analysis tag. Plies without a valid
// eval comment (or past the moves) are left out; of two on one ply the first counts.
std::optional<StoredAnalysis> readAnalysis(const GameRecord& record);

// Stores `analysis` in `record`, replacing any stored before: the tag, and each eval comment
// after the other comments of its ply. Other tags and comments are kept as they are.
void writeAnalysis(GameRecord& record, const StoredAnalysis& analysis);
// The record as it was before any analysis: no Analysis tag, no eval comments.
void removeAnalysis(GameRecord& record);

// Whether a comment is an eval comment (one that writeAnalysis replaces).
bool isEvalComment(const RecordComment& comment);

} // namespace flagfall
