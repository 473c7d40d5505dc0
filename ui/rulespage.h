// The rules in plain words (rules.md R1-R19) with the rank table, in the player's language and
// the numbering they chose.
#pragma once

#include <QWidget>

class QPushButton;
class QTextBrowser;
class Settings;

class RulesPage : public QWidget {
    Q_OBJECT
public:
    explicit RulesPage(Settings* settings, QWidget* parent = nullptr);
    QString html() const;

signals:
    void backRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    QString rankTable() const;
    QString ruleList() const;

    Settings* m_settings;
    QTextBrowser* m_text;
    QPushButton* m_back;
};
