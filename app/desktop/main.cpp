// The desktop program: the application, its settings and language, and the main window;
// `flagfall FILE` opens a setup, plays on an unfinished game or replays a game record; one
// window a profile (a later start hands its file to it).
#include "base/settings.h"
#include "base/singleinstance.h"
#include "core/ai/base/threadpriority.h"
#include "focusstyle.h"
#include "languagemanager.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QStandardPaths>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    flagfall::ai::preferThisThread();        // a tick, a click or a finished search runs at once
    flagfall::ai::keepThisThreadOnOwnCore(); // and never waits behind its own search for a core
    QApplication::setStyle(new FocusStyle);  // a focus ring that can be seen
    QApplication::setOrganizationName(QStringLiteral("Flagfall"));
    QApplication::setApplicationName(QStringLiteral("flagfall"));
    QApplication::setApplicationDisplayName(QStringLiteral("Flagfall"));
    QApplication::setApplicationVersion(QStringLiteral(FLAGFALL_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("flagfall"));

    Settings settings;
    LanguageManager language(&settings);
    language.apply();

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A setup or game file to open."));
    parser.process(app);
    const QString file = parser.positionalArguments().isEmpty()
                             ? QString()
                             : QFileInfo(parser.positionalArguments().front()).absoluteFilePath();

    // A second start on this profile hands its file to the window already open and ends.
    SingleInstance instance(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    if (!instance.claim(file)) return 0;

    MainWindow window(&settings);
    QObject::connect(&instance, &SingleInstance::fileRequested, &window,
                     [&window](const QString& f) {
                         window.raise();
                         window.activateWindow();
                         if (!f.isEmpty()) window.openFile(f);
                     });
    window.show();
    window.reportUnreadableFiles();
    if (!file.isEmpty())
        window.openFile(file);
    else
        window.offerResume();
    return app.exec();
}
