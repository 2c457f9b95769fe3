"""King of Monster Island's pieces for the contact sheet (game/tools/pieces_sheet.py):
every Monster (standing, and down at 0 Health), every Boss on both its sides,
every Minion kind, the Crystal and the Pylon (each as lit from either side by
the volcano), at the sizes the table draws them (the island, the seat panels,
the Boss panel, a flying Crystal, a Minion's large view)."""
from __future__ import annotations

from rules.core.i18n import N_, _
from rules.king_of_monster_island.content import (BOSSES, KINDS, MINION_HEALTH, MONSTERS, SIDES, boss_name,
                                                  minion_name, monster_name)

from ...tools.pieces_sheet import Piece
from .figures import FLYING_CRYSTAL, boss_figure, crystal_figure, minion_figure, monster_figure, pylon_figure
from .layout import BOSS_FIGURE, FIGURE, PYLON_FIGURE, SPACE, TOKEN

#: the sizes the table draws each piece at: on the island, in a seat's panel
#: (28), in the Boss panel (52), a flying Crystal (24), a Minion's large view
MONSTER_SIZES = (28, FIGURE)
BOSS_SIZES = (BOSS_FIGURE, 52)
MINION_SIZES = (TOKEN, 115)
CRYSTAL_SIZES = (SPACE, FLYING_CRYSTAL)
PYLON_SIZES = (PYLON_FIGURE,)

#: a Crystal or Pylon is drawn lit by the volcano on the side facing it
CRYSTAL_SIDES = ("left", "right")
CRYSTAL_LABELS = {"left": N_("Crystal, the volcano on its left"), "right": N_("Crystal, the volcano on its right")}
PYLON_LABELS = {"left": N_("Pylon, the volcano on its left"), "right": N_("Pylon, the volcano on its right")}
SIDE_LABELS = {"normal": N_("{boss}, normal side"), "advanced": N_("{boss}, advanced side")}


def pieces() -> list[Piece]:
    out = []
    for m in MONSTERS:
        name = monster_name(m)
        out.append(Piece(f"monster:{m}", _("Monsters"), name, MONSTER_SIZES,
                         lambda size, m=m: monster_figure(m, size)))
        out.append(Piece(f"monster:{m}:down", _("Monsters at 0 Health"), name, MONSTER_SIZES,
                         lambda size, m=m: monster_figure(m, size, hurt=True)))
    for b in BOSSES:
        for side in SIDES:
            out.append(Piece(f"boss:{b}:{side}", _("Bosses"), _(SIDE_LABELS[side]).format(boss=boss_name(b)),
                             BOSS_SIZES, lambda size, b=b, side=side: boss_figure(size, b, side)))
    for kind in KINDS:
        label = _("{minion}, Health {health}").format(minion=minion_name(kind), health=MINION_HEALTH[kind])
        out.append(Piece(f"minion:{kind}", _("Minions"), label, MINION_SIZES,
                         lambda size, kind=kind: minion_figure(kind, size, MINION_HEALTH[kind])))
    for side in CRYSTAL_SIDES:
        out.append(Piece(f"crystal:{side}", _("Crystals and Pylons"), _(CRYSTAL_LABELS[side]), CRYSTAL_SIZES,
                         lambda size, side=side: crystal_figure(size, side)))
    for side in CRYSTAL_SIDES:
        out.append(Piece(f"pylon:{side}", _("Crystals and Pylons"), _(PYLON_LABELS[side]), PYLON_SIZES,
                         lambda size, side=side: pylon_figure(size, side)))
    return out
