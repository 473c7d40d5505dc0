// Splitting UTF-8 text files into lines: a leading BOM and CRLF endings are accepted.
#pragma once

#include <string_view>
#include <vector>

namespace flagfall {

std::vector<std::string_view> splitLines(std::string_view text);
std::string_view trim(std::string_view s);

} // namespace flagfall
