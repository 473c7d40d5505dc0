// The setup library: every .setup file in one folder (by default under AppDataLocation), listed
// by name with a picture of the army big enough to read. Rename through setData; duplicate, delete
// and add write the folder at once.
#pragma once

#include "base/diskfile.h"
#include "base/numbering.h"

#include "core/rules/setup.h"

#include <QAbstractListModel>
#include <QList>

class SetupLibraryModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        SetupStringRole = Qt::UserRole + 200, // QString: the setup string
        VariantRole,                          // int: flagfall::Variant
        PathRole,                             // QString: the file
    };

    // folder empty: <AppDataLocation>/setups
    explicit SetupLibraryModel(const QString& folder = {}, QObject* parent = nullptr);

    static constexpr int kThumbnailCell = 22; // logical pixels a square of the picture

    static QString defaultFolder();
    QString folder() const { return m_folder; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    void reload();
    void setNumbering(Numbering n); // how the pictures number the ranks
    flagfall::SetupFile setupAt(int row) const { return m_entries.value(row).file; }
    int rowOfPath(const QString& path) const;
    int add(const flagfall::SetupFile& file);               // the new row, -1 on failure
    bool replace(int row, const flagfall::SetupFile& file); // keeps the file name
    int duplicate(int row);
    bool removeSetup(int row);
    // Why the last add, replace, rename or duplicate failed (DiskFile::write's words).
    QString lastError() const { return m_lastError; }
    // The .setup files of the folder that the last reload could not read (and did not list).
    const QVector<UnreadFile>& unreadable() const { return m_unread; }

signals:
    // A rename through setData (a view's editor) could not be saved; the old file stands.
    void renameFailed(const QString& why);

private:
    struct Entry {
        QString path;
        flagfall::SetupFile file;
    };
    QString uniquePath(const QString& name) const;
    int insertSorted(const Entry& e);

    bool save(const QString& path, const flagfall::SetupFile& file);

    QString m_folder;
    QList<Entry> m_entries;
    QVector<UnreadFile> m_unread;
    QString m_lastError;
    Numbering m_numbering = Numbering::Modern;
};
