// What the setup-editor tests start each test from: a fresh editor, shown, over a library and
// settings of its own (modern numbering, no last setup), and the example setup of formats.md.
#pragma once

#include "base/settings.h"
#include "setup/setupeditor.h"
#include "setup/setuplibrarymodel.h"

#include "core/rules/setup.h"

#include <QString>
#include <QTemporaryDir>

#include <memory>

// The example of formats.md: a human setup from the Gravon archive.
inline const QString kExample = QStringLiteral("B25424222B/64X8592745/363FS36B22/7B837B63B5");

// A Classic setup string, possibly partial, read as the editor reads it.
flagfall::Setup setupOf(const QString& text);

class SetupEditorFixture {
protected:
    // Called from each test class's init(): everything new, nothing left from the test before.
    void startEditor();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<SetupLibraryModel> m_library;
    std::unique_ptr<SetupEditor> m_editor;
};
