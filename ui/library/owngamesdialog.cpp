#include "library/owngamesdialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

OwnGamesDialog::OwnGamesDialog(QWidget* parent) : QDialog(parent), m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("ownGamesDialog"));
    m_summary->setWordWrap(true);
    auto* body = new QWidget;
    auto* column = new QVBoxLayout(body);
    column->addWidget(m_summary);
    for (int g = 0; g < 3; ++g) {
        m_headings[g] = new QLabel(body);
        QFont bold = m_headings[g]->font();
        bold.setBold(true);
        m_headings[g]->setFont(bold);
        m_models[g] = new OwnGamesModel(OwnGamesModel::Grouping(g), this);
        auto* proxy = new QSortFilterProxyModel(this);
        proxy->setSourceModel(m_models[g]);
        proxy->setSortRole(OwnGamesModel::SortRole);
        auto* view = m_views[g] = new QTableView(body);
        view->setModel(proxy);
        view->setSortingEnabled(true);
        view->sortByColumn(-1, Qt::AscendingOrder); // the model's order until a header is clicked
        view->verticalHeader()->hide();
        view->setEditTriggers(QAbstractItemView::NoEditTriggers);
        view->setSelectionMode(QAbstractItemView::NoSelection);
        view->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
        view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        view->horizontalHeader()->setSectionResizeMode(OwnGamesModel::GroupColumn,
                                                       QHeaderView::Stretch);
        m_headings[g]->setBuddy(view);
        column->addWidget(m_headings[g]);
        column->addWidget(view);
    }
    column->addStretch(1);
    auto* scroll = new QScrollArea(this); // a small screen scrolls the tables, never clips them
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    // Room for the three tables without scrolling, on a screen that has it.
    resize(QSize(600, 640).boundedTo(screen()->availableGeometry().size() * 0.9));
    retranslateUi();
}

flagfall::OwnGameStats OwnGamesDialog::count(const QVector<LibraryEntry>& games,
                                             const QVector<SavedSetup>& saved, QStringList* names)
{
    std::vector<flagfall::OwnGame> own;
    for (const LibraryEntry& e : games)
        if (e.own) own.push_back(*e.own);
    std::vector<flagfall::KeptSetup> kept;
    for (const SavedSetup& s : saved) {
        const auto parsed = flagfall::parseSetupString(s.setup.toStdString(), s.variant);
        if (!parsed) continue; // a damaged entry of the setup library matches no game
        kept.push_back({s.variant, parsed->first});
        if (names) names->push_back(s.name);
    }
    return flagfall::countOwnGames(own, kept);
}

void OwnGamesDialog::showStats(const QVector<LibraryEntry>& games, const QVector<SavedSetup>& saved)
{
    m_games = games;
    m_saved = saved;
    QStringList names;
    const flagfall::OwnGameStats stats = count(games, saved, &names);
    for (OwnGamesModel* m : m_models) m->setStats(stats, names);
    m_all = stats.all;
    retranslateUi();
}

QString OwnGamesDialog::summaryText() const
{
    return m_summary->text();
}

void OwnGamesDialog::retranslateUi()
{
    setWindowTitle(tr("Your games"));
    if (m_all.games() == 0)
        m_summary->setText(tr("No finished games against the computer in the library yet."));
    else
        //: %n the games counted; %1, %2 and %3 how many were won, drawn and lost
        m_summary->setText(tr("%n finished games against the computer in the library: won %1, "
                              "drawn %2, lost %3.",
                              nullptr, m_all.games())
                               .arg(m_all.wins)
                               .arg(m_all.draws)
                               .arg(m_all.losses));
    m_headings[OwnGamesModel::ByVariant]->setText(tr("By variant"));
    m_headings[OwnGamesModel::ByLevel]->setText(tr("By computer level"));
    m_headings[OwnGamesModel::BySetup]->setText(tr("By setup"));
    for (int g = 0; g < 3; ++g) m_views[g]->setVisible(m_models[g]->rowCount() > 0);
}

void OwnGamesDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && !m_games.isEmpty())
        showStats(m_games, m_saved); // the variant and level names in the new language
    else if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}
