#include "mnemonics.h"

#include <QPushButton>

namespace {
// The text without its mnemonic marks ("&&", a literal ampersand, stays).
QString plain(const QString& text)
{
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('&') && i + 1 < text.size()) {
            if (text[i + 1] == QLatin1Char('&')) out += text[++i];
            continue;
        }
        out += text[i];
    }
    return out;
}

qsizetype pick(const QString& text, const QSet<QChar>& used)
{
    for (bool wordStart : {true, false})
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text[i];
            const bool starts = i == 0 || !text[i - 1].isLetterOrNumber();
            if (c.isLetterOrNumber() && (starts || !wordStart) && !used.contains(c.toLower()))
                return i;
        }
    return -1;
}
} // namespace

QChar mnemonicOf(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) continue;
        if (text[i + 1] != QLatin1Char('&')) return text[i + 1].toLower();
        ++i;
    }
    return {};
}

void assignMnemonics(QWidget* page, QSet<QChar> taken)
{
    QSet<QChar>& used = taken;
    for (QPushButton* b : page->findChildren<QPushButton*>()) {
        if (b->text().isEmpty() || !b->isVisibleTo(page)) continue;
        QString text = plain(b->text());
        QString marked = text;
        marked.replace(QLatin1Char('&'), QLatin1String("&&"));
        if (const qsizetype at = pick(text, used); at >= 0) {
            used.insert(text[at].toLower());
            marked = text.left(at).replace(QLatin1Char('&'), QLatin1String("&&")) +
                     QLatin1Char('&') + text.mid(at).replace(QLatin1Char('&'), QLatin1String("&&"));
        }
        if (marked != b->text()) b->setText(marked);
    }
}
