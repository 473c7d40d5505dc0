// Reading a user's text file with the limits of formats.md: only a regular file is read (never a
// folder, a device or a pipe, which could block or never end), a file over 16 MiB is refused
// unread, and a read error is a message, never an exception.
#pragma once

#include "core/base/parsed.h"

#include <cstddef>
#include <string>

namespace flagfall {

// The largest file the program reads or writes: records, setups, Gravon files, zip members.
constexpr std::size_t kMaxFileBytes = 16u * 1024u * 1024u;

// Fails with "PATH: no such file", "PATH: not a regular file", "PATH: the file is larger than
// 16 MiB", "PATH: cannot read the file: REASON" or "PATH: not a text file (it holds NUL bytes)".
Parsed<std::string> readTextFile(const std::string& path);

} // namespace flagfall
