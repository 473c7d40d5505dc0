// Reading a user's text file with the limits of formats.md: over 16 MiB is refused unread.
#pragma once

#include "parsed.h"

#include <string>

namespace flagfall {

Parsed<std::string> readTextFile(const std::string& path);

} // namespace flagfall
