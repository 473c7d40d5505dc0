#include "core/base/textfile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

namespace flagfall {

namespace {

using P = Parsed<std::string>;

struct FileCloser {
    void operator()(std::FILE* f) const { std::fclose(f); }
};

// Reads at most `limit` + 1 bytes: a file that grew past the limit since it was measured (or a
// file whose size the system does not know, such as those under /proc) is still caught.
P readBounded(const std::string& path, std::size_t limit)
{
    errno = 0;
    std::unique_ptr<std::FILE, FileCloser> in(std::fopen(path.c_str(), "rb"));
    if (!in) return P::fail(path + ": cannot open the file: " + std::strerror(errno));
    std::string text;
    char chunk[65536];
    while (text.size() <= limit) {
        const std::size_t n = std::fread(chunk, 1, sizeof chunk, in.get());
        text.append(chunk, n);
        if (n < sizeof chunk) break;
    }
    if (std::ferror(in.get()))
        return P::fail(path + ": cannot read the file: " + std::strerror(errno));
    if (text.size() > limit) return P::fail(path + ": the file is larger than 16 MiB");
    return P::ok(std::move(text));
}

} // namespace

Parsed<std::string> readTextFile(const std::string& path)
{
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (status.type() == std::filesystem::file_type::none) // not even asking was allowed
        return P::fail(path + ": cannot read the file: " + ec.message());
    if (!std::filesystem::exists(status)) return P::fail(path + ": no such file");
    if (!std::filesystem::is_regular_file(status)) return P::fail(path + ": not a regular file");
    const auto size = std::filesystem::file_size(path, ec);
    if (ec) return P::fail(path + ": cannot read the file: " + ec.message());
    if (size > kMaxFileBytes) return P::fail(path + ": the file is larger than 16 MiB");
    auto text = readBounded(path, kMaxFileBytes);
    if (text && text->find('\0') != std::string::npos)
        return P::fail(path + ": not a text file (it holds NUL bytes)");
    return text;
}

} // namespace flagfall
