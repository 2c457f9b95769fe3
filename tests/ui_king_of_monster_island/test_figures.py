"""Each Monster and each Boss of King of Monster Island stands as its own
figure (issue 27): no two share a silhouette, a Boss's advanced side looks
other than its normal side, each Monster keeps its seat's colour on the table,
the Boss sheet shows the Boss being played, and every figure is drawn once."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.theme import C
from game.tables.king_of_monster_island import boss_panel, figures, monster_art
from game.tables.king_of_monster_island.layout import BOSS_FIGURE, BOSS_SHEET_RECT, FIGURE
from rules.king_of_monster_island.content import BOSSES, MONSTERS, SIDES
from rules.king_of_monster_island.state import KingOfMonsterIslandState as State


@pytest.fixture(scope="module", autouse=True)
def screen():
    pygame.display.init()
    pygame.display.set_mode((1280, 720))


def silhouette_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """The share of the two figures' pixels that only one of them covers."""
    ma, mb = pygame.mask.from_surface(a), pygame.mask.from_surface(b)
    both = ma.overlap_area(mb, (0, 0))
    either = ma.count() + mb.count() - both
    return (either - both) / either


def seat_colour_pixels(surf: pygame.Surface, colour) -> int:
    w, h = surf.get_size()
    count = 0
    for y in range(h):
        for x in range(w):
            r, g, b, a = surf.get_at((x, y))
            if a > 200 and abs(r - colour[0]) + abs(g - colour[1]) + abs(b - colour[2]) < 60:
                count += 1
    return count


def test_the_monsters_are_the_game_s_five():
    assert set(monster_art.MONSTER_PARTS) == set(figures.MONSTER_LOOKS) == set(MONSTERS)


@pytest.mark.parametrize("size", [FIGURE, 28, 96])
def test_each_monster_s_figure_has_its_own_silhouette(size):
    drawn = {m: figures.monster_figure(m, size) for m in MONSTERS}
    for a, b in itertools.combinations(MONSTERS, 2):
        assert silhouette_difference(drawn[a], drawn[b]) > 0.15, f"{a} and {b} at {size}px"


@pytest.mark.parametrize("size", [BOSS_FIGURE, 52])
def test_each_boss_s_figure_has_its_own_silhouette(size):
    for side in SIDES:
        drawn = {b: figures.boss_figure(size, b, side) for b in BOSSES}
        for a, b in itertools.combinations(BOSSES, 2):
            assert silhouette_difference(drawn[a], drawn[b]) > 0.15, f"{a} and {b} ({side}) at {size}px"


def ring_colours(fig: pygame.Surface, size: int) -> list[tuple[int, int, int]]:
    """The opaque colours along the base's left end, where its ring shows."""
    y = round(fig.get_height() - size * 0.165)
    return [tuple(fig.get_at((x, y)))[:3] for x in range(size // 3) if fig.get_at((x, y))[3] > 200]


def near(a, b) -> bool:
    return sum(abs(p - q) for p, q in zip(a, b)) < 60


@pytest.mark.parametrize("boss", BOSSES)
def test_a_boss_s_advanced_side_looks_other_than_its_normal_side(boss):
    normal = figures.boss_figure(BOSS_FIGURE, boss, "normal")
    advanced = figures.boss_figure(BOSS_FIGURE, boss, "advanced")
    assert silhouette_difference(normal, advanced) > 0.05
    # and the ring under it turns from crimson to gold
    assert any(near(c, monster_art.BOSS_RING) for c in ring_colours(normal, BOSS_FIGURE))
    assert any(near(c, C.GOLD) for c in ring_colours(advanced, BOSS_FIGURE))
    assert not any(near(c, C.GOLD) for c in ring_colours(normal, BOSS_FIGURE))


def test_a_boss_figure_is_not_a_monster_figure():
    for boss, monster in itertools.product(BOSSES, MONSTERS):
        boss_fig = figures.boss_figure(FIGURE, boss)
        assert silhouette_difference(boss_fig, figures.monster_figure(monster, FIGURE)) > 0.15


@pytest.mark.parametrize("monster", MONSTERS)
@pytest.mark.parametrize("hurt", [False, True])
def test_each_monster_keeps_its_seat_colour_at_the_table_s_size(monster, hurt):
    """Its base ring (and, standing, its body) is the seat's colour; a Monster at
    0 Health is greyed but its ring keeps the colour."""
    colour = figures.monster_colour(monster)
    for size in (FIGURE, 28):
        fig = figures.monster_figure(monster, size, hurt)
        assert any(near(c, colour) for c in ring_colours(fig, size)), (monster, size)
        assert seat_colour_pixels(fig, colour) >= (12 if hurt else 40), (monster, size)


def test_each_figure_is_drawn_once_then_reused(monkeypatch):
    calls = []
    real = monster_art._standee

    def counting(*args, **kwargs):
        calls.append(args[:3])
        return real(*args, **kwargs)
    monkeypatch.setattr(monster_art, "_standee", counting)
    size = 37                       # a size no other test asks for
    first = [figures.monster_figure(m, size) for m in MONSTERS] + [
        figures.boss_figure(size, b, s) for b in BOSSES for s in SIDES]
    again = [figures.monster_figure(m, size) for m in MONSTERS] + [
        figures.boss_figure(size, b, s) for b in BOSSES for s in SIDES]
    assert len(calls) == len(MONSTERS) + len(BOSSES) * len(SIDES)
    assert all(a is b for a, b in zip(first, again))


def test_the_boss_sheet_shows_the_boss_being_played():
    def sheet(boss: str, side: str) -> pygame.Surface:
        surface = pygame.Surface((1280, 720))
        view = State.new_game({"players": 3, "boss": boss, "side": side}, 5).view(0)
        boss_panel.draw_boss_panel(surface, view)
        return surface.subsurface(BOSS_SHEET_RECT).copy()
    drawn = {(b, s): sheet(b, s) for b in BOSSES for s in SIDES}
    for a, b in itertools.combinations(drawn, 2):
        pa, pb = pygame.image.tobytes(drawn[a], "RGB"), pygame.image.tobytes(drawn[b], "RGB")
        assert pa != pb, f"{a} and {b} show the same sheet"


def test_the_island_and_the_boss_walk_show_the_boss_being_played(monkeypatch):
    """The table drew the Crystal Dragon's normal side whatever the game's Boss
    was: the board and the walk now ask for the Boss and side in play."""
    import game.tables.king_of_monster_island.choreo as choreo_mod
    import game.tables.king_of_monster_island.table as table_mod
    from tests.table_driver import new_session, open_table, running_app
    asked = []

    def recording(size, boss="crystal_dragon", side="normal"):
        asked.append((boss, side))
        return figures.boss_figure(size, boss, side)
    monkeypatch.setattr(table_mod, "boss_figure", recording)
    monkeypatch.setattr(choreo_mod, "boss_figure", recording)
    for app in running_app():
        session = new_session("king_of_monster_island", "hh", autosave=False,
                              options={"boss": "lavalord", "side": "advanced"})
        table = open_table(app, session)
        for _ in range(5):
            app.step(1 / 60, flip=False)
        table.draw(app.screen)
    assert asked and set(asked) == {("lavalord", "advanced")}
