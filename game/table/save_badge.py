"""The badge a table's top bar keeps in view while its game is not being saved
(a read-only or missing data folder, a full disk): a warning sign and the
reason in a few words, so the player knows for the whole game, not only for
the few seconds the first message shows."""
from __future__ import annotations

import pygame

from rules.core.i18n import _, language

from ..screen import gfx, theme

#: the badge is never wider than this (the reason is shortened to fit)
MAX_W = 300
H = 34


def short_reason(problem: str) -> str:
    """"cannot save this game: the saves folder cannot be written (Read-only
    file system)" -> "Read-only file system": the system's words, in brackets."""
    inner = problem.rpartition(" (")[2].rstrip(")") if problem.endswith(")") else problem.split(": ", 1)[-1]
    inner = inner.strip()
    return inner[:1].upper() + inner[1:]


def save_badge(problem: str) -> pygame.Surface:
    def make() -> pygame.Surface:
        sign = gfx.polygon_surface(((11, 1), (21, 19), (1, 19)), (22, 20), (236, 120, 60), (120, 50, 20), 1)
        mark = theme.text("!", 14, (255, 255, 255), "heading")
        sign.blit(mark, mark.get_rect(center=(11, 12)))
        words = theme.fit(_("Not saving: {reason}").format(reason=short_reason(problem)), 15, MAX_W - 46, "bold")

        label = theme.text(words, 15, (255, 236, 214), "bold")
        out = gfx.rounded_rect((label.get_width() + 46, H), 10, ((128, 46, 30), (96, 30, 20)),
                               (236, 120, 60), 2).copy()
        out.blit(sign, (10, (H - 20) // 2))
        out.blit(label, label.get_rect(midleft=(38, H // 2)))
        return out
    return gfx.made_once(("save-badge", problem, language()), make)

