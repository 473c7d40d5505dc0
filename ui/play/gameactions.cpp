// The game page's answers to what the player asks of the game: a draw offered (or, hot-seat, asked
// of the other player), a resignation confirmed, the game saved as a file of the player's choice.
#include "gamepage.h"

#include "board/piecetext.h"
#include "games/gamefile.h"
#include "play/playcontroller.h"

#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QStandardPaths>

using flagfall::Side;

void GamePage::offerDraw()
{
    if (!m_controller->hotSeat()) showMessage(tr("You offer a draw; the computer considers it…"));
    m_controller->offerDraw();
}

// Hot-seat: the other player, who is not to move, answers the offer of the one to move.
void GamePage::askDraw(Side asked)
{
    const bool yes =
        QMessageBox::question(this, tr("Draw offered"),
                              //: asked of the other player in a hot-seat game; %1 that player's
                              //: side (Red, Blue)
                              tr("%1, do you accept a draw?").arg(PieceText::sideName(asked))) ==
        QMessageBox::Yes;
    m_controller->answerDraw(yes);
}

void GamePage::confirmResign()
{
    if (QMessageBox::question(this, tr("Resign"), tr("Do you really want to resign this game?")) ==
        QMessageBox::Yes)
        m_controller->resign();
}

void GamePage::saveAs()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save game"), QDir(dir).filePath(QStringLiteral("game.sgn")),
        tr("Game records (*.sgn)"));
    if (path.isEmpty()) return;
    QString error;
    if (GameFile::write(path, m_controller->record(), &error))
        //: %1 the path of the saved file
        showMessage(tr("Saved as %1").arg(QDir::toNativeSeparators(path)));
    else
        //: %1 the reason, such as "the disk is full"
        showMessage(tr("The game could not be saved: %1").arg(error), true);
}
