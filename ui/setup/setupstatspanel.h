// What human players do, beside the setup being edited: the heat map chooser (where players put
// one rank, tinted on the board) and how predictable the setup's Flag and Bombs are to the
// computer's setup prior, against the average human setup. Updated on every change.
#pragma once

#include "core/ai/setups/setupstats.h"

#include <QWidget>

class QComboBox;
class QLabel;

class SetupStatsPanel : public QWidget {
    Q_OBJECT
public:
    explicit SetupStatsPanel(QWidget* parent = nullptr);

    void showStats(const flagfall::Setup& setup, flagfall::Variant variant);
    // The rank of the heat map, Rank::Unknown for none; a rank the army lacks turns it off.
    void setHeatRank(flagfall::Rank r);
    flagfall::Rank heatRank() const { return m_heatRank; }
    const flagfall::ai::SetupGuess& guess() const { return m_guess; }
    QComboBox* heatBox() const { return m_heatBox; }
    QString statsText() const; // the lines shown, for tests and screen readers

signals:
    void heatRankChanged(flagfall::Rank r);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fillHeatBox();
    void retranslateUi();
    void showLines();

    QLabel* m_heading;
    QLabel* m_heatLabel;
    QComboBox* m_heatBox;
    QLabel* m_flag;
    QLabel* m_bombs;
    QLabel* m_overall;
    QLabel* m_verdict;
    flagfall::Variant m_variant = flagfall::Variant::Classic;
    flagfall::Rank m_heatRank = flagfall::Rank::Unknown;
    flagfall::ai::SetupGuess m_guess;
    bool m_filled = false; // the heat box holds the ranks of m_variant
};
