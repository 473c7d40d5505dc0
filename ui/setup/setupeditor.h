// The setup editor: the tray of pieces to place, the setup board, what is still missing, the six
// principles of advice, what human players do (a heat map, predictability), and the commands
// (undo/redo, clear, fills, files, clipboard, library). The undo stack's clean state is "kept":
// leaving or replacing a changed setup asks first.
#pragma once

#include "setup/setupfill.h"

#include "core/rules/setup.h"

#include <QWidget>

#include <functional>

class AdvicePanel;
class BoardView;
class PieceDrag;
class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QScrollArea;
class QTimer;
class QToolBar;
class QUndoStack;
class Settings;
class SetupBoardModel;
class SetupLibraryModel;
class SetupStatsPanel;
class TrayDelegate;
class TrayModel;

class SetupEditor : public QWidget {
    Q_OBJECT
public:
    SetupEditor(Settings* settings, SetupLibraryModel* library, QWidget* parent = nullptr);

    SetupBoardModel* boardModel() const { return m_board; }
    TrayModel* trayModel() const { return m_tray; }
    BoardView* boardView() const { return m_boardView; }
    QListView* trayView() const { return m_trayView; }
    QUndoStack* undoStack() const { return m_undo; }
    AdvicePanel* advicePanel() const { return m_advice; }
    SetupStatsPanel* statsPanel() const { return m_stats; }
    QString missingText() const; // "3 Scouts left, 1 Flag left" or that all are placed
    QString setupString() const;
    flagfall::SetupFile document() const;

    // A new setup (empty, human-like or random), or one from the library (keeping it then
    // replaces that entry).
    void newSetup(flagfall::Variant variant, SetupStart start = SetupStart::Empty);
    void openDocument(const flagfall::SetupFile& file, const QString& libraryPath = {});
    // Another army: the arrangement last edited for that variant comes back.
    void setVariant(flagfall::Variant variant);
    // Where the Open and Save dialogs start: the folder of the last setup file opened or saved,
    // else the home folder.
    QString fileFolder() const;
    // Whether the changes since the setup was last kept may go: asks to keep them (Save),
    // discard them (back to the setup as last kept) or cancel. True at once when unchanged.
    bool mayLeave();
    bool loadFromFile(const QString& path, QString* error = nullptr);
    bool saveToFile(const QString& path, QString* error = nullptr);
    bool pasteText(const QString& text);
    bool saveToLibrary();

public slots:
    void leave(); // Back: asks about unkept changes, then backRequested
    void clearSetup();
    void fillRandom();
    void fillHumanLike();
    void copySetup();
    void pasteFromClipboard();

signals:
    void backRequested();

protected:
    void changeEvent(QEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildActions();
    void buildLayout();
    void retranslateUi();
    void setupChanged();
    void typePiece(const QModelIndex& index, QChar key);
    // Shows a message; `text` makes it again in the language chosen later.
    void showMessage(std::function<QString()> text);
    void openFileDialog();
    void saveFileDialog();
    void numberingChanged();
    void fitTray();
    void trayPieceChosen(const QModelIndex& index); // shows its heat map when one is shown
    void startDocument(const flagfall::Setup& setup, flagfall::Variant variant, const QString& name,
                       const QString& libraryPath);
    void resumeLast(flagfall::Variant variant); // the arrangement last edited for it
    void rememberFolder(const QString& path);
    void keepLastSetup(); // the pending arrangement into the settings, now

    Settings* m_settings;
    SetupLibraryModel* m_library;
    SetupBoardModel* m_board;
    TrayModel* m_tray;
    QUndoStack* m_undo;
    PieceDrag* m_drag;
    BoardView* m_boardView;
    QListView* m_trayView;
    QScrollArea* m_side = nullptr; // the scrolled column of name, statistics and advice
    TrayDelegate* m_trayDelegate;
    AdvicePanel* m_advice;
    SetupStatsPanel* m_stats;
    QToolBar* m_toolBar;
    QComboBox* m_variantBox;
    QLabel* m_variantLabel;
    QLabel* m_nameLabel;
    QLineEdit* m_name;
    QLabel* m_missing;
    QLabel* m_message;
    QTimer* m_lastSetupTimer; // the settings file is saved once a pause, not at every change
    QAction* m_back = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_clear = nullptr;
    QAction* m_random = nullptr;
    QAction* m_human = nullptr;
    QAction* m_open = nullptr;
    QAction* m_save = nullptr;
    QAction* m_toLibrary = nullptr;
    QAction* m_copy = nullptr;
    QAction* m_paste = nullptr;
    QString m_libraryPath;
    QString m_folder; // of the last setup file opened or saved
    bool m_messageIsError = false;
    std::function<QString()> m_messageText; // the message shown, for a change of language
};
