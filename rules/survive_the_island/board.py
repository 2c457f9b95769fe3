"""The board, read from its Tiled map (assets/maps/survive_the_island.tmx).

The map is the truth: which cells are sea, island hexes or rescue islands, which
water spaces touch each rescue island, and where the red creatures start. This
module turns it, once per process, into a plain `Board` of numbered spaces that
the rules use; all hex geometry goes through rules/core/hexgrid.py.

Spaces are numbered 0..128 in reading order (Tiled rows top to bottom, cells left
to right). The four rescue islands are not spaces of the water-and-land grid; an
adventurer moving onto one uses the destination number RESCUE_BASE + island.

Islands players make in Tiled are read by the same code (read_board); whether a
map fits the rules is island_problems' job, in words for the new-game screen.
A map from Tiled 1.9 names an object's type with `class=` (1.8 and 1.10 write
`type=`): both read the same.
"""
from __future__ import annotations

import functools
import hashlib
import sys
import time
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path

from rules.core.bounded_file import read_bounded
from rules.core.i18n import _
from rules.core.hexgrid import (DIRECTIONS, Hex, TiledHexLayout, direction_between, distance,
                                from_offset, neighbors, ray)

from .island_limits import MAX_MAP_BYTES, IslandFiles, IslandRefused, check_island, shown_name

MAP_NAME = "survive_the_island.tmx"


def map_path() -> Path:
    """Where the map lives: assets/maps beside rules/ in the repository, or the
    bundled "assets" folder of a frozen build."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "assets" / "maps" / MAP_NAME
    return Path(__file__).resolve().parents[2] / "assets" / "maps" / MAP_NAME


@dataclass(frozen=True)
class RescueIsland:
    name: str
    cells: tuple[tuple[int, int], ...]      # Tiled (col, row) cells of the island
    landings: tuple[int, ...]               # water spaces touching it


@dataclass(frozen=True)
class CreatureStart:
    kind: str           # "sea_serpent" or "kraken"
    name: str           # "centre", "north-west", ...
    space: int
    with_both: bool     # used when both red creatures are in play


@dataclass(frozen=True)
class Board:
    stagger_axis: str
    stagger_index: str
    hexes: tuple[Hex, ...]                      # space -> axial hex
    cells: tuple[tuple[int, int], ...]          # space -> Tiled (col, row)
    index: dict                                 # Hex -> space
    island: tuple[bool, ...]                    # an island hex (a tile lies there at set-up)
    neighbours: tuple[tuple[int, ...], ...]     # space -> adjacent spaces
    rescue: tuple[RescueIsland, ...]
    rescue_of: tuple[tuple[int, ...], ...]      # space -> rescue islands it touches
    centre: int                                 # the water space in the middle of the island
    starts: tuple[CreatureStart, ...]
    lines: tuple[tuple[tuple[int, ...], ...], ...]  # space -> 6 straight lines of spaces

    @property
    def size(self) -> int:
        return len(self.hexes)

    @property
    def rescue_base(self) -> int:
        return len(self.hexes)

    def space_at(self, col: int, row: int) -> int | None:
        return self.index.get(from_offset(col, row, self.stagger_axis, self.stagger_index))

    def distance(self, a: int, b: int) -> int:
        return distance(self.hexes[a], self.hexes[b])

    def direction(self, a: int, b: int) -> int | None:
        return direction_between(self.hexes[a], self.hexes[b])

    def starts_of(self, kind: str, both_red: bool) -> list[int]:
        return [s.space for s in self.starts if s.kind == kind and (s.with_both or not both_red)]

    def __reduce_ex__(self, protocol):
        """The standard island is copied (pickled, to the thinking helper with
        every decision) as a reference to itself, read once per process: in
        full it was 15 KB and 0.35 ms of the frame a computer player began
        thinking in. An island a player made is copied whole."""
        try:
            standard = board()
        except (BoardError, OSError):       # the shipped map unreadable: every board goes whole
            standard = None
        if self is standard:
            return board, ()
        return super().__reduce_ex__(protocol)


class BoardError(ValueError):
    """The map cannot be read as a Survive the Island board."""


def file_problem(name: str, problem: str) -> str:
    """A problem of one file, as a player reads it: "island.tmx: no layer called 'terrain'"."""
    return _("{file}: {problem}").format(file=name, problem=problem)


def object_type(obj) -> str | None:
    """An object's type: `type=` in Tiled 1.8 and 1.10, `class=` in Tiled 1.9."""
    return obj.type or getattr(obj, "class", None) or None


