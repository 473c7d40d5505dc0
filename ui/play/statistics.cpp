#include "statistics.h"

#include "games/gamelibrary.h"

#include <QFileInfo>

Statistics::Statistics(const QString& libraryFolder, QObject* parent)
    : QObject(parent), m_folder(GameLibrary(libraryFolder).folder())
{
    refresh();
}

flagfall::OwnTally Statistics::tally(flagfall::Variant v, int level) const
{
    flagfall::OwnTally t;
    for (const flagfall::OwnGame& g : m_games)
        if (g.variant == v && g.level == level) t.add(g.score);
    return t;
}

void Statistics::refresh()
{
    // A file written, renamed over or removed changes its folder's time.
    const QDateTime now = QFileInfo(m_folder).lastModified();
    if (now.isValid() && now == m_read) return;
    m_read = now;
    m_games.clear();
    for (const LibraryEntry& e : GameLibrary(m_folder).list())
        if (e.own) m_games.push_back(*e.own);
    emit changed();
}
