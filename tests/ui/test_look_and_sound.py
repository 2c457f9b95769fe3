"""The look: bundled fonts only, seats told apart by more than colour, text and
shapes drawn once (the sound is tests/ui/test_sound.py)."""
import pygame
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.screen import gfx, theme
from game.assets import asset_path


def test_every_font_style_is_a_bundled_file_with_its_licence():
    for style, name in theme.FONT_FILES.items():
        path = asset_path("fonts", name)
        assert path.exists(), style
        assert theme.font(18, style) is theme.font(18, style)          # loaded once
    assert asset_path("fonts", "Quicksand-OFL.txt").read_text().count("OFL") >= 1
    assert "Open Font License" in asset_path("fonts", "Lato-OFL.txt").read_text() or \
        "OFL" in asset_path("fonts", "Lato-OFL.txt").read_text()


def test_no_seat_is_told_apart_by_colour_alone():
    shapes = [sc.shape for sc in theme.SEAT_COLOURS]
    letters = [sc.letter for sc in theme.SEAT_COLOURS]
    assert len(theme.SEAT_COLOURS) == 5
    assert len(set(shapes)) == 5 and len(set(letters)) == 5


def test_seat_badges_differ_in_outline_not_only_in_colour(app):
    masks = []
    for i in range(5):
        badge = gfx.seat_badge(i, 40)
        mask = pygame.mask.from_surface(badge, 127)
        masks.append(mask.count())
    assert len(set(masks)) == 5


def test_text_is_rendered_once_and_then_cached(app):
    a = theme.text("Monster Isles", 20, (255, 255, 255))
    b = theme.text("Monster Isles", 20, (255, 255, 255))
    assert a is b


def test_shapes_are_drawn_once_and_cached(app):
    assert gfx.rounded_rect((100, 40), 10, (1, 2, 3)) is gfx.rounded_rect((100, 40), 10, (1, 2, 3))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(w=st.integers(0, 40), h=st.integers(0, 400), top=st.tuples(*[st.integers(0, 255)] * 3),
       bottom=st.tuples(*[st.integers(0, 255)] * 3))
def test_a_gradient_s_row_y_is_the_colour_part_way_at_y_over_its_last_row(app, w, h, top, bottom):
    grad = gfx.vertical_gradient.__wrapped__((w, h), top, bottom)
    assert grad.get_size() == (w, h)
    for y in range(h if w else 0):
        assert tuple(grad.get_at((w - 1, y)))[:3] == theme.lerp_colour(top, bottom, y / max(1, h - 1)), y


def test_wrapping_keeps_every_line_inside_the_width(app):
    text = "Capture island creatures, feed them, and scare the crowd before the others do. " * 3
    for line in theme.wrap(text, 16, 200):
        assert theme.font(16).size(line)[0] <= 200


def _glyph(font, ch):
    return pygame.image.tobytes(font.render(ch, True, (255, 255, 255), (0, 0, 0)), "RGB")


def _string_symbols(path):
    """Non-ASCII characters in a module's string literals (not its comments)."""
    import tokenize
    out = set()
    if path.read_bytes().isascii():        # no character past ASCII anywhere: none in its strings
        return out
    with open(path, encoding="utf-8") as fh:
        for tok in tokenize.generate_tokens(fh.readline):
            if tok.type == tokenize.STRING or tok.type == getattr(tokenize, "FSTRING_MIDDLE", -1):
                out |= {ch for ch in tok.string if ord(ch) > 127}
    return out


def test_every_symbol_the_app_writes_exists_in_the_bundled_fonts(app):
    from pathlib import Path
    root = Path(__file__).resolve().parents[2] / "game"
    symbols = set().union(*(_string_symbols(p) for p in root.rglob("*.py")))
    for style in ("heading", "body", "bold", "italic", "semibold"):
        f = theme.font(20, style)
        missing_box = _glyph(f, "\ue000")          # a private-use point: drawn as the "missing" box
        absent = sorted(ch for ch in symbols if _glyph(f, ch) == missing_box)
        assert absent == [], (style, absent)
