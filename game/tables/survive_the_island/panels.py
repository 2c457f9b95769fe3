"""The players' panels beside the island: each player's name and colours,
adventurers on the island, rescued and lost, the ability tiles they hold (face
down to everyone else, readable to their owner), and the score, hidden until
the end as the rules say; and the large view of a rescue island, every
adventurer rescued there. Drawn from the view of the seat looking only."""
from __future__ import annotations

import functools

import pygame

from game.screen import gfx, theme
from game.screen.theme import C
from rules.core.i18n import _, pgettext
from rules.core.wording import capital
from rules.survive_the_island import content
from rules.survive_the_island.words import back_name, rescue_island
from rules.survive_the_island.common import ELIMINATED, RESCUED, UNKNOWN

from . import art
from .geometry import rescued_rows

TILE = 24
#: the counts' line height, when a longer language needs a second line for them
COUNT_LINE = 18
#: what stands between two counts on their line ("On the island 8  ·  Rescued 0  ·  Lost 2")
SEPARATOR = "·"


@functools.lru_cache(maxsize=256)
def count_lines(line: str, size: int, width: int) -> tuple[str, ...]:
    """The counts on one line when they fit, else broken between two counts
    (never inside one), as few lines as fit `width`: a longer language's
    "Lost 0" goes to a second line rather than losing its end."""
    f = theme.font(size)
    if f.size(line)[0] <= width or SEPARATOR not in line:
        return (line,)
    parts = [part.strip() for part in line.split(SEPARATOR)]
    joint = f"  {SEPARATOR}  "
    lines = [parts[0]]
    for part in parts[1:]:
        trial = lines[-1] + joint + part
        if f.size(trial)[0] <= width:
            lines[-1] = trial
        else:
            lines.append(part)
    return tuple(lines)


def seat_counts(view, seat: int) -> tuple[int, int, int]:
    """(on the island, rescued, lost) for the seat's adventurers."""
    pieces = view.pieces_of(seat)
    loc = view.loc
    return (sum(1 for p in pieces if loc[p] >= 0), sum(1 for p in pieces if loc[p] == RESCUED),
            sum(1 for p in pieces if loc[p] == ELIMINATED))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, view, seat: int, name: str, acting: bool,
               looking: int | None, palette: tuple[str, ...], counting: bool = False) -> list[tuple[pygame.Rect, str]]:
    """Draws one player's panel; returns the tiles drawn (rect, words) for hover."""
    fill = (24, 62, 98) if acting else C.PANEL
    gfx.panel(surface, rect, fill=fill)
    if acting:
        pygame.draw.rect(surface, C.GOLD, rect, 2, border_radius=12)
    x, y = rect.x + 10, rect.y + 6
    for c in view.colours_of_seat[seat]:
        img = art.adventurer(palette[c], 0, 18)
        surface.blit(img, (x, y))
        x += 22
    label = theme.fit(name, 18, rect.right - x - 90, "heading")
    surface.blit(theme.text(label, 18, C.TEXT, "heading"), (x + 4, y))
    shown = view.phase == "over" and not counting     # hidden until the end, and while the count adds up
    score = (pgettext("points", "Score {n}").format(n=int(view.scores()[seat])) if shown
             else _("Score hidden"))
    st = theme.text(score, 13, C.GOLD if shown else C.TEXT_DIM, "semibold")
    surface.blit(st, st.get_rect(topright=(rect.right - 10, rect.y + 9)))
    on, safe, lost = seat_counts(view, seat)
    line = _("On the island {on}  ·  Rescued {safe}  ·  Lost {lost}").format(on=on, safe=safe, lost=lost)
    lines = count_lines(line, 14, rect.width - 20)
    for k, each in enumerate(lines):
        surface.blit(theme.text(theme.fit(each, 14, rect.width - 20), 14, C.TEXT),
                     (rect.x + 10, rect.y + 32 + k * COUNT_LINE))
    tiles = []
    hand = view.hands[seat]
    ty = rect.y + 54 + (len(lines) - 1) * COUNT_LINE
    if ty + TILE > rect.bottom - 4:
        ty = rect.bottom - TILE - 4
    tx = rect.x + 10
    if not hand:
        surface.blit(theme.text(_("No ability tiles"), 13, C.TEXT_DIM), (tx, ty + 4))
    for kind, origin, _turn in hand[:10]:
        shown = kind if (seat == looking or kind == content.PIRANHA) else UNKNOWN
        img = art.tile_back(shown, TILE)
        r = surface.blit(img, (tx, ty))
        words = back_name(shown) if shown in content.BACK_NAMES else _("A face-down ability tile")
        tiles.append((r, words))
        tx += TILE + 4
    if len(hand) > 10:
        surface.blit(theme.text(f"+{len(hand) - 10}", 13, C.TEXT), (tx, ty + 4))
    return tiles


