#include "replayfile.h"

#include "base/diskfile.h"
#include "base/filenotice.h"
#include "games/gravonerrortext.h"

#include <QFileInfo>

#include "core/gravon/gravongame.h"
#include "core/rules/notation.h"

ReplayFileResult ReplayFile::read(const QString& path)
{
    QString error;
    const auto bytes = DiskFile::read(path, &error);
    if (!bytes) return {std::nullopt, error};
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("xml") && suffix != QLatin1String("gsn")) return fromText(*bytes);
    // Named as a Gravon game: read as one, so that what is wrong is said in its terms.
    const std::string_view view(bytes->constData(), static_cast<std::size_t>(bytes->size()));
    const auto record = flagfall::importGravon(view);
    if (!record) return {std::nullopt, GravonErrorText::describe(record.error)};
    return fromGravon(*record);
}

ReplayFileResult ReplayFile::fromText(const QByteArray& text)
{
    const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
    // A Gravon game (XML or GSN) is read into a record first; any other text is a record.
    const bool gravon = flagfall::looksLikeGravon(view);
    const auto record = gravon ? flagfall::importGravon(view) : flagfall::readRecord(view);
    if (!record)
        return {std::nullopt,
                gravon ? GravonErrorText::describe(record.error) : describe(record.error)};
    return gravon ? fromGravon(*record) : fromRecord(*record);
}

ReplayFileResult ReplayFile::fromGravon(const flagfall::GameRecord& record)
{
    ReplayFileResult r = fromRecord(record);
    if (r.game) r.game->gravon = true;
    return r;
}

ReplayFileResult ReplayFile::fromRecord(const flagfall::GameRecord& record)
{
    auto start = flagfall::startGame(record);
    if (!start) return {std::nullopt, describe(start.error)};
    flagfall::Game game = std::move(*start.value);
    if (const auto illegal = flagfall::replayMoves(game, record))
        return {std::nullopt, describe(*illegal)};
    return {LoadedGame{record, std::move(game)}, {}};
}

QString ReplayFile::describe(const flagfall::ParseError& error)
{
    return FileNotice::at(error.line, error.column, QString::fromStdString(error.message));
}

QString ReplayFile::describe(const flagfall::ReplayError& error)
{
    //: %1 the number of the move, %2 the move (E4-E5), %3 why it is illegal
    return tr("Move %1 (%2) is illegal: %3")
        .arg(error.ply)
        .arg(QString::fromStdString(flagfall::moveText(error.move)),
             QString::fromStdString(error.reason));
}
