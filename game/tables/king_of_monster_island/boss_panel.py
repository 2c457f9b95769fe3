"""The Boss panel of King of Monster Island's table: the Boss's name, Fame and
zone, its Health bar, every power it has switched on and the next one, what is
left in its bag and on the island, and its sheet to hover.

The active powers are wrapped into the room the panel has for them, at 12 px,
or 11 px when they need it (never smaller): every one is listed, however many."""
from __future__ import annotations

import pygame

from game import gfx, theme
from game.theme import C
from rules.core.i18n import _
from rules.king_of_monster_island.content import BOSS_POWERS, CRYSTALS, PYLONS

from .faces import face_icon
from .figures import boss_figure
from .layout import BOSS_PANEL, BOSS_SHEET_RECT, BOSS_TEXT

#: the sizes the active powers may be written in, the larger first
POWER_SIZES = (12, 11)
#: where the rows of the column start (from the panel's top)
HEALTH_Y, POWERS_Y = 24, 48
#: the two lines of counts at the foot of the column
STATS_H = 32


def power_room() -> int:
    """The height the active powers (and the next one, under them) may take."""
    return BOSS_PANEL.bottom - 4 - STATS_H - (BOSS_PANEL.y + POWERS_Y)


def power_lines(view, width: int = BOSS_TEXT.w) -> tuple[int, list[str], str]:
    """(size, the lines naming every active power, the line of the next one)."""
    active = [_(p.name) for p in view.boss_powers_active()]
    coming = [p for p in BOSS_POWERS[view.boss_id] if p.fame > view.boss_fame]
    nxt = _("Next at {fame} Fame: {power}").format(fame=coming[0].fame, power=_(coming[0].name)) if coming else ""
    words = _("Active: {powers}").format(powers=", ".join(active)) if active else _("Active: none")
    for size in POWER_SIZES:
        lines = theme.wrap(words, size, width)
        room = power_room() - (theme.line_height(size, "body", 1.0) if nxt else 0)
        if len(lines) * theme.line_height(size, "body", 1.0) <= room:
            break
    return size, lines, theme.fit(nxt, size, width) if nxt else ""


def draw_boss_panel(surface: pygame.Surface, view) -> None:
    r, col = BOSS_PANEL, BOSS_TEXT
    words, size = theme.shrunk(view.boss_name(), 16, col.w - 96, "bold", 12)
    title = theme.text(words, size, C.GOLD, "bold")
    surface.blit(title, (col.x, r.y + 6))
    star = face_icon("star", 16)
    fame_x = col.x + title.get_width() + 10
    surface.blit(star, (fame_x, r.y + 9))
    fame = theme.text(_("{fame} · zone {number}").format(fame=view.boss_fame, number=view.boss_zone + 1), 13, C.TEXT,
                      "semibold")
    surface.blit(fame, (fame_x + 18, r.y + 8))
    bar = pygame.Rect(col.x, r.y + HEALTH_Y + 4, min(190, col.w), 16)
    pygame.draw.rect(surface, (50, 20, 24), bar, border_radius=6)
    frac = max(0.0, view.boss_health / max(1, view.boss_start))
    pygame.draw.rect(surface, (214, 60, 56), (bar.x, bar.y, int(bar.w * frac), bar.h), border_radius=6)
    hp = theme.text(_("Health {health}/{start}").format(health=view.boss_health, start=view.boss_start), 13, C.TEXT,
                    "bold")
    surface.blit(hp, hp.get_rect(center=bar.center))
    size, lines, nxt = power_lines(view)
    lh = theme.line_height(size, "body", 1.0)
    y = r.y + POWERS_Y
    for line in lines:
        surface.blit(theme.text(line, size, C.SAND), (col.x, y))
        y += lh
    if nxt:
        surface.blit(theme.text(nxt, size, C.TEXT_DIM), (col.x, y))
    ready = sum(1 for z in view.bd_zone if z < 0)
    stats = (_("Dice ready {ready} of {dice} · Minion bag {bag}").format(ready=ready, dice=len(view.bd_zone),
                                                                        bag=view.bag_total()),
             _("Crystals left {crystals} · Pylons {pylons} of {all}").format(
                 crystals=CRYSTALS - view.crystals_on_board(), pylons=view.pylons(), all=PYLONS))
    for i, s in enumerate(stats):
        surface.blit(theme.text(theme.fit(s, 12, col.w), 12, C.TEXT), (col.x, r.bottom - 4 - STATS_H + i * 16))
    sheet = BOSS_SHEET_RECT
    surface.blit(gfx.rounded_rect(sheet.size, 10, ((150, 48, 40), (70, 22, 24)), C.INK, 2), sheet)
    fig = boss_figure(52, view.boss_id, view.side)
    surface.blit(fig, fig.get_rect(center=(sheet.centerx, sheet.centery - 10)))
    words, size = theme.shrunk(_("Boss sheet"), 13, sheet.w - 6, "bold", 10)
    label = theme.text(words, size, C.TEXT, "bold")

    surface.blit(label, label.get_rect(midbottom=(sheet.centerx, sheet.bottom - 6)))
    hint = theme.text(_("hover to read"), 12, C.TEXT_DIM)

    surface.blit(hint, hint.get_rect(midtop=(sheet.centerx, sheet.bottom + 2)))