def draw_final_count(surface: pygame.Surface, area: pygame.Rect, final, names: list[str]) -> None:
    """The end of the game: rescued adventurers turn face up, values add up."""
    rows = final.rows
    h = 70 + 44 * len(rows)
    box = pygame.Rect(0, 0, min(area.width - 40, 600), h)
    box.center = area.center
    gfx.panel(surface, box, fill=C.PANEL_DARK)
    title = theme.text(_("The final count"), 26, C.GOLD, "heading")

    surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 12)))
    shown = final.shown()
    for i, row in enumerate(rows):
        y = box.y + 56 + i * 44
        surface.blit(theme.text(theme.fit(names[i], 18, 150, "semibold"), 18, C.TEXT, "semibold"), (box.x + 16, y + 8))
        total = 0
        step = min(24.0, (box.width - 250) / max(1, len(row)))
        for k, (colour, value) in enumerate(row):
            img = art.adventurer(colour, value if k < shown else 0, 22)
            surface.blit(img, (box.x + 176 + round(k * step), y))
            if k < shown:
                total += value
        t = theme.text(str(total), 24, C.GOLD, "heading")
        surface.blit(t, t.get_rect(midright=(box.right - 16, y + 16)))


#: a rescue island's large view: a figure's size and step in its rows, a row's height, a name's width
RESCUED_FIGURE, RESCUED_STEP, RESCUED_ROW, RESCUED_NAME = 22, 24, 32, 120


def draw_rescue_view(surface: pygame.Surface, place, near: pygame.Rect, view, island: int,
                     palette: tuple[str, ...], names: list[str]) -> None:
    """The large view of a rescue island: every adventurer rescued there, a
    row a colour under its owner's name, each as the seat looking may see it
    (its value when that seat may know it), whatever the crowd on the island
    shows. `place(size, near)` says where it goes (the table's large_view_rect)."""
    rows = rescued_rows(view, island)
    if not rows:
        return
    owners = [names[view.owner_of_colour[colour]] for colour, _m in rows]
    name_w = min(RESCUED_NAME, max(theme.font(15, "semibold").size(name)[0] for name in owners))
    longest = max(len(members) for _c, members in rows)
    title = capital(rescue_island(view.board.rescue[island].name))
    w = max(16 + name_w + 12 + (longest - 1) * RESCUED_STEP + RESCUED_FIGURE + 4 + 16,
            theme.font(18, "heading").size(title)[0] + 32)
    h = 50 + RESCUED_ROW * len(rows) + 6
    box = place((w, h), near)
    gfx.panel(surface, box, fill=C.PANEL_DARK)
    surface.blit(theme.text(theme.fit(title, 18, box.w - 32, "heading"), 18, C.SAND, "heading"),
                 (box.x + 16, box.y + 12))
    for i, ((colour, members), owner) in enumerate(zip(rows, owners)):
        y = box.y + 46 + i * RESCUED_ROW
        name = theme.fit(owner, 15, name_w, "semibold")
        surface.blit(theme.text(name, 15, C.TEXT, "semibold"), (box.x + 16, y + 6))
        x = box.x + 16 + name_w + 12
        for k, p in enumerate(members):
            surface.blit(art.adventurer(palette[colour], view.value[p], RESCUED_FIGURE), (x + k * RESCUED_STEP, y))
