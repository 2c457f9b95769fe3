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
CREATURE_SIZE = 30
EGG_SIZE = 24
PICK_RADIUS = 15       # how near a click must be to a piece to pick it


@dataclass(frozen=True)
class Spot:
    """A piece drawn on the board: what it is and where its centre is."""
    key: tuple           # ("adv", p), ("raft", r), ("cr", c), ("egg", i)
    pos: tuple[float, float]


class IslandGeometry:
    def __init__(self, board: Board, island: str, players: int) -> None:
        self.board = board
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
        creatures, then adventurers on top)."""
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
            cx, cy = self.centres[s]
            busy = bool(things["adv"] or things["raft"])
            for i in things["egg"]:
                out.append(Spot(("egg", i), (cx + 14, cy - 16)))
            for r in things["raft"]:
                out.append(Spot(("raft", r), (cx, cy + 6)))
                riders = [p for p in range(len(view.raft_of)) if view.raft_of[p] == r and view.loc[p] >= 0]
                for k, p in enumerate(riders):
                    out.append(Spot(("adv", p), (cx + (k - (len(riders) - 1) / 2) * 14, cy + 1)))
            crs = things["cr"]
            rafted = bool(things["raft"])
            for k, c in enumerate(crs):
                dx = (k - (len(crs) - 1) / 2) * 16
                out.append(Spot(("cr", c), (cx + dx, cy - (22 if rafted else 14 if busy else 0))))
            swim = things["adv"]
            if swim:
                base_y = cy + (-10 if rafted else (16 if crs else 0))
                per_row = 3
                rows = (len(swim) + per_row - 1) // per_row
                for k, p in enumerate(swim):
                    row, col = divmod(k, per_row)
                    in_row = min(per_row, len(swim) - row * per_row)
                    x = cx + (col - (in_row - 1) / 2) * 16
                    y = base_y + (row - (rows - 1) / 2) * 16
                    out.append(Spot(("adv", p), (x, y)))
        out += self.held_spots(view)
        order = {"egg": 0, "raft": 1, "cr": 2, "adv": 3}
        out.sort(key=lambda sp: order[sp.key[0]])
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
        """Rescued adventurers stand on their rescue island in a little crowd."""
        out = []
        crowd: dict[int, int] = {}
        for p, s in enumerate(view.loc):
            if s == RESCUED and view.rescued_at[p] >= 0:
                k = view.rescued_at[p]
                i = crowd.get(k, 0)
                crowd[k] = i + 1
                cx, cy = self.rescue_centres[k]
                row, col = divmod(i, 6)
                out.append(Spot(("adv", p), (cx - 40 + col * 16, cy - 10 + (row % 3) * 14)))
        return out

    def raft_handle(self, raft_spot: "Spot") -> tuple[float, float]:
        """Where a click takes the raft and not a passenger on it: its front edge."""
        return (raft_spot.pos[0], raft_spot.pos[1] + 12)

    def piece_at(self, spots: list[Spot], pos, wanted) -> tuple | None:
        """The nearest wanted piece to pos within reach (adventurers before the
        raft they ride on: they are drawn on top)."""
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
