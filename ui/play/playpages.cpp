#include "playpages.h"

#include "base/diskwriter.h"
#include "base/filenotice.h"
#include "games/gamefile.h"
#include "games/gamelibrary.h"
#include "play/autosave.h"
#include "play/gamepage.h"
#include "play/newgamepage.h"
#include "play/playcontroller.h"
#include "play/statistics.h"
#include "play/statisticsview.h"

#include "core/records/desktoptags.h"
#include "core/records/record.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QStackedWidget>

PlayPages::PlayPages(Settings* settings, SavedSetups library, QStackedWidget* pages,
                     QObject* parent)
    : QObject(parent), m_pages(pages),
      m_newGame(new NewGamePage(settings, std::move(library), pages)),
      m_statistics(new Statistics({}, this)), m_game(new GamePage(settings, m_statistics, pages)),
      m_statisticsView(new StatisticsView(m_statistics))
{
    pages->addWidget(m_newGame);
    pages->addWidget(m_game);
    connect(m_newGame, &NewGamePage::backRequested, this, &PlayPages::backRequested);
    connect(m_newGame, &NewGamePage::editSetupRequested, this, &PlayPages::editSetupRequested);
    connect(m_newGame, &NewGamePage::startRequested, this, &PlayPages::startNewGame);
    connect(m_newGame, &NewGamePage::continueRequested, this, &PlayPages::continueGame);
    connect(m_game, &GamePage::newGameRequested, this, &PlayPages::showNewGame);
    connect(m_game, &GamePage::backRequested, this, &PlayPages::backRequested);
    connect(m_game, &GamePage::replayRequested, this, &PlayPages::replayRequested);
}

void PlayPages::startNewGame(const PlayOptions& options)
{
    if (const auto unfinished = PlayController::unfinishedAutosave())
        if (!abandon(*unfinished)) return;
    m_game->newGame(options);
    m_pages->setCurrentWidget(m_game);
}

// A new game takes the autosave's place: the unfinished game is asked about and kept in the game
// library first, so nothing is lost; if it cannot be kept, the new game does not start.
bool PlayPages::abandon(const flagfall::GameRecord& unfinished)
{
    QMessageBox box(QMessageBox::Question, tr("Unfinished game"),
                    tr("Abandon the unfinished game? It is kept in the game library, unfinished, "
                       "and can be played on from there."),
                    QMessageBox::Yes | QMessageBox::No, m_newGame);
    box.setTextFormat(Qt::PlainText);
    box.setObjectName(QStringLiteral("abandonQuestion"));
    if (box.exec() != QMessageBox::Yes) return false;
    const flagfall::DesktopTags tags = flagfall::readDesktopTags(unfinished);
    QString why;
    if (!GameLibrary()
             .store(unfinished, tags.hotSeat ? std::nullopt : std::optional(tags.human), &why)
             .isEmpty())
        return true;
    QMessageBox::warning(m_newGame, tr("Unfinished game"),
                         //: %1 the reason, such as "the disk is full"
                         tr("The unfinished game could not be kept in the game library, so it "
                            "stays where it is: %1")
                             .arg(why));
    return false;
}

// Asked on every change of page: the file is read again only when it changed.
bool PlayPages::hasUnfinishedGame() const
{
    DiskWriter::instance().waitFor(GameFile::autosavePath());
    const QFileInfo file(GameFile::autosavePath());
    const QString stamp =
        file.exists()
            ? QStringLiteral("%1/%2").arg(file.size()).arg(file.lastModified().toMSecsSinceEpoch())
            : QString();
    if (stamp != m_autosaveStamp) {
        m_autosaveStamp = stamp;
        m_unfinished = !stamp.isEmpty() && PlayController::unfinishedAutosave().has_value();
    }
    return m_unfinished;
}

void PlayPages::continueGame()
{
    if (const auto saved = PlayController::unfinishedAutosave()) playOn(*saved);
}

void PlayPages::showNewGame()
{
    m_game->controller()->stop();
    m_pages->setCurrentWidget(m_newGame);
}

void PlayPages::showNewGameWith(const SavedSetup& setup)
{
    showNewGame();
    m_newGame->chooseSetup(setup);
}

void PlayPages::offerResume(QWidget* dialogParent)
{
    const Autosave::Found found = Autosave::check(GameFile::autosavePath());
    if (!found.record) {
        if (!found.damage.isEmpty())
            FileNotice::warn(dialogParent, tr("Unfinished game"), found.damage,
                             QStringLiteral("damagedAutosave"));
        return;
    }
    const int moves =
        flagfall::movesPlayed(int(found.record->moves.size()), found.record->redStarts());
    //: %n moves as players count them (one move of each side is one move)
    QString text = tr("A game you did not finish was saved after %n move(s). Go on playing it?",
                      nullptr, moves);
    if (!found.damage.isEmpty()) text = found.damage + QStringLiteral("\n\n") + text;
    QMessageBox box(QMessageBox::Question, tr("Unfinished game"), text,
                    QMessageBox::Yes | QMessageBox::No, dialogParent);
    box.setTextFormat(Qt::PlainText);
    box.setObjectName(QStringLiteral("resumeQuestion"));
    if (box.exec() == QMessageBox::Yes) playOn(*found.record);
}

bool PlayPages::playOn(const flagfall::GameRecord& record, QString* error)
{
    if (record.tag("Result") != "*" && !record.tag("Result").empty()) {
        if (error) *error = tr("This game is finished.");
        return false;
    }
    if (!mayReplaceUnfinished(record)) return false; // the game in progress goes on
    if (!m_game->resume(record, error)) return false;
    m_pages->setCurrentWidget(m_game);
    return true;
}

// Another game is to take the place of an unfinished one, whose only copy is the autosave (a file
// opened from a file manager, dropped or continued from the viewer): asked first, as New game
// asks, and the unfinished one is kept in the game library. Playing on the same game asks nothing.
bool PlayPages::mayReplaceUnfinished(const flagfall::GameRecord& next)
{
    m_game->controller()->flushAutosave();
    const auto current = PlayController::unfinishedAutosave();
    if (!current || flagfall::writeRecord(*current) == flagfall::writeRecord(next)) return true;
    return abandon(*current);
}

bool PlayPages::openFile(const QString& path, QString* error)
{
    const auto record = GameFile::read(path, error);
    return record && playOn(*record, error);
}

void PlayPages::stop()
{
    m_game->controller()->stop();
}
