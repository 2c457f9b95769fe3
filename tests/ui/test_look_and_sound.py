"""The look and the sound: bundled fonts only, seats told apart by more than
colour, sounds made by the script in the repo and harmless without a device."""
import importlib.util
import wave

import pygame

from game import audio, gfx, theme
from game.assets import asset_path
from game.audio import SOUND_NAMES, Audio
from game.settings import Settings


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


def test_wrapping_keeps_every_line_inside_the_width(app):
    text = "Capture island creatures, feed them, and scare the crowd before the others do. " * 3
    for line in theme.wrap(text, 16, 200):
        assert theme.font(16).size(line)[0] <= 200


def _load_sound_script():
    spec = importlib.util.spec_from_file_location("make_sounds", asset_path("sounds", "make_sounds.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_committed_sounds_are_exactly_what_the_script_makes(tmp_path):
    made = _load_sound_script().main(tmp_path)
    assert sorted(p.stem for p in made) == sorted(SOUND_NAMES)
    for p in made:
        assert p.read_bytes() == asset_path("sounds", p.name).read_bytes(), p.name
        with wave.open(str(p)) as w:
            assert w.getnchannels() == 1 and w.getsampwidth() == 2 and w.getnframes() > 1000


def test_sound_follows_volume_and_mute():
    a = Audio()
    a.apply(Settings(volume=30, mute=False))
    assert a.volume == 0.3 and not a.muted
    a.apply(Settings(volume=30, mute=True))
    assert a.muted


def test_no_audio_device_is_harmless(monkeypatch):
    def refuse(*args, **kwargs):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    a = Audio()
    assert not a.available and "no sound device" in a.problem
    a.apply(Settings())
    for name in SOUND_NAMES:
        a.play(name)
    audio.install(a)
    audio.play("click")


def _glyph(font, ch):
    return pygame.image.tobytes(font.render(ch, True, (255, 255, 255), (0, 0, 0)), "RGB")


def _string_symbols(path):
    """Non-ASCII characters in a module's string literals (not its comments)."""
    import tokenize
    out = set()
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


def test_a_missing_sound_file_is_silent_not_a_crash(monkeypatch):
    import game.audio as audio_mod
    from game.assets import MissingAsset

    def nowhere(*parts):
        raise MissingAsset("missing asset " + "/".join(parts))
    monkeypatch.setattr(audio_mod, "asset_path", nowhere)
    a = Audio()
    a.apply(Settings(volume=50))
    a.available = True
    a.play("dice")
    assert a._loaded and "dice" not in a._sounds
