#include "library/libraryanalysis.h"

#include "base/diskfile.h"
#include "replay/analysisrun.h"

#include "core/records/recordeval.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

namespace {

// Whether the record already holds an analysis of every one of its moves.
bool analysedToTheEnd(const flagfall::GameRecord& record)
{
    const auto stored = flagfall::readAnalysis(record);
    return stored && stored->plies.size() == record.moves.size();
}

} // namespace

LibraryAnalysis::LibraryAnalysis(QWidget* parent)
    : QWidget(parent), m_run(new AnalysisRun(this)), m_status(new QLabel(this)),
      m_progress(new QProgressBar(this)), m_cancel(new QPushButton(this))
{
    m_status->setTextFormat(Qt::PlainText);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status, 1);
    layout->addWidget(m_progress, 1);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QPushButton::clicked, this, &LibraryAnalysis::cancel);
    connect(m_run, &AnalysisRun::plyAnalysed, this, [this](const flagfall::PlyEval& e) {
        m_current.plies.push_back(e);
        m_progress->setValue(e.ply);
    });
    connect(m_run, &AnalysisRun::finished, this, &LibraryAnalysis::followFinished);
    m_cancel->setText(tr("Cancel"));
    showState();
}

void LibraryAnalysis::start(const QStringList& paths)
{
    const bool idle = !running();
    if (idle) {
        m_paths.clear();
        m_index = 0;
        m_analysed = m_failed = 0;
    }
    m_paths += paths;
    if (idle) {
        emit runningChanged(true);
        next();
    }
}

void LibraryAnalysis::cancel()
{
    if (!running()) return;
    m_index = int(m_paths.size());
    m_run->cancel(); // its finished(false) comes first and finds nothing under way
    showState();
    emit runningChanged(false);
}

// The next game that needs it: unreadable files are counted and skipped, as are games that are
// analysed already.
void LibraryAnalysis::next()
{
    for (; m_index < m_paths.size(); ++m_index) {
        const auto bytes = DiskFile::read(m_paths[m_index]);
        auto record = bytes ? flagfall::readRecord(bytes->toStdString())
                            : flagfall::Parsed<flagfall::GameRecord>{};
        if (!record || !flagfall::startGame(*record)) {
            ++m_failed;
            continue;
        }
        if (analysedToTheEnd(*record) || record->moves.empty()) continue;
        m_record = std::move(*record.value);
        m_current = flagfall::StoredAnalysis{};
        m_current.level = m_level;
        m_progress->setRange(0, int(m_record.moves.size()));
        m_progress->setValue(0);
        showState();
        m_run->start(m_record, m_level);
        return;
    }
    showState();
    emit runningChanged(false);
}

// The record at `path` if it is still the game that was analysed (the same setups and moves).
std::optional<flagfall::GameRecord> LibraryAnalysis::freshRecord(const QString& path) const
{
    const auto bytes = DiskFile::read(path);
    if (!bytes) return std::nullopt;
    auto record = flagfall::readRecord(bytes->toStdString());
    if (!record || record->moves != m_record.moves) return std::nullopt;
    for (const char* tag : {"RedSetup", "BlueSetup"})
        if (record->tag(tag) != m_record.tag(tag)) return std::nullopt;
    return std::move(*record.value);
}

void LibraryAnalysis::followFinished(bool complete)
{
    if (!running()) return; // cancelled
    const QString path = m_paths[m_index];
    // The file as it is now, not as it was when its analysis began: a game deleted meanwhile is
    // not brought back, and a comment stored from the replay in between is kept.
    auto now = complete ? freshRecord(path) : std::nullopt;
    if (now) {
        flagfall::writeAnalysis(*now, m_current);
        if (DiskFile::write(path, QByteArray::fromStdString(flagfall::writeRecord(*now)))) {
            ++m_analysed;
            emit gameAnalysed(path);
        } else {
            ++m_failed;
        }
    } else {
        ++m_failed;
    }
    ++m_index;
    next();
}

void LibraryAnalysis::showState()
{
    const bool busy = running();
    setVisible(busy);
    if (busy)
        //: %1 the game under analysis, %2 how many games are to be analysed
        m_status->setText(tr("Analysing game %1 of %2…").arg(m_index + 1).arg(m_paths.size()));
}

void LibraryAnalysis::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_cancel->setText(tr("Cancel"));
        showState();
    }
    QWidget::changeEvent(event);
}
