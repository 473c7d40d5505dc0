// Keeps every finished game in the game library, once: also a game taken back with undo and
// finished again is stored only the first time. A finished game opened from a file is there;
// a resignation before the resigning side moved is not kept.
#pragma once

#include "play/recordsource.h"

#include <QObject>
#include <QString>

class GameSession;
namespace flagfall {
class Game;
}
struct PlayOptions;

class LibraryKeeper : public QObject {
    Q_OBJECT
public:
    // `options` says who plays; it belongs to the caller and outlives this keeper.
    LibraryKeeper(GameSession* session, RecordSource record, const PlayOptions* options,
                  QObject* parent = nullptr);

    // A resignation before the resigning side made a move.
    static bool neverBegun(const flagfall::Game& game);
    // The file the finished game was kept in; empty before that, or when it was not kept.
    QString storedPath() const { return m_path; }

signals:
    void failed(const QString& message); // a whole sentence: what could not be kept, why

private:
    void gameOver(const flagfall::Game& game);

    RecordSource m_record;
    const PlayOptions* m_options;
    bool m_stored = false;
    QString m_path;
};
