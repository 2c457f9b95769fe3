"""Where things sit on the Survive the Island table: the island map placed in
the play area by the one hex renderer (game/draw/hexmap.py), each space's
centre and hexagon on screen, where every piece stands within its space, the
players' panels and the prompt box. Tests click where this says things are
drawn; clicks become spaces through the renderer's pixel-to-hex."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.draw.hexmap import HexMap, Placement
from game.table.areas import BOARD_RECT
from rules.survive_the_island.board import Board, island_path
from rules.survive_the_island.common import LIFTED, RESCUED

#: the island's part of the play area; the panels stand to its right
MAP_RECT = pygame.Rect(BOARD_RECT.x + 6, BOARD_RECT.y + 2, 652, BOARD_RECT.height - 4)
PANELS_RECT = pygame.Rect(MAP_RECT.right + 8, BOARD_RECT.y + 8, BOARD_RECT.right - MAP_RECT.right - 16, 0)
PROMPT_H = 200
PROMPT_RECT = pygame.Rect(PANELS_RECT.x, BOARD_RECT.bottom - PROMPT_H - 8, PANELS_RECT.width, PROMPT_H)
PANEL_GAP = 6
ADV_SIZE = 18          # an adventurer's width on the board
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


@dataclass(frozen=True)
class Spot:
    """A piece drawn on the board: what it is and where its centre is."""
    key: tuple           # ("adv", p), ("raft", r), ("cr", c), ("egg", i)
    pos: tuple[float, float]


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
        out = []
        crowd: dict[int, int] = {}
        for p, s in enumerate(view.loc):
            if s == RESCUED and view.rescued_at[p] >= 0:
                k = view.rescued_at[p]
                i = crowd.get(k, 0)
                crowd[k] = i + 1
                cx, cy = self.rescue_centres[k]
                layer, at = divmod(i, 18)           # beyond three rows of six, a second crowd half a figure over
                row, col = divmod(at, 6)
                out.append(Spot(("adv", p), (cx - 45 + col * ADV_DX + layer * 9,
                                             cy - ADV_DY + row * ADV_DY + layer * 10)))
        return out

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


def _row(cx: float, widths: list[int]) -> list[float]:
    """The centres of pieces of these widths standing side by side, the row centred on cx."""
    total = sum(widths)
    x = cx - total / 2
    out = []
    for w in widths:
        out.append(x + w / 2)
        x += w
    return out
