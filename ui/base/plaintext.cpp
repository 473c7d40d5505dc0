#include "base/plaintext.h"

#include <QList>

#include <algorithm>
#include <climits>

namespace {

bool invisible(char32_t c)
{
    const auto category = QChar::category(c);
    return category == QChar::Other_Format || category == QChar::Other_Surrogate;
}

bool breaksLine(char32_t c)
{
    const auto category = QChar::category(c);
    return category == QChar::Other_Control || category == QChar::Separator_Line ||
           category == QChar::Separator_Paragraph;
}

// Neutralised text: invisible characters dropped, controls and separators as spaces (or as line
// breaks where `keepLines`), and a stray carriage return dropped.
QString neutralised(const QString& text, bool keepLines)
{
    QList<uint> out;
    const QList<uint> in = text.toUcs4();
    out.reserve(in.size());
    for (const uint c : in) {
        if (c == '\r' || invisible(c)) continue;
        if (keepLines && c == '\n')
            out.push_back(c);
        else if (breaksLine(c) || c == '\t')
            out.push_back(' ');
        else
            out.push_back(c);
    }
    return QString::fromUcs4(reinterpret_cast<const char32_t*>(out.constData()), out.size());
}

// At most `maxChars` UTF-16 units, never between the two halves of a surrogate pair.
QString cut(const QString& text, int maxChars)
{
    if (text.size() <= maxChars) return text;
    int at = maxChars;
    if (at > 0 && text.at(at - 1).isHighSurrogate()) --at;
    return text.left(at);
}

// The bytes of about `chars` characters of UTF-8, cut between characters.
std::string_view utf8Prefix(std::string_view s, std::size_t chars)
{
    std::size_t seen = 0, i = 0;
    for (; i < s.size(); ++i)
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80 && seen++ == chars) break;
    return s.substr(0, i);
}

std::size_t utf8Length(std::string_view s)
{
    std::size_t n = 0;
    for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

} // namespace

QString PlainText::line(const QString& text, int maxChars)
{
    const QString clean = neutralised(text, false).simplified();
    if (clean.size() <= maxChars) return clean;
    return cut(clean, maxChars - 1) + QChar(0x2026);
}

QString PlainText::path(const QString& text, int maxChars)
{
    const QString clean = neutralised(text, false).simplified();
    if (clean.size() <= maxChars) return clean;
    const int head = (maxChars - 1) / 3;
    int from = int(clean.size()) - (maxChars - 1 - head);
    if (clean.at(from).isLowSurrogate()) ++from;
    return cut(clean, head) + QChar(0x2026) + clean.mid(from);
}

QString PlainText::paragraph(std::string_view utf8, int maxChars)
{
    const std::string_view shown = utf8Prefix(utf8, std::size_t(maxChars));
    QString text =
        neutralised(QString::fromUtf8(shown.data(), qsizetype(shown.size())), true).trimmed();
    if (shown.size() == utf8.size() && text.size() <= maxChars) return text;
    const int length = int(std::min<std::size_t>(utf8Length(utf8), INT_MAX));
    return cut(text, maxChars) + QStringLiteral("…\n") +
           //: after a long text that was cut short: %n its length in characters
           tr("(%n characters in all; the rest is not shown)", nullptr, length);
}

QString PlainText::toolTip(const QString& text)
{
    return QStringLiteral("<p style='white-space:pre-wrap'>%1</p>").arg(text.toHtmlEscaped());
}
