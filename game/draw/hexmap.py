"""Hex islands from Tiled: one renderer for every hexagonal map in assets/maps.

A map is read with pytmx (which knows nothing about hexagons) and every tile is
placed with rules.core.hexgrid.TiledHexLayout, which follows Tiled's own
hexagonal renderer. The visible tile layers are drawn once, in Tiled's order, to
one Surface with alpha; object layers are not drawn, they are data: named
regions (polygons in map pixels) and named points that say where things go.

    island = HexMap.load(asset_path("maps", "centre_island.tmx"))
    placed = island.draw(screen, pygame.Rect(530, 250, 220, 220))   # scaled once, cached
    placed.cell_at(*mouse_pos)          # -> (col, row) or None
    placed.region("food")               # polygons in screen pixels

How Tiled draws a hexagonal tile layer (hexagonalrenderer.cpp, drawTileLayer):
each tile image is anchored by its bottom-left corner at the bottom-left of its
cell's bounding box, moved by its tileset's tile offset and its layer's offset;
tiles are painted in screen order, row of cells by row of cells (for
staggeraxis="x", the half-rows of raised and lowered columns in turn), so a
tile lower on screen covers the one behind it.
"""
from __future__ import annotations

import io
import math
import os
import xml.etree.ElementTree as ElementTree
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

import pygame
import pytmx
from pytmx.util_pygame import handle_transformation, smart_convert

from game.assets import MissingAsset, assets_root
from rules.core.bounded_file import read_bounded
from rules.core.hexgrid import TiledHexLayout

#: a map or tile sheet read here (the shipped sheets are 1 MB at most; an island a
#: player made was held to far smaller limits by the rules before it is drawn)
MAX_FILE_BYTES = 64 * 1024 * 1024

Point = tuple[float, float]
Polygon = list[Point]

#: Sides of the polygon that stands in for an ellipse object.
ELLIPSE_SIDES = 32

#: "cover" draws the map unscaled when it already covers the target with at
#: most this much to spare: a crisp image beats a 3% smaller one.
COVER_SNAP = 0.9

_SCALED_KEEP = 8


@dataclass(frozen=True)
class MapObject:
    """One object from an object layer, in map pixels (layer offset and rotation
    applied). kind is "rectangle", "ellipse", "polygon", "polyline", "point" or
    "tile"; polygon is its outline (empty for a point)."""
    id: int
    name: str | None
    type: str | None
    kind: str
    layer: str | None
    x: float
    y: float
    width: float
    height: float
    rotation: float
    polygon: tuple[Point, ...]
    center: Point
    properties: dict[str, Any] = field(default_factory=dict, compare=False)


