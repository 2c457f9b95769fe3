"""What an island a player dropped into the maps folder may be, checked before
any of it is parsed: islands are traded with strangers, so a map file is
untrusted input.

Every file an island names (its tilesets, their pictures) must resolve, after
following links, inside the folder holding the island, or inside the app's own
assets folder (the shipped tile sheets): a path that leads anywhere else is
refused with the reason before that file is opened. Each file is looked at (its
size, from the file system) before it is read, and read no further than its
limit; a map's size in cells and each layer's data are checked before the map
reader (pytmx) sees them, compressed data is inflated with a bound, and every
tile picture must be a PNG that decodes (checked here, without pygame: the
rules never draw).

check_island(path) returns the files an island is made of, or raises
IslandRefused saying why not, in words for the new-game screen.
"""
from __future__ import annotations

import base64
import binascii
import os
import stat
import struct
import xml.etree.ElementTree as ElementTree
import zlib
from dataclasses import dataclass
from pathlib import Path

from rules.core.bounded_file import TooLarge, read_bounded, read_head
from rules.core.i18n import N_, _
from rules.core.registry import shown_name

#: the biggest plausible island: the standard map is 7 KB; Tiled's csv of a
#: 64 x 64 map with three layers and a few hundred objects stays well under this
MAX_MAP_BYTES = 1024 * 1024
#: a map's width and height, in cells (the standard island is 11 x 13)
MAX_CELLS_ACROSS = 64
#: a tileset file (.tsx): a few KB even with a property on every tile
MAX_TILESET_BYTES = 256 * 1024
#: a tile picture's file and its pixels (a sheet of 64 hex tiles of 256 px fits);
#: all of an island's pictures together stay within both limits too
MAX_IMAGE_BYTES = 8 * 1024 * 1024
MAX_IMAGE_PIXELS = 2048 * 2048
#: tile sets and pictures one island may name
MAX_FILES = 64
#: elements inside elements (a map nests properties in objects in groups in groups...)
MAX_DEPTH = 40
#: a tile's size in pixels (and a tileset's margin and spacing)
MAX_TILE_PIXELS = 1024
#: tiles one tileset may hold: the map reader (pytmx) walks every tile a sheet's
#: declared size gives, so a few bytes claiming 1 x 1 tiles over 100000 x 100000
#: pixels would be ten billion steps; the shipped tilesets hold a few dozen
MAX_TILES = 4096
#: a tileset's first tile number (the shipped maps start at 1 and stay under 100)
MAX_FIRST_GID = 1 << 20

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: bits per pixel of each PNG colour type and bit depth it allows
_PNG_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
_PNG_DEPTHS = {0: (1, 2, 4, 8, 16), 2: (8, 16), 3: (1, 2, 4, 8), 4: (8, 16), 6: (8, 16)}


class IslandRefused(ValueError):
    """An island that is refused before it is read; the message says why."""


@dataclass(frozen=True)
class IslandFiles:
    """The files of an island that passed these checks (all resolved)."""

    map: Path
    tilesets: tuple[Path, ...]
    images: tuple[Path, ...]


def _inside(path: Path, roots: tuple[Path, ...]) -> bool:
    return any(path == r or r in path.parents for r in roots)


def _confined(base: Path, source: str, roots: tuple[Path, ...], what: str) -> Path:
    """The file `source` names (relative to the folder `base`), resolved after
    links, if it is inside one of `roots`; else IslandRefused. Nothing is
    opened: resolving only looks at the folders and links on the way."""
    if not source or "\x00" in source:
        raise IslandRefused(_("{what} has no file name").format(what=what))
    if Path(source).is_absolute() or os.path.splitdrive(source)[0]:
        raise IslandRefused(_("{what} {name} is an absolute path: an island may only use files in its own "
                              "folder").format(
            what=what, name=repr(shown_name(source))))
    try:
        target = (base / source).resolve()
    except (OSError, RuntimeError, ValueError) as exc:      # a loop of links
        raise IslandRefused(_("{what} {name} cannot be found ({error})").format(
            what=what, name=repr(shown_name(source)), error=type(exc).__name__)) from exc
    if not _inside(target, roots):
        raise IslandRefused(_("{what} {name} is outside the island's folder: an island may only use files in its own "
                              "folder").format(
            what=what, name=repr(shown_name(source))))
    return target


