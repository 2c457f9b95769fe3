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

from rules.core.bounded_file import read_bounded
from rules.core.i18n import _, ngettext

from . import content
from .board import Board, BoardError, file_problem, island_board, island_files, island_name, island_path
from .island_limits import MAX_MAP_BYTES, MAX_TILESET_BYTES, shown_name
from .words import a_creature, creature_name

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
        b, __ = island_board(choice)
    except BoardError as exc:
        reason = str(exc)
        prefix = file_problem(shown_name(path.name), "")
        problem = reason[len(prefix):] if reason.startswith(prefix) else reason
        return [_("Island {name}: {problem}").format(name=name, problem=problem)]
    return [_("Island {name}: {problem}").format(name=name, problem=p) for p in board_problems(b) + tileset_problems(path)]


def island_label(choice: str) -> str:
    """An island's name as the new-game screen lists it."""
    return island_name(choice).replace("_", " ")


def board_problems(b: Board) -> list[str]:
    out = []
    hexes = sum(b.island)
    if hexes != ISLAND_TILES:
        out.append(ngettext("it has {n} island hex; the game lays {tiles} island tiles, one on each",
                            "it has {n} island hexes; the game lays {tiles} island tiles, one on each",
                            hexes).format(n=hexes, tiles=ISLAND_TILES))
    names = [isl.name for isl in b.rescue]
    if len(b.rescue) < RESCUE_ISLANDS:
        out.append(_("a rescue island is missing: it has {n} of the {total}").format(n=len(b.rescue),
                                                                                      total=RESCUE_ISLANDS))
    elif len(b.rescue) > RESCUE_ISLANDS:
        out.append(_("it has {n} rescue islands; the game has {total}").format(n=len(b.rescue), total=RESCUE_ISLANDS))
    if len(set(names)) != len(names):
        out.append(_("two rescue islands have the same name"))
    for isl in b.rescue:
        if not isl.landings:
            out.append(_("the rescue island {name} has no landing next to it").format(name=repr(isl.name)))
        elif any(b.island[s] for s in isl.landings):
            out.append(_("a landing of the rescue island {name} is on an island hex, not the water").format(
                name=repr(isl.name)))
    for kind in (content.SERPENT, content.KRAKEN):
        alone, both = content.PIECES[kind]
        for both_red, need in ((False, alone), (True, both)):
            have = b.starts_of(kind, both_red)
            if len(have) != need:
                if both_red:
                    line = ngettext("it has {n} {creature} start space with both red creatures; the game needs {need}",
                                    "it has {n} {creature} start spaces with both red creatures; the game needs {need}",
                                    len(have))
                else:
                    line = ngettext("it has {n} {creature} start space with the {creature} alone; the game needs {need}",
                                    "it has {n} {creature} start spaces with the {creature} alone; the game needs {need}",
                                    len(have))
                out.append(line.format(n=len(have), creature=creature_name(kind), need=need))
            if any(b.island[s] for s in have):
                out.append(_("{creature} starts on an island hex, not the water").format(creature=a_creature(kind)))
    if hexes and not any(b.island[s] and any(not b.island[n] for n in b.neighbours[s])
                         for s in range(b.size)):
        out.append(_("no island hex touches the sea, so no tile could ever sink"))
    return out


def tileset_problems(path: Path) -> list[str]:
    """Tilesets (in the map or beside it) whose declared tile count is not what
    Tiled will count."""
    out = []
    try:
        root = ElementTree.fromstring(read_bounded(path, MAX_MAP_BYTES))
    except (OSError, ElementTree.ParseError) as exc:
        return [_("the map cannot be read ({error})").format(error=exc)]
    sets = [ts for ts in root.iter("tileset") if not ts.get("source")]
    for f in island_files(path)[1:]:
        try:
            sets.append(ElementTree.fromstring(read_bounded(f, MAX_TILESET_BYTES)))
        except (OSError, ElementTree.ParseError) as exc:
            out.append(_("the tileset {file} cannot be read ({error})").format(file=f.name, error=exc))
    for ts in sets:
        declared, real = tile_counts(ts)
        if declared is not None and declared != real:
            out.append(_("the tileset {name} declares {declared} tiles but holds {real}: "
                         "Tiled would renumber the tiles").format(name=repr(ts.get('name', '?')), declared=declared,
                                                                 real=real))
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

