"""The creatures' interactions as they happen on the table, drawn by code each
frame while their tween runs: a Kraken's tentacles rising and pulling a piece
under, jaws snapping shut on a swimmer (a Shark's fin cuts in first), a raft
overturned (a Whale's tail flips it and the passengers spill into the water),
a Kaiju's stomp and shove, a Pterodactyl's straight flight with its shadow on
the sea and its snatch.

Each show is a small object the choreographer (animations.py) puts on the
stage for the length of one tween: `update(t)` takes the tween's progress
0..1, `draw(surface)` paints the frame. The shows hold pictures and screen
points only: nothing here reads or changes a game state.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.table.stage import Progress
from game.screen.tween import ease_in_out_cubic, ease_out_cubic, lerp

#: the Kraken's tentacles (its red, a deeper red underneath) and their suckers
TENTACLE = (196, 58, 64)
TENTACLE_EDGE = (110, 24, 34)
SUCKER = (248, 196, 190)
SPRAY = (228, 244, 252)
TOOTH = (252, 250, 240)
FIN = (84, 98, 112)
WHALE_SKIN = (118, 132, 156)
WHALE_EDGE = (40, 52, 76)
DUST = (196, 174, 132)


def phase(t: float, start: float, end: float) -> float:
    """How far t is through the part [start, end] of a show, 0..1."""
    if t <= start:
        return 0.0
    if t >= end:
        return 1.0
    return (t - start) / (end - start)


def _faded(image: pygame.Surface, scale: float, alpha: float) -> pygame.Surface:
    if abs(scale - 1.0) > 0.02:
        w, h = image.get_size()
        image = pygame.transform.smoothscale(image, (max(1, round(w * scale)), max(1, round(h * scale))))
    elif alpha < 1.0:
        image = image.copy()
    if alpha < 1.0:
        image.set_alpha(max(0, round(255 * alpha)))
    return image


def blit_centred(surf: pygame.Surface, image: pygame.Surface, pos, scale: float = 1.0, alpha: float = 1.0) -> None:
    if alpha <= 0.01 or scale <= 0.01:
        return
    img = _faded(image, scale, alpha)
    surf.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))


def ripples(surf: pygame.Surface, pos, t: float, rings: int = 2, size: float = 22.0) -> None:
    """Rings spreading on the water from pos (t 0..1), fading as they grow."""
    for k in range(rings):
        u = t - k * 0.25
        if 0 < u < 1:
            r = 4 + size * u
            rect = pygame.Rect(0, 0, round(r * 2), round(r * 1.1))
            rect.center = (round(pos[0]), round(pos[1] + 4))
            ring = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.ellipse(ring, (*SPRAY, round(200 * (1 - u))), ring.get_rect(), 2)
            surf.blit(ring, rect)


def splash(surf: pygame.Surface, pos, t: float, drops: int = 7, reach: float = 20.0,
           colour=SPRAY) -> None:
    """Drops thrown up and out from pos, falling back (t 0..1)."""
    if t <= 0 or t >= 1:
        return
    for k in range(drops):
        a = math.pi * (1.1 + 0.8 * k / max(1, drops - 1))         # fanned over the top
        d = reach * t
        x = pos[0] + math.cos(a) * d
        y = pos[1] + math.sin(a) * d * 0.9 + 30 * t * t            # and they fall
        pygame.draw.circle(surf, colour, (round(x), round(y)), max(1, round(3 * (1 - t))))


def tapered(surf: pygame.Surface, points: list, width: float, fill, edge) -> None:
    """A limb along `points`, `width` thick at its root and thin at its tip."""
    if len(points) < 2:
        return
    left, right = [], []
    n = len(points) - 1
    for i, (x, y) in enumerate(points):
        x0, y0 = points[max(0, i - 1)]
        x1, y1 = points[min(n, i + 1)]
        dx, dy = x1 - x0, y1 - y0
        d = math.hypot(dx, dy) or 1.0
        w = width * (1 - 0.8 * i / n) / 2
        nx, ny = -dy / d * w, dx / d * w
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    poly = left + right[::-1]
    pygame.draw.polygon(surf, fill, poly)
    pygame.draw.polygon(surf, edge, poly, 1)


def _bezier(a, c, b, steps: int, upto: float = 1.0) -> list:
    out = []
    for i in range(steps + 1):
        s = upto * i / steps
        out.append(((1 - s) ** 2 * a[0] + 2 * (1 - s) * s * c[0] + s * s * b[0],
                     (1 - s) ** 2 * a[1] + 2 * (1 - s) * s * c[1] + s * s * b[1]))
    return out


# -- the Kraken -----------------------------------------------------------------------------

@dataclass
class KrakenGrab(Progress):
    """Tentacles rise from the water round the piece (0-0.35), curl over it
    (0.35-0.55) and pull it under (0.55-1); from a neighbouring space one long
    arm reaches over from the Kraken and drags it back."""
    piece: pygame.Surface
    at: tuple[float, float]
    kraken: tuple[float, float]

    def where(self) -> tuple[float, float]:
        """Where the piece is now: dragged towards the Kraken and down as it sinks."""
        pull = ease_in_out_cubic(phase(self.t, 0.55, 1.0))
        x, y = lerp(self.at, self.kraken, pull * 0.6)
        return x, y + 10 * pull

    def draw(self, surf: pygame.Surface) -> None:
        t = self.t
        rise, curl, sink = phase(t, 0.0, 0.35), phase(t, 0.35, 0.55), phase(t, 0.55, 1.0)
        px, py = self.where()
        if sink > 0:
            ripples(surf, (px, py), sink, rings=3)
        reach = math.dist(self.at, self.kraken)
        if reach > 8:
            # the long arm: out from the Kraken to the piece, and back
            out = ease_out_cubic(rise) * (1 - 0.4 * sink)
            mid = ((self.kraken[0] + px) / 2, (self.kraken[1] + py) / 2 - reach * 0.35)
            arm = _bezier(self.kraken, mid, (px, py), 14, upto=max(0.05, out))
            tapered(surf, arm, 11, TENTACLE, TENTACLE_EDGE)
            for (x, y) in arm[2:-2:3]:
                pygame.draw.circle(surf, SUCKER, (round(x), round(y + 1)), 1)
        grow = ease_out_cubic(rise) * (1 - sink)
        for k, side in enumerate((-1, 0, 1)):
            base = (px + side * 13, py + 9 - abs(side) * 2)
            length = (26 + 8 * (side == 0)) * grow
            if length < 2:
                continue
            sway = math.sin(t * 9 + k * 2.1) * 3
            pts = []
            for i in range(9):
                s = i / 8
                bend = side * -10 * curl * s * s                  # the tip curls over the piece
                pts.append((base[0] + sway * s + bend + side * 4 * s * (1 - curl),
                            base[1] - length * s + 6 * curl * s * s))
            tapered(surf, pts, 9, TENTACLE, TENTACLE_EDGE)
            for (x, y) in pts[1:-2:2]:
                pygame.draw.circle(surf, SUCKER, (round(x - side), round(y)), 1)
        blit_centred(surf, self.piece, (px, py - 2), scale=1.0 - 0.6 * sink, alpha=1.0 - sink)
        if rise < 1:
            splash(surf, (self.at[0], self.at[1] + 8), rise, drops=6, reach=16)


# -- jaws -----------------------------------------------------------------------------------

@dataclass
class Bite(Progress):
    """Jaws in the creature's colour burst up round the piece and snap shut
    (a Shark's fin cuts in first); the spray settles over an empty sea."""
    piece: pygame.Surface
    at: tuple[float, float]
    colour: tuple
    fin: bool = False

    def draw(self, surf: pygame.Surface) -> None:
        t = self.t
        x, y = self.at
        approach = phase(t, 0.0, 0.35) if self.fin else 1.0
        jaws = phase(t, 0.35 if self.fin else 0.0, 0.7)
        after = phase(t, 0.7, 1.0)
        if approach < 1:
            fx = x - 46 * (1 - ease_out_cubic(approach))
            pygame.draw.line(surf, SPRAY, (fx - 22, y + 8), (fx - 2, y + 8), 2)
            pygame.draw.polygon(surf, FIN, [(fx - 8, y + 8), (fx + 2, y - 8), (fx + 8, y + 8)])
            pygame.draw.polygon(surf, (40, 50, 60), [(fx - 8, y + 8), (fx + 2, y - 8), (fx + 8, y + 8)], 1)
        if jaws <= 0:
            blit_centred(surf, self.piece, (x, y))
            return
        shut = jaws >= 0.8
        if not shut:
            blit_centred(surf, self.piece, (x, y))
        # opened wide while rising (0-0.6), snapped shut by 0.8
        rise = ease_out_cubic(min(1.0, jaws / 0.6))
        gap = 26 * rise if jaws < 0.6 else 26 * (1 - phase(jaws, 0.6, 0.8))
        fade = 1.0 - after
        if fade <= 0:
            return
        layer = pygame.Surface((60, 70), pygame.SRCALPHA)
        cx, cy = 30, 38 + 10 * (1 - rise)
        self._jaw(layer, cx, cy - gap / 2, up=True)
        self._jaw(layer, cx, cy + gap / 2, up=False)
        layer.set_alpha(round(255 * fade))
        surf.blit(layer, (round(x - 30), round(y - 40)))
        if shut:
            splash(surf, (x, y + 4), phase(jaws, 0.8, 1.0) * 0.5 + after * 0.5, drops=8, reach=22)
            ripples(surf, (x, y), after, rings=2)

    def _jaw(self, s: pygame.Surface, cx: float, cy: float, up: bool) -> None:
        """One jaw: a dome of the creature's colour, its teeth along the bite."""
        rx, ry = 17, 13
        sign = -1 if up else 1
        dome = [(cx + rx * math.cos(a), cy + sign * ry * math.sin(a))
                for a in (math.pi * i / 12 for i in range(13))]
        dark = tuple(max(0, c - 70) for c in self.colour)
        pygame.draw.polygon(s, self.colour, dome)
        pygame.draw.polygon(s, dark, dome, 2)
        for i in range(6):
            tx = cx - rx + 3 + i * (2 * rx - 6) / 5
            pygame.draw.polygon(s, TOOTH, [(tx - 3, cy), (tx + 3, cy), (tx, cy - sign * 6)])
        if up:
            for ex in (-7, 7):
                pygame.draw.circle(s, TOOTH, (round(cx + ex), round(cy - ry + 5)), 3)
                pygame.draw.circle(s, (20, 20, 20), (round(cx + ex), round(cy - ry + 5)), 1)


# -- rafts ------------------------------------------------------------------------------------

@dataclass
class Rider:
    """A passenger thrown from an overturned raft: from its seat to where it
    lands in the water (it stays there if it swims on)."""
    image: pygame.Surface
    seat: tuple[float, float]
    lands: tuple[float, float]


@dataclass
class Overturn(Progress):
    """A raft tips up (0-0.3), turns over (0.3-0.6) and goes under (0.6-1); its
    passengers are thrown into the water. With `whale`, a Whale's back and
    tail rise under it first and flip it."""
    raft: pygame.Surface
    at: tuple[float, float]
    riders: list = field(default_factory=list)
    whale: bool = False

    def draw(self, surf: pygame.Surface) -> None:
        t = self.t
        x, y = self.at
        tip, turn, under = phase(t, 0.0, 0.3), phase(t, 0.3, 0.6), phase(t, 0.6, 1.0)
        if self.whale:
            self._whale(surf, x, y, tip, turn, under)
        angle = -35 * ease_out_cubic(tip) - 145 * ease_in_out_cubic(turn)
        lift = 16 * math.sin(math.pi * min(1.0, (tip + turn) / 1.6))
        img = pygame.transform.rotate(self.raft, angle)
        if turn > 0.5:
            # its underside: the logs seen from below, darker and wet
            img = pygame.transform.flip(img, False, True)
            img.fill((150, 140, 150), special_flags=pygame.BLEND_RGB_MULT)
        blit_centred(surf, img, (x, y - lift + 8 * under), scale=1.0 - 0.5 * under, alpha=1.0 - under)
        if under > 0:
            ripples(surf, (x, y), under, rings=3, size=26)
        if turn > 0:
            splash(surf, (x, y + 4), turn, drops=9, reach=26)
        for r in self.riders:
            if turn <= 0:
                blit_centred(surf, r.image, (r.seat[0], r.seat[1] - lift))
                continue
            u = ease_out_cubic(min(1.0, turn * 1.4))
            px, py = lerp(r.seat, r.lands, u)
            blit_centred(surf, r.image, (px, py - 22 * math.sin(math.pi * u)))
            if u >= 1:
                ripples(surf, r.lands, phase(t, 0.6, 1.0), rings=1, size=12)

    @staticmethod
    def _whale(surf, x, y, tip, turn, under) -> None:
        """The Whale's broad back, then its tail, breaking the surface beside the raft."""
        up = ease_out_cubic(tip) * (1 - under)
        if up <= 0.01:
            return
        back = pygame.Rect(0, 0, 54, round(18 * up) + 2)
        back.midbottom = (round(x - 6), round(y + 12))
        pygame.draw.ellipse(surf, WHALE_SKIN, back)
        pygame.draw.ellipse(surf, WHALE_EDGE, back, 2)
        tail = max(0.0, up - 0.3 * (1 - turn))
        if tail > 0:
            tx, ty = x + 26, y + 10 - 26 * tail
            pygame.draw.line(surf, WHALE_SKIN, (x + 18, y + 10), (tx, ty), 6)
            fluke = [(tx, ty), (tx + 14, ty - 9), (tx + 8, ty + 1), (tx + 2, ty + 2),
                     (tx - 8, ty + 1), (tx - 14, ty - 9)]
            pygame.draw.polygon(surf, WHALE_SKIN, fluke)
            pygame.draw.polygon(surf, WHALE_EDGE, fluke, 2)
        splash(surf, (x + 10, y + 10), min(1.0, tip * 1.2), drops=7, reach=20)


@dataclass
class Crush(Progress):
    """A Kaiju comes down on a raft: the logs flatten and scatter."""
    raft: pygame.Surface
    at: tuple[float, float]

    def draw(self, surf: pygame.Surface) -> None:
        x, y = self.at
        squash = ease_out_cubic(phase(self.t, 0.0, 0.3))
        fade = phase(self.t, 0.3, 1.0)
        w, h = self.raft.get_size()
        flat = pygame.transform.smoothscale(self.raft, (round(w * (1 + 0.3 * squash)), max(2, round(h * (1 - 0.6 * squash)))))
        blit_centred(surf, flat, (x, y + 6 * squash), alpha=1.0 - fade)
        for k in range(5):
            a = math.pi * 2 * k / 5 + 0.4
            d = 8 + 24 * fade
            lx, ly = x + math.cos(a) * d, y + math.sin(a) * d * 0.6 + 6
            end = (lx + math.cos(a + 1.2) * 7, ly + math.sin(a + 1.2) * 4)
            if fade > 0:
                pygame.draw.line(surf, (150, 102, 58), (lx, ly), end, 3)
        ripples(surf, (x, y), fade, rings=2, size=24)


# -- the Kaiju ----------------------------------------------------------------------------------

@dataclass
class Stomp(Progress):
    """A Kaiju comes down: the ground shakes in rings and dust puffs out."""
    at: tuple[float, float]

    def draw(self, surf: pygame.Surface) -> None:
        x, y = self.at
        for k in range(3):
            u = phase(self.t, k * 0.15, 0.6 + k * 0.15)
            if 0 < u < 1:
                r = 10 + 34 * u
                rect = pygame.Rect(0, 0, round(r * 2), round(r * 1.15))
                rect.center = (round(x), round(y + 6))
                ring = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.ellipse(ring, (250, 236, 200, round(220 * (1 - u))), ring.get_rect(), 3)
                surf.blit(ring, rect)
        dust = phase(self.t, 0.0, 0.8)
        if 0 < dust < 1:
            for k in range(8):
                a = math.pi * 2 * k / 8
                d = 12 + 22 * ease_out_cubic(dust)
                pygame.draw.circle(surf, DUST, (round(x + math.cos(a) * d), round(y + 8 + math.sin(a) * d * 0.5)),
                                   max(1, round(5 * (1 - dust))))


@dataclass
class Shove(Progress):
    """A Kaiju shoves a piece off its space: the Kaiju lunges the way it goes,
    the piece skids out low, dust where it lands."""
    kaiju: pygame.Surface
    kaiju_at: tuple[float, float]
    piece: pygame.Surface
    frm: tuple[float, float]
    to: tuple[float, float]

    def draw(self, surf: pygame.Surface) -> None:
        lunge = math.sin(math.pi * phase(self.t, 0.0, 0.45))
        dx, dy = self.to[0] - self.kaiju_at[0], self.to[1] - self.kaiju_at[1]
        d = math.hypot(dx, dy) or 1.0
        blit_centred(surf, self.kaiju, (self.kaiju_at[0] + dx / d * 9 * lunge, self.kaiju_at[1] + dy / d * 9 * lunge))
        go = ease_out_cubic(phase(self.t, 0.2, 0.85))
        px, py = lerp(self.frm, self.to, go)
        tumble = 1.0 + 0.15 * math.sin(math.pi * go)
        blit_centred(surf, self.piece, (px, py - 10 * math.sin(math.pi * go)), scale=tumble)
        land = phase(self.t, 0.75, 1.0)
        if 0 < land < 1:
            for k in (-1, 1):
                pygame.draw.circle(surf, DUST, (round(self.to[0] + k * (6 + 10 * land)), round(self.to[1] + 8)),
                                   max(1, round(4 * (1 - land))))


# -- the Pterodactyl ---------------------------------------------------------------------------

@dataclass
class StraightFlight(Progress):
    """A Pterodactyl flies in a straight line, high over everything: raised
    off the board, its shadow gliding along the line below, wings beating."""
    image: pygame.Surface
    frm: tuple[float, float]
    to: tuple[float, float]

    HEIGHT = 26

    def draw(self, surf: pygame.Surface) -> None:
        t = self.t
        x, y = lerp(self.frm, self.to, t)
        up = self.HEIGHT * min(1.0, t * 5, (1 - t) * 5)
        w = self.image.get_width()
        shadow = pygame.Surface((round(w * 0.9), 10), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (8, 24, 40, round(40 + 70 * up / self.HEIGHT)), shadow.get_rect())
        surf.blit(shadow, shadow.get_rect(center=(round(x), round(y + 10))))
        beat = abs(math.sin(t * math.pi * 6))
        wings = pygame.transform.smoothscale(self.image, (round(w * (0.8 + 0.35 * beat)), self.image.get_height()))
        blit_centred(surf, wings, (x, y - up))


@dataclass
class Snatch(Progress):
    """A Pterodactyl swoops up with an adventurer in its claws and drops it
    far away; then it settles back on its space."""
    creature: pygame.Surface
    piece: pygame.Surface
    at: tuple[float, float]

    def draw(self, surf: pygame.Surface) -> None:
        x, y = self.at
        up = math.sin(math.pi * self.t)
        cy = y - 14 - 56 * up
        # it hangs in the claws on the way up, then is carried off into the distance
        away = phase(self.t, 0.45, 0.8)
        if away < 1:
            blit_centred(surf, self.piece, (x + 44 * away, cy + 27 - 40 * away), scale=1.0 - 0.7 * away,
                         alpha=1.0 - away)
        beat = abs(math.sin(self.t * math.pi * 7))
        w = self.creature.get_width()
        wings = pygame.transform.smoothscale(self.creature, (round(w * (0.8 + 0.35 * beat)), self.creature.get_height()))
        blit_centred(surf, wings, (x, cy))