class HexMap:
    """A Tiled hexagonal map, drawn once. Build with HexMap.load(path)."""

    _cache: dict[Path, "HexMap"] = {}

    def __init__(self, path: Path) -> None:
        self.path = path
        self.tiled = _read_tiled(path)
        self.layout = TiledHexLayout.from_map(self.tiled)
        self.columns: int = self.tiled.width
        self.rows: int = self.tiled.height
        self.size: tuple[int, int] = self.layout.map_size(self.columns, self.rows)
        self._occupied = self._find_occupied()
        self._cells = sorted(self._occupied, key=lambda c: (c[1], c[0]))
        self.surface = self._render()
        #: The part of the map that holds painted pixels (map pixels).
        self.content_rect: pygame.Rect = self.surface.get_bounding_rect(min_alpha=1)
        self.objects: list[MapObject] = _read_objects(self.tiled, path)
        self.regions: dict[str, list[Polygon]] = {}
        self.points: dict[str, Point] = {}
        self._index_objects()
        self._scaled: OrderedDict[tuple[int, int], pygame.Surface] = OrderedDict()

    # -- loading -------------------------------------------------------------------------

    @classmethod
    def load(cls, path: str | Path) -> "HexMap":
        """The map at path (absolute, or relative to the assets folder, never to
        the current directory), loaded once and kept."""
        p = Path(path)
        if not p.is_absolute():
            p = assets_root() / p
        p = p.resolve()
        cached = cls._cache.get(p)
        if cached is None:
            if not p.is_file():
                raise MissingAsset(f"missing map {str(path)!r}: looked for {p}")
            cached = cls._cache[p] = cls(p)
        return cached

    @classmethod
    def clear_cache(cls) -> None:
        """Forget every loaded map and tileset picture."""
        cls._cache.clear()
        _SHEETS.clear()

    # -- cells ---------------------------------------------------------------------------

    @property
    def cells(self) -> list[tuple[int, int]]:
        """Every cell with a tile in some visible tile layer, in (row, col) order."""
        return list(self._cells)

    def has_cell(self, col: int, row: int) -> bool:
        return (col, row) in self._occupied

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        """The cell under map pixel (x, y): the one whose centre is nearest, as
        Tiled picks it; None outside the map or on an empty cell."""
        w, h = self.size
        if not (0 <= x < w and 0 <= y < h):
            return None
        cell = self.layout.pixel_to_cell(x, y)
        return cell if cell in self._occupied else None

    def cell_center(self, col: int, row: int) -> Point:
        return self.layout.cell_center(col, row)

    def cell_polygon(self, col: int, row: int) -> Polygon:
        """The cell's hexagon in map pixels (six corners; Tiled's outline with
        its repeated corners removed)."""
        out: Polygon = []
        for p in self.layout.polygon(col, row):
            p = (float(p[0]), float(p[1]))
            if not out or out[-1] != p:
                out.append(p)
        if len(out) > 1 and out[0] == out[-1]:
            out.pop()
        return out

    def cell_properties(self, col: int, row: int, layer: str | None = None) -> dict[str, Any]:
        """The Tiled tile properties of the cell's tiles in every tile layer,
        hidden ones too (they may hold data), lower layers first so a higher
        layer's value wins; or only in the tile layer called `layer`."""
        props: dict[str, Any] = {}
        if not (0 <= col < self.columns and 0 <= row < self.rows):
            return props
        layers = _tile_layers(self.tiled)
        if layer is not None:
            layers = [t for t in layers if t.name == layer]
            if not layers:
                raise KeyError(f"{self.path.name} has no tile layer called {layer!r}")
        for tile_layer in layers:
            gid = tile_layer.data[row][col]
            if gid:
                p = self.tiled.get_tile_properties_by_gid(gid)
                if p:
                    props.update({k: v for k, v in p.items()
                                  if k not in _TILE_BOOKKEEPING})
        return props

    # -- objects -------------------------------------------------------------------------

    def region(self, name: str) -> list[Polygon]:
        """The polygons of every object called name (KeyError naming the map if none)."""
        try:
            return self.regions[name]
        except KeyError:
            raise KeyError(f"{self.path.name} has no region called {name!r} "
                           f"(it has {sorted(self.regions)})") from None

    def point(self, name: str) -> Point:
        try:
            return self.points[name]
        except KeyError:
            raise KeyError(f"{self.path.name} has no point called {name!r} "
                           f"(it has {sorted(self.points)})") from None

    def objects_of_type(self, type_name: str) -> list[MapObject]:
        return [o for o in self.objects if o.type == type_name]

    # -- drawing -------------------------------------------------------------------------

    @property
    def solid_rect(self) -> pygame.Rect:
        """The map's rectangle without the notches between its outer hexagons:
        every pixel in it is covered when every cell holds a tile."""
        lay = self.layout
        w, h = self.size
        ix, iy = lay.side_offset_x, lay.side_offset_y
        return pygame.Rect(ix, iy, max(1, w - 2 * ix), max(1, h - 2 * iy))

    def place(self, rect: pygame.Rect | Sequence[int], fit: str = "contain",
              scale: float | None = None) -> "Placement":
        """Where the map goes in rect, without drawing it.

        fit "contain": the painted part of the map (content_rect) as large as fits
        in rect, centred; "cover": the solid part of the map (solid_rect) covers
        rect, centred, the rest cut off (drawn unscaled when it already covers
        rect with at most 10% to spare); "center": unscaled, content centred.
        scale, when given, overrides fit's scale: the content is centred at it."""
        rect = pygame.Rect(rect)
        if fit == "cover":
            src = self.solid_rect
            s = max(rect.width / src.width, rect.height / src.height)
            if COVER_SNAP <= s <= 1.0:
                s = 1.0
        elif fit == "contain":
            src = self.content_rect if self.content_rect.width else self.surface.get_rect()
            s = min(rect.width / src.width, rect.height / src.height)
        elif fit == "center":
            src = self.content_rect if self.content_rect.width else self.surface.get_rect()
            s = 1.0
        else:
            raise ValueError(f"fit must be 'contain', 'cover' or 'center', not {fit!r}")
        if scale is not None:
            s = float(scale)
        if s <= 0:
            raise ValueError("a map cannot be drawn at a scale of 0 or less")
        # the source rectangle's centre goes to the target's centre
        cx, cy = src.centerx, src.centery
        ox = rect.centerx - cx * s
        oy = rect.centery - cy * s
        return Placement(self, s, (ox, oy), rect)

    def draw(self, target: pygame.Surface, rect: pygame.Rect | Sequence[int],
             fit: str = "contain", scale: float | None = None) -> "Placement":
        """Draw the map into rect on target (see place) and return where it went."""
        placed = self.place(rect, fit, scale)
        placed.draw(target)
        return placed

    def scaled(self, scale: float) -> tuple[pygame.Surface, bool]:
        """The whole map surface at scale, made once and kept: (surface,
        premultiplied). A scaled copy holds premultiplied colour (scaling
        straight alpha would smear the transparent pixels' black into the
        island's edges) and must be blitted with BLEND_PREMULTIPLIED."""
        w, h = self.size
        size = (max(1, round(w * scale)), max(1, round(h * scale)))
        if size == (w, h):
            return self.surface, False
        surf = self._scaled.get(size)
        if surf is None:
            surf = _smooth_resize(self.surface.premul_alpha(), size)
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self._scaled[size] = surf
            while len(self._scaled) > _SCALED_KEEP:
                self._scaled.popitem(last=False)
        else:
            self._scaled.move_to_end(size)
        return surf, True

    # -- internals -----------------------------------------------------------------------

    def _find_occupied(self) -> set[tuple[int, int]]:
        cells = set()
        for layer in _tile_layers(self.tiled):
            if not layer.visible:
                continue
            for col, row, gid in layer.iter_data():
                if gid:
                    cells.add((col, row))
        return cells

    def _render(self) -> pygame.Surface:
        out = pygame.Surface(self.size, pygame.SRCALPHA)
        offsets: dict[int, tuple[int, int]] = {}
        lay = self.layout
        for layer in _tile_layers(self.tiled):
            if not layer.visible:
                continue
            opacity = float(getattr(layer, "opacity", 1.0) or 0.0)
            if opacity <= 0:
                continue
            lx = float(getattr(layer, "offsetx", 0) or 0)
            ly = float(getattr(layer, "offsety", 0) or 0)
            cells = [(col, row, gid) for col, row, gid in layer.iter_data() if gid]
            # Tiled paints in screen order: by the cell's top edge, then left to right
            cells.sort(key=lambda c: (lay.cell_origin(c[0], c[1])[1],
                                      lay.cell_origin(c[0], c[1])[0]))
            faded: dict[int, pygame.Surface] = {}
            blits = []
            for col, row, gid in cells:
                image = self.tiled.images[gid]
                if image is None:
                    continue
                if opacity < 1:
                    # Tiled sets the layer's opacity on each tile it paints
                    if gid not in faded:
                        f = image.convert_alpha() if image.get_alpha() is None and \
                            pygame.display.get_surface() is not None else image.copy()
                        if not f.get_flags() & pygame.SRCALPHA:
                            f = _with_alpha(f)
                        f.fill((255, 255, 255, round(255 * opacity)),
                               special_flags=pygame.BLEND_RGBA_MULT)
                        faded[gid] = f
                    image = faded[gid]
                off = offsets.get(gid)
                if off is None:
                    off = offsets[gid] = _tile_offset(self.tiled, gid)
                x, y = lay.cell_origin(col, row)
                left = x + off[0] + lx
                bottom = y + lay.tile_height + off[1] + ly
                blits.append((image, (round(left), round(bottom) - image.get_height())))
            out.blits(blits, doreturn=False)
        if pygame.display.get_surface() is not None:
            out = out.convert_alpha()
        return out

    def _index_objects(self) -> None:
        for obj in self.objects:
            if not obj.name:
                continue
            if obj.polygon and obj.kind != "polyline":
                self.regions.setdefault(obj.name, []).append(list(obj.polygon))
            if obj.kind == "point":
                self.points[obj.name] = obj.center  # a point object always wins
        for obj in self.objects:
            if obj.name and obj.name not in self.points:
                self.points[obj.name] = obj.center


