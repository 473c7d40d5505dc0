#include "mainwindow.h"

#include "mainmenu.h"
#include "mnemonics.h"

#include "base/filenotice.h"
#include "base/settings.h"
#include "library/gamelibrarymodel.h"
#include "library/reviewpages.h"
#include "play/gamepage.h"
#include "play/playcontroller.h"
#include "play/playpages.h"
#include "play/statisticsview.h"
#include "rulespage.h"
#include "settingsdialog.h"
#include "setup/setupboardmodel.h"
#include "setup/setupeditor.h"
#include "setup/setuplibrarymodel.h"
#include "setup/setuplibrarypage.h"
#include "startpage.h"
#include "windowsize.h"

#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QLayout>
#include <QMenuBar>
#include <QScreen>
#include <QStackedWidget>
#include <QStyle>
#include <QTimer>

#include <utility>

namespace {

// Play starts games from the setup library, and the game library counts the games won with each
// setup, without seeing the setup room: the window lends them the library's setups.
SavedSetup savedSetupOf(const flagfall::SetupFile& file, const QString& path)
{
    return {QString::fromStdString(file.name), file.variant,
            QString::fromStdString(flagfall::setupToString(file.setup)), path};
}

SavedSetups savedSetupsOf(SetupLibraryModel* library)
{
    return [library] {
        library->reload();
        QVector<SavedSetup> saved;
        for (int row = 0; row < library->rowCount(); ++row) {
            const QModelIndex i = library->index(row);
            saved.push_back({i.data().toString(),
                             flagfall::Variant(i.data(SetupLibraryModel::VariantRole).toInt()),
                             i.data(SetupLibraryModel::SetupStringRole).toString(),
                             i.data(SetupLibraryModel::PathRole).toString()});
        }
        return saved;
    };
}

} // namespace

