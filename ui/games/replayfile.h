// Reading a game record for review (a .sgn, or a Gravon XML or GSN game read into one): the
// record and the game it plays, or a message that says where the file is broken (line and
// column) or which move is illegal.
#pragma once

#include "core/records/record.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

struct LoadedGame {
    flagfall::GameRecord record;
    flagfall::Game game; // every move played, at the last ply
    bool gravon = false; // read from a Gravon game file: never written back in .sgn form
};

struct ReplayFileResult {
    std::optional<LoadedGame> game;
    QString error; // translated framing around the core's message; empty on success
};

class ReplayFile {
    Q_DECLARE_TR_FUNCTIONS(ReplayFile)
public:
    static ReplayFileResult read(const QString& path);
    static ReplayFileResult fromText(const QByteArray& text);
    static ReplayFileResult fromRecord(const flagfall::GameRecord& record);
    static ReplayFileResult fromGravon(const flagfall::GameRecord& record); // marked as such
    static QString describe(const flagfall::ParseError& error);
    static QString describe(const flagfall::ReplayError& error);
};
