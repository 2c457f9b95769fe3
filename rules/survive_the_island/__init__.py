"""Survive the Island with its Monster Pack: escape a sinking island with your
adventurers while sea creatures hunt them.

Modules: content (components as tables), board (the Tiled map read into spaces),
actions (actions and events), common (codes), pieces / movement / creatures /
flood / flow (the engine, one job each), state (data, set-up, saving, hidden
information, scores), describe (log lines), heuristics and ai (Easy / Normal /
Hard), reference (the in-app rules).
"""
from rules.core.registry import GameInfo, Option

from .content import CREATURE_NAMES, CREATURE_TYPES

_BASE = ("sea_serpent", "shark", "kaiju")


def _validate(options: dict) -> list[str]:
    from .state import creature_problems
    return creature_problems(options)


INFO = GameInfo(
    id="survive_the_island",
    name="Survive the Island",
    tagline="Get your adventurers off the sinking island before the monsters do.",
    min_players=2,
    max_players=5,
    state_class="rules.survive_the_island.state:SurviveTheIslandState",
    make_agent="rules.survive_the_island.ai:make_agent",
    options=tuple(
        Option(f"creature_{t}", CREATURE_NAMES[t], "bool", t in _BASE,
               help="Play with this creature. Each colour (red, green, blue) needs at least one.")
        for t in CREATURE_TYPES
    ) + (
        Option("piranhas", "Piranha tiles", "bool", False,
               help="Monster Pack: a Piranha tile hides on a beach; its piranhas spread."),
        Option("eggs", "Egg tiles", "bool", False,
               help="Monster Pack: two beach tiles are eggs that hatch a creature."),
        Option("owner_memory", "Remember my values", "bool", True,
               help="Show each player the values of their own adventurers after set-up, "
                    "like a player with a perfect memory. Off: nobody sees them until the end."),
    ),
    table_scene=None,
    rules_text="rules.survive_the_island.reference:RULES_REFERENCE",
    validate_extra=_validate,
    hidden_information=True,
)
