"""King of Monster Island: a team of Monsters against an automated Boss.

Modules: content (every Boss, die, tile, Ally, card and Event as data),
actions (actions and events: the table's interface), board (the island's
pieces), effects (effect primitives, hooks, pending choices), boss (the Boss
Phase), monster (the Monster Phase), market (buying and the end of the turn),
state (the engine behind the contract), ai (Easy / Normal / Hard), reference
(the in-app rules), stats (the balance tool).
"""
from rules.core.registry import GameInfo, Option

INFO = GameInfo(
    id="king_of_monster_island",
    name="King of Monster Island",
    tagline="Team up against a Boss before its Minions open the portal.",
    min_players=1,
    max_players=5,
    state_class="rules.king_of_monster_island.state:KingOfMonsterIslandState",
    make_agent="rules.king_of_monster_island.ai:make_agent",
    options=(
        Option("boss", "Boss", "choice", "crystal_dragon",
               choices=(("crystal_dragon", "Crystal Dragon"), ("lithosaur", "Lithosaur"),
                        ("lavalord", "Lavalord")),
               help="Crystal Dragon is the gentlest, Lavalord the fiercest.",
               show_if={"ultimate": (False,)}),
        Option("side", "Difficulty", "choice", "normal",
               choices=(("normal", "Normal (blue side)"), ("advanced", "Advanced (red side)")),
               help="The Advanced side gives the Boss more dice and more Health."),
        Option("ultimate", "Ultimate Challenge", "bool", False,
               help="Fight Crystal Dragon, then Lithosaur, then Lavalord on the same island."),
    ),
    table_scene=None,
    rules_text="rules.king_of_monster_island.reference:RULES_REFERENCE",
    cooperative=True,
    solo_ok=True,
    hidden_information=False,
)
