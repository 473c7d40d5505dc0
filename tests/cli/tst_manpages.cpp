// The man pages (packaging/man) are written by hand; this keeps them from drifting from the
// programs: every option that `flagfall-cli --help`, each `flagfall-cli COMMAND --help` and
// `flagfall --help` print is named in the program's man page.
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The help text of `program args`; the desktop program runs without a display and with a home
// of its own, so it reads and writes no one's settings.
QByteArray helpText(const QString& program, const QStringList& args, const QString& home)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0) return {};
    return p.readAllStandardOutput();
}

// The options a help text names: "--name" and "-x".
QStringList optionsIn(const QByteArray& help)
{
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])--?[a-z][a-z-]*"));
    QStringList found;
    for (const auto& m : option.globalMatch(QString::fromUtf8(help)))
        if (!found.contains(m.captured())) found << m.captured();
    return found;
}

// The man page as a reader sees its words: "\-" is a dash, font changes are dropped.
QString manText(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QString text = QString::fromUtf8(f.readAll());
    text.replace(QStringLiteral("\\-"), QStringLiteral("-"));
    text.remove(QRegularExpression(QStringLiteral("\\\\f[BIRP]")));
    return text;
}

} // namespace

class TestManPages : public QObject {
    Q_OBJECT
private slots:
    void everyOptionIsInTheManPage_data();
    void everyOptionIsInTheManPage();
};

void TestManPages::everyOptionIsInTheManPage_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("manPage");
    const QString cliPage = QStringLiteral(FLAGFALL_MAN_DIR "/flagfall-cli.6");
    QTest::newRow("flagfall-cli --help") << FLAGFALL_CLI_PATH << QStringList{"--help"} << cliPage;
    for (const char* c : {"analyse", "check", "moves", "perft", "match", "setup", "ucc", "import",
                          "export", "bench"})
        QTest::addRow("flagfall-cli %s --help", c)
            << FLAGFALL_CLI_PATH << QStringList{c, "--help"} << cliPage;
#ifdef FLAGFALL_DESKTOP_PATH
    QTest::newRow("flagfall --help") << FLAGFALL_DESKTOP_PATH << QStringList{"--help"}
                                     << QStringLiteral(FLAGFALL_MAN_DIR "/flagfall.6");
#endif
}

void TestManPages::everyOptionIsInTheManPage()
{
    QFETCH(QString, program);
    QFETCH(QStringList, args);
    QFETCH(QString, manPage);
    QTemporaryDir home;
    const QStringList options = optionsIn(helpText(program, args, home.path()));
    QVERIFY2(options.contains(QStringLiteral("--help")), "no --help in the help text");
    const QString man = manText(manPage);
    QVERIFY2(!man.isEmpty(), qPrintable(manPage));
    for (const QString& o : options) {
        const QRegularExpression named("(?<![\\w-])" + QRegularExpression::escape(o) +
                                       "(?![\\w-])");
        QVERIFY2(man.contains(named), qPrintable(o + " is not in " + manPage));
    }
}

QTEST_GUILESS_MAIN(TestManPages)
#include "tst_manpages.moc"
