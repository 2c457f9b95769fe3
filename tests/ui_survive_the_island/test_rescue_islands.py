"""What a rescue island shows, at any count the rules allow: nothing caps a
rescue island, so in a game of five one can hold all 50 adventurers. Every
figure there, and its value or letter, stays uncovered and inside the
island's art; an island with more than it has places for shows a figure a
colour with its count; and the island's large view (the pointer resting on
it) shows each adventurer rescued there as the seat looking may see it."""
from __future__ import annotations

import pygame
import pytest

from game.screen import theme
from game.tables.survive_the_island import art
from game.tables.survive_the_island.geometry import ADV_SIZE, COUNT_DY
from game.tables.survive_the_island.panels import RESCUED_FIGURE, RESCUED_NAME, RESCUED_ROW, RESCUED_STEP
from rules.survive_the_island import content
from rules.survive_the_island.common import RESCUED
from tests.survive_the_island.scenario import Table

from .conftest import open_table, settle
from .test_what_the_board_shows import session_at, shown_share

#: (adventurers rescued on each island, by island), at five players (50 adventurers)
CROWDS = {"one": (1, 0, 0, 0), "a full island of places": (12, 0, 0, 0), "one more": (13, 0, 0, 0),
          "every adventurer on one island": (50, 0, 0, 0), "every adventurer at the bottom": (0, 0, 0, 50),
          "spread": (18, 7, 12, 13)}


def rescued_table(app, crowd, memory: bool = True):
    """Five players, seat 0 looking; adventurers rescued island by island,
    colour after colour (values 1-5 as they come)."""
    t = Table(players=5, owner_memory=memory)
    st = t.st
    p = 0
    for island, n in enumerate(crowd):
        for i in range(n):
            st.loc[p], st.rescued_at[p], st.value[p] = RESCUED, island, i % 5 + 1
            p += 1
    table = open_table(app, session_at(st, "haaaa"))
    settle(app, table)
    app.step()
    return table


def island_mask(table, island: int) -> pygame.mask.Mask:
    """The screen pixels of the island's art: its hexes."""
    surf = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
    for cell in table.geo.board.rescue[island].cells:
        pygame.draw.polygon(surf, (255, 255, 255), table.geo.placed.cell_polygon(*cell))
    return pygame.mask.from_surface(surf)


def covered(screen, img, rect, box) -> int:
    """How many opaque pixels of `img` (drawn at `rect`) inside `box` (in the
    picture) the screen does not show as they are."""
    return sum(1 for x in range(box.left, box.right) for y in range(box.top, box.bottom)
               if img.get_at((x, y)).a == 255 and screen.get_at((rect.x + x, rect.y + y)) != img.get_at((x, y)))


def label_unread(screen, img, rect, label: str, rimmed: bool) -> int:
    """How many pixels of a figure's value or letter (art.adventurer) the screen
    does not show: of its glyph, any drawn over; of the ink rim round it (every
    colour's numeral is white ringed in ink), any shown other than as drawn
    and not dark (another figure's ink outline may meet it, not its fill)."""
    t = theme.text(label, art.label_size(ADV_SIZE), (255, 255, 255), "heading")
    at = t.get_rect(center=art.label_centre(ADV_SIZE))
    glyph = {(at.x + x, at.y + y) for x in range(t.get_width()) for y in range(t.get_height())
             if t.get_at((x, y)).a >= 192}
    rim = {(x + dx, y + dy) for x, y in glyph for dx in (-1, 0, 1) for dy in (-1, 0, 1)} - glyph if rimmed else set()

    def shown(pt) -> bool:
        return screen.get_at((rect.x + pt[0], rect.y + pt[1])) == img.get_at(pt)
    return (sum(1 for pt in glyph if not shown(pt))
            + sum(1 for pt in rim if not shown(pt) and sum(screen.get_at((rect.x + pt[0], rect.y + pt[1]))[:3]) > 150))


