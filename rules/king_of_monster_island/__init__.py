"""King of Monster Island: a team of Monsters against an automated Boss.

The same files as every game package: state (KingOfMonsterIslandState: set-up, the
engine, copy and save by rules/core/snapshot.py), actions, events, content (the
tables), heuristics (Easy and Normal), search (Hard's hooks), ai (the three levels
put together), reference (the in-app rules), trial (the balance figures). Modules
named after the rule they hold: board (the island's pieces), effects (effect
primitives, hooks and decision tasks on the shared queue), boss (the Boss Phase),
monster (the Monster Phase), market (buying and the end of the turn), options
(the new-game options and their checks).
"""
from rules.core.i18n import N_
from rules.core.registry import GameInfo

from .options import OPTIONS, validate

INFO = GameInfo(
    id="king_of_monster_island",
    name=N_("King of Monster Island"),
    tagline=N_("Team up against a Boss before its Minions open the portal."),
    min_players=1,
    max_players=5,
    state_class="rules.king_of_monster_island.state:KingOfMonsterIslandState",
    make_agent="rules.king_of_monster_island.ai:make_agent",
    options=OPTIONS,
    validate_extra=validate,
    table_scene="game.tables.king_of_monster_island:KingOfMonsterIslandTable",
    rules_text="rules.king_of_monster_island.reference:RULES_REFERENCE",
    cooperative=True,
    solo_ok=True,
    hidden_information=False,
)
