"""Isle of Monsters: capture island creatures, feed them, and scare the crowd.

Modules: content (cards, foods, set-up table), actions (actions and events: the
table's interface), scare (scare-phase arithmetic), state (the engine and the
table geometry), ai (Easy / Normal / Hard), reference (the in-app rules).
"""
from rules.core.registry import GameInfo, Option

INFO = GameInfo(
    id="isle_of_monsters",
    name="Isle of Monsters",
    tagline="Capture island creatures, feed them, and scare the crowd.",
    min_players=2,
    max_players=5,
    state_class="rules.isle_of_monsters.state:IsleOfMonstersState",
    make_agent="rules.isle_of_monsters.ai:make_agent",
    options=(
        Option("tie_breaker", "Tie for first", "choice", "shared",
               choices=(("shared", "Shared win"), ("duel", "Element duel")),
               help="A tie for the most points is a shared win, or the tied players "
                    "settle it with a quick fire / earth / water duel."),
    ),
    table_scene="game.tables.isle_of_monsters:IsleOfMonstersTable",
    rules_text="rules.isle_of_monsters.reference:RULES_REFERENCE",
    hidden_information=True,
)
