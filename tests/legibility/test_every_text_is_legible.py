"""Legible at every size the window allows: every text the app draws is at
least 11 px on the 1280x720 canvas and none is cut without an ellipsis, in
every scene and at each table through a game (its large views open too); the
window's smallest size keeps 11 canvas px at 9 screen px or more. The font
layer records what it is asked to draw (game/screen/text_record.py)."""
from __future__ import annotations

import pygame
import pytest

from game.screen import text_record, theme, window
from game.app import App
from game.scenes import catalogue
from game.storage.settings import Settings
from game.table.sessions import play_forward, you_against_computers
from rules.core import registry
from rules.king_of_monster_island import actions as komi

from . import reading

#: the smallest a text may be on the screen, in screen pixels
SMALLEST_ON_SCREEN = 9


@pytest.fixture(scope="module")
def recorded():
    """One recording for the app's scenes and tables in this file (game/screen/text_record.py):
    the caches are emptied as it starts and as it ends, not around every test (the two
    emptyings took 150 ms a test), so a text one scene made and the next draws again
    was made, and recorded, within it. The tests that make a recording of their own
    come before the first that asks for this one."""
    with text_record.recording():
        yield


@pytest.fixture
def app(recorded, profile_dir):
    a = App(settings=Settings(animation_speed="instant", ai_pace="instant", recap=False), strict=True)
    pygame.event.clear()
    yield a


def report(found) -> str:
    return "texts too small or cut:\n" + "\n".join(reading.lines(found))


# -- the recording itself ----------------------------------------------------------------------

def test_the_font_layer_records_each_text_its_size_on_the_canvas_and_its_cut(profile_dir):
    with text_record.recording():
        canvas = text_record.TrackedSurface(theme.LOGICAL_SIZE)
        card = pygame.Surface((240, 60), pygame.SRCALPHA)
        card.blit(theme.text("Drawn twice as big", 24), (4, 4))
        canvas.blit(pygame.transform.smoothscale(card, (120, 30)), (10, 10))     # then halved
        canvas.blit(theme.text("A name too long for its box", 16), (1200, 100))  # runs off the canvas
        canvas.blit(theme.text(theme.fit("A name too long for its box", 16, 80), 16), (300, 300))
        chip = pygame.Surface((40, 20), pygame.SRCALPHA)
        chip.blit(theme.text("Clipped by its chip", 14), (2, 2))
        canvas.blit(chip, (500, 500))
        hidden = theme.text("Under a panel", 14)
        canvas.blit(hidden, (600, 600))
        canvas.fill((0, 0, 0), pygame.Rect(590, 590, 200, 40))
    inks = {i.text: i for i in canvas.inks}
    assert inks["Drawn twice as big"].size == 12 and not inks["Drawn twice as big"].cut
    assert 10 <= inks["Drawn twice as big"].rect[0] <= 14 and 10 <= inks["Drawn twice as big"].rect[1] <= 14
    assert inks["A name too long for its box"].cut
    fitted = next(i for i in canvas.inks if i.text.endswith("…"))
    assert not fitted.cut and fitted.size == 16
    assert inks["Clipped by its chip"].cut
    assert "Under a panel" not in inks
    assert set(text_record.small_or_cut(canvas.inks, 13)) == {inks["Drawn twice as big"],
                                                            inks["A name too long for its box"],
                                                            inks["Clipped by its chip"]}


