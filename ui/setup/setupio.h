// Reading and writing .setup files from the desktop program: UTF-8, through DiskFile, so only a
// regular file of at most 16 MiB is read and a failed save (a full disk) keeps the old file.
#pragma once

#include "core/rules/setup.h"

#include <QString>
#include <optional>

std::optional<flagfall::SetupFile> readSetupFile(const QString& path, QString* error = nullptr);
bool saveSetupFile(const QString& path, const flagfall::SetupFile& file, QString* error = nullptr);
// A setup string that may have gaps ('.') and must not hold more of a rank than the army.
std::optional<flagfall::Setup> parsePartialSetup(const QString& text, flagfall::Variant variant);
// A setup string or a Gravon 40-letter setup (pasted text); the variant is the one its army
// holds, or `fallback` for an incomplete setup string.
std::optional<flagfall::SetupFile> parsePastedSetup(const QString& text,
                                                    flagfall::Variant fallback);
