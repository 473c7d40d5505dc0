#include "setuplibrarymodel.h"

#include "base/logging.h"
#include "base/plaintext.h"
#include "board/armypreview.h"
#include "setup/setupio.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QStandardPaths>

SetupLibraryModel::SetupLibraryModel(const QString& folder, QObject* parent)
    : QAbstractListModel(parent), m_folder(folder.isEmpty() ? defaultFolder() : folder)
{
    QDir().mkpath(m_folder);
    reload();
}

QString SetupLibraryModel::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/setups");
}

void SetupLibraryModel::reload()
{
    beginResetModel();
    m_entries.clear();
    m_unread.clear();
    const QDir dir(m_folder);
    for (const QString& name : dir.entryList({QStringLiteral("*.setup")}, QDir::Files)) {
        QString error;
        const QString path = dir.filePath(name);
        auto file = readSetupFile(path, &error);
        if (!file) {
            qCWarning(lcUi) << "skipping setup" << path << error;
            m_unread.push_back({path, error});
            continue;
        }
        if (file->name.empty()) file->name = QFileInfo(name).completeBaseName().toStdString();
        m_entries.append({path, *file});
    }
    std::sort(m_entries.begin(), m_entries.end(), [](const Entry& a, const Entry& b) {
        return QString::fromStdString(a.file.name)
                   .localeAwareCompare(QString::fromStdString(b.file.name)) < 0;
    });
    endResetModel();
}

int SetupLibraryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant SetupLibraryModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Entry& e = m_entries[index.row()];
    switch (role) {
    case Qt::DisplayRole: // a name from a shared file: no bidi override or hidden characters
        return PlainText::line(QString::fromStdString(e.file.name));
    case Qt::EditRole:
        return QString::fromStdString(e.file.name);
    case Qt::DecorationRole:
        return armyPicture(e.file.setup, kThumbnailCell, qGuiApp->devicePixelRatio(), m_numbering);
    case Qt::ToolTipRole:
    case SetupStringRole:
        return QString::fromStdString(flagfall::setupToString(e.file.setup));
    case VariantRole:
        return int(e.file.variant);
    case PathRole:
        return e.path;
    default:
        return {};
    }
}

Qt::ItemFlags SetupLibraryModel::flags(const QModelIndex& index) const
{
    if (!index.isValid()) return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

bool SetupLibraryModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid)) return false;
    const QString name = value.toString().trimmed();
    if (name.isEmpty()) return false;
    Entry& e = m_entries[index.row()];
    flagfall::SetupFile renamed = e.file;
    renamed.name = name.toStdString();
    if (!save(e.path, renamed)) {
        emit renameFailed(m_lastError);
        return false;
    }
    e.file = renamed;
    emit dataChanged(index, index);
    return true;
}

void SetupLibraryModel::setNumbering(Numbering n)
{
    if (n == m_numbering) return;
    m_numbering = n;
    if (!m_entries.isEmpty())
        emit dataChanged(index(0), index(rowCount() - 1), {Qt::DecorationRole});
}

int SetupLibraryModel::rowOfPath(const QString& path) const
{
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].path == path) return i;
    return -1;
}

// A file name from the setup's name: letters, digits and dashes, made unique in the folder.
QString SetupLibraryModel::uniquePath(const QString& name) const
{
    QString base = name.toLower();
    base.replace(QRegularExpression(QStringLiteral("[^\\w]+")), QStringLiteral("-"));
    base = base.left(40);
    if (base.isEmpty() || base == QLatin1String("-")) base = QStringLiteral("setup");
    const QDir dir(m_folder);
    QString path = dir.filePath(base + QStringLiteral(".setup"));
    for (int n = 2; QFile::exists(path); ++n)
        path = dir.filePath(QStringLiteral("%1-%2.setup").arg(base).arg(n));
    return path;
}

int SetupLibraryModel::insertSorted(const Entry& e)
{
    const QString name = QString::fromStdString(e.file.name);
    int row = 0;
    while (row < m_entries.size() &&
           QString::fromStdString(m_entries[row].file.name).localeAwareCompare(name) <= 0)
        ++row;
    beginInsertRows({}, row, row);
    m_entries.insert(row, e);
    endInsertRows();
    return row;
}

int SetupLibraryModel::add(const flagfall::SetupFile& file)
{
    const QString path = uniquePath(QString::fromStdString(file.name));
    if (!save(path, file)) return -1;
    return insertSorted({path, file});
}

bool SetupLibraryModel::replace(int row, const flagfall::SetupFile& file)
{
    if (row < 0 || row >= m_entries.size() || !save(m_entries[row].path, file)) return false;
    m_entries[row].file = file;
    emit dataChanged(index(row), index(row));
    return true;
}

int SetupLibraryModel::duplicate(int row)
{
    if (row < 0 || row >= m_entries.size()) return -1;
    flagfall::SetupFile copy = m_entries[row].file;
    //: the name of a duplicated setup; %1 the original name
    copy.name = tr("%1 (copy)").arg(QString::fromStdString(copy.name)).toStdString();
    return add(copy);
}

bool SetupLibraryModel::save(const QString& path, const flagfall::SetupFile& file)
{
    m_lastError.clear();
    return saveSetupFile(path, file, &m_lastError);
}

bool SetupLibraryModel::removeSetup(int row)
{
    if (row < 0 || row >= m_entries.size()) return false;
    if (!QFile::remove(m_entries[row].path)) return false;
    beginRemoveRows({}, row, row);
    m_entries.removeAt(row);
    endRemoveRows();
    return true;
}
