#include "library/reviewpages.h"

#include "base/filenotice.h"
#include "library/gamelibrarymodel.h"
#include "library/gamelibrarypage.h"
#include "replay/replaypage.h"

#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QStackedWidget>

namespace {
// The one local file of a drag, or "".
QString droppedFile(const QMimeData* data)
{
    if (!data || !data->hasUrls() || data->urls().size() != 1) return {};
    const QUrl url = data->urls().front();
    return url.isLocalFile() ? url.toLocalFile() : QString();
}

bool isOpenable(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("sgn") || suffix == QLatin1String("setup") ||
           ReviewPages::isGravonFile(path);
}
} // namespace

ReviewPages::ReviewPages(Settings* settings, QStackedWidget* pages, const QString& library,
                         QObject* parent)
    : QObject(parent), m_pages(pages), m_model(new GameLibraryModel(library, this)),
      m_libraryPage(new GameLibraryPage(settings, m_model, pages)),
      m_replay(new ReplayPage(settings, pages))
{
    pages->addWidget(m_libraryPage);
    pages->addWidget(m_replay);
    connect(m_libraryPage, &GameLibraryPage::openRequested, this, &ReviewPages::openFile);
    connect(m_libraryPage, &GameLibraryPage::backRequested, this, &ReviewPages::backRequested);
    connect(m_replay, &ReplayPage::backRequested, this, &ReviewPages::showLibrary);
    connect(m_replay, &ReplayPage::loadFailed, this, &ReviewPages::reportFailure);
    connect(m_replay, &ReplayPage::saveFailed, this, &ReviewPages::reportFailure);
    connect(m_replay, &ReplayPage::continueRequested, this, &ReviewPages::continueRequested);
}

void ReviewPages::setSavedSetups(SavedSetups saved)
{
    m_libraryPage->setSavedSetups(std::move(saved));
}

bool ReviewPages::isGravonFile(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("xml") || suffix == QLatin1String("gsn");
}

void ReviewPages::showLibrary()
{
    m_pages->setCurrentWidget(m_libraryPage);
}

bool ReviewPages::openFile(const QString& path)
{
    if (!m_replay->openFile(path)) return false;
    m_pages->setCurrentWidget(m_replay);
    return true;
}

// A game just finished opens from the game library's file it was kept in, where the player's
// comments on it are kept too; from the record alone when it was not kept.
bool ReviewPages::openGame(const flagfall::GameRecord& record, const QString& path)
{
    if (!path.isEmpty() && openFile(path)) return true;
    if (!m_replay->openGame(record)) return false;
    m_pages->setCurrentWidget(m_replay);
    return true;
}

// Not modal in the event loop's way: the page below keeps its state, and tests never block.
void ReviewPages::reportFailure(const QString& message)
{
    FileNotice::warn(m_pages->window(), tr("Open game"), message, QStringLiteral("openGameError"));
}

void ReviewPages::acceptDrops(QWidget* window)
{
    window->setAcceptDrops(true);
    window->installEventFilter(this);
}

bool ReviewPages::eventFilter(QObject* watched, QEvent* event)
{
    const auto type = event->type();
    if (type == QEvent::DragEnter || type == QEvent::DragMove) {
        auto* drag = static_cast<QDragMoveEvent*>(event);
        if (isOpenable(droppedFile(drag->mimeData()))) {
            drag->acceptProposedAction();
            return true;
        }
    } else if (type == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        const QString path = droppedFile(drop->mimeData());
        if (isOpenable(path)) {
            drop->acceptProposedAction();
            emit fileDropped(path);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}
