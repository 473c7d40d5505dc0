#include "core/base/savefile.h"

#include "core/base/random.h"

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace flagfall {

namespace {

SaveError systemError(int e)
{
    return {e, std::strerror(e)};
}

std::string folderOf(const std::string& path)
{
    const auto slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

// A new file beside `path`, opened for writing, with `mode` (the umask applies).
int createBeside(const std::string& path, mode_t mode, std::string& name)
{
    static std::atomic<std::uint64_t> count{0}; // saves may run on several threads at once
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::uint64_t state = static_cast<std::uint64_t>(::getpid()) << 32 ^ count++;
        const std::uint64_t n = splitMix64(state);
        name = path + ".tmp" + std::to_string(n % 1000000000u);
        const int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    errno = EEXIST;
    return -1;
}

std::optional<SaveError> writeAll(int fd, std::string_view bytes)
{
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return systemError(n < 0 ? errno : ENOSPC);
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    if (::fsync(fd) != 0) return systemError(errno); // data the disk did not confirm is not saved
    return std::nullopt;
}

} // namespace

std::optional<SaveError> saveFile(const std::string& path, std::string_view bytes)
{
    struct stat old {};
    mode_t mode = 0666;
    if (::stat(path.c_str(), &old) == 0) {
        if (!S_ISREG(old.st_mode)) return SaveError{0, "not a regular file"};
        mode = old.st_mode & 07777;
    } else if (errno != ENOENT) {
        return systemError(errno);
    }
    std::string temp;
    const int fd = createBeside(path, mode, temp);
    if (fd < 0) return systemError(errno);
    auto failed = writeAll(fd, bytes);
    if (!failed && old.st_mode != 0 && ::fchmod(fd, mode) != 0) failed = systemError(errno);
    if (::close(fd) != 0 && !failed) failed = systemError(errno);
    if (!failed && ::rename(temp.c_str(), path.c_str()) != 0) failed = systemError(errno);
    if (failed) {
        ::unlink(temp.c_str());
        return failed;
    }
    // The new name itself reaches the disk with its folder (a folder that cannot be synced, as
    // on some network file systems, does not undo a save that has taken place).
    const int dir = ::open(folderOf(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return std::nullopt;
}

} // namespace flagfall
