// The replay's notes: the player's own comments on a move, read from and written into the record
// (ReplayController), and on the page an editor that saves them into the game's file.
#include "replaycontroller.h"
#include "replaypage.h"

#include "base/diskfile.h"
#include "base/plaintext.h"
#include "games/recordtext.h"

#include "core/records/record.h"

#include <QFileInfo>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QTimer>

#include <algorithm>

namespace {

constexpr int kNotePause = 800; // ms without a key: the player has stopped typing

// The comments after `ply` plies: a record keeps them in ply order.
template <class It> std::pair<It, It> commentsAt(It first, It last, int ply)
{
    return std::equal_range(first, last, flagfall::RecordComment{ply, {}},
                            [](const auto& a, const auto& b) { return a.ply < b.ply; });
}

} // namespace

// Without the Analysis tag an {eval ...} comment is an ordinary one (formats.md).
bool ReplayController::isNote(const flagfall::RecordComment& comment) const
{
    if (m_record.findTag("Analysis") && flagfall::isEvalComment(comment)) return false;
    return RecordText::ownComment(comment.text).isEmpty();
}

QString ReplayController::noteAt(int ply) const
{
    QStringList lines;
    const auto [first, last] =
        commentsAt(m_record.comments.cbegin(), m_record.comments.cend(), ply);
    for (auto it = first; it != last; ++it)
        if (isNote(*it)) lines << QString::fromStdString(it->text);
    return lines.join(QLatin1Char('\n'));
}

QString ReplayController::marksAt(int ply) const
{
    QStringList marks;
    const auto [first, last] =
        commentsAt(m_record.comments.cbegin(), m_record.comments.cend(), ply);
    for (auto it = first; it != last; ++it)
        if (const QString mark = RecordText::ownComment(it->text); !mark.isEmpty()) marks << mark;
    return marks.join(QStringLiteral(" · "));
}

// The note stands after the program's own marks on that ply and before its eval comment, where
// formats.md puts a record's own comments.
void ReplayController::setNote(int ply, const QString& text)
{
    std::string note = text.trimmed().toStdString();
    std::replace(note.begin(), note.end(), '}', ')');
    const auto [first, last] = commentsAt(m_record.comments.begin(), m_record.comments.end(), ply);
    std::vector<flagfall::RecordComment> kept;
    std::copy_if(first, last, std::back_inserter(kept),
                 [this](const flagfall::RecordComment& c) { return !isNote(c); });
    const bool analysed = m_record.findTag("Analysis") != nullptr;
    const auto eval = std::find_if(kept.begin(), kept.end(), [analysed](const auto& c) {
        return analysed && flagfall::isEvalComment(c);
    });
    if (!note.empty()) kept.insert(eval, flagfall::RecordComment{ply, std::move(note)});
    const auto at = m_record.comments.erase(first, last);
    m_record.comments.insert(at, kept.begin(), kept.end());
    collectComments();
    emit commentChanged(ply);
}

void ReplayController::setAnalysis(const flagfall::StoredAnalysis& analysis)
{
    flagfall::writeAnalysis(m_record, analysis);
    collectComments();
}

// Four lines to write in; a pause in typing, another move shown or leaving the page saves.
void ReplayPage::buildCommentBox()
{
    m_marks->setObjectName(QStringLiteral("commentMarks"));
    m_marks->setTextFormat(Qt::PlainText);
    m_marks->setWordWrap(true);
    m_marks->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QFont italic = m_marks->font();
    italic.setItalic(true);
    m_marks->setFont(italic);
    m_marks->hide();
    const int frame =
        2 * m_comment->frameWidth() + 2 * int(m_comment->document()->documentMargin());
    m_comment->setFixedHeight(m_comment->fontMetrics().lineSpacing() * 4 + frame);
    m_comment->setTabChangesFocus(true);
    m_noteTimer->setSingleShot(true);
    m_noteTimer->setInterval(kNotePause);
    connect(m_comment, &QPlainTextEdit::textChanged, m_noteTimer, qOverload<>(&QTimer::start));
    connect(m_noteTimer, &QTimer::timeout, this, &ReplayPage::saveNote);
}

void ReplayPage::hideEvent(QHideEvent* event)
{
    saveNote();
    QWidget::hideEvent(event);
}

// A note can be written where the game has a file of its own to keep it in (not a Gravon file,
// which must stay one) and what is there already is short enough to edit whole.
void ReplayPage::showNote(int ply)
{
    const bool any = m_controller->hasGame();
    const QString note = any ? m_controller->noteAt(ply) : QString();
    const bool editable =
        any && m_writable && !m_path.isEmpty() && note.size() <= PlainText::kCommentChars;
    // Shown neutralised as any text from a file (PlainText); written back only once edited.
    m_noteShown = editable ? PlainText::paragraph(note.toStdString())
                  : any    ? m_controller->commentAt(ply)
                           : QString();
    const QSignalBlocker quiet(m_comment);
    m_comment->setReadOnly(!editable);
    m_comment->setPlainText(m_noteShown);
    m_comment->setPlaceholderText(editable ? tr("Write a comment on this move")
                                           : tr("No comment on this move."));
    // A read-only box shows the program's marks among the comments; beside an editable one they
    // stand by its label, so the player sees them without being able to type over them.
    const QString marks = editable ? m_controller->marksAt(ply) : QString();
    m_marks->setText(marks);
    m_marks->setVisible(!marks.isEmpty());
    m_notePly = ply;
}

// The game's record, comments and analysis with it, into its file: whole or not at all.
bool ReplayPage::writeRecordFile(QString* error)
{
    const std::string text = flagfall::writeRecord(m_controller->record());
    return DiskFile::write(m_path, QByteArray::fromStdString(text), error);
}

// What the player wrote goes into the record and the file at once (whole or not at all).
void ReplayPage::saveNote()
{
    m_noteTimer->stop();
    if (m_comment->isReadOnly() || !m_controller->hasGame()) return;
    const QString text = m_comment->toPlainText();
    if (text == m_noteShown) return;
    m_noteShown = text;
    m_controller->setNote(m_notePly, text);
    QString error;
    if (writeRecordFile(&error)) return;
    // Said once: the file is left alone from now on and the box only shows (the comment stays
    // in the game on the page), rather than a message at every pause in typing.
    m_writable = false;
    m_comment->setReadOnly(true);
    //: %1 the file name, %2 the reason
    emit saveFailed(
        tr("The comment could not be saved in %1.\n%2").arg(QFileInfo(m_path).fileName(), error));
}
