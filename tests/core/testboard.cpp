#include "testboard.h"

#include "core/records/record.h"
#include "core/rules/notation.h"

#include <QStringList>

#include <algorithm>

namespace flagfall::test {

std::optional<Position> board(const QString& pieces, Side toMove)
{
    Position pos;
    for (const QString& token : pieces.split(u' ', Qt::SkipEmptyParts)) {
        const QByteArray t = token.toLatin1();
        if (t.size() < 5 || t[2] != ':' || (t[0] != 'r' && t[0] != 'b')) return std::nullopt;
        const auto rank = rankFromChar(t[1]);
        const auto square = parseSquare(std::string_view(t.constData() + 3));
        if (!rank || !square || pos.pieceAt(*square) >= 0 || isLake(*square)) return std::nullopt;
        pos.addPiece(t[0] == 'r' ? Side::Red : Side::Blue, *rank, *square);
    }
    pos.setSideToMove(toMove);
    return pos;
}

std::optional<Move> move(const QString& text)
{
    return parseMove(text.toStdString());
}

QStringList sortedMoves(const Game& g)
{
    MoveList list;
    g.legalMoves(list);
    QStringList out;
    for (const Move& m : list) out << QString::fromStdString(moveText(m));
    std::sort(out.begin(), out.end());
    return out;
}

RuleSet ruleSet(const QString& spec)
{
    const QStringList words = spec.split(u' ', Qt::SkipEmptyParts);
    RuleSet r;
    if (!words.isEmpty())
        r = RuleSet::preset(presetFromName(words.first().toStdString()).value_or(Preset::Standard));
    for (const QString& w : words.mid(1)) {
        const QString key = w.section(u'=', 0, 0), value = w.section(u'=', 1);
        if (key == u"twoSquare") r.twoSquare = value.toInt();
        if (key == u"noAttackDraw") r.noAttackDraw = value.toInt();
        if (key == u"chase") r.chase = value == u"on";
        if (key == u"strike") r.scoutStrike = value == u"on";
    }
    return r;
}

QString resultText(const GameResult& r)
{
    QString text = QString::fromStdString(std::string(resultToken(r.outcome)));
    if (r.termination != Termination::None)
        text += u' ' + QString::fromStdString(std::string(terminationText(r.termination)));
    return text;
}

QString playScript(Game& game, const QString& script, Verdict refusal)
{
    const QStringList tokens = script.split(u' ', Qt::SkipEmptyParts);
    for (int i = 0; i < tokens.size(); ++i) {
        const bool refused = tokens[i].startsWith(u'!');
        const auto m = move(refused ? tokens[i].mid(1) : tokens[i]);
        const QString where = QStringLiteral("move %1 (%2)").arg(i + 1).arg(tokens[i]);
        if (!m) return where + QStringLiteral(": not a move");
        const MoveCheck c = game.check(*m);
        if (refused) {
            if (c.verdict != refusal)
                return where + QStringLiteral(": verdict %1, expected %2")
                                   .arg(int(c.verdict))
                                   .arg(int(refusal));
            if (game.play(*m)) return where + QStringLiteral(": refused move was played");
            return i + 1 == tokens.size() ? QString() : where + QStringLiteral(": not last");
        }
        if (!c.legal())
            return where + QStringLiteral(": refused: ") +
                   QString::fromLatin1(std::string(verdictText(c.verdict, c.error)).c_str());
        if (!game.play(*m)) return where + QStringLiteral(": play() failed");
    }
    return {};
}

} // namespace flagfall::test
