#include "base/settingsfile.h"

#include "base/diskfile.h"

#include <QFileDevice>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace {

QJsonValue toJson(const QVariant& v)
{
    switch (v.typeId()) {
    case QMetaType::QByteArray: // window geometry: binary
        return QJsonObject{
            {QStringLiteral("base64"), QString::fromLatin1(v.toByteArray().toBase64())}};
    case QMetaType::QStringList:
        return QJsonArray::fromStringList(v.toStringList());
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::Bool:
    case QMetaType::Double:
        return QJsonValue::fromVariant(v);
    default:
        return v.toString();
    }
}

QVariant fromJson(const QJsonValue& j)
{
    if (j.isObject())
        return QByteArray::fromBase64(j[QLatin1String("base64")].toString().toLatin1());
    if (j.isArray()) {
        QStringList list;
        for (const QJsonValue& e : j.toArray()) list << e.toString();
        return list;
    }
    if (j.isDouble()) {
        const double d = j.toDouble();
        return d == double(qint64(d)) ? QVariant(qint64(d)) : QVariant(d);
    }
    if (j.isBool()) return j.toBool();
    return j.toString();
}

bool readJson(QIODevice& device, QSettings::SettingsMap& map)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(device.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) return false;
    const QJsonObject o = doc.object();
    for (auto it = o.begin(); it != o.end(); ++it) map.insert(it.key(), fromJson(it.value()));
    return true;
}

bool writeJson(QIODevice& device, const QSettings::SettingsMap& map)
{
    QJsonObject o;
    for (auto it = map.begin(); it != map.end(); ++it) o.insert(it.key(), toJson(it.value()));
    const QByteArray bytes = QJsonDocument(o).toJson();
    if (device.write(bytes) != bytes.size()) return false;
    // QSettings commits the QSaveFile it hands us when we return true: the buffered bytes are
    // flushed here, where a failure is seen, and not inside commit(), where Qt 6.4 misses it.
    auto* file = qobject_cast<QFileDevice*>(&device);
    return !file || file->flush();
}

} // namespace

namespace SettingsFile {

QSettings::Format format()
{
    static const QSettings::Format f =
        QSettings::registerFormat(QStringLiteral("json"), readJson, writeJson);
    return f;
}

QString path(const QString& extension)
{
    const QString org = QCoreApplication::organizationName();
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QLatin1Char('/') + (org.isEmpty() ? QStringLiteral("Unknown Organization") : org) +
           QLatin1Char('/') + QCoreApplication::applicationName() + QLatin1Char('.') + extension;
}

std::unique_ptr<QSettings> open(const QString& path, QString* unreadLegacy)
{
    auto settings = std::make_unique<QSettings>(path, format());
    const QString legacy = SettingsFile::path(QStringLiteral("conf"));
    if (QFileInfo::exists(path) || !QFileInfo::exists(legacy)) return settings;
    if (!DiskFile::read(legacy, unreadLegacy)) return settings;
    const QSettings old(legacy, QSettings::IniFormat); // only read: it never writes unchanged
    for (const QString& key : old.allKeys()) settings->setValue(key, old.value(key));
    return settings;
}

} // namespace SettingsFile
