#include "statisticsview.h"

#include "board/piecetext.h"
#include "play/statistics.h"

#include "core/ai/base/levels.h"

#include <QEvent>

StatisticsView::StatisticsView(Statistics* statistics, QWidget* parent)
    : QLabel(parent), m_statistics(statistics)
{
    setTextFormat(Qt::RichText);
    setAlignment(Qt::AlignCenter);
    connect(statistics, &Statistics::changed, this, &StatisticsView::refresh);
    refresh();
}

void StatisticsView::refresh()
{
    QString rows;
    for (const auto& info : flagfall::allVariants())
        for (int level = flagfall::ai::kMinLevel; level <= flagfall::ai::kMaxLevel; ++level) {
            const flagfall::OwnTally t = m_statistics->tally(info.variant, level);
            if (t.games() == 0) continue;
            rows += QStringLiteral("<tr><td>%1</td><td align=center>%2</td><td align=right>%3</td>"
                                   "<td align=right>%4</td><td align=right>%5</td></tr>")
                        .arg(PieceText::variantName(info.variant))
                        .arg(level)
                        .arg(t.wins)
                        .arg(t.losses)
                        .arg(t.draws);
        }
    if (rows.isEmpty()) {
        setText(tr("No games against the computer yet."));
        return;
    }
    setText(QStringLiteral("<b>%1</b><table cellspacing=6><tr><th>%2</th><th>%3</th><th>%4</th>"
                           "<th>%5</th><th>%6</th></tr>%7</table>")
                .arg(tr("Your games against the computer"), tr("Variant"), tr("Level"), tr("Won"),
                     tr("Lost"), tr("Drawn"), rows));
}

void StatisticsView::showEvent(QShowEvent* event)
{
    m_statistics->refresh(); // games removed in the library meanwhile; changed() redraws
    QLabel::showEvent(event);
}

void StatisticsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) refresh();
    QLabel::changeEvent(event);
}
