// Installs the translation of the chosen language (the system's by default) and Qt's own, and
// swaps them when the setting changes; Qt then sends LanguageChange to every widget.
#pragma once

#include <QObject>
#include <QStringList>
#include <memory>

class QTranslator;
class Settings;

class LanguageManager : public QObject {
    Q_OBJECT
public:
    explicit LanguageManager(Settings* settings, QObject* parent = nullptr);
    ~LanguageManager() override;

    static QStringList languages();                 // "en", "da", "sv", "de", "is", "cs"
    static QString nativeName(const QString& code); // "Dansk"
    static QString systemLanguage();                // the best match for the system, or "en"
    QString current() const { return m_current; }

public slots:
    void apply(); // installs the translators for the setting

private:
    void removeTranslators();

    Settings* m_settings;
    QString m_current;
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
};
