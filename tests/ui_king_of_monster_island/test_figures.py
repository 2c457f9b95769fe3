"""Each Monster, Boss and Minion of King of Monster Island stands as its own
figure (issue 27): no two share a silhouette, a Boss's advanced side looks
other than its normal side, each Monster keeps its seat's colour on the table,
a Minion shows its Health as a numeral a player reads, the Crystals and Pylons
are crystal clusters lit by the volcano on the side facing it, the island
draws them all, the Boss sheet shows the Boss being played, and every figure
is drawn once."""
from __future__ import annotations

import colorsys
import itertools

import pygame
import pytest

from game.screen.theme import C
from game.tables.king_of_monster_island import boss_panel, crystal_art, figures, minion_art, monster_art
from game.tables.king_of_monster_island.layout import BOSS_FIGURE, BOSS_SHEET_RECT, FIGURE, PYLON_FIGURE, SPACE, TOKEN
from rules.king_of_monster_island.content import BOSSES, KINDS, MINION_HEALTH, MONSTERS, SIDES
from rules.king_of_monster_island.state import KingOfMonsterIslandState as State

from game.tables.king_of_monster_island import table as table_module

from game.tables.king_of_monster_island.table import KingOfMonsterIslandTable

from .clicks import open_table, settle
from .test_table_clicks import app  # noqa: F401  (the fixture)


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
    real = monster_art.standee

    def counting(*args, **kwargs):
        calls.append(args[:3])
        return real(*args, **kwargs)
    monkeypatch.setattr(monster_art, "standee", counting)
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


# -- Minions ---------------------------------------------------------------------------------

@pytest.mark.parametrize("size", [TOKEN, 115])
def test_each_minion_kind_stands_as_its_own_figure(size):
    drawn = {k: figures.minion_figure(k, size) for k in KINDS}
    for a, b in itertools.combinations(KINDS, 2):
        assert silhouette_difference(drawn[a], drawn[b]) > 0.12, f"{a} and {b} at {size}px"


def test_a_minion_stands_where_its_token_stood():
    for kind in KINDS:
        assert figures.minion_figure(kind, TOKEN, MINION_HEALTH[kind]).get_size() == (TOKEN, TOKEN)


@pytest.mark.parametrize("kind", KINDS)
def test_each_minion_kind_stands_on_a_ring_of_its_own_colour(kind):
    fig = figures.minion_figure(kind, TOKEN, MINION_HEALTH[kind])
    assert any(near(c, minion_art.MINION_LOOKS[kind].colour) for c in ring_colours(fig, TOKEN))


def test_a_minion_shows_its_health_as_a_numeral_of_11_px_or_more(monkeypatch):
    """Pips of 2 px could not be counted on the island: the figure asks the
    font for its Health as a number at a size a player reads (12 px at the
    table's TOKEN size; a large view draws it bigger)."""
    asked = []
    real = minion_art.theme.text

    def record(s, size, *args, **kwargs):
        asked.append((s, size))
        return real(s, size, *args, **kwargs)
    monkeypatch.setattr(minion_art.theme, "text", record)
    monkeypatch.setattr(minion_art.gfx, "made_once", lambda key, make: make())   # draw afresh
    for kind in KINDS:
        asked.clear()
        figures.minion_figure(kind, TOKEN, MINION_HEALTH[kind])
        assert asked == [(str(MINION_HEALTH[kind]), minion_art.HEALTH_TEXT)] and minion_art.HEALTH_TEXT >= 11
    asked.clear()
    figures.minion_figure("shield", 115, 3)
    assert asked[0][1] > minion_art.HEALTH_TEXT
    asked.clear()
    figures.minion_figure("shield", TOKEN)
    assert asked == []          # a figure without Health has no numeral


def test_a_minion_s_health_badge_is_red_at_its_base_s_right_end():
    fig = figures.minion_figure("builder", TOKEN, 2)
    plain = figures.minion_figure("builder", TOKEN)
    w, h = fig.get_size()
    changed = [(x, y) for y in range(h) for x in range(w) if fig.get_at((x, y)) != plain.get_at((x, y))]
    assert changed and min(x for x, _ in changed) >= w // 3 and min(y for _, y in changed) >= h // 3
    assert any(near(tuple(fig.get_at(p))[:3], minion_art.HEALTH_FILL) for p in changed)


# -- Crystals and Pylons ---------------------------------------------------------------------

