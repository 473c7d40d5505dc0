#include "core/base/xmlscan.h"

#include <cstdint>
#include <tuple>

namespace flagfall {

const std::string* XmlElement::attribute(std::string_view key) const
{
    for (const auto& [k, v] : attributes)
        if (k == key) return &v;
    return nullptr;
}

std::string xmlEscape(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&apos;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

namespace {

constexpr std::size_t kMaxAttributes = 32;
constexpr std::size_t kMaxElements = 1'000'000;

bool isNameStart(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_' || c == ':' ||
           static_cast<unsigned char>(c) >= 0x80;
}
bool isNameChar(char c)
{
    return isNameStart(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
}
bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

void appendUtf8(std::string& out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

// The reader: one pass over the text, a stack of open elements (indices into the result).
class Scanner {
public:
    explicit Scanner(std::string_view text) : m_text(text) {}
    Parsed<std::vector<XmlElement>> run();

private:
    using Result = Parsed<std::vector<XmlElement>>;
    bool at(std::string_view s) const { return m_text.substr(m_pos, s.size()) == s; }
    bool atEnd() const { return m_pos >= m_text.size(); }
    void skipSpace()
    {
        while (!atEnd() && isSpace(m_text[m_pos])) ++m_pos;
    }
    // Line and column of offset `at` (offsets asked for only grow, so this is linear in all).
    std::pair<int, int> spot(std::size_t at);
    bool fail(std::size_t at, std::string message);
    bool skipPast(std::string_view end, std::size_t start, const char* what);
    bool readText(std::size_t end);
    bool readEntity(std::string& out);
    bool readName(std::string& out);
    bool readStartTag();
    bool readEndTag();
    bool readAttribute(XmlElement& e);

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_spotAt = 0;
    int m_line = 1, m_lineStart = 0;
    std::vector<XmlElement> m_elements;
    std::vector<std::size_t> m_open;
    bool m_rootSeen = false;
    ParseError m_error;
};

std::pair<int, int> Scanner::spot(std::size_t at)
{
    for (; m_spotAt < at && m_spotAt < m_text.size(); ++m_spotAt)
        if (m_text[m_spotAt] == '\n') {
            ++m_line;
            m_lineStart = static_cast<int>(m_spotAt) + 1;
        }
    return {m_line, static_cast<int>(at) - m_lineStart + 1};
}

bool Scanner::fail(std::size_t at, std::string message)
{
    const auto [line, column] = spot(at);
    m_error = ParseError(line, column, std::move(message));
    return false;
}

bool Scanner::skipPast(std::string_view end, std::size_t start, const char* what)
{
    const auto found = m_text.find(end, m_pos);
    if (found == std::string_view::npos)
        return fail(start, std::string("the file ends inside ") + what);
    m_pos = found + end.size();
    return true;
}

bool Scanner::readEntity(std::string& out)
{
    const std::size_t start = m_pos;
    const auto semi = m_text.find(';', m_pos);
    if (semi == std::string_view::npos || semi - m_pos > 12)
        return fail(start, "'&' that starts no entity (write &amp;)");
    const std::string_view name = m_text.substr(m_pos + 1, semi - m_pos - 1);
    m_pos = semi + 1;
    if (name == "amp")
        out += '&';
    else if (name == "lt")
        out += '<';
    else if (name == "gt")
        out += '>';
    else if (name == "quot")
        out += '"';
    else if (name == "apos")
        out += '\'';
    else if (name.size() > 1 && name[0] == '#') {
        const bool hex = name[1] == 'x' || name[1] == 'X';
        std::uint32_t cp = 0;
        const std::string_view digits = name.substr(hex ? 2 : 1);
        if (digits.empty()) return fail(start, "an empty character reference");
        for (const char c : digits) {
            const int d = c >= '0' && c <= '9'          ? c - '0'
                          : hex && c >= 'a' && c <= 'f' ? c - 'a' + 10
                          : hex && c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                        : -1;
            if (d < 0) return fail(start, "a bad character reference");
            cp = cp * (hex ? 16 : 10) + static_cast<std::uint32_t>(d);
            if (cp > 0x10FFFF) return fail(start, "a character reference to no character");
        }
        if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return fail(start, "a character reference to no character");
        appendUtf8(out, cp);
    } else {
        return fail(start, "unknown entity '&" + std::string(name.substr(0, 20)) + ";'");
    }
    return true;
}

bool Scanner::readText(std::size_t end)
{
    std::string* into = m_open.empty() ? nullptr : &m_elements[m_open.back()].text;
    while (m_pos < end) {
        const char c = m_text[m_pos];
        if (!into) {
            if (!isSpace(c)) return fail(m_pos, "text outside the root element");
            ++m_pos;
        } else if (c == '&') {
            if (!readEntity(*into)) return false;
        } else {
            *into += c;
            ++m_pos;
        }
    }
    return true;
}

bool Scanner::readName(std::string& out)
{
    if (atEnd() || !isNameStart(m_text[m_pos])) return fail(m_pos, "expected a name");
    const std::size_t start = m_pos;
    while (!atEnd() && isNameChar(m_text[m_pos])) ++m_pos;
    out.assign(m_text.substr(start, m_pos - start));
    return true;
}

bool Scanner::readAttribute(XmlElement& e)
{
    std::pair<std::string, std::string> attr;
    if (!readName(attr.first)) return false;
    skipSpace();
    if (atEnd() || m_text[m_pos] != '=')
        return fail(m_pos, "expected '=' after attribute " + attr.first.substr(0, 40));
    ++m_pos;
    skipSpace();
    if (atEnd() || (m_text[m_pos] != '"' && m_text[m_pos] != '\''))
        return fail(m_pos, "expected a quoted value of attribute " + attr.first.substr(0, 40));
    const char quote = m_text[m_pos++];
    const std::size_t start = m_pos;
    while (true) {
        if (atEnd()) return fail(start, "the file ends inside a quoted value");
        const char c = m_text[m_pos];
        if (c == quote) break;
        if (c == '<') return fail(m_pos, "'<' inside an attribute value");
        if (c == '&') {
            if (!readEntity(attr.second)) return false;
        } else {
            attr.second += c;
            ++m_pos;
        }
    }
    ++m_pos;
    if (e.attribute(attr.first))
        return fail(start, "attribute " + attr.first.substr(0, 40) + " given twice");
    e.attributes.push_back(std::move(attr));
    return true;
}

bool Scanner::readStartTag()
{
    const std::size_t start = m_pos;
    ++m_pos; // '<'
    if (m_open.empty() && m_rootSeen) return fail(start, "a second root element");
    XmlElement e;
    if (!readName(e.name)) return false;
    std::tie(e.line, e.column) = spot(start);
    while (true) {
        const bool spaced = !atEnd() && isSpace(m_text[m_pos]);
        skipSpace();
        if (atEnd())
            return fail(start, "the file ends inside the tag <" + e.name.substr(0, 40) + ">");
        if (at("/>") || m_text[m_pos] == '>') break;
        if (!spaced) return fail(m_pos, "expected a space, '>' or '/>'");
        // Caps that keep a hostile file from costing quadratic time (the duplicate check) or
        // memory beyond its size: a Gravon element has three attributes at most.
        if (e.attributes.size() >= kMaxAttributes)
            return fail(start, "more than 32 attributes in <" + e.name.substr(0, 40) + ">");
        if (!readAttribute(e)) return false;
    }
    const bool empty = at("/>");
    m_pos += empty ? 2 : 1;
    if (m_elements.size() >= kMaxElements) return fail(start, "more than 1,000,000 elements");
    m_rootSeen = true;
    m_elements.push_back(std::move(e));
    if (!empty) m_open.push_back(m_elements.size() - 1);
    return true;
}

bool Scanner::readEndTag()
{
    const std::size_t start = m_pos;
    m_pos += 2; // "</"
    std::string name;
    if (!readName(name)) return false;
    skipSpace();
    if (atEnd() || m_text[m_pos] != '>') return fail(m_pos, "expected '>'");
    ++m_pos;
    if (m_open.empty()) return fail(start, "</" + name.substr(0, 40) + "> closes no element");
    const XmlElement& open = m_elements[m_open.back()];
    if (open.name != name)
        return fail(start, "</" + name.substr(0, 40) + "> where <" + open.name.substr(0, 40) +
                               "> of line " + std::to_string(open.line) + " is still open");
    m_open.pop_back();
    return true;
}

Parsed<std::vector<XmlElement>> Scanner::run()
{
    if (at("\xEF\xBB\xBF")) m_pos = 3;
    while (!atEnd()) {
        const auto lt = m_text.find('<', m_pos);
        if (!readText(lt == std::string_view::npos ? m_text.size() : lt))
            return Result::fail(m_error);
        if (atEnd()) break;
        const std::size_t start = m_pos;
        bool ok = true;
        if (at("<?"))
            ok = skipPast("?>", start, "a <? ?> declaration");
        else if (at("<!--"))
            ok = skipPast("-->", start, "a comment");
        else if (at("<![CDATA[")) {
            const std::size_t from = m_pos + 9;
            ok = skipPast("]]>", start, "a CDATA section");
            if (ok && !m_open.empty())
                m_elements[m_open.back()].text.append(m_text.substr(from, m_pos - 3 - from));
        } else if (at("<!"))
            ok = skipPast(">", start, "a <! declaration");
        else if (at("</"))
            ok = readEndTag();
        else
            ok = readStartTag();
        if (!ok) return Result::fail(m_error);
    }
    if (!m_open.empty()) {
        const XmlElement& e = m_elements[m_open.back()];
        const auto [line, column] = spot(m_text.size());
        return Result::fail("the file ends inside <" + e.name.substr(0, 40) + "> of line " +
                                std::to_string(e.line) + " (truncated?)",
                            line, column);
    }
    if (!m_rootSeen) return Result::fail("no XML element in the file", 1, 1);
    return Result::ok(std::move(m_elements));
}

} // namespace

Parsed<std::vector<XmlElement>> readXmlElements(std::string_view text)
{
    return Scanner(text).run();
}

} // namespace flagfall
