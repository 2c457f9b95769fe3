"""Survive the Island with its Monster Pack: escape a sinking island with your
adventurers while sea creatures hunt them.

The same files as every game package: state (SurviveTheIslandState: set-up, the
engine, copy and save by rules/core/snapshot.py), actions, events, content (the
tables), heuristics (Easy and Normal), search (Hard's hooks), ai (the three levels
put together), reference (the in-app rules), trial (Hard's unsearched rules).
Modules named after the rule they hold: board (the Tiled map read into spaces),
common (codes), pieces, movement, creatures, flood (Rising Waters and tile effects)
and flow (the turn on the shared task queue), describe (log lines).
"""
from rules.core.i18n import N_
from rules.core.registry import GameInfo, Option

from .board import STANDARD
from .content import CREATURE_NAMES, CREATURE_TYPES
from .islands import SUFFIX, island_problems

_BASE = ("sea_serpent", "shark", "kaiju")


def _validate(options: dict) -> list[str]:
    from .state import creature_problems
    return creature_problems(options) + island_problems(options.get("island", STANDARD))


INFO = GameInfo(
    id="survive_the_island",
    name=N_("Survive the Island"),
    tagline=N_("Get your adventurers off the sinking island before the monsters do."),
    min_players=2,
    max_players=5,
    state_class="rules.survive_the_island.state:SurviveTheIslandState",
    make_agent="rules.survive_the_island.ai:make_agent",
    options=tuple(
        Option(f"creature_{t}", CREATURE_NAMES[t], "bool", t in _BASE,
               help=N_("Play with this creature. Each colour (red, green, blue) needs at least one."))
        for t in CREATURE_TYPES
    ) + (
        Option("piranhas", N_("Piranha tiles"), "bool", False,
               help=N_("Monster Pack: a Piranha tile hides on a beach; its piranhas spread.")),
        Option("eggs", N_("Egg tiles"), "bool", False,
               help=N_("Monster Pack: two beach tiles are eggs that hatch a creature.")),
        Option("island", N_("Island"), "choice", STANDARD, choices=((STANDARD, N_("The standard island")),),
               help=N_("Islands you make in Tiled: put the .tmx file (with its tileset) in the "
                       "maps folder of the app's data folder."),
               files_from="maps", file_suffix=SUFFIX),
        Option("owner_memory", N_("Remember my values"), "bool", True,
               help=N_("Show each player the values of their own adventurers after set-up, "
                       "like a player with a perfect memory. Off: nobody sees them until the end.")),
    ),
    table_scene="game.tables.survive_the_island:SurviveTheIslandTable",
    rules_text="rules.survive_the_island.reference:RULES_REFERENCE",
    validate_extra=_validate,
    hidden_information=True,
)
