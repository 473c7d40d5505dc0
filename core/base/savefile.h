// Writing a file whole or not at all: the bytes go to a new file beside it, every write and the
// sync to the disk are checked, and only then does the new file take the old one's name. A full
// disk, an I/O error or a sync the disk could not confirm leaves the old file as it was and
// says why; what is not a regular file (a folder, a FIFO, a device) is never replaced.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace flagfall {

struct SaveError {
    int errnoValue = 0; // 0: not a system error (the name is taken by something not a file)
    std::string reason; // "No space left on device", "not a regular file"
};

// Replaces (or makes) `path` with `bytes`; nothing on success, else why not. A new file gets the
// mode 0666 less the umask, a replaced one keeps its mode.
std::optional<SaveError> saveFile(const std::string& path, std::string_view bytes);

} // namespace flagfall
