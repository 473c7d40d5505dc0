#include "setuperrortext.h"

#include "base/filenotice.h"
#include "board/piecetext.h"

#include "core/rules/army.h"

namespace {
QString arg(const flagfall::ParseError& e, std::size_t i)
{
    return i < e.args.size() ? QString::fromStdString(e.args[i]) : QString();
}

QString variantName(const std::string& name)
{
    const auto v = flagfall::variantFromName(name);
    return v ? PieceText::variantName(*v) : QString::fromStdString(name);
}
} // namespace

QString SetupErrorText::detail(const flagfall::ParseError& e)
{
    const std::string& k = e.key;
    if (k == "setup.length") return tr("A setup has four rows of ten pieces, separated by '/'.");
    if (k == "setup.slash")
        //: %1 a column number in the setup string
        return tr("A '/' is missing at column %1.").arg(arg(e, 0));
    if (k == "setup.piece")
        //: %1 the character found, %2 its column
        return tr("'%1' at column %2 is no piece.").arg(arg(e, 0), arg(e, 1));
    if (k == "setup.count" && e.args.size() == 4)
        //: %1 the variant, %2 how many pieces of kind %3 its army has, %4 how many the setup has
        return tr("The %1 army has %2 of '%3'; this setup has %4.")
            .arg(variantName(e.args[0]), arg(e, 1), arg(e, 2), arg(e, 3));
    if (k == "setupfile.variant")
        //: %1 the variant name found in the file
        return tr("There is no variant called '%1'.").arg(arg(e, 0));
    if (k == "setupfile.second") return tr("A second setup: a file holds only one.");
    if (k == "setupfile.none") return tr("The file holds no setup.");
    return QString::fromStdString(e.message);
}

QString SetupErrorText::describe(const flagfall::ParseError& e)
{
    return FileNotice::at(e.line, e.column, detail(e));
}