def warm_pixels(surf: pygame.Surface, left: bool) -> int:
    """Opaque pixels of the lava's ember rim and sheen on one half."""
    w, h = surf.get_size()
    xs = range(w // 2) if left else range(w - w // 2, w)
    return sum(1 for x in xs for y in range(h)
               if surf.get_at((x, y))[3] > 200 and surf.get_at((x, y))[0] > 180 and surf.get_at((x, y))[2] < 150)


@pytest.mark.parametrize("draw", [figures.crystal_figure, figures.pylon_figure])
@pytest.mark.parametrize("size", [SPACE, PYLON_FIGURE, 96])
def test_a_crystal_or_pylon_catches_the_volcano_s_light_on_the_side_facing_it(draw, size):
    lit_right, lit_left = draw(size, "right"), draw(size, "left")
    assert warm_pixels(lit_right, left=False) > warm_pixels(lit_right, left=True)
    assert warm_pixels(lit_left, left=True) > warm_pixels(lit_left, left=False)


def test_the_island_lights_the_side_of_a_crystal_that_faces_the_crater():
    assert figures.facing_volcano(100, 400) == "right"       # west of the crater: lit on its right
    assert figures.facing_volcano(700, 400) == "left"
    with pytest.raises(ValueError):
        figures.crystal_figure(SPACE, "up")


def body_hue(surf: pygame.Surface) -> float:
    """The commonest hue of a piece's coloured pixels (a tenth of the wheel wide)."""
    counts = [0] * 10
    for x in range(surf.get_width()):
        for y in range(surf.get_height()):
            r, g, b, a = surf.get_at((x, y))
            hue, light, sat = colorsys.rgb_to_hls(r / 255, g / 255, b / 255)
            if a > 200 and sat > 0.35 and 0.2 < light < 0.85:
                counts[int(hue * 10) % 10] += 1
    return counts.index(max(counts)) / 10


def test_a_pylon_is_not_a_crystal():
    """As the island draws them, a Pylon is told from a Crystal by its size and its colour."""
    for side in crystal_art.SIDES:
        crystal, pylon = figures.crystal_figure(SPACE, side), figures.pylon_figure(PYLON_FIGURE, side)
        assert pylon.get_bounding_rect().h >= 1.5 * crystal.get_bounding_rect().h
        assert abs(body_hue(pylon) - body_hue(crystal)) >= 0.15       # violet, not cyan


def test_minions_crystals_and_pylons_are_drawn_once_then_reused(monkeypatch):
    calls = []
    real_standee, real_paint = minion_art.standee, crystal_art._paint

    def standee(*args, **kwargs):
        calls.append("minion")
        return real_standee(*args, **kwargs)

    def paint(*args):
        calls.append("gem")
        return real_paint(*args)
    monkeypatch.setattr(minion_art, "standee", standee)
    monkeypatch.setattr(crystal_art, "_paint", paint)
    size = 33                       # a size no other test asks for

    def draw_all():
        return ([figures.minion_figure(k, size, MINION_HEALTH[k]) for k in KINDS]
                + [figures.crystal_figure(size, s) for s in crystal_art.SIDES]
                + [figures.pylon_figure(size, s) for s in crystal_art.SIDES])
    first, again = draw_all(), draw_all()
    assert calls.count("minion") == len(KINDS) and calls.count("gem") == 4
    assert all(a is b for a, b in zip(first, again))


def test_the_island_draws_its_minions_and_crystals_as_figures(app, monkeypatch):  # noqa: F811
    """The table stands each Minion of a zone as its figure with its Health, and
    each Crystal as a crystal lit on the side facing the crater."""
    table = open_table(app, KingOfMonsterIslandTable.screenshot_session(1))   # Crystals built, Minions out
    settle(app, table)
    view = table.view
    made = []
    for name in ("minion_figure", "crystal_figure", "pylon_figure"):
        real = getattr(figures, name)
        monkeypatch.setattr(table_module, name,
                            lambda *a, _real=real, _name=name: made.append((_name, a)) or _real(*a))
    table._view_for_draw = view
    table._draw_island_pieces(pygame.Surface((1280, 720)))
    minions = {a[0] for n, a in made if n == "minion_figure"}
    assert minions == {k for z in range(6) for i, k in enumerate(KINDS) if view.minions[z][i]}
    assert all(a[2] == MINION_HEALTH[a[0]] for n, a in made if n == "minion_figure")
    crystals = [a for n, a in made if n == "crystal_figure"]
    assert len(crystals) == sum(view.crystals) > 0
    crater_x = table.volcano.art.crater_point()[0]
    sides = {z: figures.facing_volcano(table.geo.die_space_rect(z, 0).centerx, crater_x) for z in range(6)}
    assert {a[1] for a in crystals} <= set(sides.values())


def test_opening_the_table_paints_every_minion_crystal_and_pylon_before_play(app, monkeypatch):  # noqa: F811
    """None is painted in the middle of play, in the frame a Minion first
    arrives or a Crystal is first built."""
    painted = []
    real_standee, real_paint = minion_art.standee, crystal_art._paint
    monkeypatch.setattr(minion_art.gfx, "made_once", lambda key, make: make())   # paint afresh, not from the cache
    monkeypatch.setattr(crystal_art.gfx, "made_once", lambda key, make: make())
    monkeypatch.setattr(minion_art, "standee", lambda size, *a, **k: painted.append(("minion", size))
                        or real_standee(size, *a, **k))
    monkeypatch.setattr(crystal_art, "_paint", lambda gem, size, side: painted.append((gem, size, side))
                        or real_paint(gem, size, side))
    KingOfMonsterIslandTable(app, KingOfMonsterIslandTable.screenshot_session(1))
    assert painted.count(("minion", TOKEN)) == len(KINDS)
    for side in crystal_art.SIDES:
        assert (crystal_art.GEMS["crystal"], SPACE, side) in painted
        assert (crystal_art.GEMS["crystal"], figures.FLYING_CRYSTAL, side) in painted
        assert (crystal_art.GEMS["pylon"], PYLON_FIGURE, side) in painted
