"""Isle of Night: draw three cards into the shared centre, claim every card of one
type, and rearrange the island's score cards so your sets pay the most.

The same files as every game package: state (IsleOfNightState: set-up, the engine,
copy and save by rules/core/snapshot.py), actions, events, content (the tables),
heuristics (Easy and Normal), search (Hard's hooks), ai (the three levels put
together), reference (the in-app rules); the arena measures it (no trial of its
own). Modules named after the rule they hold: lookup (the fast tables derived from
content), score_grid (which conch swaps the score grid allows), steps (where a turn
stands), moves (legal moves), refusals (why an action is refused), scoring,
projection (how the computer judges a position).
"""
from rules.core.i18n import N_
from rules.core.registry import GameInfo, Option

INFO = GameInfo(
    id="isle_of_night",
    name=N_("Isle of Night"),
    tagline=N_("Claim a type, swap the score cards, light the lanterns before the night ends"),
    min_players=2,
    max_players=5,
    state_class="rules.isle_of_night.state:IsleOfNightState",
    make_agent="rules.isle_of_night.ai:make_agent",
    options=(
        Option("first_game", N_("First game"), "bool", True,
               help=N_("Island 1, side A, with the seven score cards that have no diamond")),
        Option("island", N_("Island"), "choice", 1,
               choices=((1, N_("Island 1")), (2, N_("Island 2")), (3, N_("Island 3"))),
               help=N_("Which island card lays out the score cards"),
               show_if={"first_game": (False,)}),
        Option("side", N_("Side"), "choice", "A",
               choices=(("A", N_("Side A (magic bonus 5)")), ("B", N_("Side B (magic bonus 6)"))),
               help=N_("Side 1A uses 7 score cards; every other side adds the two diamond cards"),
               show_if={"first_game": (False,)}),
    ),
    table_scene="game.tables.isle_of_night:IsleOfNightTable",
    rules_text="rules.isle_of_night.reference:rules_reference",
    # The only secret is the deck order, which nobody knows: no hand-off curtain.
    hidden_information=False,
)