def read_board(path: Path | str) -> Board:
    """The board of a map file. Whatever the file holds, this returns a Board or
    raises BoardError saying why not (a foreign file must never crash the app)."""
    try:
        return _read_board(Path(path))
    except BoardError:
        raise
    except FileNotFoundError as exc:
        raise BoardError(file_problem(Path(path).name, _("a file it needs is missing ({file})").format(
            file=Path(exc.filename or '').name))) from exc
    except ElementTree.ParseError as exc:
        raise BoardError(file_problem(Path(path).name, _("not a Tiled map (the XML is broken: {error})").format(
            error=exc))) from exc
    except Exception as exc:    # pytmx meets content it was never meant for
        raise BoardError(file_problem(Path(path).name, _("not a map this game can read ({error})").format(
            error=f"{type(exc).__name__}: {str(exc)[:120]}"))) from exc


def _read_board(path: Path) -> Board:
    import pytmx  # the default loader reads no images and needs no display

    tm = pytmx.TiledMap(str(path))
    if tm.orientation != "hexagonal":
        raise BoardError(file_problem(path.name, _("the map must be hexagonal, not {orientation}").format(
            orientation=tm.orientation)))
    axis, index_kind = tm.staggeraxis, tm.staggerindex
    layout = TiledHexLayout.from_map(tm)
    terrain = _layer(tm, path, "terrain")
    kinds: dict[tuple[int, int], str] = {}
    for col, row, gid in terrain.iter_data():
        if gid:
            props = tm.get_tile_properties_by_gid(gid) or {}
            kind = props.get("kind")
            if kind not in ("sea", "island", "rescue"):
                raise BoardError(file_problem(path.name, _("cell {col},{row} has a tile without a known kind").format(
                    col=col, row=row)))
            kinds[(col, row)] = kind
    grid_cells = sorted((c for c, k in kinds.items() if k != "rescue"), key=lambda c: (c[1], c[0]))
    hexes = tuple(from_offset(c, r, axis, index_kind) for c, r in grid_cells)
    index = {h: i for i, h in enumerate(hexes)}
    island = tuple(kinds[c] == "island" for c in grid_cells)
    nbrs = tuple(tuple(index[n] for n in neighbors(h) if n in index) for h in hexes)

    def space_of_point(x: float, y: float) -> int:
        col, row = layout.pixel_to_cell(x, y)
        h = from_offset(col, row, axis, index_kind)
        if h not in index:
            raise BoardError(file_problem(path.name, _("the object at {x},{y} is not on a board space").format(
                x=f"{x:g}", y=f"{y:g}")))
        return index[h]

    rescue_cells = {c for c, k in kinds.items() if k == "rescue"}
    islands: list[RescueIsland] = []
    names: list[str] = []
    for obj in _layer(tm, path, "rescue_islands"):
        cells = tuple(sorted(
            c for c in rescue_cells
            if obj.x <= layout.cell_center(*c)[0] <= obj.x + obj.width
            and obj.y <= layout.cell_center(*c)[1] <= obj.y + obj.height))
        if not cells:
            raise BoardError(file_problem(path.name, _("the rescue island {name} has no rescue tile under it").format(
                name=repr(obj.name))))
        names.append(obj.name)
        islands.append(RescueIsland(obj.name, cells, ()))
    landings: dict[str, list[int]] = {n: [] for n in names}
    for obj in _layer(tm, path, "landings"):
        name = obj.properties.get("island")
        if name not in landings:
            raise BoardError(file_problem(path.name, _("landing {id} names no rescue island ({name})").format(
                id=obj.id, name=repr(name))))
        landings[name].append(space_of_point(obj.x, obj.y))
    islands = [RescueIsland(i.name, i.cells, tuple(sorted(landings[i.name]))) for i in islands]
    rescue_of = tuple(tuple(k for k, isl in enumerate(islands) if s in isl.landings)
                      for s in range(len(hexes)))

    starts = []
    centre = None
    for obj in _layer(tm, path, "creature_starts"):
        kind = object_type(obj)
        if kind not in ("sea_serpent", "kraken"):
            raise BoardError(file_problem(path.name, _("a creature start has the type {kind}, "
                                                       "not sea_serpent or kraken").format(kind=repr(kind))))
        space = space_of_point(obj.x, obj.y)
        starts.append(CreatureStart(kind, obj.name, space, bool(obj.properties.get("with_both", False))))
        if obj.name == "centre":
            centre = space
    if centre is None:
        raise BoardError(file_problem(path.name, _("no creature start named 'centre'")))

    lines = []
    for h in hexes:
        per_dir = []
        for d in range(len(DIRECTIONS)):
            out = []
            # fly over anything that is not a board space, until the line is far off the map
            for k, cell in enumerate(ray(h, d)):
                if k > 2 * (tm.width + tm.height):
                    break
                if cell in index:
                    out.append(index[cell])
            per_dir.append(tuple(out))
        lines.append(tuple(per_dir))
    return Board(axis, index_kind, hexes, tuple(grid_cells), index, island, nbrs,
                 tuple(islands), rescue_of, centre, tuple(starts), tuple(lines))


def _layer(tm, path: Path, name: str):
    try:
        return tm.get_layer_by_name(name)
    except ValueError as exc:
        raise BoardError(file_problem(path.name, _("no layer called {name}").format(name=repr(name)))) from exc


