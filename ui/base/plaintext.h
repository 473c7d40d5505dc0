// Text from files shown as text, never as markup or controls: names and comments from shared
// records lose the characters that reverse or hide what is shown (bidi overrides and isolates,
// zero-width and other invisible format characters, control characters), and long ones are cut
// for display. Labels showing such text are Qt::PlainText; tooltips get escaped text.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <string_view>

class PlainText {
    Q_DECLARE_TR_FUNCTIONS(PlainText)
public:
    static constexpr int kNameChars = 80;
    static constexpr int kCommentChars = 2000;

    // One line (a name, a file name, a termination): controls become spaces, invisible format
    // characters go, runs of space become one, and at most `maxChars` with "…".
    static QString line(const QString& text, int maxChars = kNameChars);
    // A file's path as line(), but cut in the middle, so the file's name at its end stays.
    static QString path(const QString& text, int maxChars = kNameChars);
    // A comment from UTF-8: line breaks kept, the rest as line(); past `maxChars` it is cut
    // before it is converted (a 15 MB comment costs a count of its bytes) and says so.
    static QString paragraph(std::string_view utf8, int maxChars = kCommentChars);
    // For a tooltip, which Qt would render as rich text if it looked like markup.
    static QString toolTip(const QString& text);
};
