#include "rulespage.h"

#include "base/escapeback.h"
#include "base/themedicon.h"

#include "base/settings.h"
#include "board/piecetext.h"

#include "core/rules/army.h"

#include <QEvent>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

using flagfall::Rank;

RulesPage::RulesPage(Settings* settings, QWidget* parent)
    : QWidget(parent), m_settings(settings), m_text(new QTextBrowser(this)),
      m_back(new QPushButton(themedIcon(QStringLiteral("back")), QString(), this))
{
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_back, 0, Qt::AlignLeft);
    layout->addWidget(m_text, 1);
    connect(m_back, &QPushButton::clicked, this, &RulesPage::backRequested);
    backOnEscape(this, m_back);
    connect(settings, &Settings::numberingChanged, this, &RulesPage::retranslateUi);
    retranslateUi();
}

QString RulesPage::rankTable() const
{
    static const Rank kRows[] = {Rank::Marshal, Rank::General,    Rank::Colonel,  Rank::Major,
                                 Rank::Captain, Rank::Lieutenant, Rank::Sergeant, Rank::Miner,
                                 Rank::Scout,   Rank::Spy,        Rank::Bomb,     Rank::Flag};
    QString html =
        QStringLiteral("<table border='1' cellspacing='0' cellpadding='4'><tr><th>%1</th>"
                       "<th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
            .arg(tr("Rank"), tr("Piece"), PieceText::variantName(flagfall::Variant::Classic),
                 PieceText::variantName(flagfall::Variant::Barrage),
                 PieceText::variantName(flagfall::Variant::Duel));
    auto count = [](flagfall::Variant v, Rank r) {
        const int n = flagfall::variantInfo(v).army[flagfall::rankIndex(r)];
        return n ? QString::number(n) : QStringLiteral("–");
    };
    for (Rank r : kRows)
        html += QStringLiteral("<tr><td align='center'>%1</td><td>%2</td><td align='center'>%3</td>"
                               "<td align='center'>%4</td><td align='center'>%5</td></tr>")
                    .arg(PieceText::label(r, m_settings->numbering()), PieceText::name(r),
                         count(flagfall::Variant::Classic, r), count(flagfall::Variant::Barrage, r),
                         count(flagfall::Variant::Duel, r));
    return html + QStringLiteral("</table>");
}

QString RulesPage::ruleList() const
{
    const QList<std::pair<QString, QString>> rules = {
        {tr("Board"), tr("The board has 10 × 10 squares: columns A to J, rows 1 to 10 counted from "
                         "Red's side.")},
        {tr("Lakes"), tr("The two lakes in the middle (C5, D5, C6, D6 and G5, H5, G6, H6) can "
                         "never be entered or crossed.")},
        {tr("Ranks"), tr("The higher the rank, the stronger the piece. The table below shows every "
                         "piece and how many each army has.")},
        {tr("Setup"), tr("Red sets up in rows 1 to 4, Blue in rows 7 to 10. In Classic all 40 "
                         "squares are filled; in Barrage and Duel the pieces go anywhere in the "
                         "four rows. You never see the ranks of enemy pieces until they fight.")},
        {tr("Turns"), tr("Red moves first, then the players take turns. You must move: you cannot "
                         "pass.")},
        {tr("Moving"), tr("A piece moves one square forward, back, left or right, never "
                          "diagonally, onto an empty square or onto an enemy piece to attack it.")},
        {tr("Bombs and Flag"), tr("Bombs and the Flag never move.")},
        {tr("Scouts"), tr("A Scout moves any number of empty squares in a straight line, and (with "
                          "attack at range on) may attack the first enemy piece on that line.")},
        {tr("Revealing"), tr("An attack shows both pieces' ranks to both players, for the rest of "
                             "the game.")},
        {tr("Higher wins"), tr("The lower rank is removed. If the attacker wins, it moves onto the "
                               "square.")},
        {tr("Equal ranks"), tr("When both ranks are equal, both pieces are removed.")},
        {tr("Bombs"), tr("Every attacker except a Miner loses against a Bomb. A Miner removes the "
                         "Bomb and takes its square.")},
        {tr("Spy"), tr("A Spy that attacks the Marshal wins. A Spy that is attacked loses to "
                       "anything.")},
        {tr("Flag"), tr("Whoever attacks the enemy Flag captures it and wins at once.")},
        {tr("No moves"), tr("A player who cannot move loses. If neither player can move, the "
                            "game is a draw.")},
        {tr("Two-squares rule"), tr("A piece may not go back and forth between the same squares "
                                    "more than three times in a row (five in the ISF preset).")},
        {tr("Chase rule"), tr("You may not chase an enemy piece endlessly: a chasing move may not "
                              "repeat a position that occurred since the chase began.")},
        {tr("No progress"), tr("If 200 moves in a row pass without an attack, the game is a "
                               "draw.")},
        {tr("Resign and draw"), tr("You may resign at any time. Two players may agree a draw; the "
                                   "computer accepts or declines a draw offer itself.")},
    };
    QString html = QStringLiteral("<ol>");
    for (const auto& [title, text] : rules)
        html += QStringLiteral("<li><b>%1.</b> %2</li>")
                    .arg(title.toHtmlEscaped(), text.toHtmlEscaped());
    return html + QStringLiteral("</ol>");
}

QString RulesPage::html() const
{
    return QStringLiteral("<h1>%1</h1><p>%2</p>%3<h2>%4</h2>%5")
        .arg(tr("Rules").toHtmlEscaped(),
             tr("Each player has an army. Capture the enemy Flag, or leave your opponent without a "
                "move, to win.")
                 .toHtmlEscaped(),
             ruleList(), tr("Pieces").toHtmlEscaped(), rankTable());
}

void RulesPage::retranslateUi()
{
    m_back->setText(tr("Back"));
    m_text->setHtml(html());
}

void RulesPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}
