"""The hot-seat curtain: a full, opaque screen that says "Pass to NAME" and waits
for that player's click before the table shows their private view. Nothing of
the table is drawn while it is up (it is not transparent)."""
from __future__ import annotations

import math

import pygame

from rules.core.i18n import _

from .. import audio
from ..screen import gfx, theme
from ..art.backdrop import menu_backdrop
from ..scene import Scene, register_scene
from ..screen.theme import C, LOGICAL_SIZE
from ..ui import Button

W, H = LOGICAL_SIZE


@register_scene
class PassCurtain(Scene):
    name = "curtain"
    transparent = False
    music = None            # no music while the screen passes; the table's ambience goes on
    remade_for_language = True

    def __init__(self, app, table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        table.curtain = self        # (made again for a new language, it is the table's curtain still)
        self.seat = seat
        self.player = table.session.names[seat]
        self.colour = table.session.seats[seat].colour
        words = _("I'm {player} — show me").format(player=self.player)
        # as wide as the words need (French runs longer), from 340 px up to its panel's width
        width = min(640, max(340, theme.font(22, "heading").size(words)[0] + 40))      # within its panel
        self.ready_button = self.ui.add(Button((W // 2 - width // 2, 470, width, 60),
                                               theme.fit(words, 22, width - 24, "heading"),
                                               self.ready, style="primary", font_size=22))
        self.ui.set_focus(self.ready_button)
        self._static: pygame.Surface | None = None
        self.t = 0.0
        audio.play("curtain")

    def ready(self) -> None:
        if self in self.app.stack:
            self.app.stack.pop()
        self.table.curtain_passed(self.seat)

    def menu_title(self) -> str:
        return self.table.menu_title()

    def menu_items(self):
        return self.table.menu_items()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
            return None
        self.ui.handle_event(event)
        return None   # nothing reaches the table while the curtain is up

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t += dt

    def ambient_motion(self) -> bool:
        return True         # the glow's pulse (self.t)

    def catch_up(self, seconds: float) -> None:
        super().update(seconds)     # not self.t: the glow rests where it was

    def _paint(self) -> pygame.Surface:
        surf = pygame.Surface(LOGICAL_SIZE).convert()
        surf.blit(menu_backdrop(), (0, 0))
        box = pygame.Rect(0, 0, 700, 420)
        box.center = (W // 2, H // 2)
        gfx.panel(surf, box, fill=((22, 64, 100), (12, 40, 70)), border=C.PANEL_EDGE, radius=24, alpha=250)
        sc = theme.seat_colour(self.colour)
        badge = gfx.seat_badge(self.colour, 84)
        surf.blit(badge, badge.get_rect(midtop=(W // 2, box.top + 30)))
        t = theme.text_shadowed(theme.fit(_("Pass to {player}").format(player=self.player), 46, box.width - 40,
                                          "display"), 46, C.SAND, style="display", offset=3)
        surf.blit(t, t.get_rect(midtop=(W // 2, box.top + 128)))
        sub = theme.text(_("{colour} seat").format(colour=_(sc.name)), 18, theme.lighten(sc.rgb, 0.35), "bold")
        surf.blit(sub, sub.get_rect(midtop=(W // 2, box.top + 190)))
        theme.draw_wrapped(surf, _("{player}, take the screen and click when nobody else is looking: "
                                   "your private view comes next.").format(player=self.player), pygame.Rect(box.left + 70, box.top + 228,
                                                                        box.width - 140, 80),
                           19, C.TEXT, align="center")
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        if self._static is None:
            self._static = self._paint()
        surface.blit(self._static, (0, 0))
        if not self.app.settings.reduce_motion:
            glow = 0.5 + 0.5 * math.sin(self.t * 2.4)
            ring = gfx.circle(104, theme.seat_colour(self.colour).rgb, alpha=int(40 + 50 * glow))
            surface.blit(ring, ring.get_rect(center=(W // 2, H // 2 - 210 + 72)), special_flags=0)
            badge = gfx.seat_badge(self.colour, 84)
            surface.blit(badge, badge.get_rect(midtop=(W // 2, H // 2 - 210 + 30)))
        self.ui.draw(surface)
