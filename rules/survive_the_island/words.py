"""Survive the Island's names as a player reads them, in the language in use.

The tables (content.py) and the events keep ids and English names, which saves
and replays carry; these functions turn them into the catalogue's words when a
line is shown. Words that change with the noun they go with in other languages
(an adventurer's colour, a creature with its article, a compass point with its
preposition) each have their own message, so no sentence is built from pieces.
"""
from __future__ import annotations

from rules.core.i18n import _, named, pgettext

from .content import BACK_NAMES, CAUSES, COLOURS, CREATURE_A, CREATURE_NAMES, CREATURE_THE


def creature_name(kind: str) -> str:
    """A creature's name on its own (a button, a heading): "Sea Serpent"."""
    return named(CREATURE_NAMES, kind)


def a_creature(kind: str) -> str:
    """"a Shark", inside a sentence."""
    return named(CREATURE_A, kind)


def the_creature(kind: str) -> str:
    """"the Shark", inside a sentence."""
    return named(CREATURE_THE, kind)


def back_name(back: str) -> str:
    """A tile's back or an ability: "Dolphin", "Move a Creature"."""
    return named(BACK_NAMES, back)


def cause_words(cause: str) -> str:
    """What took a piece off the board, as an event keeps it ("Shark", "no room")."""
    if cause in CAUSES:
        return _(CAUSES[cause])
    for table in (CREATURE_NAMES, BACK_NAMES):
        if cause in table.values():
            return _(cause)
    return cause


def adventurer_colour(colour: int | str) -> str:
    """A rules colour (its number or name) as the word for an adventurer's colour."""
    name = COLOURS[colour] if isinstance(colour, int) else colour
    return {
        "red": pgettext("adventurer", "red"),
        "blue": pgettext("adventurer", "blue"),
        "yellow": pgettext("adventurer", "yellow"),
        "green": pgettext("adventurer", "green"),
        "purple": pgettext("adventurer", "purple"),
    }.get(name, name)


def compass(point: str) -> str:
    """A compass point, as "north-west" says where something lies."""
    return {
        "east": pgettext("compass", "east"),
        "east-north-east": pgettext("compass", "east-north-east"),
        "north-east": pgettext("compass", "north-east"),
        "north-north-east": pgettext("compass", "north-north-east"),
        "north": pgettext("compass", "north"),
        "north-north-west": pgettext("compass", "north-north-west"),
        "north-west": pgettext("compass", "north-west"),
        "west-north-west": pgettext("compass", "west-north-west"),
        "west": pgettext("compass", "west"),
        "west-south-west": pgettext("compass", "west-south-west"),
        "south-west": pgettext("compass", "south-west"),
        "south-south-west": pgettext("compass", "south-south-west"),
        "south": pgettext("compass", "south"),
        "south-south-east": pgettext("compass", "south-south-east"),
        "south-east": pgettext("compass", "south-east"),
        "east-south-east": pgettext("compass", "east-south-east"),
    }.get(point, point)


def rescue_island(name: str) -> str:
    """A rescue island by its map name ("the north-east rescue island"); an
    island made in Tiled keeps the name its maker gave it."""
    known = {
        "north-east": pgettext("rescue island", "north-east"),
        "north-west": pgettext("rescue island", "north-west"),
        "south-east": pgettext("rescue island", "south-east"),
        "south-west": pgettext("rescue island", "south-west"),
    }
    return _("the {name} rescue island").format(name=known.get(name, name))


def tile_the(terrain: str) -> str:
    """"the forest tile"."""
    return {"beach": _("the beach tile"), "forest": _("the forest tile"),
            "mountain": _("the mountain tile")}.get(terrain, terrain)


def tile_a(terrain: str) -> str:
    """"a forest tile"."""
    return {"beach": _("a beach tile"), "forest": _("a forest tile"),
            "mountain": _("a mountain tile")}.get(terrain, terrain)


def die_shows(colour: str) -> str:
    return {"red": _("The creature die shows red"), "green": _("The creature die shows green"),
            "blue": _("The creature die shows blue")}.get(colour, colour)


def nothing_moves(colour: str) -> str:
    return {"red": _("No red creature can move"), "green": _("No green creature can move"),
            "blue": _("No blue creature can move")}.get(colour, colour)


def egg_hatches(colour: str) -> str:
    return {"red": _("An egg hatches: a red creature"), "green": _("An egg hatches: a green creature"),
            "blue": _("An egg hatches: a blue creature")}.get(colour, colour)
