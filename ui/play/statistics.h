// Wins, losses and draws against the computer by variant and level, counted from the player's
// own games in the game library (core/records/owngames.h): the one source of every count the
// program shows, so the start page and the library's statistics cannot disagree.
#pragma once

#include "core/records/owngames.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <vector>

class Statistics : public QObject {
    Q_OBJECT
public:
    // `libraryFolder`: the game library's folder (empty: the default one).
    explicit Statistics(const QString& libraryFolder = {}, QObject* parent = nullptr);

    flagfall::OwnTally tally(flagfall::Variant v, int level) const;

public slots:
    // Counts the library's games again if a file was stored, replaced or removed since.
    void refresh();

signals:
    void changed();

private:
    QString m_folder;
    QDateTime m_read; // the folder's time when it was last counted
    std::vector<flagfall::OwnGame> m_games;
};