@dataclass(frozen=True)
class Placement:
    """A map drawn at a scale and position on screen: map pixel (x, y) lands on
    screen at offset + (x, y) * scale. Asks the map about screen pixels."""
    hexmap: HexMap
    scale: float
    offset: Point
    clip: pygame.Rect

    @property
    def rect(self) -> pygame.Rect:
        """The whole map surface's rectangle on screen (before clipping)."""
        w, h = self.hexmap.size
        return pygame.Rect(round(self.offset[0]), round(self.offset[1]),
                           max(1, round(w * self.scale)), max(1, round(h * self.scale)))

    def draw(self, target: pygame.Surface) -> None:
        surf, premultiplied = self.hexmap.scaled(self.scale)
        old_clip = target.get_clip()
        target.set_clip(self.clip.clip(old_clip))
        pos = (round(self.offset[0]), round(self.offset[1]))
        if premultiplied:
            target.blit(surf, pos, special_flags=pygame.BLEND_PREMULTIPLIED)
        else:
            target.blit(surf, pos)
        target.set_clip(old_clip)

    def to_screen(self, x: float, y: float) -> Point:
        return (self.offset[0] + x * self.scale, self.offset[1] + y * self.scale)

    def to_map(self, sx: float, sy: float) -> Point:
        return ((sx - self.offset[0]) / self.scale, (sy - self.offset[1]) / self.scale)

    def cell_at(self, sx: float, sy: float) -> tuple[int, int] | None:
        if not self.clip.collidepoint(sx, sy):
            return None
        return self.hexmap.cell_at(*self.to_map(sx, sy))

    def cell_center(self, col: int, row: int) -> Point:
        return self.to_screen(*self.hexmap.cell_center(col, row))

    def cell_polygon(self, col: int, row: int) -> Polygon:
        return [self.to_screen(x, y) for x, y in self.hexmap.cell_polygon(col, row)]

    def region(self, name: str) -> list[Polygon]:
        return [[self.to_screen(x, y) for x, y in poly] for poly in self.hexmap.region(name)]

    def point(self, name: str) -> Point:
        return self.to_screen(*self.hexmap.point(name))


