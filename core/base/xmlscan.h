// A small XML reader for the few flat XML files the program imports (Gravon games): the
// elements in document order with their attributes and text, or an error by line and column.
// Not a general XML parser: no DTD, no namespaces; enough to refuse what is not well formed.
#pragma once

#include "core/base/parsed.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace flagfall {

struct XmlElement {
    std::string name;
    std::vector<std::pair<std::string, std::string>> attributes; // entities resolved
    std::string text;                                            // character data inside it
    int line = 0;                                                // where its start tag is
    int column = 0;

    // The value of attribute `key`, or nullptr when it has none.
    const std::string* attribute(std::string_view key) const;
};

// Every element of `text`, parents before their children. Fails on a document that is not well
// formed: a tag not closed, a close tag that does not match, text that ends inside an element.
Parsed<std::vector<XmlElement>> readXmlElements(std::string_view text);

// `text` with &, <, >, " and ' as entities, for attribute values and element text.
std::string xmlEscape(std::string_view text);

} // namespace flagfall
