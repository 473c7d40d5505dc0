// Splitting UTF-8 text files into lines: a leading BOM and CRLF endings are accepted. Quoting a
// piece of a user's text in a message: never more than a short excerpt.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace flagfall {

std::vector<std::string_view> splitLines(std::string_view text);
std::string_view trim(std::string_view s);

// At most about `maxBytes` of `s` (cut between UTF-8 characters), with "..." when cut: a message
// about a 10 MB token quotes 60 characters of it, not the whole token.
constexpr std::size_t kExcerptBytes = 60;
std::string excerpt(std::string_view s, std::size_t maxBytes = kExcerptBytes);

} // namespace flagfall