@functools.lru_cache(maxsize=1)
def board() -> Board:
    """The board of the game, read once per process."""
    return read_board(map_path())


# -- islands players make ----------------------------------------------------------------------

#: the island option's value for the island the game ships with
STANDARD = ""


def island_files(path: Path) -> list[Path]:
    """The files a map is made of: the map and the tilesets it names (those that
    can be found; a missing one is the reader's to report). An island a player
    made is checked first (island_limits: confined to its folder, within every
    limit, its pictures decode): IslandRefused says why not, before any file it
    names is opened."""
    if path != map_path():
        checked = checked_island(path)
        return [checked.map, *checked.tilesets]
    out = [path]
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        return out
    for ts in root.iter("tileset"):
        src = ts.get("source")
        if src and (path.parent / src).is_file():
            out.append(path.parent / src)
    return out


#: map path -> (the signature of its files, what island_limits found): checked
#: again only when a file's size, times or inode changed
_CHECKED: dict[str, tuple[tuple, IslandFiles]] = {}


def assets_folder() -> Path:
    """The app's assets (the shipped tile sheets an island may use)."""
    return map_path().parent.parent


def checked_island(path: Path) -> IslandFiles:
    """An island a player made, checked by island_limits (once while its files
    stay as they are); IslandRefused says why it is refused."""
    key = str(path)
    hit = _CHECKED.get(key)
    if hit is not None:
        sig, files = hit
        try:
            if _signature([files.map, *files.tilesets, *files.images]) == sig:
                return files
        except OSError:
            pass
        _CHECKED.pop(key, None)       # (the New game screen checks on a worker thread)
    files = check_island(path, assets_folder())
    try:
        sig = _signature([files.map, *files.tilesets, *files.images])
    except OSError as exc:
        raise IslandRefused(f"a file of the island went missing while it was checked ({exc.strerror})") from exc
    if len(_CHECKED) >= 32:
        _CHECKED.clear()
    _CHECKED[key] = (sig, files)
    return files


#: a file changed more recently than this may change again inside one tick of
#: its time stamp (FAT counts in 2 s) with its size kept: it is hashed again
#: until it is older
SETTLED_NS = 2_000_000_000
#: map path -> (its files, their signature, the hash): read again only when a
#: file's size, times or inode changed (an edit, a copy over it, a rename)
_HASHES: dict[str, tuple[list[Path], tuple, str]] = {}


def _signature(files: list[Path]) -> tuple:
    """What the file system says of each file: OSError when one is gone."""
    return tuple((str(f), st.st_mtime_ns, st.st_size, st.st_ctime_ns, st.st_ino)
                 for f in files for st in (f.stat(),))


def _digest(files: list[Path]) -> str:
    h = hashlib.sha256()
    for f in files:
        h.update(read_bounded(f, MAX_MAP_BYTES))
        h.update(b"\0")
    return h.hexdigest()


def island_hash(path: Path) -> str:
    """A hash of an island's content: the map and its tilesets (sha256, hex).
    The bytes are read again whenever a file's size, times or inode changed, or
    while a file is too new for its time stamp to tell a later edit apart.
    OSError when the map is missing, IslandRefused when a player's island is
    refused by island_limits (nothing of it is hashed then)."""
    key = str(path)
    hit = _HASHES.get(key)
    if hit is not None:
        files, sig, digest = hit
        try:
            if _signature(files) == sig:
                return digest
        except OSError:
            pass
        _HASHES.pop(key, None)
    files = island_files(path)
    sig = _signature(files)
    digest = _digest(files)
    now = time.time_ns()
    if all(now - mtime >= SETTLED_NS for _f, mtime, _size, _ctime, _ino in sig):
        if len(_HASHES) >= 32:
            _HASHES.clear()
        _HASHES[key] = (files, sig, digest)
    return digest


def island_path(choice: str) -> Path:
    """The map file of an island option's value (what the table draws too)."""
    return map_path() if choice == STANDARD else Path(choice)


def island_name(choice: str) -> str:
    return _("the standard island") if choice == STANDARD else shown_name(Path(choice).stem)


@functools.lru_cache(maxsize=8)
def _board_of_content(path: str, digest: str) -> Board:
    return read_board(path)


def island_board(choice: str) -> tuple[Board, str]:
    """The board of an island option's value (STANDARD, or the path of a map file
    the app found in its maps folder) and its content hash. BoardError says why
    there is none."""
    path = island_path(choice)
    try:
        if choice != STANDARD:
            checked_island(path)
        digest = island_hash(path)
    except IslandRefused as exc:
        raise BoardError(file_problem(shown_name(path.name), str(exc))) from exc
    except OSError as exc:
        raise BoardError(file_problem(shown_name(path.name), _("the file is missing"))) from exc
    if choice == STANDARD:
        return board(), digest
    return _board_of_content(str(path), digest), digest
