// The small game records the record tests start from: a Classic header with both setups, a
// Position tag with a few pieces, and the bytes of a record as the core reads them.
#pragma once

#include <QByteArray>

#include <string_view>

namespace recordtest {

inline std::string_view view(const QByteArray& b)
{
    return {b.constData(), static_cast<std::size_t>(b.size())};
}

// A Classic game's header: Variant on line 1, the setups on lines 2 and 3.
inline const QByteArray kSetups = "[Variant \"classic\"]\n"
                                  "[RedSetup \"B25424222B/64X8592745/363FS36B22/7B837B63B5\"]\n"
                                  "[BlueSetup \"B572746S26/4262X28359/B385222574/4FB363BBB3\"]\n";

// Red Flag A1 and Miner E4, Blue Flag E5 and Sergeant J9.
inline const QByteArray kSmallPosition =
    "..................../..................b4/..................../"
    "..................../....~~~~....~~~~..../"
    "....~~~~bF..~~~~..../........r3........../"
    "..................../..................../rF..................";

inline QByteArray positionTag(const QByteArray& rows, char side)
{
    return "[Position \"" + rows + ' ' + side + "\"]\n";
}

} // namespace recordtest
