// Every user setting in one typed place: key, type, default and range, over QSettings. Emits a
// signal when a setting that open windows show changes.
#pragma once

#include "base/diskfile.h"
#include "base/numbering.h"

#include "core/ai/base/levels.h"
#include "core/rules/army.h"
#include "core/rules/ruleset.h"

#include <QObject>
#include <QSettings>
#include <memory>
#include <optional>

class QTemporaryDir;

enum class AnimationSpeed { Off, Fast, Normal, Slow };

class Settings : public QObject {
    Q_OBJECT
public:
    static constexpr int kMinLevel = flagfall::ai::kMinLevel; // the computer player's levels
    static constexpr int kMaxLevel = flagfall::ai::kMaxLevel;
    static constexpr int kDefaultLevel = flagfall::ai::kDefaultLevel;
    static constexpr int kMaxRecentGames = 8;

    explicit Settings(QObject* parent = nullptr);
    ~Settings() override;

    // The settings file when it could not be read (it is then left as it was, and this
    // session's settings are not kept).
    std::optional<UnreadFile> unreadable() const { return m_unread; }
    // Where the settings are kept ("" when this session's are not kept).
    QString fileName() const;

    // "" means the system language; otherwise a code such as "da".
    QString language() const;
    void setLanguage(const QString& code);
    Numbering numbering() const;
    void setNumbering(Numbering n);
    flagfall::Preset preset() const;
    void setPreset(flagfall::Preset p);
    int level() const;
    void setLevel(int level);
    AnimationSpeed animationSpeed() const;
    void setAnimationSpeed(AnimationSpeed s);
    // The last setup string edited for a variant, "" when none.
    QString lastSetup(flagfall::Variant v) const;
    void setLastSetup(flagfall::Variant v, const QString& setup);
    // Game records opened for review, the latest first, at most kMaxRecentGames.
    QStringList recentGames() const;
    void addRecentGame(const QString& path);
    void removeRecentGame(const QString& path);
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    // The share of the replay's side panel the move list was dragged to (0: never dragged).
    double replayListShare() const;
    void setReplayListShare(double share);

    // The store the settings live in (tests start from an empty one).
    QSettings* store() const { return m_settings.get(); }

signals:
    void languageChanged(const QString& code);
    void numberingChanged(Numbering n);

private:
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<QTemporaryDir> m_scratch; // holds them when the real file is unreadable
    std::optional<UnreadFile> m_unread;
};
