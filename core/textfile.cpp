#include "textfile.h"

#include "record.h"

#include <filesystem>
#include <fstream>
#include <iterator>

namespace flagfall {

Parsed<std::string> readTextFile(const std::string& path)
{
    using P = Parsed<std::string>;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return P::fail(path + ": no such file");
    const auto size = std::filesystem::file_size(path, ec);
    if (ec) return P::fail(path + ": cannot read the file");
    if (size > kMaxRecordBytes) return P::fail(path + ": the file is larger than 16 MiB");
    std::ifstream in(path, std::ios::binary);
    if (!in) return P::fail(path + ": cannot open the file");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (text.find('\0') != std::string::npos)
        return P::fail(path + ": not a text file (it holds NUL bytes)");
    return P::ok(std::move(text));
}

} // namespace flagfall
