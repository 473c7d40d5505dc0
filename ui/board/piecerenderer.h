// Draws board tiles from the SVG piece set: a piece in its owner's colour with its rank label and
// symbol, the hidden back, lakes and grass. Pixmaps are cached per size and device pixel ratio so
// they stay sharp on high-DPI screens.
#pragma once

#include "base/numbering.h"

#include "core/rules/types.h"

#include <QHash>
#include <QPixmap>

class QPainter;
class QRect;

class PieceRenderer {
public:
    // A tile of `size` logical pixels; Rank::Unknown draws the hidden back.
    QPixmap piece(flagfall::Rank rank, flagfall::Side owner, int size, qreal dpr, Numbering n);
    QPixmap lake(int size, qreal dpr);
    QPixmap grass(int size, qreal dpr);
    // Paints a tile at `r`, struck through in red when the piece `fell` in a battle (the battle
    // banner of a game and the combat overlay of a replay show battles alike).
    void paintBattlePiece(QPainter& p, flagfall::Rank rank, flagfall::Side owner, const QRect& r,
                          qreal dpr, Numbering n, bool fell);

    static QColor sideColor(flagfall::Side s);
    static PieceRenderer& shared(); // one cache for the whole program (GUI thread only)

private:
    QPixmap symbol(const QString& file, int size, const QColor& color);
    QPixmap background(const QString& file, int size, qreal dpr);
    QPixmap drawPiece(flagfall::Rank rank, flagfall::Side owner, int size, qreal dpr, Numbering n);

    QHash<QString, QPixmap> m_cache;
};
