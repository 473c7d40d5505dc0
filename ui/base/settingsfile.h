// The settings file: JSON (<config>/Flagfall/flagfall.json) through a QSettings format of our own,
// because Qt's INI writer writes into a buffered QSaveFile whose commit() in Qt 6.4 misses a failed
// flush: on a full disk it replaced the settings with an empty file. Ours flushes and checks, so
// a failed write leaves the old file. Settings of the INI file of earlier versions are taken over
// once, and that file is left as it was.
#pragma once

#include <QSettings>
#include <memory>

namespace SettingsFile {

QSettings::Format format();
// Where QSettings keeps the organization's and application's settings in `extension` files
// ("json": ours; "conf": the INI file of earlier versions), worked out without opening them.
QString path(const QString& extension = QStringLiteral("json"));
// The settings at `path`; when that file is new, the INI file's settings are taken over, or
// `unreadLegacy` says why they could not be.
std::unique_ptr<QSettings> open(const QString& path, QString* unreadLegacy);

} // namespace SettingsFile
