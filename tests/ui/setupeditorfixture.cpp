#include "setupeditorfixture.h"

#include "setup/setupio.h"

#include <QTest>

flagfall::Setup setupOf(const QString& text)
{
    return *parsePartialSetup(text, flagfall::Variant::Classic);
}

void SetupEditorFixture::startEditor()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings = std::make_unique<Settings>();
    m_settings->setNumbering(Numbering::Modern);
    for (const auto& info : flagfall::allVariants()) m_settings->setLastSetup(info.variant, {});
    m_library = std::make_unique<SetupLibraryModel>(m_dir->filePath("library"));
    m_editor = std::make_unique<SetupEditor>(m_settings.get(), m_library.get());
    m_editor->resize(1000, 700);
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
}
