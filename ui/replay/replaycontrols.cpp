#include "replaycontrols.h"

#include "base/themedicon.h"

#include "replay/replaycontroller.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSlider>
#include <QToolButton>
#include <algorithm>

namespace {
constexpr int kIntervals[] = {2000, 1200, 800, 400, 150}; // ms, slowest first
constexpr int kSliderColumn = 5;
constexpr int kMinSlider = 100; // px: less than this is no longer a slider one can scrub with
} // namespace

ReplayControls::ReplayControls(ReplayController* controller, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_first(addButton("first")),
      m_back(addButton("back")), m_play(addButton("play")), m_forward(addButton("forward")),
      m_last(addButton("last")), m_slider(new QSlider(Qt::Horizontal, this)),
      m_where(new QLabel(this)), m_speedLabel(new QLabel(this)), m_speed(new QComboBox(this)),
      m_grid(new QGridLayout(this))
{
    m_play->setCheckable(true);
    m_slider->setPageStep(10);
    m_where->setMinimumWidth(
        m_where->fontMetrics().horizontalAdvance(QStringLiteral("0000 / 0000")));
    m_speedLabel->setBuddy(m_speed);
    for (int ms : kIntervals) m_speed->addItem(QString(), ms);
    m_speed->setCurrentIndex(m_speed->findData(ReplayController::kDefaultInterval));
    m_speed->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_grid->setContentsMargins(0, 0, 0, 0);
    int column = 0;
    for (QWidget* w : std::initializer_list<QWidget*>{m_first, m_back, m_play, m_forward, m_last})
        m_grid->addWidget(w, 0, column++);
    m_grid->addWidget(m_slider, 0, kSliderColumn);
    m_grid->setColumnStretch(kSliderColumn, 1);
    m_grid->addWidget(m_where, 0, kSliderColumn + 1);
    m_slider->setMinimumWidth(kMinSlider);

    connect(m_first, &QToolButton::clicked, controller, &ReplayController::toStart);
    connect(m_back, &QToolButton::clicked, controller, &ReplayController::previous);
    connect(m_play, &QToolButton::clicked, controller, &ReplayController::setPlaying);
    connect(m_forward, &QToolButton::clicked, controller, &ReplayController::next);
    connect(m_last, &QToolButton::clicked, controller, &ReplayController::toEnd);
    connect(m_slider, &QSlider::valueChanged, controller, &ReplayController::setPly);
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this] { m_controller->setInterval(m_speed->currentData().toInt()); });
    connect(controller, &ReplayController::loaded, this, &ReplayControls::followLoad);
    connect(controller, &ReplayController::plyChanged, this, &ReplayControls::followPly);
    connect(controller, &ReplayController::playingChanged, this, &ReplayControls::followPlaying);
    retranslateUi();
    followLoad();
    arrange();
}

// The buttons, the slider at its least and "k / n": what one row must hold in any case.
int ReplayControls::transportWidth() const
{
    int w = kMinSlider + 6 * m_grid->horizontalSpacing();
    for (const QWidget* x :
         std::initializer_list<const QWidget*>{m_first, m_back, m_play, m_forward, m_last, m_where})
        w += std::max(x->sizeHint().width(), x->minimumWidth());
    return w;
}

void ReplayControls::arrange()
{
    const int oneRow = transportWidth() + 2 * m_grid->horizontalSpacing() +
                       m_speedLabel->sizeHint().width() + m_speed->sizeHint().width();
    const bool narrow = width() < oneRow;
    if (narrow == m_narrow && m_grid->indexOf(m_speed) >= 0) return;
    m_narrow = narrow;
    m_grid->removeWidget(m_speedLabel);
    m_grid->removeWidget(m_speed);
    if (narrow) {
        m_grid->addWidget(m_speedLabel, 1, 0, 1, kSliderColumn, Qt::AlignRight);
        m_grid->addWidget(m_speed, 1, kSliderColumn, 1, 2, Qt::AlignLeft);
    } else {
        m_grid->addWidget(m_speedLabel, 0, kSliderColumn + 2);
        m_grid->addWidget(m_speed, 0, kSliderColumn + 3);
    }
    // The page may give the controls less than one row needs: the speed then folds under.
    setMinimumWidth(transportWidth());
}

void ReplayControls::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange();
}

QToolButton* ReplayControls::addButton(const char* icon)
{
    auto* b = new QToolButton(this);
    b->setIcon(themedIcon(QLatin1String(icon)));
    b->setAutoRaise(true);
    b->setIconSize({24, 24});
    return b;
}

void ReplayControls::followLoad()
{
    const QSignalBlocker block(m_slider);
    m_slider->setRange(0, m_controller->length());
    followPly(m_controller->hasGame() ? m_controller->ply() : 0);
}

void ReplayControls::followPly(int ply)
{
    {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(ply);
    }
    //: %1 the move shown, %2 the moves in the game
    m_where->setText(tr("%1 / %2").arg(ply).arg(m_controller->length()));
    const bool atStart = ply == 0, atEnd = ply >= m_controller->length();
    m_first->setEnabled(!atStart);
    m_back->setEnabled(!atStart);
    m_forward->setEnabled(!atEnd);
    m_last->setEnabled(!atEnd);
}

void ReplayControls::followPlaying(bool playing)
{
    m_play->setChecked(playing);
    m_play->setIcon(themedIcon(playing ? QStringLiteral("pause") : QStringLiteral("play")));
    m_play->setToolTip(playing ? tr("Pause (Space)") : tr("Play (Space)"));
}

void ReplayControls::retranslateUi()
{
    m_first->setToolTip(tr("To the start (Home)"));
    m_back->setToolTip(tr("One move back (Left, wheel up)"));
    m_forward->setToolTip(tr("One move forward (Right, wheel down)"));
    m_last->setToolTip(tr("To the end (End)"));
    m_slider->setToolTip(tr("Scrub through the game"));
    m_where->setToolTip(tr("Moves played / moves in the game"));
    m_speedLabel->setText(tr("Spee&d:"));
    const QStringList names{tr("Very slow"), tr("Slow"), tr("Normal"), tr("Fast"), tr("Very fast")};
    for (int i = 0; i < m_speed->count(); ++i) m_speed->setItemText(i, names.value(i));
    followPlaying(m_controller->isPlaying());
}

void ReplayControls::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        arrange();
    }
    QWidget::changeEvent(event);
}
