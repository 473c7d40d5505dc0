// Game records on disk: .sgn files read and written whole (DiskFile: a crash or a full disk keeps
// the previous file), and where the game in progress is saved after every move.
#pragma once

#include "core/records/record.h"

#include <QString>
#include <optional>

namespace GameFile {

// <AppDataLocation>/current-game.sgn: the game in progress, rewritten after every move.
QString autosavePath();
std::optional<flagfall::GameRecord> read(const QString& path, QString* error = nullptr);
bool write(const QString& path, const flagfall::GameRecord& record, QString* error = nullptr);

} // namespace GameFile
