// Shows the six setup principles for the current setup, each with a mark (followed or not) and its
// one-line explanation; until the whole army is placed the marks say "not yet", since a half
// setup neither follows nor breaks them. Advice only: it never stops the player.
#pragma once

#include "core/rules/setup.h"

#include <QWidget>
#include <array>

class QLabel;

class AdvicePanel : public QWidget {
    Q_OBJECT
public:
    explicit AdvicePanel(QWidget* parent = nullptr);
    void showAdvice(const flagfall::Setup& setup, flagfall::Variant variant);
    // Followed by a whole army; false for every principle while pieces are missing.
    bool followed(int principle) const { return m_complete && m_followed[principle]; }
    bool judged() const { return m_complete; } // the army is whole, so the marks apply

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QLabel* m_heading;
    std::array<QLabel*, 6> m_marks{};
    std::array<QLabel*, 6> m_texts{};
    std::array<bool, 6> m_followed{};
    bool m_applies = true;
    bool m_complete = false;
};