# -- reading -----------------------------------------------------------------------------

_TILE_BOOKKEEPING = {"id", "width", "height", "frames", "source", "trans", "colliders"}


def _read_tiled(path: Path) -> pytmx.TiledMap:
    """Read a map with pytmx and its pygame tiles. The same loading as
    pytmx.util_pygame.load_pygame (tiles converted for the display, with alpha
    only where they need it), except that a tileset picture shared by several
    maps is decoded once, only the tiles a map uses are cut out, and with no
    display mode set (a headless tool) the tiles stay unconverted."""
    return pytmx.TiledMap(str(path), image_loader=_shared_sheet_loader, load_all=False)


_SHEETS: dict[str, pygame.Surface] = {}


def _shared_sheet_loader(filename: str, colorkey, **kwargs):
    key = os.path.abspath(filename)
    image = _SHEETS.get(key)
    if image is None:
        image = _SHEETS[key] = pygame.image.load(io.BytesIO(read_bounded(filename, MAX_FILE_BYTES)), filename)
    colour_key = pygame.Color(f"#{colorkey}") if colorkey else None
    convert = pygame.display.get_init() and pygame.display.get_surface() is not None

    def load_image(rect=None, flags=None):
        tile = image.subsurface(rect) if rect else image
        if flags:
            tile = handle_transformation(tile, flags)
        if convert:
            return smart_convert(tile, colour_key, True)
        tile = tile.copy()
        if colour_key is not None:
            tile.set_colorkey(colour_key)
        return tile

    return load_image


def _tile_layers(tiled: pytmx.TiledMap) -> Iterable[pytmx.TiledTileLayer]:
    return [layer for layer in tiled.layers if isinstance(layer, pytmx.TiledTileLayer)]


def _with_alpha(image: pygame.Surface) -> pygame.Surface:
    """A copy of an opaque (or colour-keyed) tile with an alpha channel."""
    out = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    out.blit(image, (0, 0))
    return out


def _tile_offset(tiled: pytmx.TiledMap, gid: int) -> tuple[int, int]:
    """The <tileoffset> of the tileset a tile comes from (pytmx keeps it as text)."""
    try:
        ts = tiled.get_tileset_from_gid(gid)
    except ValueError:
        return (0, 0)
    ox, oy = ts.offset
    return int(float(ox)), int(float(oy))