@pytest.mark.parametrize("memory", [True, False], ids=["owner's memory", "no memory"])
@pytest.mark.parametrize("crowd", list(CROWDS.values()), ids=list(CROWDS))
def test_every_rescued_figure_and_its_value_or_letter_is_uncovered_and_on_its_island(app, crowd, memory):
    table = rescued_table(app, crowd, memory)
    view, screen = table.view, app.screen
    spots = table.geo.rescued_spots(view)
    masks = {}
    shown = 0
    for sp in spots:
        kind = sp.key[0]
        island = sp.key[1] if kind == "crowd" else view.rescued_at[sp.key[1]]
        img = table.piece_image(view, sp.key)
        rect = img.get_rect(center=(round(sp.pos[0]), round(sp.pos[1])))
        p = sp.key[1] if kind == "adv" else None
        colour = table.palette[p // content.PER_COLOUR if p is not None else sp.key[2]]
        label = str(view.value[p]) if p is not None and view.value[p] else theme.colour_letter(
            art.ADVENTURER_LETTER[colour])
        hidden = label_unread(screen, img, rect, label, True)
        assert not hidden, f"{sp.key}'s {label} is covered at {hidden} px"
        mask = masks.setdefault(island, island_mask(table, island))
        pictures = [(pygame.mask.from_surface(img, 254), rect)]
        if kind == "crowd":
            count = art.crowd_count(len(sp.members))
            at = count.get_rect(center=(round(sp.pos[0]), round(sp.pos[1] + COUNT_DY)))
            assert not covered(screen, count, at, count.get_rect()), f"{sp.key}'s count is covered"
            pictures.append((pygame.mask.from_surface(count, 254), at))
            shown += len(sp.members)
        else:
            shown += 1
        for picture, where in pictures:
            outside = picture.count() - mask.overlap_area(picture, where.topleft)
            assert not outside, f"{sp.key} stands {outside} px off its island's art"
    assert shown == sum(crowd), "every rescued adventurer stands on its island"
    counts = [sp for sp in spots if sp.key[0] == "crowd"]
    rects = [art.crowd_count(len(sp.members)).get_rect(center=(round(sp.pos[0]), round(sp.pos[1] + COUNT_DY)))
             for sp in counts]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "two counts touch"


def test_an_island_with_more_than_its_places_shows_a_figure_a_colour_with_its_count(app):
    table = rescued_table(app, CROWDS["every adventurer on one island"])
    crowds = [sp for sp in table.geo.rescued_spots(table.view) if sp.key[0] == "crowd"]
    assert [(sp.key[2], len(sp.members)) for sp in crowds] == [(c, 10) for c in range(5)]
    assert len(table.geo.crowd_places[0]) == 12          # the standard island's six a hex


@pytest.mark.parametrize("crowd", [CROWDS["spread"], CROWDS["every adventurer on one island"]],
                         ids=["spread", "every adventurer on one island"])
def test_the_large_view_of_a_rescue_island_shows_each_adventurer_rescued_there_as_the_seat_may_see_it(app, crowd):
    table = rescued_table(app, crowd)
    view = table.view
    for island in (k for k, n in enumerate(crowd) if n):
        pos = table.geo.rescue_rects[island].center
        thing = table.thing_under(pos)
        assert thing is not None and thing[:2] == ("rescued", island)
        table.pointer, table.hover, table.hover_time = pos, thing, 10.0
        app.step()
        box = table.large_view_at
        rows = {}
        for p, where in enumerate(view.loc):
            if where == RESCUED and view.rescued_at[p] == island:
                rows.setdefault(p // content.PER_COLOUR, []).append(p)
        owners = [table.session.names[view.owner_of_colour[c]] for c in sorted(rows)]
        name_w = min(RESCUED_NAME, max(theme.font(15, "semibold").size(name)[0] for name in owners))
        seen = 0
        for i, (colour, members) in enumerate(sorted(rows.items())):
            for k, p in enumerate(members):
                img = art.adventurer(table.palette[colour], view.value[p], RESCUED_FIGURE)
                at = img.get_rect(topleft=(box.x + 16 + name_w + 12 + k * RESCUED_STEP,
                                           box.y + 46 + i * RESCUED_ROW))
                assert shown_share(app.screen, img, at.topleft) > 0.97, f"adventurer {p} in the large view"
                seen += 1
        assert seen == crowd[island]
        mine = [p for c in view.colours_of_seat[0] for p in rows.get(c, ())]
        assert mine == [p for ps in rows.values() for p in ps if view.value[p]], "the values shown are the owner's"
