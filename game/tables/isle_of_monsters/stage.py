"""What the table shows while animations play: the view already holds the new
position, so things still in flight are held back here ("this cage is still
empty", "two mushrooms have not landed yet") and released as each flight
lands. Drawing asks the stage; nothing here changes a game state.

Everything in a stage comes from the view before and after a move and from
events already redacted for the seat looking, never from the true state.
"""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

import pygame

from game import gfx, theme
from game.theme import C
from game.tween import lerp


class Flight:
    """A picture flying from one point to another along an arc; visible only
    while its tween runs."""

    def __init__(self, image: pygame.Surface, start, end, arc: float = 40.0,
                 scale_from: float = 1.0, scale_to: float = 1.0) -> None:
        self.image = image
        self.start = start
        self.end = end
        self.arc = arc
        self.scale_from = scale_from
        self.scale_to = scale_to
        self.t = 0.0
        self.active = False
        self._scaled: dict[int, pygame.Surface] = {}

    def update(self, t: float) -> None:
        self.active = True
        self.t = t

    def pos(self) -> tuple[float, float]:
        x, y = lerp(self.start, self.end, self.t)
        return x, y - math.sin(math.pi * self.t) * self.arc

    def draw(self, surf: pygame.Surface) -> None:
        if not self.active:
            return
        img = self.image
        s = self.scale_from + (self.scale_to - self.scale_from) * self.t
        s *= 1.0 + 0.12 * math.sin(math.pi * self.t)      # it lifts off the table a little
        if abs(s - 1.0) > 0.02:
            key = round(s * 50)
            img = self._scaled.get(key)
            if img is None:
                w, h = self.image.get_size()
                img = pygame.transform.smoothscale(self.image, (max(1, round(w * key / 50)),
                                                                max(1, round(h * key / 50))))
                self._scaled[key] = img
        x, y = self.pos()
        surf.blit(img, img.get_rect(center=(round(x), round(y))))


@dataclass
class Banner:
    """Big words across the middle of the table ("The scare phase", "Final round")."""
    title: str
    subtitle: str = ""
    alpha: float = 0.0
    active: bool = False

    def update(self, t: float) -> None:
        self.active = True
        # in quickly, hold, out quickly
        self.alpha = min(1.0, t * 5, (1.0 - t) * 5)


@dataclass
class RevealShow:
    """One scare step face up on the table: who played what (public once revealed)."""
    seats: tuple[int, ...]
    plays: tuple[tuple[str, ...], ...]
    elements: tuple[str, ...]
    totals: tuple[int, ...]
    slide: float = 0.0           # 0: still in the hand, 1: laid down
    flip: float = 0.0            # 0: face down, 1: face up
    crowd: tuple[int, ...] = ()
    crowd_points: int = 0
    crowd_total: int = 0
    crowd_shown: bool = False
    arrows: list[tuple[int, int]] = field(default_factory=list)   # (scarer, scared) shown so far
    leftover: tuple[int, int] | None = None                       # (seat, cards)
    fade: float = 1.0


@dataclass
class DuelShow:
    seats: tuple[int, ...]
    picks: tuple[str, ...] = ()
    flip: float = 0.0
    out: tuple[int, ...] = ()


class Stage:
    def __init__(self) -> None:
        self.clear()

    def clear(self) -> None:
        self.hide_cage: Counter = Counter()          # (seat, cage): creature still flying in
        self.ghost_cage: dict = {}                   # (seat, cage) -> CageShown still shown
        self.fed_minus: Counter = Counter()          # (seat, cage, food index): tokens in flight
        self.food_minus: Counter = Counter()         # (place, food index): tokens in flight
        self.pile_ghost: dict = {}                   # island -> (top card, count) still shown
        self.mature_minus: Counter = Counter()       # seat -> creatures still flying to the pile
        self.score_minus: Counter = Counter()        # seat -> points still flying
        self.passed_hide: set = set()
        self.bag_ghost: int | None = None            # where the bag still stands
        self.flights: list[Flight] = []
        self.banners: list[Banner] = []
        self.reveal: RevealShow | None = None
        self.duel: DuelShow | None = None
        self.sparkles: list[list[float]] = []        # [x, y, age, life]

    def overlay_key(self) -> tuple:
        """The reveal and the duel as they look now (they span several seats)."""
        r, d = self.reveal, self.duel
        return (None if r is None else (id(r), r.slide, r.flip, r.fade, len(r.arrows), r.crowd_shown, r.leftover),
                None if d is None else (id(d), d.flip, d.out, d.picks))

    def draw_flights(self, surf: pygame.Surface) -> None:
        for f in self.flights:
            f.draw(surf)

    def draw_sparkles(self, surf: pygame.Surface, dt: float) -> None:
        keep = []
        for s in self.sparkles:
            s[2] += dt
            if s[2] < s[3]:
                keep.append(s)
                t = s[2] / s[3]
                r = 8 + 26 * t
                ring = gfx.circle(int(r * 2), C.GOLD, alpha=int(200 * (1 - t)))
                surf.blit(ring, ring.get_rect(center=(round(s[0]), round(s[1]))))
        self.sparkles = keep

    def draw_banners(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        for b in self.banners:
            if not b.active or b.alpha <= 0:
                continue
            img = banner_image(b.title, b.subtitle, area.width)
            img.set_alpha(int(255 * b.alpha))
            surf.blit(img, img.get_rect(center=area.center))


def banner_image(title: str, subtitle: str, width: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        h = 104 if subtitle else 80
        img = pygame.Surface((width, h), pygame.SRCALPHA)
        band = gfx.vertical_gradient((width, h), (10, 30, 52), (6, 20, 38)).copy()
        band.set_alpha(215)
        img.blit(band, (0, 0))
        pygame.draw.line(img, C.GOLD, (0, 1), (width, 1), 2)
        pygame.draw.line(img, C.GOLD, (0, h - 2), (width, h - 2), 2)
        t = theme.text_outlined(title, 40, C.GOLD, (60, 36, 10), width=2, shadow=3)
        img.blit(t, t.get_rect(center=(width // 2, 40 if subtitle else h // 2)))
        if subtitle:
            s = theme.text(subtitle, 19, C.TEXT, "semibold")
            img.blit(s, s.get_rect(center=(width // 2, 80)))
        return img
    return gfx.made_once(("banner", title, subtitle, width), make)