def _regular_size(path: Path, limit: int, what: str) -> int:
    """The size of a file from the file system (nothing read), refused when it
    is missing, not a plain file or over `limit`."""
    try:
        st = path.stat()
    except OSError as exc:
        raise IslandRefused(_("{what} {name} is missing").format(what=what, name=repr(shown_name(path.name)))) from exc
    if not stat.S_ISREG(st.st_mode):
        raise IslandRefused(_("{what} {name} is not a plain file").format(what=what, name=repr(shown_name(path.name))))
    if st.st_size > limit:
        raise IslandRefused(_("{what} {name} is {size}, far larger than any island needs (at most {limit})").format(
            what=what, name=repr(shown_name(path.name)), size=_size(st.st_size), limit=_size(limit)))
    return st.st_size


def _size(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB" if n >= 1024 * 1024 else f"{max(1, n // 1024)} KB"


def _read_bounded(path: Path, limit: int, what: str) -> bytes:
    _regular_size(path, limit, what)
    try:
        return read_bounded(path, limit)       # looked at again through the open file: never waits
    except TooLarge as exc:              # it grew since it was looked at
        raise IslandRefused(_("{what} {name} is far larger than any island needs").format(
            what=what, name=repr(shown_name(path.name)))) from exc
    except OSError as exc:
        raise IslandRefused(_("{what} {name} cannot be read ({error})").format(
            what=what, name=repr(shown_name(path.name)), error=exc.strerror or exc)) from exc


def _xml(raw: bytes, path: Path, what: str) -> ElementTree.Element:
    # Tiled never writes a document type; entities are how an XML file grows
    # a thousandfold as it is read
    if b"<!DOCTYPE" in raw or b"<!ENTITY" in raw:
        raise IslandRefused(_("{what} {name} declares XML entities, which Tiled never writes").format(
            what=what, name=repr(shown_name(path.name))))
    try:
        root = ElementTree.fromstring(raw)
    except ElementTree.ParseError as exc:
        raise IslandRefused(_("{what} {name} is not a Tiled file (the XML is broken: {error})").format(
            what=what, name=repr(shown_name(path.name)), error=exc)) \
            from exc
    except (RecursionError, MemoryError, ValueError) as exc:
        raise IslandRefused(_("{what} {name} is damaged ({error})").format(
            what=what, name=repr(shown_name(path.name)), error=type(exc).__name__)) from exc
    if _depth(root) > MAX_DEPTH:
        raise IslandRefused(_("{what} {name} nests its layers deeper than {n} groups").format(
            what=what, name=repr(shown_name(path.name)), n=MAX_DEPTH))
    return root


def _depth(root: ElementTree.Element) -> int:
    deepest, todo = 0, [(root, 1)]
    while todo:
        node, depth = todo.pop()
        deepest = max(deepest, depth)
        todo.extend((child, depth + 1) for child in node)
    return deepest


def _int(node: ElementTree.Element, key: str, default: int = 0) -> int:
    text = node.get(key)
    if text is None:
        return default
    try:
        return int(text)
    except ValueError:
        raise IslandRefused(_("its {tag} has a {key} that is not a whole number").format(
            tag=node.tag, key=key)) from None


def _check_map_size(root: ElementTree.Element) -> int:
    """The number of cells of the map, refused when it is too large to be an island."""
    if root.tag != "map":
        raise IslandRefused(_("it is not a Tiled map"))
    if root.get("infinite", "0") not in ("0", ""):
        raise IslandRefused(_("it is an infinite map: an island has a fixed size"))
    w, h = _int(root, "width"), _int(root, "height")
    if not (1 <= w <= MAX_CELLS_ACROSS and 1 <= h <= MAX_CELLS_ACROSS):
        raise IslandRefused(_("it is {width} x {height} cells; an island is at most {across} x {across}").format(
            width=w, height=h, across=MAX_CELLS_ACROSS))
    for key in ("tilewidth", "tileheight", "hexsidelength"):
        if not 0 <= _int(root, key) <= MAX_TILE_PIXELS:
            raise IslandRefused(_("its {key} is not a tile's size").format(key=key))
    return w * h


def inflate_bounded(data: bytes, limit: int, gzip_wrapped: bool) -> bytes:
    """Inflated `data`, refused once it would exceed `limit` bytes (never
    inflated further than that)."""
    d = zlib.decompressobj(wbits=31 if gzip_wrapped else 15)
    try:
        out = d.decompress(data, limit + 1)
    except zlib.error as exc:
        raise IslandRefused(_("a layer's compressed data is damaged ({error})").format(error=exc)) from exc
    if len(out) > limit or d.unconsumed_tail:
        raise IslandRefused(_("a layer's data inflates to far more than its cells"))
    return out


def _check_layers(root: ElementTree.Element, cells: int) -> None:
    limit = cells * 4
    for data in root.iter("data"):
        if data.find("chunk") is not None:
            raise IslandRefused(_("a layer is in chunks (an infinite map): an island has a fixed size"))
        encoding, compression = data.get("encoding"), data.get("compression")
        text = data.text or ""
        if encoding is None:
            if len(data.findall("tile")) > cells:
                raise IslandRefused(_("a layer holds more tiles than the map has cells"))
            continue
        if encoding == "csv":
            if text.count(",") + 1 > cells:
                raise IslandRefused(_("a layer holds more tiles than the map has cells"))
            continue
        if encoding != "base64":
            raise IslandRefused(_("a layer's encoding {name} is not one Tiled writes").format(
                name=repr(shown_name(encoding))))
        try:
            raw = base64.b64decode(text.strip(), validate=False)
        except (binascii.Error, ValueError) as exc:
            raise IslandRefused(_("a layer's data is damaged (it is not base64)")) from exc
        if compression in ("zlib", "gzip"):
            raw = inflate_bounded(raw, limit, compression == "gzip")
        elif compression:
            raise IslandRefused(_("a layer's compression {name} cannot be read here (save the map with zlib, gzip or "
                                  "no compression)").format(
                name=repr(shown_name(compression))))
        if len(raw) > limit:
            raise IslandRefused(_("a layer holds more tiles than the map has cells"))


def png_problem(raw: bytes) -> str | None:
    """Why `raw` is not a PNG that decodes to at most MAX_IMAGE_PIXELS pixels,
    or None: every chunk's checksum is checked and the pixel data inflated
    (with a bound) to exactly the size its header gives."""
    if not raw.startswith(PNG_SIGNATURE):
        return _("is not a PNG picture")
    pos, header, idat, ended = len(PNG_SIGNATURE), None, [], False
    while pos + 8 <= len(raw):
        length, kind = struct.unpack(">I4s", raw[pos:pos + 8])
        body = raw[pos + 8:pos + 8 + length]
        crc = raw[pos + 8 + length:pos + 12 + length]
        if len(body) != length or len(crc) != 4:
            return _("is cut short")
        if zlib.crc32(kind + body) & 0xFFFFFFFF != struct.unpack(">I", crc)[0]:
            return _("is damaged (a checksum does not match)")
        if kind == b"IHDR":
            if length != 13:
                return _("is damaged (its header is wrong)")
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            ended = True
            break
        pos += 12 + length
    if header is None or not ended or not idat:
        return _("is cut short or not a picture")
    width, height, depth, colour, _compression, _filter, interlace = header
    if not (width and height) or width * height > MAX_IMAGE_PIXELS:
        return _("is {width} x {height} pixels; a tile sheet is at most {n} pixels").format(
            width=width, height=height, n=MAX_IMAGE_PIXELS)
    if colour not in _PNG_CHANNELS or depth not in _PNG_DEPTHS[colour]:
        return _("is damaged (its colour type is not a PNG one)")
    bits = _PNG_CHANNELS[colour] * depth
    if interlace:
        size = 0
        for x0, y0, dx, dy in ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4),
                               (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)):
            w, h = (width - x0 + dx - 1) // dx, (height - y0 + dy - 1) // dy
            if w and h:
                size += h * (1 + (w * bits + 7) // 8)
    else:
        size = height * (1 + (width * bits + 7) // 8)
    d = zlib.decompressobj()
    try:
        out = d.decompress(b"".join(idat), size + 1)
    except zlib.error:
        return _("does not decode (its pixel data is damaged)")
    if len(out) != size:
        return _("does not decode (its pixel data is the wrong size)")
    return None


def _check_image(path: Path, what: str, pixels_left: int) -> int:
    """Checks one picture (within what is left of the island's pixel budget);
    returns its pixels."""
    raw = _read_bounded(path, MAX_IMAGE_BYTES, what)
    pixels = 0
    if raw.startswith(PNG_SIGNATURE) and len(raw) >= 24:
        width, height = struct.unpack(">II", raw[16:24])
        pixels = width * height
        if pixels > pixels_left:
            raise IslandRefused(_("its tile pictures hold more than {n} pixels together").format(n=MAX_IMAGE_PIXELS))
    problem = png_problem(raw)
    if problem:
        raise IslandRefused(_("{what} {name} {problem}").format(
            what=what, name=repr(shown_name(path.name)), problem=problem))
    return pixels


#: a sheet whose declared width or height is not its picture's
_SIZE_MISMATCH = {"width": N_("{what} says its picture {name} is {declared} pixels wide, but it is {real}"),
                  "height": N_("{what} says its picture {name} is {declared} pixels high, but it is {real}")}


def _whole(node: ElementTree.Element, key: str, lo: int, hi: int, what: str, default: int | None = 0) -> int | None:
    """A whole-number attribute within lo..hi, else IslandRefused naming it."""
    if node.get(key) is None:
        return default
    value = _int(node, key)
    if not lo <= value <= hi:
        raise IslandRefused(_("{what} declares a {key} of {value}, not one from {low} to {high}").format(
            what=what, key=key, value=value, low=lo, high=hi))
    return value


def _png_size(path: Path, what: str) -> tuple[int, int]:
    """The width and height a picture's PNG header gives (24 bytes read)."""
    _regular_size(path, MAX_IMAGE_BYTES, what)
    try:
        head = read_head(path, 24)
    except OSError as exc:
        raise IslandRefused(_("{what} {name} cannot be read ({error})").format(
            what=what, name=repr(shown_name(path.name)), error=exc.strerror or exc)) from exc
    if not head.startswith(PNG_SIGNATURE) or len(head) < 24 or head[12:16] != b"IHDR":
        raise IslandRefused(_("{what} {name} {problem}").format(
            what=what, name=repr(shown_name(path.name)), problem=_("is not a PNG picture")))
    return struct.unpack(">II", head[16:24])


def check_tileset_sizes(ts: ElementTree.Element, base: Path, roots: tuple[Path, ...]) -> None:
    """Every size a tileset declares, against its sheet's real PNG header and
    the limits, before the map reader walks them: the tile size, margin and
    spacing, the sheet's width and height (equal to the picture's own), the
    tiles the sheet then holds, the declared tile count and columns, and the
    first tile number. IslandRefused says which is wrong."""
    name = repr(shown_name(ts.get("name", "?")))
    what = _("the tileset {name}").format(name=name)
    _whole(ts, "firstgid", 1, MAX_FIRST_GID, what, 1)
    tw = _whole(ts, "tilewidth", 1, MAX_TILE_PIXELS, what, 1)
    th = _whole(ts, "tileheight", 1, MAX_TILE_PIXELS, what, 1)
    margin = _whole(ts, "margin", 0, MAX_TILE_PIXELS, what)
    spacing = _whole(ts, "spacing", 0, MAX_TILE_PIXELS, what)
    count = _whole(ts, "tilecount", 0, MAX_TILES, what)
    columns = _whole(ts, "columns", 0, MAX_TILES, what)
    if len(ts.findall("tile")) > MAX_TILES:
        raise IslandRefused(_("{what} describes more than {n} tiles").format(what=what, n=MAX_TILES))
    image = ts.find("image")
    if image is None:                     # a collection of pictures: each is checked as a picture
        return
    sheet = _confined(base, image.get("source", ""), roots, _("the tile picture"))
    real_w, real_h = _png_size(sheet, _("the tile picture"))
    for key, real in (("width", real_w), ("height", real_h)):
        declared = image.get(key)
        if declared is not None and _int(image, key) != real:
            raise IslandRefused(_(_SIZE_MISMATCH[key]).format(what=what, name=repr(shown_name(sheet.name)),
                                                              declared=declared[:12], real=real))
    # as the map reader counts them: a tile at each step that fits inside the sheet
    across = max(0, (real_w - margin - tw) // (tw + spacing) + 1) if real_w >= margin + tw else 0
    down = max(0, (real_h - margin - th) // (th + spacing) + 1) if real_h >= margin + th else 0
    if across * down > MAX_TILES:
        raise IslandRefused(_("{what} cuts its picture into {n} tiles; a tileset holds at most {most}").format(
            what=what, n=across * down, most=MAX_TILES))
    if columns > across or count > across * down:
        raise IslandRefused(_("{what} declares more tiles than its picture holds").format(what=what))


def _images_of(node: ElementTree.Element, base: Path, roots: tuple[Path, ...]) -> list[Path]:
    """The pictures an element names (a tile sheet, a collection's tiles, an
    image layer), confined, relative to `base`."""
    return [_confined(base, img.get("source", ""), roots, _("the tile picture")) for img in node.iter("image")]


def allowed_roots(path: Path, shipped: Path) -> tuple[Path, ...]:
    """The folders an island at `path` may use files from: its own folder and
    the app's assets (the shipped tile sheets)."""
    return (path.parent.resolve(), shipped.resolve())


def check_island(path: Path, shipped: Path) -> IslandFiles:
    """The files of the island at `path` (its map, tilesets and pictures), each
    checked against the limits above before it is read; IslandRefused says why
    not (OSError when the map itself is missing). `shipped`: the app's assets
    folder, whose tile sheets an island may use."""
    if shown_name(path.name) != path.name:
        raise IslandRefused(_("its file name is not valid UTF-8 text or holds a line break or another control "
                              "character: rename the file"))
    roots = allowed_roots(path, shipped)
    target = _confined(path.parent, path.name, roots[:1], _("the map"))
    if not os.path.lexists(target):
        raise FileNotFoundError(2, "the island is missing", str(path))   # missing, not refused: it may come back
    raw = _read_bounded(target, MAX_MAP_BYTES, _("the map"))
    root = _xml(raw, target, _("the map"))
    cells = _check_map_size(root)
    _check_layers(root, cells)
    tilesets: list[Path] = []
    images: list[Path] = []
    for ts in root.iter("tileset"):
        src = ts.get("source")
        _whole(ts, "firstgid", 1, MAX_FIRST_GID, _("a tileset"), 1)
        if src is None:
            check_tileset_sizes(ts, target.parent, roots)
            images += _images_of(ts, target.parent, roots)
            continue
        tsx = _confined(target.parent, src, roots, _("the tileset"))
        tilesets.append(tsx)
        if len(tilesets) > MAX_FILES:
            raise IslandRefused(_("it names more than {n} tilesets").format(n=MAX_FILES))
        ts_root = _xml(_read_bounded(tsx, MAX_TILESET_BYTES, _("the tileset")), tsx, _("the tileset"))
        if ts_root.tag != "tileset":
            raise IslandRefused(_("the tileset {name} is not a Tiled tileset").format(name=repr(shown_name(tsx.name))))
        check_tileset_sizes(ts_root, tsx.parent, roots)
        images += _images_of(ts_root, tsx.parent, roots)
    for layer in root.iter("imagelayer"):
        images += _images_of(layer, target.parent, roots)
    images = list(dict.fromkeys(images))
    if len(images) > MAX_FILES:
        raise IslandRefused(_("it names more than {n} tile pictures").format(n=MAX_FILES))
    if sum(_regular_size(img, MAX_IMAGE_BYTES, _("the tile picture")) for img in images) > MAX_IMAGE_BYTES:
        raise IslandRefused(_("its tile pictures come to more than {limit} together").format(
            limit=_size(MAX_IMAGE_BYTES)))
    pixels_left = MAX_IMAGE_PIXELS
    for img in images:
        pixels_left -= _check_image(img, "the tile picture", pixels_left)
    return IslandFiles(target, tuple(tilesets), tuple(images))