MainWindow::MainWindow(Settings* settings, QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_libraryModel(new SetupLibraryModel({}, this)),
      m_pages(new QStackedWidget(this)), m_start(new StartPage(this)),
      m_editor(new SetupEditor(settings, m_libraryModel, this)),
      m_library(new SetupLibraryPage(m_libraryModel, this)), m_rules(new RulesPage(settings, this))
{
    for (QWidget* page : std::initializer_list<QWidget*>{m_start, m_editor, m_library, m_rules})
        m_pages->addWidget(page);
    m_play = new PlayPages(settings, savedSetupsOf(m_libraryModel), m_pages, this);
    m_start->setStatistics(m_play->statistics());
    m_review = new ReviewPages(settings, m_pages, {}, this);
    m_review->setSavedSetups(savedSetupsOf(m_libraryModel));
    m_review->acceptDrops(this);
    setCentralWidget(m_pages);
    setWindowIcon(QIcon(QStringLiteral(":/icons/flagfall.svg")));
    setMinimumSize(QSize(640, 480).boundedTo(screen()->availableGeometry().size()));
    if (!restoreGeometry(settings->windowGeometry())) fitScreen();
    m_menu = new MainMenu(this);
    connectPages();
    connectMenu();
    retranslateUi();
    pageShown();
}

// The first start: a size for the screen it opens on (firstWindowSize), in its middle.
void MainWindow::fitScreen()
{
    const QRect screen = this->screen()->availableGeometry();
    resize(firstWindowSize(screen.size(), minimumSize()));
    move(firstWindowPosition(screen, size(), style()->pixelMetric(QStyle::PM_TitleBarHeight)));
}

void MainWindow::connectMenu()
{
    connect(m_menu, &MainMenu::continueRequested, m_play, &PlayPages::continueGame);
    connect(m_menu, &MainMenu::newGameRequested, m_play, &PlayPages::showNewGame);
    connect(m_menu, &MainMenu::openGameRequested, m_review, &ReviewPages::showLibrary);
    connect(m_menu, &MainMenu::setupsRequested, this, &MainWindow::showLibrary);
    connect(m_menu, &MainMenu::settingsRequested, this, &MainWindow::showSettings);
    connect(m_menu, &MainMenu::rulesRequested, this, &MainWindow::showRules);
    connect(m_menu, &MainMenu::quitRequested, this, &MainWindow::close);
    // Whether there is a game to go on with can change on any page: asked when the page changes.
    connect(m_pages, &QStackedWidget::currentChanged, this, &MainWindow::pageShown);
    // The end-of-game box appears on a page already shown: its buttons get their letters then.
    connect(m_play->gamePage()->controller(), &PlayController::finished, this, [this] {
        QTimer::singleShot(0, this,
                           [this] { assignMnemonics(m_pages->currentWidget(), menuLetters()); });
    });
}

void MainWindow::pageShown()
{
    updateContinue();
    assignMnemonics(m_pages->currentWidget(), menuLetters());
}

QSet<QChar> MainWindow::menuLetters() const
{
    QSet<QChar> letters;
    for (const QAction* a : menuBar()->actions())
        if (const QChar c = mnemonicOf(a->text()); !c.isNull()) letters.insert(c);
    return letters;
}

void MainWindow::updateContinue()
{
    const bool unfinished = m_play->hasUnfinishedGame();
    m_start->setContinueAvailable(unfinished);
    m_menu->setContinueAvailable(unfinished);
}

void MainWindow::connectPages()
{
    connect(m_start, &StartPage::continueRequested, m_play, &PlayPages::continueGame);
    connect(m_start, &StartPage::newGameRequested, m_play, &PlayPages::showNewGame);
    connect(m_play, &PlayPages::backRequested, this, &MainWindow::showStart);
    connect(m_play, &PlayPages::editSetupRequested, this, &MainWindow::editForNewGame);
    connect(m_start, &StartPage::setupsRequested, this, &MainWindow::showLibrary);
    connect(m_start, &StartPage::openGameRequested, m_review, &ReviewPages::showLibrary);
    connect(m_review, &ReviewPages::backRequested, this, &MainWindow::showStart);
    connect(m_review, &ReviewPages::fileDropped, this, &MainWindow::openFile);
    connect(m_play, &PlayPages::replayRequested, m_review, &ReviewPages::openGame);
    connect(m_review, &ReviewPages::continueRequested, m_play,
            [this](const flagfall::GameRecord& record) { m_play->playOn(record); });
    connect(m_start, &StartPage::rulesRequested, this, &MainWindow::showRules);
    connect(m_start, &StartPage::settingsRequested, this, &MainWindow::showSettings);
    connect(m_start, &StartPage::quitRequested, this, &MainWindow::close);
    connect(m_rules, &RulesPage::backRequested, this, &MainWindow::showStart);
    connectSetupPages();
}

void MainWindow::connectSetupPages()
{
    connect(m_library, &SetupLibraryPage::backRequested, this, &MainWindow::showStart);
    connect(m_library, &SetupLibraryPage::newSetupRequested, this, &MainWindow::showNewSetup);
    connect(m_library, &SetupLibraryPage::editRequested, this,
            [this](const flagfall::SetupFile& file, const QString& path) {
                m_editingForGame = false;
                m_editor->openDocument(file, path);
                m_pages->setCurrentWidget(m_editor);
            });
    connect(m_library, &SetupLibraryPage::playRequested, this,
            [this](const flagfall::SetupFile& file, const QString& path) {
                m_play->showNewGameWith(savedSetupOf(file, path));
            });
    connect(m_editor, &SetupEditor::backRequested, this, &MainWindow::leaveEditor);
    m_libraryModel->setNumbering(m_settings->numbering());
    connect(m_settings, &Settings::numberingChanged, m_libraryModel,
            &SetupLibraryModel::setNumbering);
}

// "Edit…" on the New game page: the chosen army in the editor, and Back goes to the game.
void MainWindow::editForNewGame(const SavedSetup& setup)
{
    const auto parsed = flagfall::parseSetupString(setup.setup.toStdString(), setup.variant);
    if (!parsed) return;
    flagfall::SetupFile file;
    file.name = setup.name.toStdString(); // none: the editor's "My setup"
    file.variant = setup.variant;
    file.setup = parsed->first;
    m_editor->openDocument(file, setup.path);
    m_editingForGame = true;
    m_pages->setCurrentWidget(m_editor);
}

// Back from the editor: to the library, or to the New game page with the army as edited.
void MainWindow::leaveEditor()
{
    if (!std::exchange(m_editingForGame, false)) return showLibrary();
    if (m_editor->boardModel()->complete())
        m_play->showNewGameWith(savedSetupOf(m_editor->document(), {}));
    else
        m_play->showNewGame();
}

void MainWindow::showStart()
{
    m_pages->setCurrentWidget(m_start);
}

void MainWindow::showLibrary()
{
    m_pages->setCurrentWidget(m_library);
}

void MainWindow::showNewSetup(SetupStart start)
{
    m_editingForGame = false;
    m_editor->newSetup(m_editor->document().variant, start);
    m_pages->setCurrentWidget(m_editor);
}

void MainWindow::showRules()
{
    m_pages->setCurrentWidget(m_rules);
}

void MainWindow::showSettings()
{
    if (!m_settingsDialog) m_settingsDialog = new SettingsDialog(m_settings, this);
    m_settingsDialog->show();
    m_settingsDialog->raise();
}

void MainWindow::offerResume()
{
    m_play->offerResume(this);
}

void MainWindow::reportUnreadableFiles()
{
    QVector<UnreadFile> files;
    if (const auto settings = m_settings->unreadable()) files << *settings;
    files << m_libraryModel->unreadable() << m_review->libraryModel()->unreadable();
    if (!files.isEmpty())
        FileNotice::warn(this, tr("Files that could not be read"), FileNotice::unreadable(files),
                         QStringLiteral("unreadableFiles"));
}

bool MainWindow::openFile(const QString& path)
{
    if (QFileInfo(path).suffix().compare(QLatin1String("setup"), Qt::CaseInsensitive) == 0) {
        if (!m_editor->mayLeave()) return false; // the setup being edited has changes to keep
        QString why;
        if (!m_editor->loadFromFile(path, &why)) {
            // As a broken .sgn: a dialog, whatever page is showing.
            FileNotice::warn(this, tr("Open setup"),
                             //: %1 the file name, %2 the reason
                             tr("Could not open %1.\n%2").arg(QFileInfo(path).fileName(), why),
                             QStringLiteral("openSetupError"));
            return false;
        }
        m_editingForGame = false;
        m_pages->setCurrentWidget(m_editor);
        return true;
    }
    if (m_play->openFile(path)) return true; // an unfinished game: play on
    // A finished game or a broken file: the viewer shows it or says what is wrong with it.
    return m_review->openFile(path);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("Flagfall"));
    m_menu->retranslateUi();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // After the pages have retranslated their buttons, which drops the marks.
        QTimer::singleShot(0, this,
                           [this] { assignMnemonics(m_pages->currentWidget(), menuLetters()); });
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_editor->mayLeave()) return event->ignore(); // changes to a setup, not kept yet
    m_play->stop();                                    // the computer stops thinking at once
    m_settings->setWindowGeometry(saveGeometry());
    QMainWindow::closeEvent(event);
}
