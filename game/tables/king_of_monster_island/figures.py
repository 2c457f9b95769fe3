"""The figures standing on Monster Island, drawn by code (monster_art): each
Monster its own character in its own colour, with its shape as a badge (told
apart without colour too), each Boss its own larger figure, changing with
its side, each Minion kind its own small standee with its Health as a numeral
(minion_art), and the Crystals and Pylons as crystal clusters lit by the
volcano (crystal_art). Every picture is made once per size."""
from __future__ import annotations

import pygame

from ...screen import theme
from rules.king_of_monster_island.content import KINDS, MINION_HEALTH

from .crystal_art import SIDES as LIT_SIDES, crystal_figure, pylon_figure
from .layout import PYLON_FIGURE, SPACE, TOKEN
from .minion_art import minion_standee
from .monster_art import boss_standee, monster_standee

__all__ = ["MONSTER_LOOKS", "boss_figure", "crystal_figure", "facing_volcano", "minion_figure", "monster_colour",
           "monster_figure", "paint_all", "pylon_figure"]

#: a Crystal flying from the volcano or onto a Pylon (choreo.py)
FLYING_CRYSTAL = 24

#: Monster id -> (body colour, badge shape, initials)
#: each Monster's colour, the shape of the badge on its base, and its initials
#: (no longer drawn: the figure itself says who it is); the colours are the seat
#: palette's, which stays apart under the common colour-vision deficiencies
#: (tests/ui/test_colour_vision.py), and the figure and its badge say it again
_SEAT = {sc.name: sc.rgb for sc in theme.SEAT_COLOURS}
MONSTER_LOOKS = {
    "purple_reign": (_SEAT["Purple"], "hexagon", "PR"),
    "pagurah": (_SEAT["Red"], "diamond", "PA"),
    "rex_florae": (_SEAT["Green"], "circle", "RF"),
    "hades": (_SEAT["Blue"], "square", "H"),
    "megamoth": (_SEAT["Yellow"], "triangle", "MM"),
}


def monster_colour(monster: str) -> tuple[int, int, int]:
    return MONSTER_LOOKS[monster][0]


def monster_figure(monster: str, size: int, hurt: bool = False) -> pygame.Surface:
    """A Monster's standee (monster_art): its own character in its colour on a
    base ringed in that colour, with its shape as a small badge. hurt: at 0
    Health (the body greyed)."""
    colour, shape, _letters = MONSTER_LOOKS[monster]
    return monster_standee(monster, size, colour, shape, hurt)


def boss_figure(size: int, boss: str = "crystal_dragon", side: str = "normal") -> pygame.Surface:
    """The Boss, bigger than a Monster: the Crystal Dragon, the Lithosaur or
    the Lavalord (monster_art), glowing on its advanced side. The defaults are
    a new game's Boss and side."""
    return boss_standee(boss, side, size)


def minion_figure(kind: str, size: int, health: int | None = None) -> pygame.Surface:
    """A Minion of `kind` standing on its base (size x size, where its round
    token stood), its Health on a red badge as a numeral (None: no badge)."""
    return minion_standee(kind, size, health)


def facing_volcano(x: float, crater_x: float) -> str:
    """The side of a Crystal or Pylon at x that faces the crater at crater_x
    (the side the lava lights)."""
    return "left" if x > crater_x else "right"


def paint_all() -> None:
    """Paints now every Minion, Crystal and Pylon at the sizes the island
    draws them (the table calls this as it opens, so none is painted in the
    middle of play, when a Minion first arrives or a Crystal is first built)."""
    for kind in KINDS:
        minion_figure(kind, TOKEN, MINION_HEALTH[kind])
    for side in LIT_SIDES:
        crystal_figure(SPACE, side)
        crystal_figure(FLYING_CRYSTAL, side)
        pylon_figure(PYLON_FIGURE, side)
