// Setups (rules.md R3, R4; formats.md "Gravon setup strings"): every human setup of the Gravon
// archive imports, holds its variant's army and round-trips; random setups are valid and
// reproducible.
#include "core/rules/setup.h"

#include <QFile>
#include <QTest>

using namespace flagfall;

Q_DECLARE_METATYPE(flagfall::Variant)

class TestSetups : public QObject {
    Q_OBJECT

private slots:
    void gravonArchive_data();
    void gravonArchive();
    void randomSetups_data();
    void randomSetups();
};

void TestSetups::gravonArchive_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<int>("count"); // as the archive's README states
    QTest::newRow("R3 R4 classic.txt") << "classic.txt" << Variant::Classic << 64920;
    QTest::newRow("R3 R4 barrage.txt") << "barrage.txt" << Variant::Barrage << 3944;
}

void TestSetups::gravonArchive()
{
    QFETCH(QString, file);
    QFETCH(Variant, variant);
    QFETCH(int, count);
    QFile in(QStringLiteral(FLAGFALL_GRAVON_DIR) + u'/' + file);
    if (!in.open(QIODevice::ReadOnly))
        QSKIP(qPrintable("the Gravon setups are absent: " + in.fileName() +
                         " (set FLAGFALL_GRAVON_DIR)"));
    int n = 0;
    for (const QByteArray& raw : in.readAll().split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty()) continue;
        ++n;
        const auto setup = parseGravon(line.toStdString());
        QVERIFY2(setup, qPrintable(QString("line %1: %2").arg(n).arg(setup.error.text().c_str())));
        const std::string problem = setupProblem(*setup, variant);
        QVERIFY2(problem.empty(), qPrintable(QString("line %1: %2").arg(n).arg(problem.c_str())));
        const std::string text = setupToString(*setup);
        const auto back = parseSetupString(text, variant);
        QVERIFY2(back, qPrintable(QString("line %1: %2").arg(n).arg(back.error.text().c_str())));
        QVERIFY(back->first == *setup);
        QCOMPARE(back->second, variant);
        QVERIFY(parseSetupString(text)); // the army alone names the variant too
    }
    QCOMPARE(n, count);
}

void TestSetups::randomSetups_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::newRow("R3 R4 classic") << Variant::Classic;
    QTest::newRow("R3 R4 barrage") << Variant::Barrage;
    QTest::newRow("R3 R4 duel") << Variant::Duel;
}

void TestSetups::randomSetups()
{
    QFETCH(Variant, variant);
    for (std::uint64_t seed : {1ull, 2ull, 42ull, 0xFFFFFFFFFFFFFFFFull}) {
        Random a(seed), b(seed);
        const Setup first = randomSetup(variant, a);
        QVERIFY(setupProblem(first, variant).empty());
        QVERIFY(first == randomSetup(variant, b)); // the same seed, the same setup
        // Drawing goes on: the next setup of the same generator is valid too.
        QVERIFY(setupProblem(randomSetup(variant, a), variant).empty());
        const auto parsed = parseSetupString(setupToString(first));
        QVERIFY(parsed);
        QCOMPARE(parsed->second, variant);
    }
    // Different seeds shuffle differently (40! or 40!/... orders: a tie would be a broken
    // generator, not chance).
    Random x(7), y(8);
    QVERIFY(!(randomSetup(variant, x) == randomSetup(variant, y)));
}

QTEST_APPLESS_MAIN(TestSetups)
#include "tst_setups.moc"
