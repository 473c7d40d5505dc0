#include "base/settings.h"

#include "base/settingsfile.h"

#include <QFileInfo>
#include <QTemporaryDir>

namespace {
const QString kLanguage = QStringLiteral("ui/language");
const QString kNumbering = QStringLiteral("ui/numbering");
const QString kPreset = QStringLiteral("game/preset");
const QString kLevel = QStringLiteral("game/level");
const QString kAnimation = QStringLiteral("ui/animationSpeed");
const QString kLastSetup = QStringLiteral("setup/last/");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kRecentGames = QStringLiteral("replay/recentGames");
const QString kReplayListShare = QStringLiteral("replay/listShare");

template <class Enum>
Enum readEnum(const QSettings& s, const QString& key, Enum fallback, Enum last)
{
    bool ok = false;
    const int v = s.value(key, static_cast<int>(fallback)).toInt(&ok);
    if (!ok || v < 0 || v > static_cast<int>(last)) return fallback;
    return static_cast<Enum>(v);
}
} // namespace

// A settings file that exists but cannot be read is left alone: QSettings would read it as
// empty and write the defaults over it. This session's settings then live in a scratch file.
Settings::Settings(QObject* parent) : QObject(parent)
{
    const QString path = SettingsFile::path();
    QString why;
    if (!QFileInfo::exists(path) || DiskFile::read(path, &why)) {
        QString legacy;
        m_settings = SettingsFile::open(path, &legacy);
        if (!legacy.isEmpty())
            m_unread = UnreadFile{SettingsFile::path(QStringLiteral("conf")), legacy};
        if (m_settings->status() == QSettings::NoError) return;
        why = tr("The file is not in the settings format.");
    }
    m_unread = UnreadFile{path, why};
    m_scratch = std::make_unique<QTemporaryDir>();
    m_settings = std::make_unique<QSettings>(m_scratch->filePath(QStringLiteral("settings.json")),
                                             SettingsFile::format());
}

QString Settings::fileName() const
{
    return m_scratch ? QString() : m_settings->fileName();
}

Settings::~Settings() = default;

QString Settings::language() const
{
    return m_settings->value(kLanguage, QString()).toString();
}

void Settings::setLanguage(const QString& code)
{
    if (code == language()) return;
    m_settings->setValue(kLanguage, code);
    emit languageChanged(code);
}

Numbering Settings::numbering() const
{
    return readEnum(*m_settings, kNumbering, Numbering::Modern, Numbering::Classic);
}

void Settings::setNumbering(Numbering n)
{
    if (n == numbering()) return;
    m_settings->setValue(kNumbering, static_cast<int>(n));
    emit numberingChanged(n);
}

flagfall::Preset Settings::preset() const
{
    return readEnum(*m_settings, kPreset, flagfall::Preset::Standard,
                    flagfall::Preset::Classic1961);
}

void Settings::setPreset(flagfall::Preset p)
{
    m_settings->setValue(kPreset, static_cast<int>(p));
}

int Settings::level() const
{
    const int v = m_settings->value(kLevel, kDefaultLevel).toInt();
    return v < kMinLevel || v > kMaxLevel ? kDefaultLevel : v;
}

void Settings::setLevel(int level)
{
    m_settings->setValue(kLevel, qBound(kMinLevel, level, kMaxLevel));
}

AnimationSpeed Settings::animationSpeed() const
{
    return readEnum(*m_settings, kAnimation, AnimationSpeed::Normal, AnimationSpeed::Slow);
}

void Settings::setAnimationSpeed(AnimationSpeed s)
{
    m_settings->setValue(kAnimation, static_cast<int>(s));
}

QString Settings::lastSetup(flagfall::Variant v) const
{
    const auto name = flagfall::variantInfo(v).name;
    return m_settings->value(kLastSetup + QString::fromLatin1(name.data(), qsizetype(name.size())))
        .toString();
}

void Settings::setLastSetup(flagfall::Variant v, const QString& setup)
{
    const auto name = flagfall::variantInfo(v).name;
    m_settings->setValue(kLastSetup + QString::fromLatin1(name.data(), qsizetype(name.size())),
                         setup);
}

QStringList Settings::recentGames() const
{
    return m_settings->value(kRecentGames).toStringList().mid(0, kMaxRecentGames);
}

void Settings::addRecentGame(const QString& path)
{
    QStringList list = recentGames();
    list.removeAll(path);
    list.prepend(path);
    m_settings->setValue(kRecentGames, list.mid(0, kMaxRecentGames));
}

void Settings::removeRecentGame(const QString& path)
{
    QStringList list = recentGames();
    list.removeAll(path);
    m_settings->setValue(kRecentGames, list);
}

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(kGeometry).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray& geometry)
{
    m_settings->setValue(kGeometry, geometry);
}

double Settings::replayListShare() const
{
    const double share = m_settings->value(kReplayListShare, 0.0).toDouble();
    return share > 0.0 && share < 1.0 ? share : 0.0;
}

void Settings::setReplayListShare(double share)
{
    m_settings->setValue(kReplayListShare, share);
}
