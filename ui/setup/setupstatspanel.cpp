#include "setupstatspanel.h"

#include "board/piecetext.h"
#include "setup/setupstatstext.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>

using flagfall::Rank;

namespace {
// The heat map's ranks: the Flag and Bombs first (what the statistics are about), then the
// strongest down, as the tray lists them.
QList<Rank> heatRanks(flagfall::Variant v)
{
    QList<Rank> ranks{Rank::Flag, Rank::Bomb};
    for (int i = flagfall::rankIndex(Rank::Marshal); i >= flagfall::rankIndex(Rank::Spy); --i)
        ranks << flagfall::rankFromIndex(i);
    const auto& army = flagfall::variantInfo(v).army;
    ranks.removeIf([&](Rank r) { return army[flagfall::rankIndex(r)] == 0; });
    return ranks;
}
} // namespace

SetupStatsPanel::SetupStatsPanel(QWidget* parent)
    : QWidget(parent), m_heading(new QLabel(this)), m_heatLabel(new QLabel(this)),
      m_heatBox(new QComboBox(this)), m_flag(new QLabel(this)), m_bombs(new QLabel(this)),
      m_overall(new QLabel(this)), m_verdict(new QLabel(this))
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_heading->setWordWrap(true); // a narrow column folds it rather than cutting it
    grid->addWidget(m_heading, 0, 0, 1, 2);
    grid->addWidget(m_heatLabel, 1, 0);
    grid->addWidget(m_heatBox, 1, 1);
    int row = 2;
    for (QLabel* l : {m_flag, m_bombs, m_overall, m_verdict}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
        grid->addWidget(l, row++, 0, 1, 2);
    }
    grid->setColumnStretch(1, 1);
    m_heatLabel->setBuddy(m_heatBox);
    m_verdict->setObjectName(QStringLiteral("predictabilityVerdict"));
    connect(m_heatBox, &QComboBox::activated, this,
            [this](int i) { setHeatRank(Rank(m_heatBox->itemData(i).toInt())); });
    showStats(flagfall::Setup(), m_variant);
}

void SetupStatsPanel::showStats(const flagfall::Setup& setup, flagfall::Variant variant)
{
    if (variant != m_variant || !m_filled) {
        m_variant = variant;
        fillHeatBox();
    }
    m_guess = flagfall::ai::guessSetup(setup, variant, flagfall::ai::humanPrior(variant));
    showLines();
}

void SetupStatsPanel::fillHeatBox()
{
    m_heatBox->clear();
    m_heatBox->addItem({}, int(Rank::Unknown));
    for (Rank r : heatRanks(m_variant)) m_heatBox->addItem({}, int(r));
    m_filled = true;
    const bool known = flagfall::ai::hasHumanSetups(m_variant);
    m_heatBox->setEnabled(known);
    retranslateUi();
    setHeatRank(known ? m_heatRank : Rank::Unknown);
}

void SetupStatsPanel::setHeatRank(Rank r)
{
    int i = m_heatBox->findData(int(r));
    if (i < 0) i = 0; // not in this army: off
    m_heatBox->setCurrentIndex(i);
    const Rank shown = Rank(m_heatBox->itemData(i).toInt());
    if (shown == m_heatRank) return;
    m_heatRank = shown;
    emit heatRankChanged(shown);
}

void SetupStatsPanel::showLines()
{
    const bool known = flagfall::ai::hasHumanSetups(m_variant);
    m_flag->setText(known ? SetupStatsText::rankLine(Rank::Flag, m_guess.flag) : QString());
    m_bombs->setText(known ? SetupStatsText::rankLine(Rank::Bomb, m_guess.bombs) : QString());
    if (!known)
        m_overall->setText(tr("There are no human setups of this army to compare with."));
    else if (m_guess.ratio)
        m_overall->setText(SetupStatsText::overall(*m_guess.ratio));
    else
        m_overall->setText(tr("Place the Flag and every Bomb to see how predictable they are."));
    m_verdict->setText(m_guess.verdict ? SetupStatsText::verdict(*m_guess.verdict) : QString());
    for (QLabel* l : {m_flag, m_bombs, m_verdict}) l->setVisible(!l->text().isEmpty());
    QFont f = font();
    f.setBold(m_guess.ratio.has_value()); // the figure stands out, the hint does not
    m_overall->setFont(f);
}

QString SetupStatsPanel::statsText() const
{
    QStringList lines;
    for (const QLabel* l : {m_flag, m_bombs, m_overall, m_verdict})
        if (!l->text().isEmpty()) lines << l->text();
    return lines.join(QLatin1Char('\n'));
}

void SetupStatsPanel::retranslateUi()
{
    m_heading->setText(tr("What human players do"));
    m_heading->setToolTip(tr("From the human setups of the Gravon archive, as the computer's "
                             "setup prior counts them."));
    m_heatLabel->setText(tr("Heat map:"));
    m_heatBox->setToolTip(tr("Light the squares where many players put this piece and darken "
                             "the rest. Choosing a piece in the tray shows its map."));
    m_heatBox->setItemText(0, tr("Off"));
    for (int i = 1; i < m_heatBox->count(); ++i)
        m_heatBox->setItemText(i, PieceText::name(Rank(m_heatBox->itemData(i).toInt())));
}

void SetupStatsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showLines();
    }
    QWidget::changeEvent(event);
}
