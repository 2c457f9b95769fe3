"""A game's contact sheet: every piece its table draws, at every size the
table draws it, labelled and grouped, for review (`main.py --screenshot
pieces:GAME_ID`).

Each game says what its pieces are in `game/tables/<game_id>/pieces.py`, whose
`pieces()` returns a list of Piece; this module only lays them out."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Callable

import pygame

from rules.core import registry
from rules.core.i18n import _

from game.screen import theme
from game.screen.theme import C

WIDTH = theme.LOGICAL_SIZE[0]
MARGIN = 24          # around the sheet
GAP = 10             # between two sizes of one piece
CELL_GAP = 28        # between two pieces
LABEL = 13           # px: a piece's label
HEADING = 20         # px: a group's heading
TITLE = 26           # px: the sheet's title


@dataclass(frozen=True)
class Piece:
    """One piece of a game as its table draws it: `key` is unique within the
    game ("monster:pagurah"), `group` the sheet's heading it stands under,
    `label` the words under its pictures, `sizes` the canvas px sizes the table
    draws it at, and `draw(size)` the picture at one of them."""
    key: str
    group: str
    label: str
    sizes: tuple[int, ...]
    draw: Callable[[int], pygame.Surface]


class NoPieces(LookupError):
    """The game has no pieces.py (yet)."""


def game_pieces(game_id: str) -> list[Piece]:
    """The game's pieces, from game/tables/<game_id>/pieces.py."""
    name = f"game.tables.{game_id}.pieces"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name in (name, f"game.tables.{game_id}"):
            raise NoPieces(f"game/tables/{game_id}/pieces.py does not exist") from exc
        raise
    return module.pieces()


def _cell(piece: Piece) -> pygame.Surface:
    """One piece at each of its sizes side by side, feet on one line, and its
    label centred under them."""
    pictures = [piece.draw(size) for size in piece.sizes]
    label = theme.text(theme.fit(piece.label, LABEL, WIDTH - 2 * MARGIN), LABEL, C.TEXT)
    sizes = theme.text("  ".join(str(s) for s in piece.sizes), LABEL - 2, C.TEXT_DIM)
    row_w = sum(p.get_width() for p in pictures) + GAP * (len(pictures) - 1)
    row_h = max(p.get_height() for p in pictures)
    w = max(row_w, label.get_width(), sizes.get_width())
    h = row_h + 4 + label.get_height() + sizes.get_height()
    cell = pygame.Surface((w, h), pygame.SRCALPHA)
    x = (w - row_w) // 2
    for pic in pictures:
        cell.blit(pic, (x, row_h - pic.get_height()))
        x += pic.get_width() + GAP
    cell.blit(label, label.get_rect(midtop=(w // 2, row_h + 4)))
    cell.blit(sizes, sizes.get_rect(midtop=(w // 2, row_h + 4 + label.get_height())))
    return cell


def _groups(pieces: list[Piece]) -> list[tuple[str, list[Piece]]]:
    """The pieces by group, groups in the order they first appear."""
    out: dict[str, list[Piece]] = {}
    for p in pieces:
        out.setdefault(p.group, []).append(p)
    return list(out.items())


def sheet(game_id: str) -> pygame.Surface:
    """The contact sheet of `game_id`: a title, then each group under its
    heading, its pieces in rows as wide as the canvas, on the sea-dark
    background. As tall as it needs (it may be taller than the canvas)."""
    groups = _groups(game_pieces(game_id))
    game = _(registry.DISPLAY_NAMES.get(game_id, game_id))
    head = theme.text(_("{game}: every piece, at the sizes its table draws it").format(game=game), TITLE, C.GOLD,
                      "display")
    # lay out first (positions), then paint onto a surface of the height found
    placed: list[tuple[pygame.Surface, tuple[int, int]]] = [(head, (MARGIN, MARGIN))]
    y = MARGIN + head.get_height() + 12
    for name, members in groups:
        heading = theme.text(name, HEADING, C.SAND, "bold")
        placed.append((heading, (MARGIN, y)))
        y += heading.get_height() + 8
        x, row_h = MARGIN, 0
        for piece in members:
            cell = _cell(piece)
            if x > MARGIN and x + cell.get_width() > WIDTH - MARGIN:
                x, y = MARGIN, y + row_h + CELL_GAP // 2
                row_h = 0
            placed.append((cell, (x, y)))
            x += cell.get_width() + CELL_GAP
            row_h = max(row_h, cell.get_height())
        y += row_h + CELL_GAP
    out = pygame.Surface((WIDTH, max(theme.LOGICAL_SIZE[1], y + MARGIN - CELL_GAP // 2)))
    out.fill(C.DEEP_SEA)
    pygame.draw.rect(out, C.ABYSS, out.get_rect(), 6)
    for surf, at in placed:
        out.blit(surf, at)
    return out
