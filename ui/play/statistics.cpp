#include "statistics.h"

#include "base/settings.h"

#include <QSettings>

namespace {
QString tallyKey(flagfall::Variant v, int level, const char* what)
{
    const auto name = flagfall::variantInfo(v).name;
    return QStringLiteral("statistics/%1/level%2/%3")
        .arg(QString::fromLatin1(name.data(), qsizetype(name.size())))
        .arg(level)
        .arg(QLatin1String(what));
}
} // namespace

Statistics::Statistics(Settings* settings, QObject* parent)
    : QObject(parent), m_store(settings->store())
{
}

GameTally Statistics::tally(flagfall::Variant v, int level) const
{
    return {m_store->value(tallyKey(v, level, "wins"), 0).toInt(),
            m_store->value(tallyKey(v, level, "losses"), 0).toInt(),
            m_store->value(tallyKey(v, level, "draws"), 0).toInt()};
}

void Statistics::addResult(flagfall::Variant v, int level, int score)
{
    count(v, level, score, +1);
}

void Statistics::takeBackResult(flagfall::Variant v, int level, int score)
{
    count(v, level, score, -1);
}

void Statistics::count(flagfall::Variant v, int level, int score, int change)
{
    const char* what = score > 0 ? "wins" : score < 0 ? "losses" : "draws";
    const QString key =
        tallyKey(v, qBound(flagfall::ai::kMinLevel, level, flagfall::ai::kMaxLevel), what);
    m_store->setValue(key, qMax(0, m_store->value(key, 0).toInt() + change));
    emit changed();
}
