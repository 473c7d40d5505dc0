// Every user setting in one typed place: key, type, default and range, over QSettings. Emits a
// signal when a setting that open windows show changes.
#pragma once

#include "board/numbering.h"
#include "diskfile.h"

#include "core/ai/levels.h"
#include "core/army.h"
#include "core/ruleset.h"

#include <QObject>
#include <QSettings>
#include <memory>
#include <optional>

class QTemporaryDir;

enum class AnimationSpeed { Off, Fast, Normal, Slow };

// Games against the computer at one level and variant, from the player's side.
struct GameTally {
    int wins = 0;
    int losses = 0;
    int draws = 0;
};

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
    GameTally tally(flagfall::Variant v, int level) const;
    // Counts a finished game against the computer: score +1 won, 0 drawn, -1 lost.
    void addResult(flagfall::Variant v, int level, int score);
    // Undoes one addResult with the same arguments (a finished game taken back with undo).
    void takeBackResult(flagfall::Variant v, int level, int score);
    // Game records opened for review, the latest first, at most kMaxRecentGames.
    QStringList recentGames() const;
    void addRecentGame(const QString& path);
    void removeRecentGame(const QString& path);
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);

signals:
    void languageChanged(const QString& code);
    void numberingChanged(Numbering n);
    void statisticsChanged();

private:
    void countResult(flagfall::Variant v, int level, int score, int change);

    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<QTemporaryDir> m_scratch; // holds them when the real file is unreadable
    std::optional<UnreadFile> m_unread;
};
