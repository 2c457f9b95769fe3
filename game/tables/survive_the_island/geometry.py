"""Where things sit on the Survive the Island table: the island map placed in
the play area by the one hex renderer (game/draw/hexmap.py), each space's
centre and hexagon on screen, where every piece stands within its space, the
players' panels and the prompt box. Tests click where this says things are
drawn; clicks become spaces through the renderer's pixel-to-hex."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.draw.hexmap import HexMap, Placement
from game.table.areas import BOARD_RECT
from rules.survive_the_island import content
from rules.survive_the_island.board import Board, island_path
from rules.survive_the_island.common import LIFTED, RESCUED

from .creature_art import MEEPLE_BODY, MEEPLE_HEAD, MEEPLE_TALL

#: the island's part of the play area; the panels stand to its right
MAP_RECT = pygame.Rect(BOARD_RECT.x + 6, BOARD_RECT.y + 2, 652, BOARD_RECT.height - 4)
PANELS_RECT = pygame.Rect(MAP_RECT.right + 8, BOARD_RECT.y + 8, BOARD_RECT.right - MAP_RECT.right - 16, 0)
PROMPT_H = 200
PROMPT_RECT = pygame.Rect(PANELS_RECT.x, BOARD_RECT.bottom - PROMPT_H - 8, PANELS_RECT.width, PROMPT_H)
PANEL_GAP = 6
ADV_SIZE = 18          # an adventurer's width on the board
ADV_FIGURE_H = round(ADV_SIZE * MEEPLE_TALL) + 4     # the height of its picture (creature_art.meeple)
RAFT_SIZE = 44
CREATURE_SIZE = 36
EGG_SIZE = 24
PICK_RADIUS = 15       # how near a click must be to a piece to pick it
RAFT_H = 30            # the raft picture's height (art.raft)
#: where pieces stand within a space, from its centre: side by side a whole
#: figure apart (an adventurer is 18 wide, its value on its chest), rows a
#: whole figure apart, so no piece covers another's value
ADV_DX, ADV_DY, CREATURE_DX = 18, 22, 36
RIDER_DX = 16          # passengers stand closer, to stay on the raft; their values still show
RAFT_Y, RIDER_Y, RIDER_FEET = 14, 4, 11
SWIMMER_OVER_RAFT_Y, CREATURE_OVER_RAFT_Y = -20, -27
#: with swimmers (no raft), creatures stand this far above the centre and the
#: swimmers as far below, so no swimmer's head covers a creature's letter
CREATURE_OVER_SWIMMERS = 16
#: the rescued on a rescue island stand within each of its hexes in rows CROWD_DY
#: apart, a figure CROWD_DX from the next: a neighbour's arm and the next row's
#: head come short of a figure's value (the standard island's hex holds six)
CROWD_DX, CROWD_DY = 15, 19
#: where the rows sit, from a hex's centre (a figure's feet reach further than its head)
CROWD_LIFT = 1.5
#: more rescued than an island has places for stand by colour: one figure a
#: colour, GROUP_DX apart in a row across the island's middle, its count
#: (art.crowd_count) centred COUNT_DY below it, over its feet
GROUP_DX, COUNT_DY = 22, 13.5
#: the row's height from the top of a figure's head to the foot of its count, and
#: where in it the figure's centre is (so the row is centred on the island)
GROUP_H, GROUP_MID = 30, 11.5
#: how far inside its island's outline every figure stays
CROWD_MARGIN = 0.5


@dataclass(frozen=True)
class Spot:
    """A piece drawn on the board: what it is and where its centre is (a
    crowd of one colour on a rescue island: the adventurers it stands for)."""
    key: tuple           # ("adv", p), ("raft", r), ("cr", c), ("egg", i), ("crowd", island, colour)
    pos: tuple[float, float]
    members: tuple = ()


class IslandGeometry:
    def __init__(self, board: Board, island: str, players: int) -> None:
        self.board = board
        #: the last view's spots, and its rescued spots (the view held, so its answer is its own)
        self._spots_of: tuple = (None, [])
        self._rescued_of: tuple = (None, [])
        self.map = HexMap.load(island_path(island))      # the very map the rules read
        self.placed: Placement = self.map.place(MAP_RECT)
        self.centres = [self.placed.cell_center(*board.cells[s]) for s in range(board.size)]
        self.polygons = [self.placed.cell_polygon(*board.cells[s]) for s in range(board.size)]
        xs = [p[0] for p in self.polygons[0]]
        ys = [p[1] for p in self.polygons[0]]
        self.hex_w, self.hex_h = round(max(xs) - min(xs)), round(max(ys) - min(ys))
        self.rescue_centres = []
        for isl in board.rescue:
            pts = [self.placed.cell_center(*c) for c in isl.cells]
            self.rescue_centres.append((sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)))
        #: each rescue island's outline's bounding box (what its large view stands beside)
        self.rescue_rects = []
        for isl in board.rescue:
            pts = [pt for c in isl.cells for pt in self.placed.cell_polygon(*c)]
            xs, ys = [pt[0] for pt in pts], [pt[1] for pt in pts]
            self.rescue_rects.append(pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)),
                                                 round(max(ys) - min(ys))))
        #: each rescue island's places for a rescued figure, nearest its middle first
        self.crowd_places = [self._crowd_places(k) for k in range(len(board.rescue))]
        room = PROMPT_RECT.top - PANELS_RECT.top - PANEL_GAP
        h = min(150, (room - PANEL_GAP * (players - 1)) // players)
        self.panels = [pygame.Rect(PANELS_RECT.x, PANELS_RECT.y + i * (h + PANEL_GAP), PANELS_RECT.width, h)
                       for i in range(players)]

    # -- spaces -------------------------------------------------------------------------
    def space_at(self, pos) -> int | None:
        """The board space (or rescue destination rescue_base + k) under a screen point."""
        cell = self.placed.cell_at(*pos)
        if cell is None:
            return None
        s = self.board.space_at(*cell)
        if s is not None:
            return s
        for k, isl in enumerate(self.board.rescue):
            if tuple(cell) in isl.cells:
                return self.board.rescue_base + k
        return None

    def centre(self, space: int) -> tuple[float, float]:
        if space >= self.board.rescue_base:
            return self.rescue_centres[space - self.board.rescue_base]
        return self.centres[space]

    # -- pieces -------------------------------------------------------------------------
    def spots(self, view) -> list[Spot]:
        """Where every piece on the board is drawn, in drawing order (eggs, rafts,
        creatures, then adventurers on top). Worked out once a view (a view is
        never changed once made: a move makes a new one); a frame asks a few times."""
        if self._spots_of[0] is not view:
            self._spots_of = (view, self._spots(view))
        return list(self._spots_of[1])

    def _spots(self, view) -> list[Spot]:
        out: list[Spot] = []
        size = self.board.size
        by_space: dict[int, dict[str, list]] = {}

        def at(s):
            return by_space.setdefault(s, {"adv": [], "raft": [], "cr": [], "egg": []})
        for i, e in enumerate(view.eggs):
            at(e[0])["egg"].append(i)
        for r, s in enumerate(view.raft_loc):
            if 0 <= s < size:
                at(s)["raft"].append(r)
        for c, s in enumerate(view.cr_loc):
            if 0 <= s < size:
                at(s)["cr"].append(c)
        for p, s in enumerate(view.loc):
            if 0 <= s < size and view.raft_of[p] < 0:
                at(s)["adv"].append(p)
        for s, things in by_space.items():
            out += self.space_spots(self.centres[s], things, view)
        out += self.held_spots(view)
        order = {"egg": 0, "raft": 1, "cr": 2, "adv": 3}
        out.sort(key=lambda sp: order[sp.key[0]])
        return out

    def space_spots(self, centre, things: dict, view) -> list[Spot]:
        """Where the pieces on one space stand, none over another's value: a
        raft low in the hex with its passengers standing on it (its logs show
        below their feet: the raft's handle), what else is there (creatures,
        then swimmers) in a row above; with no raft, the creatures above the
        swimmers, who stand in rows of three, each a whole figure apart."""
        cx, cy = centre
        out = [Spot(("egg", i), (cx + 14, cy - 16)) for i in things["egg"]]
        crs, swim = things["cr"], things["adv"]
        if things["raft"]:
            for r in things["raft"]:
                out.append(Spot(("raft", r), (cx, cy + RAFT_Y)))
                riders = [p for p in range(len(view.raft_of)) if view.raft_of[p] == r and view.loc[p] >= 0]
                out += [Spot(("adv", p), (x, cy + RIDER_Y)) for p, x in zip(riders, _row(cx, [RIDER_DX] * len(riders)))]
            top = [("cr", c) for c in crs] + [("adv", p) for p in swim]
            widths = [CREATURE_DX if k == "cr" else ADV_DX for k, _n in top]
            for key, x in zip(top, _row(cx, widths)):
                out.append(Spot(key, (x, cy + (CREATURE_OVER_RAFT_Y if key[0] == "cr" else SWIMMER_OVER_RAFT_Y))))
            return out
        for c, x in zip(crs, _row(cx, [CREATURE_DX] * len(crs))):
            out.append(Spot(("cr", c), (x, cy - (CREATURE_OVER_SWIMMERS if swim else 0))))
        if swim:
            per_row = 3
            rows = (len(swim) + per_row - 1) // per_row
            top = cy + CREATURE_OVER_SWIMMERS if crs else cy - (rows - 1) * ADV_DY / 2
            for row in range(rows):
                these = swim[row * per_row:(row + 1) * per_row]
                for p, x in zip(these, _row(cx, [ADV_DX] * len(these))):
                    out.append(Spot(("adv", p), (x, top + row * ADV_DY)))
        return out

    def held_spots(self, view) -> list[Spot]:
        """Pieces a Kaiju lifted off its space, waiting to be pushed to a
        neighbour: drawn held up over the Kaiju until they are."""
        out = []
        for k, (key, space) in enumerate(held_over(view)):
            cx, cy = self.centres[space]
            out.append(Spot(key, (cx - 14 + 16 * (k % 3), cy - 30 - 14 * (k // 3))))
        return out

    def rescued_spots(self, view) -> list[Spot]:
        """Rescued adventurers stand on their rescue island in a little crowd
        (worked out once a view, as spots)."""
        if self._rescued_of[0] is not view:
            self._rescued_of = (view, self._rescued_spots(view))
        return list(self._rescued_of[1])

    def _rescued_spots(self, view) -> list[Spot]:
        """Each rescued adventurer on a place of its island's crowd, as many
        as it has places for (back rows first, so a figure covers only the
        legs of the one behind); an island with more stands by colour, one
        figure a colour over its count, in a row across the island's middle."""
        out = []
        crowds: dict[int, list[int]] = {}
        for p, s in enumerate(view.loc):
            if s == RESCUED and view.rescued_at[p] >= 0:
                crowds.setdefault(view.rescued_at[p], []).append(p)
        for k, crowd in sorted(crowds.items()):
            places = self.crowd_places[k]
            if len(crowd) <= len(places):
                spots = [Spot(("adv", p), at) for p, at in zip(crowd, places)]
                out += sorted(spots, key=lambda sp: (sp.pos[1], sp.pos[0]))
                continue
            colours = rescued_rows(view, k)
            cx, cy = self.rescue_centres[k]
            y = cy - GROUP_H / 2 + GROUP_MID
            for (colour, members), x in zip(colours, _row(cx, [GROUP_DX] * len(colours))):
                out.append(Spot(("crowd", k, colour), (x, y), tuple(members)))
        return out

    def _crowd_places(self, k: int) -> list[tuple[float, float]]:
        """Where rescued figures may stand on rescue island k: in each of its
        hexes, rows CROWD_DY apart of figures CROWD_DX apart, centred on the
        hex, every figure wholly inside the hex's outline (so none covers a
        neighbouring space or the figures of the next hex); nearest the
        island's middle first."""
        cx, cy = self.rescue_centres[k]
        out = []
        for cell in self.board.rescue[k].cells:
            hx, hy = self.placed.cell_center(*cell)
            hexagon = _shrunk(self.placed.cell_polygon(*cell), (hx, hy), CROWD_MARGIN)
            cols = int(self.hex_w // CROWD_DX) + 1
            rows = int(self.hex_h // CROWD_DY) + 1
            for j in range(-rows, rows + 1):
                for i in range(-cols, cols + 1):
                    x = hx + i * CROWD_DX
                    y = hy + (j + 0.5) * CROWD_DY - CROWD_LIFT
                    if all(_inside(hexagon, pt) for pt in _figure_outline(x, y)):
                        out.append((x, y))
        return sorted(out, key=lambda at: ((at[0] - cx) ** 2 + (at[1] - cy) ** 2, at[1], at[0]))

    def raft_handle_rect(self, raft_spot: "Spot") -> pygame.Rect:
        """The raft's handle: its logs below its passengers' feet, the whole raft wide."""
        x, y = raft_spot.pos
        top = y - RAFT_Y + RIDER_Y + RIDER_FEET
        return pygame.Rect(round(x - RAFT_SIZE / 2), round(top), RAFT_SIZE, round(y + RAFT_H / 2 - top))

    def raft_handle(self, raft_spot: "Spot") -> tuple[float, float]:
        """Where a click takes the raft and not a passenger on it: the middle of its handle."""
        return self.raft_handle_rect(raft_spot).center

    def piece_at(self, spots: list[Spot], pos, wanted) -> tuple | None:
        """The wanted piece a click at pos means: a raft whose handle it is on,
        else the nearest other piece within reach (adventurers before the raft
        they ride on: they are drawn on top), else a raft near enough."""
        for sp in spots:
            if sp.key in wanted and sp.key[0] == "raft" and self.raft_handle_rect(sp).collidepoint(pos):
                return sp.key
        best, best_d = None, PICK_RADIUS ** 2
        raft_best, raft_d = None, 24 ** 2
        for sp in spots:
            if sp.key not in wanted:
                continue
            d = (sp.pos[0] - pos[0]) ** 2 + (sp.pos[1] - pos[1]) ** 2
            if sp.key[0] == "raft":
                if d < raft_d:
                    raft_best, raft_d = sp.key, d
            elif d <= best_d:
                best, best_d = sp.key, d
        return best or raft_best




def rescued_rows(view, island: int) -> list[tuple[int, list[int]]]:
    """The adventurers rescued on `island`, by colour: [(colour, [piece, ...]), ...]."""
    rows: dict[int, list[int]] = {}
    for p, where in enumerate(view.loc):
        if where == RESCUED and view.rescued_at[p] == island:
            rows.setdefault(p // content.PER_COLOUR, []).append(p)
    return sorted(rows.items())


def held_over(view) -> list[tuple[tuple, int]]:
    """The pieces lifted off a space that the rules still have to put down
    (a Kaiju's push: the adventurers to push, the creatures it moves on), each
    with the space it was lifted from, as the pending decisions name them."""
    out, seen = [], set()
    for task in reversed(view.stack):
        kind = task[0]
        if kind == "displace":
            held = [("adv", p, task[1]) for p in task[2] if view.loc[p] == LIFTED]
        elif kind == "dest" and view.cr_loc[task[1]] == LIFTED:
            held = [("cr", task[1], task[2])]
        elif kind == "crush":
            held = [("cr", o, task[2]) for o in task[4] if view.cr_loc[o] == LIFTED]
        else:
            continue
        for what, n, space in held:
            if (what, n) not in seen:
                seen.add((what, n))
                out.append(((what, n), space))
    return out


def _figure_outline(x: float, y: float) -> list[tuple[float, float]]:
    """Points round an adventurer's figure (creature_art.meeple) drawn centred
    at (x, y): its body's corners and its head's rim, outline included."""
    w, h = ADV_SIZE + 4, ADV_FIGURE_H
    left, top = round(x) - w // 2, round(y) - h // 2
    ink = 1.0           # the outline, beyond the shape
    mx, my = left + 2 + ADV_SIZE / 2, top + 2 + ADV_SIZE * 0.6

    def out(px: float, py: float) -> tuple[float, float]:
        dx, dy = px - mx, py - my
        d = math.hypot(dx, dy) or 1.0
        return px + ink * dx / d, py + ink * dy / d
    pts = [out(left + 2 + fx * ADV_SIZE, top + 2 + fy * ADV_SIZE) for fx, fy in MEEPLE_BODY]
    hx, hy, r = MEEPLE_HEAD
    for a in range(0, 360, 30):
        t = math.radians(a)
        pts.append((left + 2 + (hx + r * math.cos(t)) * ADV_SIZE + ink * math.cos(t),
                    top + 2 + (hy + r * math.sin(t)) * ADV_SIZE + ink * math.sin(t)))
    return pts


def _shrunk(polygon, centre, by: float) -> list[tuple[float, float]]:
    """A convex polygon drawn `by` pixels further in (towards its centre)."""
    cx, cy = centre
    out = []
    for x, y in polygon:
        d = math.hypot(x - cx, y - cy) or 1.0
        out.append((x - by * (x - cx) / d, y - by * (y - cy) / d))
    return out


def _inside(polygon, pt) -> bool:
    """Whether a point lies in a convex polygon (either winding)."""
    x, y = pt
    sign = 0
    n = len(polygon)
    for i in range(n):
        (x1, y1), (x2, y2) = polygon[i], polygon[(i + 1) % n]
        cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)
        if cross:
            if sign and (cross > 0) != (sign > 0):
                return False
            sign = cross
    return True


def _row(cx: float, widths: list[int]) -> list[float]:
    """The centres of pieces of these widths standing side by side, the row centred on cx."""
    total = sum(widths)
    x = cx - total / 2
    out = []
    for w in widths:
        out.append(x + w / 2)
        x += w
    return out
