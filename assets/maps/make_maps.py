"""Makes the island maps in this folder and the tilesets they share.

    python3 assets/maps/make_maps.py

Writes (and the repository keeps, so the app never runs this):
  title_island.tmx            the title screen's backdrop: an island in the sea
  centre_island.tmx           Isle of Monsters: the centre island
  outer_island_1..5.tmx       Isle of Monsters: the outer islands, five looks
  tilesets/island_*.tsx/.png  sea, land, decorations and the volcano

All maps are Tiled hexagonal maps (pointy-top hexes: staggeraxis "y",
staggerindex "odd", 62x72 tiles, hexsidelength 36) with three tile layers --
"sea", "land" (raised hexagonal blocks) and "decor" (trees, peaks, the
volcano, a serpent) -- and a hidden object layer "places" naming where things
go. Each map is written from a picture in letters below: one letter per cell,
odd rows pushed half a hex to the right.

Needs numpy on top of the app's requirements (island_art.py says why).
"""
from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

import random  # noqa: E402  (a fixed seed per map: the same files every run)

import pygame  # noqa: E402

import island_art as art  # noqa: E402
from rules.core.hexgrid import Hex, TiledHexLayout, distance, from_offset, to_offset  # noqa: E402

AXIS, INDEX = "y", "odd"
LAYOUT = TiledHexLayout(art.TW, art.TH, art.SIDE, AXIS, INDEX)
TILESETS = HERE / "tilesets"
SHEET_COLUMNS = 16

# -- the letters of the map pictures --------------------------------------------------------

TERRAIN = {
    ".": "water", "k": "water", "S": "water", "B": "water", "w": "water",
    "s": "sand", "p": "sand",
    "g": "grass", "b": "grass",
    "j": "jungle", "t": "jungle",
    "r": "rock", "o": "rock",
    "m": "mountain", "M": "mountain",
    "v": "volcano", "V": "volcano", "L": "lava",
    " ": None,
}
#: letters that put a chosen decoration on their cell
FORCED = {"k": "sea_stack", "S": "serpent", "B": "boat", "w": "gulls", "p": "palm", "b": "bush",
          "t": "tree", "o": "boulders", "m": "peak", "M": "peak_big", "V": "volcano"}
#: decorations scattered on unmarked cells: terrain -> (chance, decoration)
SCATTER = {"sand": (0.30, "palm"), "grass": (0.28, "bush"), "jungle": (0.8, "tree"),
           "rock": (0.45, "boulders")}
DECOR_VARIANTS = {"palm": 4, "tree": 4, "bush": 3, "boulders": 3, "peak": 2, "peak_big": 2,
                  "sea_stack": 2, "serpent": 1, "boat": 1, "gulls": 2}
LAND_VARIANTS = 3


@dataclass
class MapSpec:
    name: str
    picture: list[str]
    halo: bool                      # small island for a table: the sea fades out
    seed: int
    scatter: bool = True            # scatter decorations on unmarked cells
    clear: set[tuple[int, int]] = field(default_factory=set)   # cells kept bare
    places: Callable[["Island"], list[dict]] = lambda island: []


# -- one map, read from its picture ---------------------------------------------------------

class Island:
    def __init__(self, spec: MapSpec) -> None:
        self.spec = spec
        self.rows = len(spec.picture)
        self.cols = max(len(line) for line in spec.picture)
        self.letters: dict[tuple[int, int], str] = {}
        for row, line in enumerate(spec.picture):
            for col in range(self.cols):
                self.letters[(col, row)] = line[col] if col < len(line) else " "
        self.rng = random.Random(spec.seed)

    def terrain(self, col: int, row: int) -> str | None:
        if 0 <= col < self.cols and 0 <= row < self.rows:
            return TERRAIN[self.letters[(col, row)]]
        return None if self.spec.halo else "water"

    def cells(self, terrain: str | None = None):
        for row in range(self.rows):
            for col in range(self.cols):
                t = self.terrain(col, row)
                if t is not None and (terrain is None or t == terrain):
                    yield col, row

    def land_cells(self):
        return [c for c in self.cells() if self.terrain(*c) in art.LAND]

    def elevation(self, col: int, row: int) -> int:
        t = self.terrain(col, row)
        return art.LAND[t][0] if t in art.LAND else 0

    def axial(self, col: int, row: int) -> Hex:
        return from_offset(col, row, AXIS, INDEX)

    def offset(self, h: Hex) -> tuple[int, int]:
        return to_offset(h, AXIS, INDEX)

    def near(self, col: int, row: int, radius: int):
        """(axial step, col, row) of every cell within radius (map edge or not)."""
        h = self.axial(col, row)
        for dq in range(-radius, radius + 1):
            for dr in range(-radius, radius + 1):
                step = Hex(dq, dr)
                if 0 < distance(Hex(0, 0), step) <= radius:
                    c, r = self.offset(h + step)
                    yield step, c, r


