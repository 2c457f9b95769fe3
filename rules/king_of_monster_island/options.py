"""The new-game options of King of Monster Island and their checks: the Boss and
its side, the Ultimate Challenge, which Monster each seat plays, and where the
figures start (rulebook 'Setup': the Boss in any zone, each Monster in a zone of
its own apart from the Boss's).

Zones are 1..6 in the options (as players count them) and 0..5 in the state.
An option an older save lacks takes its default (rules/core/registry.py).
"""
from __future__ import annotations

from rules.core.i18n import N_, _
from rules.core.registry import Option
from rules.core.wording import and_list

from .content import BOSS_NAMES, MONSTER_NAMES, MONSTERS, ULTIMATE_ORDER, ZONES, monster_name

MAX_MONSTERS = 5

#: Where the Monsters start with the spread set-up, by team size, with the Boss
#: in zone 0 (our ruling: spread around the ring as evenly as the zones allow).
START_ZONES = {1: (3,), 2: (2, 4), 3: (1, 3, 5), 4: (1, 2, 4, 5), 5: (1, 2, 3, 4, 5)}

SETUPS = (("spread", N_("Spread evenly")), ("random", N_("Random zones")), ("chosen", N_("Choose the zones")))


def _seats_from(k: int) -> tuple[int, ...]:
    """Team sizes with a seat k (1-based)."""
    return tuple(range(k, MAX_MONSTERS + 1))


#: Option labels per seat, as whole catalogue messages (a label is shown with `_()`).
MONSTER_OF_SEAT = (N_("Monster of seat 1"), N_("Monster of seat 2"), N_("Monster of seat 3"),
                   N_("Monster of seat 4"), N_("Monster of seat 5"))
SEAT_STARTS_IN_ZONE = (N_("Seat 1 starts in zone"), N_("Seat 2 starts in zone"), N_("Seat 3 starts in zone"),
                       N_("Seat 4 starts in zone"), N_("Seat 5 starts in zone"))

OPTIONS = (
    Option("boss", N_("Boss"), "choice", "crystal_dragon",
           choices=tuple((b, BOSS_NAMES[b]) for b in ULTIMATE_ORDER),
           help=N_("Crystal Dragon is the gentlest, Lavalord the fiercest."),
           show_if={"ultimate": (False,)}),
    Option("side", N_("Difficulty"), "choice", "normal",
           choices=(("normal", N_("Normal (blue side)")), ("advanced", N_("Advanced (red side)"))),
           help=N_("The Advanced side gives the Boss more dice and more Health.")),
    Option("ultimate", N_("Ultimate Challenge"), "bool", False,
           help=N_("Fight Crystal Dragon, then Lithosaur, then Lavalord on the same island.")),
    *(Option(f"monster_{k}", MONSTER_OF_SEAT[k - 1], "choice", MONSTERS[k - 1],
             choices=tuple((m, MONSTER_NAMES[m]) for m in MONSTERS),
             help=N_("Each seat plays a different Monster."),
             show_if={"players": _seats_from(k)}, seat=k, column=N_("Monster"))
      for k in range(1, MAX_MONSTERS + 1)),
    Option("setup", N_("Start zones"), "choice", "spread", choices=SETUPS,
           help=N_("Where the Boss and the Monsters start: each in a zone of its own.")),
    Option("boss_zone", N_("Boss starts in zone"), "int", 1, min=1, max=ZONES,
           show_if={"setup": ("chosen",)}),
    *(Option(f"zone_{k}", SEAT_STARTS_IN_ZONE[k - 1], "int", 1 + START_ZONES[MAX_MONSTERS][k - 1],
             min=1, max=ZONES, show_if={"setup": ("chosen",), "players": _seats_from(k)},
             seat=k, column=N_("Start zone"))
      for k in range(1, MAX_MONSTERS + 1)),
)

DEFAULTS = {o.key: o.default for o in OPTIONS}


def value(options: dict, key: str):
    return options.get(key, DEFAULTS[key])


def monsters_of(options: dict, n: int) -> list[str]:
    return [value(options, f"monster_{k}") for k in range(1, n + 1)]


def validate(options: dict) -> list[str]:
    """Problems of a whole option set, in words (the single options are valid)."""
    n = options.get("players", 1)
    out = []
    chosen = monsters_of(options, n)
    for m in MONSTERS:
        seats = [str(k + 1) for k, c in enumerate(chosen) if c == m]
        if len(seats) > 1:
            out.append(_("{monster} is chosen for seats {seats}: each seat plays a different Monster").format(
                monster=monster_name(m), seats=and_list(seats)))
    if value(options, "setup") == "chosen":
        zones = [value(options, "boss_zone")] + [value(options, f"zone_{k}") for k in range(1, n + 1)]
        for z in sorted(set(zones)):
            if zones.count(z) > 1:
                out.append(_("zone {zone} is chosen {times} times: the Boss and each Monster "
                             "start in a zone of their own").format(zone=z, times=zones.count(z)))
    return out


def start_zones(options: dict, n: int, rng) -> tuple[int, list[int]]:
    """(the Boss's zone, each Monster's zone), 0-based, for a checked option set."""
    setup = value(options, "setup")
    if setup == "chosen":
        return value(options, "boss_zone") - 1, [value(options, f"zone_{k}") - 1 for k in range(1, n + 1)]
    if setup == "random":
        zones = list(range(ZONES))
        rng.shuffle(zones)
        return zones[0], zones[1:n + 1]
    return 0, list(START_ZONES[n])