def test_a_text_lettered_onto_a_scaled_picture_or_into_a_window_of_one_is_recorded(profile_dir):
    """A figure painted big and smooth-scaled down, then given its letter (Survive
    the Island's creature tabs were drawn at 10 px so, unseen), a text blitted into
    a subsurface of a card, and a region of the canvas kept and put back (a kept
    panel) all reach the canvas's record."""
    with text_record.recording():
        canvas = text_record.TrackedSurface(theme.LOGICAL_SIZE)
        figure = pygame.transform.smoothscale(pygame.Surface((80, 80), pygame.SRCALPHA), (40, 40))
        figure.blit(theme.text("Sh", 10), (2, 2))
        canvas.blit(figure, (10, 10))
        card = pygame.Surface((200, 40), pygame.SRCALPHA)
        card.subsurface((100, 0, 100, 40)).blit(theme.text("In a window", 12), (2, 2))
        canvas.blit(card, (300, 10))
        canvas.blit(theme.text("Kept and put back", 13), (610, 20))
        kept = canvas.subsurface((600, 0, 200, 60)).copy()
        canvas.fill((0, 0, 0), pygame.Rect(600, 0, 200, 60))
        canvas.blit(kept, (600, 0))
    inks = {i.text: i for i in canvas.inks}
    assert inks["Sh"].size == 10 and 10 <= inks["Sh"].rect[0] <= 14
    assert inks["In a window"].size == 12 and 400 <= inks["In a window"].rect[0] <= 404
    assert inks["Kept and put back"].size == 13 and not inks["Kept and put back"].cut
    assert text_record.small_or_cut(canvas.inks, reading.SMALLEST) == [inks["Sh"]]


def test_a_text_cached_before_the_start_up_was_frozen_is_recorded_when_drawn_again(profile_dir):
    """The caches made at import are frozen with the start-up (game/screen/memory.py,
    conftest), where gc.get_objects() no longer lists them: the recording still
    empties them, so a text drawn before it is made afresh, and recorded."""
    import gc
    theme.text("Frozen in the cache", 15)
    gc.freeze()
    with text_record.recording():
        canvas = text_record.TrackedSurface((200, 40))
        canvas.blit(theme.text("Frozen in the cache", 15), (4, 4))
    assert [i.text for i in canvas.inks] == ["Frozen in the cache"]


def test_the_smallest_window_keeps_every_text_at_nine_screen_pixels_or_more():
    w, h = window.MIN_SIZE
    scale = min(w / theme.LOGICAL_SIZE[0], h / theme.LOGICAL_SIZE[1])
    assert theme.SMALLEST_TEXT == reading.SMALLEST
    assert theme.SMALLEST_TEXT * scale >= SMALLEST_ON_SCREEN


# -- the app ----------------------------------------------------------------------------------

SCENES = [name for name in catalogue.scene_names() if name not in registry.GAME_IDS]


# The first seed of each scene and table is read in the quick step; the others
# (the scenes' second, the tables' second and third) in the slow step.

@pytest.mark.parametrize("name", SCENES)
def test_every_text_of_a_scene_is_legible(app, name):
    found = reading.read_scene(app, name, 1)
    assert not found, report(found)


@pytest.mark.slow
@pytest.mark.parametrize("name", SCENES)
def test_every_text_of_a_scene_is_legible_in_another_seed(app, name):
    found = reading.read_scene(app, name, 2)
    assert not found, report(found)


@pytest.mark.parametrize("game_id", reading.GAMES)
def test_every_text_of_a_table_is_legible_in_its_seeded_positions(app, game_id):
    found = reading.read_scene(app, game_id, 1)
    assert not found, report(found)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", reading.GAMES)
def test_every_text_of_a_table_is_legible_in_its_other_seeded_positions(app, game_id):
    found = set()
    for seed in (2, 3):
        found |= reading.read_scene(app, game_id, seed)
    assert not found, report(found)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", reading.GAMES)
def test_every_text_of_a_table_is_legible_through_a_game(app, game_id):
    info = registry.get(game_id)
    found = set()
    for players in sorted({info.min_players if info.min_players > 1 else 2, info.max_players}):
        found |= reading.read_a_game(app, game_id, players, seed=players, every=12, hover_every=4)
    assert not found, report(found)


def test_the_ally_chooser_names_its_powers_legibly(app):
    info = registry.get("king_of_monster_island")
    session = you_against_computers(info, 2, 5)
    play_forward(session, 5, lambda st: 0 in st.to_act()
                 and any(isinstance(a, komi.ChooseAlly) for a in st.legal_actions(0)))
    table = info.load_table_scene()(app, session)
    app.stack.push(table)
    for _ in range(3):
        app.step(1 / 60, flip=False)
    assert table.ally_rects(table.view), "the position wanted never came"
    inks = text_record.canvas_inks(app)
    found = reading.findings(inks, "the Ally chooser")
    for shot in reading.hovered_inks(app, table):
        found |= reading.findings(shot, "the Ally chooser, a large view")
    assert not found, report(found)
