"""Words over the board: the message a table says when a click did nothing
(`TableScene.say`, in a gold-edged box) and the hint pill that tells the
player what to do next."""
from __future__ import annotations

import pygame

from .. import gfx, theme
from ..theme import C


def draw_message(surface: pygame.Surface, text: str, board: pygame.Rect) -> None:
    """The table's message, in a box at the foot of the board."""
    img = theme.text(text, 19, C.TEXT, "semibold")
    box = img.get_rect()
    box.inflate_ip(40, 20)
    box.midbottom = (board.centerx, board.bottom - 18)
    gfx.panel(surface, box, fill=C.INK, border=C.GOLD, radius=12, alpha=235, border_width=2)
    surface.blit(img, img.get_rect(center=box.center))


def hint_pill(text: str) -> pygame.Surface:
    """A short line of advice in a rounded pill."""
    def make():
        img = theme.text(text, 16, C.TEXT, "semibold")
        w, h = img.get_width() + 32, 30
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        out.blit(gfx.rounded_rect((w, h), 15, C.INK, C.GOLD, 1, alpha=225), (0, 0))
        out.blit(img, img.get_rect(center=(w // 2, h // 2)))
        return out
    return gfx.made_once(("hint", text), make)
