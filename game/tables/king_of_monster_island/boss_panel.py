"""The Boss panel of King of Monster Island's table: the Boss's name, Fame and
zone, its Health bar, every power it has switched on and the next one, what is
left in its bag and on the island, and its sheet to hover.

The active powers are wrapped into the room the panel has for them, at 12 px,
or 11 px when they need it (never smaller): every one is listed, however many."""
from __future__ import annotations

import pygame

from game.screen import gfx, theme
from game.screen.theme import C
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


def power_lines(view, width: int = BOSS_TEXT.w) -> tuple[int, list[str], list[str]]:
    """(size, the lines naming every active power, the lines of the next one:
    one, or two where a language's words run longer)."""
    active = [_(p.name) for p in view.boss_powers_active()]
    coming = [p for p in BOSS_POWERS[view.boss_id] if p.fame > view.boss_fame]
    nxt = _("Next at {fame} Fame: {power}").format(fame=coming[0].fame, power=_(coming[0].name)) if coming else ""
    words = _("Active: {powers}").format(powers=", ".join(active)) if active else _("Active: none")
    for size in POWER_SIZES:
        lines = theme.wrap(words, size, width)
        after = list(theme.wrap(nxt, size, width)) if nxt else []
        if (len(lines) + len(after)) * theme.line_height(size, "body", 1.0) <= power_room():
            break
    else:                   # no room for the next one's second line: it is cut, never an active one
        after = [theme.fit(nxt, size, width)] if nxt else []
    return size, lines, after


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
    for line in nxt:
        surface.blit(theme.text(line, size, C.TEXT_DIM), (col.x, y))
        y += lh
    ready = sum(1 for z in view.bd_zone if z < 0)
    stats = (_("Dice ready {ready} of {dice} · Minion bag {bag}").format(ready=ready, dice=len(view.bd_zone),
                                                                        bag=view.bag_total()),
             _("Crystals left {crystals} · Pylons {pylons} of {all}").format(
                 crystals=CRYSTALS - view.crystals_on_board(), pylons=view.pylons(), all=PYLONS))
    for i, s in enumerate(stats):       # 11 px where a language's words run longer
        words, size = theme.shrunk(s, 12, col.w)
        surface.blit(theme.text(words, size, C.TEXT), (col.x, r.bottom - 4 - STATS_H + i * 16 + 12 - size))
    sheet = BOSS_SHEET_RECT
    surface.blit(gfx.rounded_rect(sheet.size, 10, ((150, 48, 40), (70, 22, 24)), C.INK, 2), sheet)
    # the label on two lines (the figure raised for them) where a language's words run longer
    words, size = theme.shrunk(_("Boss sheet"), 13, sheet.w - 6, "bold", 12)
    lines = [words] if words == _("Boss sheet") else \
        list(theme.wrap(_("Boss sheet"), 12, sheet.w - 6, "bold"))[:2]
    lh = theme.line_height(size, "bold", 1.0) - 2
    fig = boss_figure(52, view.boss_id, view.side)
    surface.blit(fig, fig.get_rect(center=(sheet.centerx, sheet.centery - 10 - (len(lines) - 1) * 8)))
    for i, line in enumerate(lines):
        label = theme.text(line, size, C.TEXT, "bold")
        surface.blit(label, label.get_rect(midbottom=(sheet.centerx, sheet.bottom - 6 - (len(lines) - 1 - i) * lh)))
    hint = theme.text(_("hover to read"), 12, C.TEXT_DIM)

    surface.blit(hint, hint.get_rect(midtop=(sheet.centerx, sheet.bottom + 2)))
