"""Card art: image sizes, caching, colours, and that every face shows its index."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from spider_qt.ui.art import card_art
from spider_qt.ui.art.card_art import CARD_RATIO, CardArt, suit_color, suit_path

ALL_CARDS = [rank + suit for suit in "shdc" for rank in "A23456789TJQK"]


@pytest.fixture
def art(qapp: object) -> CardArt:
    return CardArt()


def is_red(c: QColor) -> bool:
    return c.alpha() > 200 and c.red() > 150 and c.green() < 90 and c.blue() < 90


def is_black(c: QColor) -> bool:
    return c.alpha() > 200 and max(c.red(), c.green(), c.blue()) < 70


def is_blue(c: QColor) -> bool:
    return c.alpha() > 200 and c.blue() > 150 and c.red() < 80


def is_green(c: QColor) -> bool:
    return c.alpha() > 200 and c.green() > 90 and c.red() < 60 and c.blue() < 100


def pixels(image: QImage, x0: float, y0: float, x1: float, y1: float, step: int = 1) -> list[QColor]:
    """Pixel colours in the physical-pixel box [x0, x1) x [y0, y1)."""
    return [image.pixelColor(x, y) for y in range(int(y0), int(y1), step) for x in range(int(x0), int(x1), step)]


def count(image: QImage, box: tuple[float, float, float, float], test: Callable[[QColor], bool]) -> int:
    return sum(1 for c in pixels(image, *box) if test(c))


def inked(c: QColor) -> bool:
    return c.alpha() > 200 and c.lightness() < 170


@pytest.mark.parametrize("width", [40, 71, 160])
@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_image_sizes_follow_width_and_dpr(art: CardArt, width: int, dpr: float) -> None:
    for image in (art.card_image("Qh", width, dpr), art.back_image(width, dpr)):
        assert image.width() == round(width * dpr)
        assert image.height() == round(width * CARD_RATIO * dpr)
        assert image.devicePixelRatio() == pytest.approx(dpr)
        assert image.format() == QImage.Format.Format_ARGB32_Premultiplied
        assert image.deviceIndependentSize().width() == pytest.approx(width, abs=0.5)


def test_cache_returns_the_same_image_and_grows_only_for_new_keys(art: CardArt) -> None:
    assert art.cache_size == 0
    first = art.card_image("As", 100)
    assert art.cache_size == 1
    assert art.card_image("As", 100) is first
    assert art.cache_size == 1
    art.card_image("As", 101)
    art.card_image("As", 100, 2.0)
    art.card_image("Ks", 100)
    back = art.back_image(100)
    assert art.cache_size == 5
    assert art.back_image(100) is back
    assert art.card_image("As", 100) is first
    assert art.cache_size == 5
    art.clear_cache()
    assert art.cache_size == 0
    assert art.card_image("As", 100) is not first


def test_cache_is_bounded_and_evicts_the_least_recently_used(art: CardArt) -> None:
    keep = art.card_image("Ah", 20)
    oldest = art.card_image("2h", 20)
    for n in range(card_art.CACHE_LIMIT):
        if n % 50 == 0:
            assert art.card_image("Ah", 20) is keep  # touched, so it stays
        art.card_image("3c", 21 + n)
    assert art.cache_size == card_art.CACHE_LIMIT
    assert art.card_image("Ah", 20) is keep
    assert art.card_image("2h", 20) is not oldest


def test_four_color_setter_clears_the_cache(art: CardArt) -> None:
    art.card_image("Ad", 80)
    art.back_image(80)
    art.four_color = False  # unchanged: nothing to re-render
    assert art.cache_size == 2
    art.four_color = True
    assert art.four_color is True
    assert art.cache_size == 0


def test_four_color_turns_diamonds_blue_and_clubs_green(qapp: object) -> None:
    width = 120
    two, four = CardArt(four_color=False), CardArt(four_color=True)
    center = (width // 2 - 6, round(width * CARD_RATIO) // 2 - 6, width // 2 + 6, round(width * CARD_RATIO) // 2 + 6)
    diamond2, diamond4 = two.card_image("Ad", width), four.card_image("Ad", width)
    assert all(is_red(c) for c in pixels(diamond2, *center))
    assert all(is_blue(c) for c in pixels(diamond4, *center))
    club2, club4 = two.card_image("Ac", width), four.card_image("Ac", width)
    assert all(is_black(c) for c in pixels(club2, *center))
    assert all(is_green(c) for c in pixels(club4, *center))
    # Hearts and spades keep their colours in both schemes.
    assert all(is_red(c) for c in pixels(four.card_image("Ah", width), *center))
    assert all(is_black(c) for c in pixels(four.card_image("As", width), *center))


@pytest.mark.parametrize("rank", ["A", "5", "T", "Q"])
def test_hearts_are_red_and_spades_black(art: CardArt, rank: str) -> None:
    width = 100
    whole = (0, 0, width, round(width * CARD_RATIO))
    hearts = art.card_image(rank + "h", width)
    spades = art.card_image(rank + "s", width)
    assert count(hearts, whole, is_red) > 150
    assert count(spades, whole, is_red) == 0
    assert count(spades, whole, is_black) > 150
    if rank != "Q":  # court figures have dark outlines of the suit's hue, pip cards have none
        assert count(hearts, whole, is_black) == 0


def test_suit_colors() -> None:
    assert suit_color("h", False) == suit_color("d", False) == suit_color("h", True)
    assert suit_color("s", False) == suit_color("c", False) == suit_color("s", True)
    assert len({suit_color(s, True).rgb() for s in "shdc"}) == 4
    with pytest.raises(ValueError, match="suit"):
        suit_color("x", False)


@pytest.mark.parametrize("suit", list("shdc"))
@pytest.mark.parametrize("size", [10.0, 64.0])
def test_suit_path_fits_its_box(qapp: object, suit: str, size: float) -> None:
    box = suit_path(suit, size).boundingRect()
    assert box.left() >= -1e-6
    assert box.top() >= -1e-6
    assert box.right() <= size + 1e-6
    assert box.bottom() <= size + 1e-6
    assert box.height() > 0.95 * size
    assert box.width() > 0.75 * size


def test_suit_path_rejects_unknown_suits(qapp: object) -> None:
    with pytest.raises(ValueError, match="suit"):
        suit_path("z", 10)


def test_back_differs_from_every_face(art: CardArt) -> None:
    width = 60
    back = art.back_image(width)
    for text in ALL_CARDS:
        assert art.card_image(text, width) != back
    # The back's middle is a deep blue, unlike any face.
    middle = pixels(back, width * 0.25, width * 0.3, width * 0.75, width * 1.1, step=3)
    deep = [c for c in middle if c.blue() > c.red() + 30 and c.lightness() < 140]
    assert len(deep) > 0.6 * len(middle)


@pytest.mark.parametrize("text", ALL_CARDS)
def test_every_card_shows_its_index_in_both_corners(art: CardArt, text: str) -> None:
    width, dpr = 90, 1.5
    image = art.card_image(text, width, dpr)
    w, h = image.width(), image.height()
    # Rank and suit both sit in the top strip (a quarter of the height), left of the pips.
    rank_box = (0.02 * w, 0.03 * w, 0.19 * w, 0.22 * w)
    suit_box = (0.02 * w, 0.23 * w, 0.19 * w, 0.25 * h)
    for box in (rank_box, suit_box):
        assert count(image, box, inked) > 0.08 * (box[2] - box[0]) * (box[3] - box[1])
        turned = (w - box[2], h - box[3], w - box[0], h - box[1])
        assert count(image, turned, inked) > 0.08 * (box[2] - box[0]) * (box[3] - box[1])


def test_ten_is_written_with_two_digits(art: CardArt) -> None:
    width = 120
    top, bottom = round(0.05 * width), round(0.155 * width)  # above the first row of pips

    def glyph_count(text: str) -> int:
        """How many separate blobs of ink the rank row has, scanning columns inside the border."""
        image = art.card_image(text, width)
        columns = [False] + [
            any(inked(image.pixelColor(x, y)) for y in range(top, bottom)) for x in range(2, round(0.185 * width))
        ]
        return sum(1 for x in range(1, len(columns)) if columns[x] and not columns[x - 1])

    assert glyph_count("Ts") == 2
    assert glyph_count("Th") == 2
    assert glyph_count("9s") == 1
    assert glyph_count("Ks") == 1


@pytest.mark.parametrize("text", ["As", "Kh", "7d", "back"])
@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_corners_are_transparent_and_the_middle_opaque(art: CardArt, text: str, dpr: float) -> None:
    image = art.back_image(100, dpr) if text == "back" else art.card_image(text, 100, dpr)
    w, h = image.width(), image.height()
    for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (1, 1), (w - 2, h - 2)):
        assert image.pixelColor(x, y).alpha() == 0
    for x, y in ((w // 2, h // 2), (w // 2, 2), (2, h // 2), (w - 3, h // 2), (w // 2, h - 3)):
        assert image.pixelColor(x, y).alpha() == 255


def test_face_has_a_light_background_and_a_border(art: CardArt) -> None:
    image = art.card_image("2c", 160)
    paper = image.pixelColor(80, 112)  # between the two pips of a two
    assert paper.lightness() > 235
    assert image.pixelColor(0, 112).lightness() < paper.lightness() - 30  # the edge is drawn darker


def test_paint_card_draws_only_inside_its_rect(art: CardArt) -> None:
    canvas = QImage(400, 500, QImage.Format.Format_ARGB32_Premultiplied)
    canvas.fill(Qt.GlobalColor.transparent)
    painter = QPainter(canvas)
    art.paint_card(painter, QRectF(100, 80, 200, 280), "Qd")
    art.paint_back(painter, QRectF(10, 380, 60, 84))
    painter.end()
    assert canvas.pixelColor(200, 220).alpha() == 255
    assert canvas.pixelColor(40, 422).alpha() == 255
    for x, y in ((95, 220), (305, 220), (200, 75), (200, 365), (200, 450), (5, 422), (75, 422)):
        assert canvas.pixelColor(x, y).alpha() == 0
    assert count(canvas, (100, 80, 300, 360), is_red) > 500
    assert art.cache_size == 0  # vector painting bypasses the cache


def test_rendering_works_off_the_gui_thread(art: CardArt) -> None:
    with ThreadPoolExecutor(max_workers=3) as pool:
        images = list(pool.map(lambda t: art.card_image(t, 64, 2.0), ["Kc", "Qh", "9s", "Ad", "Kc"]))
    assert all(i.width() == 128 and i.height() == round(64 * CARD_RATIO * 2) for i in images)
    assert all(is_red(c) for c in pixels(art.card_image("Ad", 64, 2.0), 60, 86, 68, 94))


def test_invalid_inputs_raise(art: CardArt) -> None:
    for bad in ("1s", "Ax", "10h", "", "as"):
        with pytest.raises(ValueError, match="not a card"):
            art.card_image(bad, 50)
    with pytest.raises(ValueError, match="positive"):
        art.card_image("As", 0)
    with pytest.raises(ValueError, match="positive"):
        art.back_image(50, 0)
