"""Whether an island fits the rules: the checks an island made in Tiled must pass
before a game starts on it, each failure in words for the new-game screen.

The map is read by the game's own reader (board.read_board); then the rules ask
for 40 island hexes (one per island tile), the four rescue islands each with a
landing on the water, the red creatures' start spaces for every mix, an island
that touches the sea, and tilesets whose declared tile counts are the tiles their
images really hold (Tiled counts them from the image and would renumber every
tile of a map on its first save otherwise).
"""
from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

from . import content
from .board import Board, BoardError, island_board, island_files, island_name, island_path
from .island_limits import shown_name

RESCUE_ISLANDS = 4
#: island tiles in a game (the Monster Pack swaps tiles, never their number)
ISLAND_TILES = sum(sum(backs.values()) for backs in content.BASE_TILES.values())
#: map file suffix of an island
SUFFIX = ".tmx"


def island_problems(choice: str) -> list[str]:
    """Why the island chosen (STANDARD or a map file's path) cannot be played,
    in words; empty when it can. Never raises, whatever the file holds."""
    name = island_label(choice)
    path = island_path(choice)
    try:
        b, _digest = island_board(choice)
    except BoardError as exc:
        reason = str(exc)
        prefix = f"{shown_name(path.name)}: "
        return [f"Island {name}: {reason[len(prefix):] if reason.startswith(prefix) else reason}"]
    return [f"Island {name}: {p}" for p in board_problems(b) + tileset_problems(path)]


def island_label(choice: str) -> str:
    """An island's name as the new-game screen lists it."""
    return island_name(choice).replace("_", " ")


def board_problems(b: Board) -> list[str]:
    out = []
    hexes = sum(b.island)
    if hexes != ISLAND_TILES:
        out.append(f"it has {hexes} island hexes; the game lays {ISLAND_TILES} island tiles, one on each")
    names = [isl.name for isl in b.rescue]
    if len(b.rescue) < RESCUE_ISLANDS:
        out.append(f"a rescue island is missing: it has {len(b.rescue)} of the {RESCUE_ISLANDS}")
    elif len(b.rescue) > RESCUE_ISLANDS:
        out.append(f"it has {len(b.rescue)} rescue islands; the game has {RESCUE_ISLANDS}")
    if len(set(names)) != len(names):
        out.append("two rescue islands have the same name")
    for isl in b.rescue:
        if not isl.landings:
            out.append(f"the rescue island {isl.name!r} has no landing next to it")
        elif any(b.island[s] for s in isl.landings):
            out.append(f"a landing of the rescue island {isl.name!r} is on an island hex, not the water")
    for kind in (content.SERPENT, content.KRAKEN):
        alone, both = content.PIECES[kind]
        for both_red, need in ((False, alone), (True, both)):
            have = b.starts_of(kind, both_red)
            if len(have) != need:
                mix = "with both red creatures" if both_red else f"with the {content.CREATURE_NAMES[kind]} alone"
                out.append(f"it has {len(have)} {content.CREATURE_NAMES[kind]} start spaces {mix}; "
                           f"the game needs {need}")
            if any(b.island[s] for s in have):
                out.append(f"a {content.CREATURE_NAMES[kind]} starts on an island hex, not the water")
    if hexes and not any(b.island[s] and any(not b.island[n] for n in b.neighbours[s])
                         for s in range(b.size)):
        out.append("no island hex touches the sea, so no tile could ever sink")
    return out


def tileset_problems(path: Path) -> list[str]:
    """Tilesets (in the map or beside it) whose declared tile count is not what
    Tiled will count."""
    out = []
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError) as exc:
        return [f"the map cannot be read ({exc})"]
    sets = [ts for ts in root.iter("tileset") if not ts.get("source")]
    for f in island_files(path)[1:]:
        try:
            sets.append(ElementTree.parse(f).getroot())
        except (OSError, ElementTree.ParseError) as exc:
            out.append(f"the tileset {f.name} cannot be read ({exc})")
    for ts in sets:
        declared, real = tile_counts(ts)
        if declared is not None and declared != real:
            out.append(f"the tileset {ts.get('name', '?')!r} declares {declared} tiles but holds {real}: "
                       "Tiled would renumber the tiles")
    return out


def tile_counts(ts) -> tuple[int | None, int]:
    """(the tile count a tileset element declares, the count Tiled works out)."""
    def num(node, key, default=0):
        try:
            return int(node.get(key, default))
        except (TypeError, ValueError):
            return default
    declared = num(ts, "tilecount", None) if ts.get("tilecount") is not None else None
    image = ts.find("image")
    if image is None:                            # a collection of images: one tile each
        return declared, len([t for t in ts.findall("tile") if t.find("image") is not None])
    tw, th = num(ts, "tilewidth"), num(ts, "tileheight")
    spacing, margin = num(ts, "spacing"), num(ts, "margin")
    iw, ih = num(image, "width"), num(image, "height")
    if tw <= 0 or th <= 0:
        return declared, 0
    cols = max(0, (iw - 2 * margin + spacing) // (tw + spacing))
    rows = max(0, (ih - 2 * margin + spacing) // (th + spacing))
    return declared, cols * rows