# -- tilesets, filled as the maps ask for tiles ----------------------------------------------

class Tileset:
    def __init__(self, name: str, size: tuple[int, int], offset: tuple[int, int],
                 make: Callable[[tuple], pygame.Surface]) -> None:
        self.name, self.size, self.offset, self.make = name, size, offset, make
        self.keys: dict[tuple, int] = {}
        self.props: list[dict[str, str]] = []
        self.firstgid = 0

    def index(self, key: tuple, **props: str) -> int:
        i = self.keys.get(key)
        if i is None:
            i = self.keys[key] = len(self.keys)
            self.props.append(props)
        return i

    def gid(self, key: tuple) -> int:
        return self.firstgid + self.keys[key]

    @property
    def columns(self) -> int:
        return min(SHEET_COLUMNS, len(self.keys))

    @property
    def tilecount(self) -> int:
        """The tiles the sheet really holds: every cell of its grid, the unused
        ones at the end of the last row too. Tiled counts a tileset's tiles from
        its image this way; a smaller count here would make Tiled move every
        later tileset's first gid, and so renumber every tile, on its first save."""
        n = len(self.keys)
        return self.columns * ((n + self.columns - 1) // self.columns)

    def write(self) -> None:
        cols = self.columns
        rows = self.tilecount // cols
        w, h = self.size
        sheet = pygame.Surface((cols * w, rows * h), pygame.SRCALPHA)
        for key, i in self.keys.items():
            tile = self.make(key)
            assert tile.get_size() == self.size, (self.name, key, tile.get_size())
            sheet.blit(tile, ((i % cols) * w, (i // cols) * h))
        pygame.image.save(sheet, str(TILESETS / f"{self.name}.png"))
        tiles = []
        for i, props in enumerate(self.props):
            if props:
                items = "".join(f'<property name="{k}" value="{v}"/>' for k, v in sorted(props.items()))
                tiles.append(f' <tile id="{i}"><properties>{items}</properties></tile>\n')
        (TILESETS / f"{self.name}.tsx").write_text(
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<tileset version="1.8" tiledversion="1.8.2" name="{self.name}" tilewidth="{w}" '
            f'tileheight="{h}" tilecount="{self.tilecount}" columns="{cols}">\n'
            f' <tileoffset x="{self.offset[0]}" y="{self.offset[1]}"/>\n'
            f' <image source="{self.name}.png" width="{cols * w}" height="{rows * h}"/>\n'
            + "".join(tiles) + '</tileset>\n')


def _make_sea(key: tuple) -> pygame.Surface:
    land, void, phase, halo = key
    return art.water_tile([art.axial_to_px(*s) for s in land],
                          [art.axial_to_px(*s) for s in void],
                          art.axial_to_px(*phase), halo)


def _make_land(key: tuple) -> pygame.Surface:
    terrain, variant = key
    return art.land_tile(terrain, variant)


def _make_decor(key: tuple) -> pygame.Surface:
    kind, terrain, variant = key
    rng = random.Random(art._seed(kind, terrain, variant))
    if kind == "palm":
        return art.decor_palm(rng, terrain, (-1, 1, -0.6, 0.7)[variant % 4])
    if kind == "tree":
        return art.decor_tree(rng, terrain)
    if kind == "bush":
        return art.decor_bush(rng, terrain)
    if kind == "boulders":
        return art.decor_boulders(rng, terrain)
    if kind in ("peak", "peak_big"):
        return art.decor_peak(rng, terrain, kind == "peak_big")
    if kind == "sea_stack":
        return art.decor_sea_stack(rng)
    if kind == "serpent":
        return art.decor_serpent(rng)
    if kind == "boat":
        return art.decor_boat(rng)
    if kind == "gulls":
        return art.decor_gulls(rng)
    raise ValueError(kind)


SEA = Tileset("island_sea", (art.TW, art.TH), (0, 0), _make_sea)
LAND = Tileset("island_land", art.LAND_TILE, art.LAND_OFFSET, _make_land)
DECOR = Tileset("island_decor", art.DECOR_TILE, art.DECOR_OFFSET, _make_decor)
VOLCANO = Tileset("island_volcano", art.VOLCANO_TILE, art.VOLCANO_OFFSET,
                  lambda key: art.volcano_sprite(7))
ALL_TILESETS = (SEA, LAND, DECOR, VOLCANO)


def _sea_key(island: Island, col: int, row: int) -> tuple:
    land, void = [], []
    for step, c, r in island.near(col, row, 3):
        t = island.terrain(c, r)
        if t in art.LAND:
            land.append(tuple(step))
        elif t is None and distance(Hex(0, 0), step) <= 2:
            void.append(tuple(step))
    h = island.axial(col, row)
    return (tuple(sorted(land)), tuple(sorted(void)), (h.q % 3, h.r % 3), island.spec.halo)


def _depth_name(key: tuple) -> str:
    """Surf next to the land, then shallows, sea and deep sea, cell by cell."""
    steps = [distance(Hex(0, 0), Hex(*s)) for s in key[0]]
    nearest = min(steps, default=9)
    return {1: "surf", 2: "shallows", 3: "sea"}.get(nearest, "deep_sea")


def _cell_seed(island: Island, col: int, row: int) -> int:
    return art._seed(island.spec.name, col, row)


def lay_tiles(island: Island) -> dict[str, dict[tuple[int, int], int]]:
    """Choose every cell's tiles (by key; gids come once the tilesets are full)."""
    layers: dict[str, dict[tuple[int, int], tuple]] = {"sea": {}, "land": {}, "decor": {}}
    for col, row in island.cells():
        t = island.terrain(col, row)
        letter = island.letters[(col, row)]
        if t == "water":
            key = _sea_key(island, col, row)
            SEA.index(key, terrain=_depth_name(key))
            layers["sea"][(col, row)] = (SEA, key)
        else:
            key = (t, _cell_seed(island, col, row) % LAND_VARIANTS)
            LAND.index(key, terrain=t)
            layers["land"][(col, row)] = (LAND, key)
        kind = FORCED.get(letter)
        if kind is None and island.spec.scatter and (col, row) not in island.spec.clear \
                and t in SCATTER:
            chance, choice = SCATTER[t]
            if random.Random(_cell_seed(island, col, row) + 1).random() < chance:
                kind = choice
        if kind == "volcano":
            VOLCANO.index(("volcano",), decor="volcano")
            layers["decor"][(col, row)] = (VOLCANO, ("volcano",))
        elif kind is not None:
            variant = _cell_seed(island, col, row) % DECOR_VARIANTS[kind]
            key = (kind, t if t in art.LAND else "water", variant)
            DECOR.index(key, decor=kind)
            layers["decor"][(col, row)] = (DECOR, key)
    return layers


# -- objects -------------------------------------------------------------------------------

def cell_outline(col: int, row: int, lift: float = 0) -> list[tuple[float, float]]:
    x, y = LAYOUT.cell_origin(col, row)
    return [(x + px, y + py - lift) for px, py in art.CELL]


def outline(cells, lift: float = 0) -> list[tuple[float, float]]:
    """The outer outline of a connected group of cells (edges used once, chained)."""
    edges: dict[tuple, tuple] = {}
    count: dict[frozenset, int] = {}
    for c in cells:
        pts = [(round(x), round(y)) for x, y in cell_outline(*c)]
        for i in range(len(pts)):
            a, b = pts[i], pts[(i + 1) % len(pts)]
            count[frozenset((a, b))] = count.get(frozenset((a, b)), 0) + 1
            edges.setdefault(a, [])
            edges[a].append(b)
    nxt = {}
    for a, bs in edges.items():
        for b in bs:
            if count[frozenset((a, b))] == 1:
                nxt[a] = b
    loops = []
    seen = set()
    for start in nxt:
        if start in seen:
            continue
        loop, p = [], start
        while p not in seen:
            seen.add(p)
            loop.append(p)
            p = nxt[p]
        loops.append(loop)

    def area(loop):
        return abs(sum(loop[i][0] * loop[(i + 1) % len(loop)][1] - loop[(i + 1) % len(loop)][0] * loop[i][1]
                       for i in range(len(loop)))) / 2
    best = max(loops, key=area)
    # drop points in the middle of straight runs
    out = []
    n = len(best)
    for i in range(n):
        a, b, c = best[i - 1], best[i], best[(i + 1) % n]
        if (b[0] - a[0]) * (c[1] - b[1]) != (b[1] - a[1]) * (c[0] - b[0]):
            out.append(b)
    return [(x, y - lift) for x, y in out]


def polygon_object(name: str, type_: str, pts, **props) -> dict:
    return {"name": name, "type": type_, "polygon": pts, "props": props}


def point_object(name: str, type_: str, x: float, y: float, **props) -> dict:
    return {"name": name, "type": type_, "point": (x, y), "props": props}


def face_centre(island: Island, col: int, row: int) -> tuple[float, float]:
    x, y = LAYOUT.cell_center(col, row)
    return x, y - island.elevation(col, row)


def _object_xml(i: int, obj: dict) -> str:
    props = ""
    if obj["props"]:
        props = "   <properties>" + "".join(
            f'<property name="{k}" value="{v}"/>' for k, v in sorted(obj["props"].items())) \
            + "</properties>\n"
    if "point" in obj:
        x, y = obj["point"]
        return (f'  <object id="{i}" name="{obj["name"]}" type="{obj["type"]}" x="{x:g}" y="{y:g}">\n'
                + props + '   <point/>\n  </object>\n')
    pts = obj["polygon"]
    x0, y0 = pts[0]
    rel = " ".join(f"{x - x0:g},{y - y0:g}" for x, y in pts)
    return (f'  <object id="{i}" name="{obj["name"]}" type="{obj["type"]}" x="{x0:g}" y="{y0:g}">\n'
            + props + f'   <polygon points="{rel}"/>\n  </object>\n')


def write_map(island: Island, layers) -> None:
    spec = island.spec
    objects = spec.places(island)
    body = []
    for layer_id, name in enumerate(("sea", "land", "decor"), start=1):
        rows = []
        for row in range(island.rows):
            rows.append(",".join(
                str(layers[name][(col, row)][0].gid(layers[name][(col, row)][1]))
                if (col, row) in layers[name] else "0" for col in range(island.cols)))
        body.append(f' <layer id="{layer_id}" name="{name}" width="{island.cols}" height="{island.rows}">\n'
                    '  <data encoding="csv">\n' + ",\n".join(rows) + '\n  </data>\n </layer>\n')
    objs = "".join(_object_xml(i, o) for i, o in enumerate(objects, start=1))
    body.append(' <objectgroup id="4" name="places" visible="0">\n' + objs + ' </objectgroup>\n')
    tilesets = "".join(f' <tileset firstgid="{ts.firstgid}" source="tilesets/{ts.name}.tsx"/>\n'
                       for ts in ALL_TILESETS if ts.keys)
    (HERE / f"{spec.name}.tmx").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down" '
        f'width="{island.cols}" height="{island.rows}" tilewidth="{art.TW}" tileheight="{art.TH}" '
        f'infinite="0" hexsidelength="{art.SIDE}" staggeraxis="{AXIS}" staggerindex="{INDEX}" '
        f'nextlayerid="5" nextobjectid="{len(objects) + 1}">\n'
        + tilesets + "".join(body) + '</map>\n')


# -- the maps --------------------------------------------------------------------------------

TITLE = [
    "......................",
    "...........k.......w..",
    "..ps....psss..........",
    "...s...ssgjjts........",
    "......sgjjjmmvvrs.....",
    "......sgjjMmvVvLss....",
    ".w...sggjjmmvvLLrs....",
    "....psgjjjjrjjjrrs....",
    ".....sbgjjjjjggps....k",
    "......ssgjjjjgbss.....",
    "...S...psssgggs.......",
    "..........pss....sor..",
    ".......B..........s...",
    "......................",
]


def title_places(island: Island) -> list[dict]:
    main = _connected(island, (8, 6))
    crater = next(c for c, letter in island.letters.items() if letter == "V")
    cx, cy = LAYOUT.cell_center(*crater)
    serpent = next(c for c, letter in island.letters.items() if letter == "S")
    sx, sy = LAYOUT.cell_center(*serpent)
    return [
        polygon_object("island", "island", outline(main)),
        # the lip of the crater in the volcano picture, where smoke rises
        point_object("crater", "smoke", cx, cy - art.VOLCANO_RISE),
        point_object("serpent", "creature", sx + 19, sy - 14),
    ]


def _connected(island: Island, start: tuple[int, int]) -> list[tuple[int, int]]:
    land = set(island.land_cells())
    seen, todo = {start}, [start]
    while todo:
        c = todo.pop()
        for step, nc, nr in island.near(*c, 1):
            if (nc, nr) in land and (nc, nr) not in seen:
                seen.add((nc, nr))
                todo.append((nc, nr))
    return sorted(seen)


# The centre island (7 x 7 cells): a meadow of seven cells in the middle, where
# the food is laid, ringed by beaches, jungle and a peak at the back.
CENTRE = [
    "  ....",
    " .tMj. ",
    " .jggp.",
    ".sgggj.",
    " .sggs.",
    " .sss. ",
    "  ....",
]
CENTRE_MEADOW = [(3, 3), (2, 3), (4, 3), (3, 2), (4, 2), (3, 4), (4, 4)]


def centre_places(island: Island) -> list[dict]:
    lift = island.elevation(3, 3)
    x, y = face_centre(island, 3, 5)
    return [
        polygon_object("food", "food_area", outline(CENTRE_MEADOW, lift)),
        polygon_object("island", "island", outline(island.land_cells())),
        point_object("label", "label", x, y + 34),
    ]


# The outer islands (5 x 5 cells): the creature pile on the middle cell, the
# food on the three cells at the front left; decorations only at the back.
OUTER = {
    1: [" ... ", ".tt. ", ".sgp.", ".ss. ", " ... "],
    2: [" ... ", ".Mo. ", ".sgb.", ".sg. ", " ... "],
    3: [" ... ", ".tp. ", ".ggt.", ".ss. ", " ... "],
    4: [" ... ", ".om. ", ".srt.", ".ss. ", " ... "],
    5: [" ... ", ".pt. ", ".gsp.", ".gs. ", " ... "],
}
OUTER_PILE = (2, 2)
OUTER_FOOD = [(1, 2), (1, 3), (2, 3)]


def outer_places(island: Island) -> list[dict]:
    px, py = face_centre(island, *OUTER_PILE)
    pile_lift = island.elevation(*OUTER_PILE)
    food_lift = max(island.elevation(*c) for c in OUTER_FOOD)
    x, y = face_centre(island, 2, 3)
    return [
        polygon_object("pile", "creature_pile", cell_outline(*OUTER_PILE, pile_lift)),
        point_object("pile", "creature_pile", px, py),
        polygon_object("food", "food_area", outline(OUTER_FOOD, food_lift)),
        polygon_object("island", "island", outline(island.land_cells())),
        point_object("label", "label", x, y + 34),
    ]


SPECS = [
    MapSpec("title_island", TITLE, halo=False, seed=1, places=title_places),
    MapSpec("centre_island", CENTRE, halo=True, seed=2, scatter=False, places=centre_places),
] + [
    MapSpec(f"outer_island_{n}", pic, halo=True, seed=10 + n, scatter=False, places=outer_places)
    for n, pic in OUTER.items()
]


def main() -> None:
    TILESETS.mkdir(exist_ok=True)
    islands = [Island(spec) for spec in SPECS]
    laid = [lay_tiles(island) for island in islands]
    gid = 1
    for ts in ALL_TILESETS:
        ts.firstgid = gid
        gid += ts.tilecount
    for ts in ALL_TILESETS:
        print(f"{ts.name}: {len(ts.keys)} tiles")
        ts.write()
    for island, layers in zip(islands, laid):
        write_map(island, layers)
        print(f"{island.spec.name}.tmx: {island.cols}x{island.rows} cells, "
              f"{LAYOUT.map_size(island.cols, island.rows)} px")


if __name__ == "__main__":
    main()
