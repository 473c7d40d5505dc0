#include "statisticsview.h"

#include "board/piecetext.h"
#include "settings.h"

#include <QEvent>

StatisticsView::StatisticsView(Settings* settings, QWidget* parent)
    : QLabel(parent), m_settings(settings)
{
    setTextFormat(Qt::RichText);
    setAlignment(Qt::AlignCenter);
    connect(settings, &Settings::statisticsChanged, this, &StatisticsView::refresh);
    refresh();
}

void StatisticsView::refresh()
{
    QString rows;
    for (const auto& info : flagfall::allVariants())
        for (int level = Settings::kMinLevel; level <= Settings::kMaxLevel; ++level) {
            const GameTally t = m_settings->tally(info.variant, level);
            if (t.wins + t.losses + t.draws == 0) continue;
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

void StatisticsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) refresh();
    QLabel::changeEvent(event);
}