def _object_shapes(path: Path) -> dict[int, tuple[str, str | None]]:
    """Object id -> (shape, type) read from the TMX itself: pytmx does not say
    which objects are ellipses or points, and Tiled 1.9+ writes "class" where
    older versions wrote "type"."""
    shapes: dict[int, tuple[str, str | None]] = {}
    root = ElementTree.fromstring(read_bounded(path, MAX_FILE_BYTES))
    for group in root.iter("objectgroup"):
        for node in group.findall("object"):
            if node.get("id") is None:
                continue
            kind = "rectangle"
            if node.find("ellipse") is not None:
                kind = "ellipse"
            elif node.find("point") is not None:
                kind = "point"
            elif node.find("polygon") is not None:
                kind = "polygon"
            elif node.find("polyline") is not None:
                kind = "polyline"
            elif node.find("text") is not None:
                kind = "text"
            elif node.get("gid"):
                kind = "tile"
            shapes[int(node.get("id"))] = (kind, node.get("type") or node.get("class"))
    return shapes


def _read_objects(tiled: pytmx.TiledMap, path: Path) -> list[MapObject]:
    shapes = _object_shapes(path)
    out: list[MapObject] = []
    for group in tiled.objectgroups:
        gx = float(getattr(group, "offsetx", 0) or 0)
        gy = float(getattr(group, "offsety", 0) or 0)
        for obj in group:
            kind, type_name = shapes.get(int(obj.id), ("rectangle", None))
            x, y = float(obj.x) + gx, float(obj.y) + gy
            w, h = float(obj.width or 0), float(obj.height or 0)
            rot = float(obj.rotation or 0)
            if kind == "tile":
                # pytmx moved the tile object's y to its top; Tiled turns it
                # about its bottom-left corner
                origin = (x, y + h)
            else:
                origin = (x, y)
            if kind in ("polygon", "polyline"):
                pts = [(float(px) + gx, float(py) + gy) for px, py in obj.points]
            elif kind == "ellipse":
                cx, cy, rx, ry = x + w / 2, y + h / 2, w / 2, h / 2
                pts = [(cx + rx * math.cos(2 * math.pi * i / ELLIPSE_SIDES),
                        cy + ry * math.sin(2 * math.pi * i / ELLIPSE_SIDES))
                       for i in range(ELLIPSE_SIDES)]
            elif kind == "point":
                pts = []
            else:
                pts = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
            pts = _rotate(pts, origin, rot)
            if kind == "point":
                center = (x, y)
            elif kind == "polyline":
                center = _mean(pts)
            else:
                center = _centroid(pts)
            props = dict(getattr(obj, "properties", {}) or {})
            out.append(MapObject(
                id=int(obj.id), name=obj.name, type=type_name or obj.type, kind=kind,
                layer=group.name, x=x, y=y, width=w, height=h, rotation=rot,
                polygon=tuple(pts), center=center, properties=props))
    return out


def _rotate(points: list[Point], origin: Point, degrees: float) -> list[Point]:
    if not degrees:
        return points
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    ox, oy = origin
    return [(ox + (x - ox) * c - (y - oy) * s, oy + (x - ox) * s + (y - oy) * c)
            for x, y in points]


def _mean(points: Sequence[Point]) -> Point:
    n = max(1, len(points))
    return (sum(p[0] for p in points) / n, sum(p[1] for p in points) / n)


def _centroid(points: Sequence[Point]) -> Point:
    """The area centroid of a polygon (the mean of its corners if it is flat)."""
    a = cx = cy = 0.0
    n = len(points)
    for i in range(n):
        x0, y0 = points[i]
        x1, y1 = points[(i + 1) % n]
        cross = x0 * y1 - x1 * y0
        a += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    if abs(a) < 1e-9:
        return _mean(points)
    return (cx / (3 * a), cy / (3 * a))


def _smooth_resize(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """smoothscale, halving first while the shrink is stronger than 2x (one
    smoothscale step averages well only down to about half size)."""
    w, h = surf.get_size()
    while w >= size[0] * 2 and h >= size[1] * 2:
        w, h = w // 2, h // 2
        surf = pygame.transform.smoothscale(surf, (w, h))
    return pygame.transform.smoothscale(surf, size)
