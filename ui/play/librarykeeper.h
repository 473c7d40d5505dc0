// Keeps every finished game in the game library, once: a game taken back with undo and finished
// again replaces its own file, so the library (and the statistics counted from it) holds its
// last result. A finished game opened from a file is there already; a resignation before the
// resigning side moved is not kept.
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
    void kept(const QString& path);
    void failed(const QString& message); // a whole sentence: what could not be kept, why

private:
    void gameOver(const flagfall::Game& game);

    RecordSource m_record;
    const PlayOptions* m_options;
    bool m_opened = false; // finished when it was opened: it is in the library, or elsewhere
    QString m_path;
};
