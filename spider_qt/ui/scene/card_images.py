"""The table's card pixmaps at the current card size, rendered ahead of need between animation frames.

``CardArt`` caches ``QImage``s (it also renders off the GUI thread); this layer keeps the ``QPixmap`` of
each card look at the table's current size and device pixel ratio, so painting a card never converts.

After a resize the images of the old size stay in use (drawn scaled) until the new ones are rendered,
one a frame: rendering every face on the table for the first frame took ~0.4 s at 3840x2160
(benchmarks/table_frames.py), a freeze at every step of a window being resized.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QPixmap, QPixmapCache

from spider_qt.ui.art.card_art import CardArt
from spider_qt.ui.scene.layout import TableLayout

# Pause between two card images rendered ahead of need (one frame at 60 Hz).
PRERENDER_SPACING_MS = 16
# Card looks Qt's pixmap cache must hold: both decks and a few celebration cards.
CACHED_CARDS = 120


class CardImages(QObject):
    """Pixmaps of card faces (by text) and the back (``None``), big and small, at the table's current size."""

    # A card image (its text, ``None`` for the back; True: the stock's small back) is now rendered at the
    # current size where an image of an older size was shown: what shows it must be painted again.
    rendered = Signal(object, bool)

    def __init__(self, art: CardArt, layout: Callable[[], TableLayout], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self._layout = layout
        self._dpr = 1.0
        self._pixmaps: dict[str | None, QPixmap] = {}
        self._mini_back: QPixmap | None = None
        # Images of an older size (before a resize), shown until the one at this size is rendered.
        self._stale: dict[str | None, QPixmap] = {}
        self._stale_mini_back: QPixmap | None = None
        # Card images still to render ahead of need: one at a time, spaced like frames so that a burst of
        # renders never holds up the animation's next frame.
        self._prerender: list[str | None] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PRERENDER_SPACING_MS)
        self._timer.timeout.connect(self._on_timer_timeout)

    @property
    def art(self) -> CardArt:
        return self._art

    def set_art(self, art: CardArt) -> None:
        self._art = art

    def set_device_pixel_ratio(self, dpr: float) -> None:
        self._dpr = dpr

    def all_at_ratio(self, dpr: float) -> bool:
        """Whether every pixmap held was rendered for ``dpr``."""
        return all(pm.devicePixelRatio() == dpr for pm in self._pixmaps.values())

    def clear(self, render_again: list[str | None], keep_old: bool = False) -> None:
        """Forget every pixmap; render ``render_again`` ahead of need (the looks the table shows now).

        ``keep_old`` (a new size, the same looks): until an image is rendered again, the old one is shown.
        """
        if keep_old:
            self._stale.update(self._pixmaps)
            self._stale_mini_back = self._mini_back or self._stale_mini_back
        else:
            self._stale.clear()
            self._stale_mini_back = None
        self._pixmaps.clear()
        self._mini_back = None
        if render_again:
            self.queue(render_again, front=True)

    def queue(self, texts: list[str | None], front: bool = False) -> None:
        """Render these card images (``None``: the back, and the stock's small back) when the loop is idle."""
        todo = [t for t in dict.fromkeys(texts) if t not in self._pixmaps]
        if not todo:
            return
        rest = [t for t in self._prerender if t not in todo]
        self._prerender = todo + rest if front else rest + todo
        if not self._timer.isActive():
            self._timer.start()

    def _on_timer_timeout(self) -> None:
        while self._prerender:
            text = self._prerender.pop(0)
            if text is None and self._mini_back is None:
                shown_old = self._stale_mini_back is not None
                self._stale_mini_back = None
                self.stock_back()
                self._prerender.insert(0, None)
                if shown_old:
                    self.rendered.emit(None, True)
                break
            if text not in self._pixmaps:
                shown_old = self._stale.pop(text, None) is not None
                self.pixmap(text)
                if shown_old:
                    self.rendered.emit(text, False)
                break
        if self._prerender:
            self._timer.start()
        else:
            self._stale.clear()  # what is still old is not on the table: rendered when it shows
            self._stale_mini_back = None

    def is_ready(self, text: str | None) -> bool:
        """Whether the image of card ``text`` (``None``: the back, big and small) is rendered at this size."""
        return text in self._pixmaps and (text is not None or self._mini_back is not None)

    def ensure(self, texts: list[str | None]) -> None:
        """Render these card images now (before an animation that shows them in its first frames)."""
        for text in texts:
            shown_old = self._stale.pop(text, None) is not None
            self.pixmap(text)
            if shown_old:
                self.rendered.emit(text, False)
            if text is None:
                small_old = self._stale_mini_back is not None
                self._stale_mini_back = None
                self.stock_back()
                if small_old:
                    self.rendered.emit(None, True)

    def pixmap(self, text: str | None) -> QPixmap:
        """The face of ``text``, or the back for ``None`` (an unknown text shows the back)."""
        pm = self._pixmaps.get(text)
        if pm is None:
            old = self._stale.get(text)
            if old is not None:
                if text not in self._prerender:
                    self.queue([text])
                return old
            width = max(1, int(self._layout().card_width))
            try:
                image = self._art.card_image(text, width, self._dpr) if text else self._art.back_image(width, self._dpr)
            except ValueError:
                image = self._art.back_image(width, self._dpr)
            pm = QPixmap.fromImage(image)
            pm.setDevicePixelRatio(self._dpr)
            self._pixmaps[text] = pm
        return pm

    def stock_back(self) -> QPixmap:
        """The small back of the stock's packets."""
        if self._mini_back is None:
            if self._stale_mini_back is not None:
                if None not in self._prerender:
                    self.queue([None])
                return self._stale_mini_back
            w, _ = self._layout().mini_size
            pm = QPixmap.fromImage(self._art.back_image(max(1, round(w)), self._dpr))
            pm.setDevicePixelRatio(self._dpr)
            self._mini_back = pm
        return self._mini_back

    def size_item_cache(self) -> None:
        """Make Qt's pixmap cache hold the painted look of every card at this size.

        Cards keep their look in QPixmapCache (DeviceCoordinateCache); at its default 10 MiB, a 1080p table
        no longer fits and cards are painted again every frame (a full deal then misses its frame budget).
        """
        lay = self._layout()
        pad = max(4.0, lay.card_width * 0.09)
        per_card = (lay.card_width + 2 * pad) * (lay.card_height + 2 * pad) * self._dpr * self._dpr * 4
        needed_kib = int(per_card * CACHED_CARDS / 1024) + 8 * 1024  # plus stock, boxes, hints
        if QPixmapCache.cacheLimit() < needed_kib:
            QPixmapCache.setCacheLimit(needed_kib)
