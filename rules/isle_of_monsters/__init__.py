"""Isle of Monsters: capture island creatures, feed them, and scare the crowd.

The same files as every game package: state (IsleOfMonstersState: set-up, the
engine, copy and save by rules/core/snapshot.py), actions, events, content (the
tables), heuristics (Easy and Normal), search (Hard's hooks), ai (the three levels
put together), reference (the in-app rules), trial (decision times). Modules named
after the rule they hold: geometry (who reaches which island and cage), legality
(legal actions and refusals), nurture, scare_phase and duel (the phases), scare (the
scare-phase arithmetic).
"""
from rules.core.i18n import N_
from rules.core.registry import GameInfo, Option

INFO = GameInfo(
    id="isle_of_monsters",
    name=N_("Isle of Monsters"),
    tagline=N_("Capture island creatures, feed them, and scare the crowd."),
    min_players=2,
    max_players=5,
    state_class="rules.isle_of_monsters.state:IsleOfMonstersState",
    make_agent="rules.isle_of_monsters.ai:make_agent",
    options=(
        Option("tie_breaker", N_("Tie for first"), "choice", "duel",
               choices=(("duel", N_("Element play-off (the rules)")), ("shared", N_("Variant: shared win"))),
               help=N_("The rules settle a tie for the most points with a quick fire / earth / water "
                       "play-off; as a variant, the tied players may share the win instead.")),
    ),
    table_scene="game.tables.isle_of_monsters:IsleOfMonstersTable",
    rules_text="rules.isle_of_monsters.reference:RULES_REFERENCE",
    hidden_information=True,
)
