// The statistics of the player's own games, from the games in the game library: the results
// against the computer by variant, by the computer's level and by the setup used (which of the
// kept setups win most). Opened from the library page; texts follow the language.
#pragma once

#include "games/gamelibrary.h"
#include "games/savedsetups.h"
#include "library/owngamesmodel.h"

#include <QDialog>
#include <array>

class QLabel;
class QTableView;

class OwnGamesDialog : public QDialog {
    Q_OBJECT
public:
    explicit OwnGamesDialog(QWidget* parent = nullptr);

    void showStats(const QVector<LibraryEntry>& games, const QVector<SavedSetup>& saved);
    OwnGamesModel* model(OwnGamesModel::Grouping g) const { return m_models[g]; }
    QTableView* view(OwnGamesModel::Grouping g) const { return m_views[g]; }
    QString summaryText() const;

    // The player's games counted, the kept setups matched by army and arrangement; the names of
    // the kept setups go to `names`, in the order of the result's bySetup.
    static flagfall::OwnGameStats count(const QVector<LibraryEntry>& games,
                                        const QVector<SavedSetup>& saved, QStringList* names);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QLabel* m_summary;
    std::array<QLabel*, 3> m_headings{};
    std::array<OwnGamesModel*, 3> m_models{};
    std::array<QTableView*, 3> m_views{};
    QVector<LibraryEntry> m_games;
    QVector<SavedSetup> m_saved;
    flagfall::OwnTally m_all;
};
