// `flagfall-cli setup generate`: setups as the computer makes them, which anyone can count. Each
// level's setups vary as people's do (no square holds the Flag in more than a fifth of 300 games,
// the Flag on six squares or more, no two setups alike); the same seed gives the same setups.
#include "clirun.h"

#include "core/rules/setup.h"

#include <QTest>

#include <map>
#include <set>
#include <string>
#include <vector>

using namespace clitest;

Q_DECLARE_METATYPE(flagfall::Variant)

class TestSetupGenerate : public QObject {
    Q_OBJECT

private slots:
    void levelSetupsVary_data();
    void levelSetupsVary();
    void sameSeedSameSetups();
    void variantsArmies_data();
    void variantsArmies();
};

namespace {

// The setups printed, each checked against the variant's army; fails the test on a bad line.
std::vector<flagfall::Setup> setupsOf(const Run& r, flagfall::Variant variant)
{
    std::vector<flagfall::Setup> out;
    for (const QByteArray& line : r.out.split('\n')) {
        if (line.isEmpty()) continue;
        auto parsed = flagfall::parseSetupString(line.toStdString(), variant);
        if (!parsed) return {};
        out.push_back(parsed->first);
    }
    return out;
}

} // namespace

void TestSetupGenerate::levelSetupsVary_data()
{
    QTest::addColumn<QStringList>("level");
    QTest::newRow("the army offered to the player") << QStringList{};
    for (int level = 1; level <= 5; ++level)
        QTest::addRow("level %d", level) << QStringList{"--level", QString::number(level)};
}

void TestSetupGenerate::levelSetupsVary()
{
    QFETCH(QStringList, level);
    constexpr int kCount = 300;
    const Run r =
        cli(QStringList{"setup", "generate", "--count", QString::number(kCount), "--seed", "11"} +
            level);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err);
    const std::vector<flagfall::Setup> setups = setupsOf(r, flagfall::Variant::Classic);
    QCOMPARE(static_cast<int>(setups.size()), kCount);
    std::set<std::string> seen;
    std::map<int, int> flagAt;
    for (const flagfall::Setup& s : setups) {
        seen.insert(flagfall::setupToString(s));
        for (int c = 0; c < flagfall::kSetupSquares; ++c)
            if (s.cells[c] == flagfall::Rank::Flag) ++flagAt[c];
    }
    QCOMPARE(static_cast<int>(seen.size()), kCount);
    QVERIFY2(flagAt.size() >= 6, qPrintable(QString::number(flagAt.size())));
    for (const auto& [cell, count] : flagAt)
        QVERIFY2(count <= kCount / 5, qPrintable(QString("cell %1: %2").arg(cell).arg(count)));
}

void TestSetupGenerate::sameSeedSameSetups()
{
    const QStringList args{"setup", "generate", "--level", "3", "--count", "5", "--seed"};
    const Run a = cli(args + QStringList{"42"}), b = cli(args + QStringList{"42"});
    const Run c = cli(args + QStringList{"43"});
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(a.out.count('\n'), 5);
    QCOMPARE(a.out, b.out);
    QVERIFY(a.out != c.out);
}

void TestSetupGenerate::variantsArmies_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<flagfall::Variant>("variant");
    QTest::newRow("barrage") << "barrage" << flagfall::Variant::Barrage;
    QTest::newRow("duel") << "duel" << flagfall::Variant::Duel;
}

// A smaller army's setups hold exactly its pieces (parseSetupString checks the army).
void TestSetupGenerate::variantsArmies()
{
    QFETCH(QString, name);
    QFETCH(flagfall::Variant, variant);
    const Run r = cli({"setup", "generate", "--level", "5", "--count", "20", "--variant", name});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(setupsOf(r, variant).size(), std::size_t{20});
}

QTEST_GUILESS_MAIN(TestSetupGenerate)
#include "tst_setupgenerate.moc"
