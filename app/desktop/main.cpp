// The desktop program: the application, its settings and language, and the main window;
// `flagfall FILE` opens a setup, plays on an unfinished game or replays a game record.
#include "base/settings.h"
#include "core/ai/base/threadpriority.h"
#include "focusstyle.h"
#include "languagemanager.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

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

    MainWindow window(&settings);
    window.show();
    window.reportUnreadableFiles();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().front());
    else
        window.offerResume();
    return app.exec();
}
