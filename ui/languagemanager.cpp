#include "languagemanager.h"

#include "base/logging.h"
#include "base/settings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

LanguageManager::LanguageManager(Settings* settings, QObject* parent)
    : QObject(parent), m_settings(settings)
{
    connect(settings, &Settings::languageChanged, this, &LanguageManager::apply);
}

LanguageManager::~LanguageManager()
{
    removeTranslators();
}

QStringList LanguageManager::languages()
{
    return {QStringLiteral("en"), QStringLiteral("da"), QStringLiteral("sv"),
            QStringLiteral("de"), QStringLiteral("is"), QStringLiteral("cs")};
}

QString LanguageManager::nativeName(const QString& code)
{
    // Qt names "en" after its default country: "American English", but the texts are plain English.
    if (code == QLatin1String("en")) return QStringLiteral("English");
    QString name = QLocale(code).nativeLanguageName();
    if (!name.isEmpty()) name[0] = name[0].toUpper();
    return name;
}

QString LanguageManager::systemLanguage()
{
    const QStringList ours = languages();
    for (const QString& ui : QLocale::system().uiLanguages()) {
        const QString code = ui.section(QLatin1Char('-'), 0, 0).toLower();
        if (ours.contains(code)) return code;
    }
    return QStringLiteral("en");
}

void LanguageManager::removeTranslators()
{
    for (auto* t : {m_app.get(), m_qt.get()})
        if (t) QCoreApplication::removeTranslator(t);
    m_app.reset();
    m_qt.reset();
}

void LanguageManager::apply()
{
    QString code = m_settings->language();
    if (!languages().contains(code)) code = systemLanguage();
    removeTranslators();
    m_current = code;
    QLocale::setDefault(QLocale(code));
    // English needs a translation too: it supplies the plural forms ("1 Scout left").
    m_app = std::make_unique<QTranslator>();
    if (m_app->load(QStringLiteral(":/i18n/flagfall_%1.qm").arg(code)))
        QCoreApplication::installTranslator(m_app.get());
    else
        qCWarning(lcUi) << "no translation for" << code;
    m_qt = std::make_unique<QTranslator>();
    if (m_qt->load(QStringLiteral("qtbase_") + code,
                   QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(m_qt.get());
}
