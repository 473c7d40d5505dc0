#include "setupchooser.h"

#include "board/armypreview.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QPushButton>
#include <QVBoxLayout>

using flagfall::Variant;

namespace {
constexpr int kFirstSaved = 2; // after the two drawn armies: the last edited, the library's
}

SetupChooser::SetupChooser(std::uint64_t seed, QWidget* parent)
    : QWidget(parent), m_maker(seed), m_rng(seed ^ 0x5E7u), m_box(new QComboBox(this)),
      m_another(new QPushButton(this)), m_edit(new QPushButton(this)),
      m_preview(new ArmyPreview(this))
{
    m_box->setObjectName(QStringLiteral("setup"));
    m_another->setObjectName(QStringLiteral("anotherSetup"));
    m_edit->setObjectName(QStringLiteral("editSetup"));
    m_preview->setObjectName(QStringLiteral("setupPreview"));
    m_box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_box->setMinimumContentsLength(16);
    auto* buttons = new QVBoxLayout; // beside the preview, so the choice gets the whole width
    buttons->addWidget(m_another);
    buttons->addWidget(m_edit);
    buttons->addStretch(1);
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_box, 0, 0, 1, 2);
    grid->addWidget(m_preview, 1, 0, Qt::AlignLeft | Qt::AlignTop);
    grid->addLayout(buttons, 1, 1);
    grid->setColumnStretch(0, 1);
    connect(m_box, &QComboBox::currentIndexChanged, this, &SetupChooser::showChosen);
    connect(m_another, &QPushButton::clicked, this, &SetupChooser::drawAnother);
    connect(m_edit, &QPushButton::clicked, this, [this] { emit editRequested(current()); });
    draw(HumanLike);
    draw(Random);
    retranslateUi();
}

void SetupChooser::retranslateUi()
{
    m_another->setText(tr("Another one"));
    m_another->setToolTip(tr("Draw a different army"));
    m_edit->setText(tr("Edit…"));
    m_edit->setToolTip(tr("Change this army in the setup editor first"));
    m_preview->setAccessibleName(tr("The army you will get"));
    if (m_box->count() < 2) return;
    m_box->setItemText(HumanLike, tr("Human-like, drawn for you"));
    m_box->setItemText(Random, tr("Random"));
    for (int i = kFirstSaved; i < m_box->count(); ++i) {
        if (m_box->itemData(i, SourceRole).toInt() == Edited)
            m_box->setItemText(i, tr("The one last edited in the setup editor"));
        else
            //: %1 is the name of a setup in the player's setup library
            m_box->setItemText(i, tr("Library: %1").arg(m_box->itemData(i, NameRole).toString()));
    }
}

void SetupChooser::setChoices(Variant variant, const QVector<SavedSetup>& library,
                              const QString& lastEdited)
{
    const QString keep = m_box->currentData(SetupRole).toString();
    const int keepSource = m_box->currentIndex() < 0 ? HumanLike : m_box->currentData().toInt();
    if (variant != m_variant || m_box->count() == 0) {
        m_variant = variant;
        draw(HumanLike);
        draw(Random);
    }
    const QSignalBlocker quiet(m_box);
    m_box->clear();
    m_box->addItem({}, HumanLike);
    m_box->addItem({}, Random);
    const auto edited = flagfall::parseSetupString(lastEdited.toStdString(), variant);
    if (edited && flagfall::setupProblem(edited->first, variant).empty()) {
        m_box->addItem({}, Edited);
        m_box->setItemData(Edited, lastEdited, SetupRole);
    }
    for (const SavedSetup& saved : library) {
        if (saved.variant != variant) continue;
        m_box->addItem({}, Library);
        const int i = m_box->count() - 1;
        m_box->setItemData(i, saved.setup, SetupRole);
        m_box->setItemData(i, saved.path, PathRole);
        m_box->setItemData(i, saved.name, NameRole);
    }
    retranslateUi();
    const bool drawn = keepSource == HumanLike || keepSource == Random;
    if (drawn || !choose(keep)) m_box->setCurrentIndex(drawn ? keepSource : HumanLike);
    showChosen();
}

// A library entry first (it has a name), else the one last edited.
bool SetupChooser::choose(const QString& setupString)
{
    if (setupString.isEmpty()) return false;
    int found = -1;
    for (int i = m_box->count() - 1; i >= kFirstSaved; --i)
        if (m_box->itemData(i, SetupRole).toString() == setupString &&
            (found < 0 || m_box->itemData(i).toInt() == Library))
            found = i;
    if (found < 0) return false;
    m_box->setCurrentIndex(found);
    return true;
}

void SetupChooser::drawAnother()
{
    const Source source = m_box->currentData().toInt() == Random ? Random : HumanLike;
    draw(source);
    m_box->setCurrentIndex(source);
    showChosen();
}

void SetupChooser::draw(Source source)
{
    if (source == Random)
        m_random = flagfall::randomSetup(m_variant, m_rng);
    else
        m_humanLike = m_maker.make(m_variant);
}

void SetupChooser::showChosen()
{
    m_preview->setSetup(setup());
}

flagfall::Setup SetupChooser::setup() const
{
    switch (m_box->currentData().toInt()) {
    case Random:
        return m_random;
    case Edited:
    case Library:
        if (const auto parsed = flagfall::parseSetupString(
                m_box->currentData(SetupRole).toString().toStdString(), m_variant))
            return parsed->first;
        break;
    default:
        break;
    }
    return m_humanLike;
}

SavedSetup SetupChooser::current() const
{
    const bool library = m_box->currentData().toInt() == Library;
    return {library ? m_box->currentData(NameRole).toString() : QString(), m_variant,
            QString::fromStdString(flagfall::setupToString(setup())),
            library ? m_box->currentData(PathRole).toString() : QString()};
}

void SetupChooser::setNumbering(Numbering n)
{
    m_preview->setNumbering(n);
}

void SetupChooser::setSide(flagfall::Side side)
{
    m_preview->setSide(side);
}

void SetupChooser::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}
