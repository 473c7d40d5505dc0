// Drag and drop of pieces between item views (board, tray) through their models' mimeData() and
// dropMimeData(). Done with plain mouse events instead of QDrag so a drag works the same on every
// platform and in tests (QTest::mousePress / mouseMove / mouseRelease on the source view).
#pragma once

#include <QAbstractItemView>
#include <QList>
#include <QObject>
#include <QPersistentModelIndex>
#include <QPointer>
#include <functional>

class PieceDrag : public QObject {
    Q_OBJECT
public:
    // Draws what the cursor carries for a dragged index.
    using Preview = std::function<QPixmap(const QModelIndex&)>;

    explicit PieceDrag(QObject* parent = nullptr);

    void addView(QAbstractItemView* view); // a drag source and a drop target
    void setPreview(Preview preview) { m_preview = std::move(preview); }
    bool dragging() const { return m_dragging; }

signals:
    void dragStarted(const QModelIndex& index); // the piece at `index` is being carried
    void dropped(bool accepted);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QAbstractItemView* viewOf(QObject* viewport) const;
    bool press(QAbstractItemView* view, const QPoint& pos);
    bool move(const QPoint& globalPos);
    bool release(const QPoint& globalPos);
    void finish();

    QList<QPointer<QAbstractItemView>> m_views;
    QPointer<QAbstractItemView> m_source;
    QPersistentModelIndex m_index;
    QPoint m_pressGlobal;
    bool m_dragging = false;
    Preview m_preview;
};
