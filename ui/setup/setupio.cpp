#include "setupio.h"

#include "base/diskfile.h"
#include "setup/setuperrortext.h"

#include "core/rules/notation.h"

std::optional<flagfall::Setup> parsePartialSetup(const QString& text, flagfall::Variant variant)
{
    const QString t = text.trimmed();
    if (t.size() != 43) return std::nullopt;
    flagfall::Setup s;
    for (int row = 0; row < 4; ++row) {
        if (row > 0 && t.at(row * 11 - 1) != QLatin1Char('/')) return std::nullopt;
        for (int col = 0; col < 10; ++col) {
            const char c = t.at(row * 11 + col).toLatin1();
            if (c == '.') continue;
            const auto r = flagfall::rankFromChar(c);
            if (!r) return std::nullopt;
            s.cells[row * 10 + col] = *r;
        }
    }
    const auto& army = flagfall::variantInfo(variant).army;
    const auto have = s.counts();
    for (int r = 0; r < flagfall::kRankCount; ++r)
        if (have[r] > army[r]) return std::nullopt;
    return s;
}

std::optional<flagfall::SetupFile> readSetupFile(const QString& path, QString* error)
{
    const auto bytes = DiskFile::read(path, error);
    if (!bytes) return std::nullopt;
    const auto parsed =
        flagfall::parseSetupFile(std::string_view(bytes->constData(), size_t(bytes->size())));
    if (!parsed) {
        if (error) *error = SetupErrorText::describe(parsed.error);
        return std::nullopt;
    }
    return *parsed.value;
}

bool saveSetupFile(const QString& path, const flagfall::SetupFile& file, QString* error)
{
    return DiskFile::write(path, QByteArray::fromStdString(flagfall::writeSetupFile(file)), error);
}

std::optional<flagfall::SetupFile> parsePastedSetup(const QString& text, flagfall::Variant fallback)
{
    const std::string s = text.trimmed().toStdString();
    flagfall::SetupFile f;
    if (auto parsed = flagfall::parseSetupString(s)) {
        f.setup = parsed->first;
        f.variant = parsed->second;
        return f;
    }
    if (auto partial = parsePartialSetup(text, fallback)) {
        f.setup = *partial;
        f.variant = fallback;
        return f;
    }
    if (auto gravon = flagfall::parseGravon(s)) {
        const auto variant = flagfall::variantOfArmy(gravon->counts());
        if (!variant) return std::nullopt;
        f.setup = *gravon;
        f.variant = *variant;
        return f;
    }
    return std::nullopt;
}
