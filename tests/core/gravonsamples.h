// The hand-written Gravon samples of data/gravon for the Gravon tests: read, changed in one
// place, and the moves of what they import.
#pragma once

#include "core/base/textfile.h"
#include "core/records/record.h"
#include "core/rules/notation.h"

#include <QByteArray>

#include <string>
#include <string_view>

namespace gravontest {

inline QByteArray sample(const char* name)
{
    const auto text = flagfall::readTextFile(std::string(FLAGFALL_GRAVON_SAMPLES "/") + name);
    return text ? QByteArray::fromStdString(*text) : QByteArray();
}

inline std::string_view view(const QByteArray& b)
{
    return {b.constData(), static_cast<std::size_t>(b.size())};
}

inline std::string movesOf(const flagfall::GameRecord& rec)
{
    std::string s;
    for (const flagfall::Move m : rec.moves) {
        if (!s.empty()) s += ' ';
        s += flagfall::moveText(m);
    }
    return s;
}

// The sample XML with `from` replaced by `to` (the first time it occurs).
inline QByteArray xmlWith(const QByteArray& from, const QByteArray& to)
{
    QByteArray x = sample("classic-forfeit.xml");
    const auto at = x.indexOf(from);
    return at < 0 ? QByteArray("no such text in the sample") : x.replace(at, from.size(), to);
}

inline QByteArray gsnWith(const QByteArray& from, const QByteArray& to)
{
    QByteArray x = sample("barrage-flag.gsn");
    const auto at = x.indexOf(from);
    return at < 0 ? QByteArray("no such text in the sample") : x.replace(at, from.size(), to);
}

} // namespace gravontest
