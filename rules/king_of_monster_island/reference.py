"""The in-app rules reference for King of Monster Island, in our own words,
with every ruling we made where the rulebook and the content file are silent
(each one starts with "Our ruling:"). The lists of Bosses, Allies, cards,
Events and Support tiles are built from the content tables, so they always
match the numbers the engine plays (including the balance tuning)."""
from .content import (ALLIES, ALLY_NAMES, ALLY_POWERS, ALLY_THRESHOLDS, ANY_FACE, BOSS_DICE,
                      BOSS_NAMES, BOSS_POWERS, BOSS_SIDES, BOSSES, DISCARD_CARDS, EVENTS, FACE_NAMES,
                      KEEP_CARDS, SUPPORT_TILES)

RULES_REFERENCE = [
    ("The game in brief", [
        "You and your friends are giant Monsters on an island, all on one team. An automated Boss "
        "drops dice into the volcano, walks the island, calls up Minions and builds Crystals. Three "
        "Crystals in one zone become a Pylon; three Pylons open a portal and the island is lost.",
        "The team wins the moment the Boss reaches 0 Health. The team loses the moment any of these "
        "happens: a Monster starts its own Monster Phase at 0 Health; a third Pylon is built; a "
        "Minion must be drawn from an empty bag.",
        "One to five Monsters play. A person may run several Monsters: each is its own seat.",
    ]),
    ("The island", [
        "Six zones form a ring, numbered 1 to 6 clockwise. Each zone has three die spaces (for "
        "Locked Monster dice or Crystals) and two Support spaces, worth 3 and 4, that hold a "
        "Support tile or a Pylon.",
        "Two zones are adjacent when they touch on the ring; the opposite zone is three steps away.",
    ]),
    ("Setting up", [
        "Choose a Boss and a side (Normal or Advanced). The Boss starts with 0 Fame, its starting "
        "Health and its Boss dice, all of them off the board.",
        "Our ruling: the Boss starts in zone 1. The Monsters start in other zones spread around the "
        "ring: one Monster in zone 4; two in zones 3 and 5; three in zones 2, 4 and 6; four in zones "
        "2, 3, 5 and 6; five in zones 2 to 6.",
        "A random Minion from the bag goes into the Boss's zone, then one into each other zone, "
        "going clockwise. The bag holds 12 Soldiers, 6 Shields, 6 Cannons and 6 Builders.",
        "The Power cards and Events are shuffled together into one deck and three cards are turned "
        "up as the market; an Event turned up now is shuffled back and replaced.",
        "One Ally sheet more than the number of Monsters is dealt face up; the rest stay out.",
        "Every Monster starts with 10 Health, 0 Fame and 0 Energy. The first seat plays first; "
        "turns pass to the next seat.",
        "Our ruling: the Monsters go to the seats in this order: Purple Reign, Pagurah, Rex Florae, "
        "H.A.D.E.S., Megamoth. None of them has a power of its own, so the choice changes nothing "
        "but the name.",
    ]),
    ("A turn", [
        "Each turn is one Monster's: first the Boss Phase, then that Monster's Monster Phase "
        "(roll, resolve, buy), then the End of Turn.",
    ]),
    ("Boss Phase", [
        "1. Powers. The Boss's BEFORE MOVEMENT power acts, then each of its active Step 1 powers from "
        "the lowest Fame to the highest. A power is active when the Boss has at least the Fame shown "
        "beside it; powers add up.",
        "2. The volcano. Every Boss die not on the board is dropped into the volcano. Each lands in "
        "one of the six zones at random and shows one of its six faces at random.",
        "3. Movement. Among the Boss's zone and the two beside it, the Boss goes to the zone with the "
        "most Boss dice, even if that is where it stands. If none of the three has a Boss die, it "
        "moves one zone clockwise. Ties go to the zone with the most Minions, then to the zone "
        "furthest clockwise (the next zone, then its own, then the previous one). Wherever it ends, "
        "it counts as having just moved there. Then its after-movement powers act.",
        "4. Minions in the Boss's zone act: each Soldier deals 1 Damage to each Monster in that "
        "zone; each Cannon deals 1 Damage to every Monster on the island; each Fireling deals 1 "
        "Damage to each Monster in its zone; each Builder builds a Crystal there; Shields do nothing.",
        "5. Boss dice in the Boss's zone act, one die after another in die order, each face's icons "
        "in the order Crystal, Star, Minion: a Crystal icon builds a Crystal there, a Star gives the "
        "Boss 1 Fame, a Minion icon draws a random Minion from the bag into that zone. Then those "
        "dice leave the board and can be dropped again next Boss Phase.",
        "When the Boss's top power is active, it acts again each time the Boss activates a Star "
        "icon; it is checked after that Star's Fame is gained.",
        "Our ruling: Minions act in the order Soldiers, Cannons, Firelings, then Builders.",
    ]),
    ("Crystals and Pylons", [
        "A Crystal goes on a free die space of its zone. If no space is free, a Locked Monster die "
        "is pushed off its space (it becomes available) and the Crystal takes it.",
        "Our ruling: the die pushed off is the one Locked earliest in that zone.",
        "When a zone holds three Crystals they are removed and a Pylon is built on one of that "
        "zone's Support spaces; a Support tile under it leaves the game. The third Pylon on the "
        "island loses the game, even if its zone has no room for it.",
        "Our ruling: the Pylon goes on an empty Support space if the zone has one (the value-3 "
        "space first), otherwise on a face-down tile, otherwise on the value-3 tile.",
        "Our ruling: only 12 Crystal tokens exist. If all 12 are on the island when a Crystal must "
        "be built, the zone that needs its third Crystal still turns into a Pylon.",
    ]),
    ("Monster Phase: rolling", [
        "First the check: if your Monster has 0 Health as its Monster Phase begins, the team loses. "
        "It is already your turn, so a Monster at 0 Health may first use a Support tile in its "
        "zone (a Heart tile saves it), then begins the phase.",
        "Then your start-of-phase powers act: your Ally's powers from the lowest Fame to the highest, "
        "then your Keep cards in the order you bought them.",
        "Roll six Monster dice (more with some cards). Then you may reroll up to three times: mark "
        "any dice, including dice you kept from an earlier roll, and reroll the marked ones together "
        "(one reroll). You may stop at any time. Your Roll is what the dice show when you stop.",
        "Our ruling: the first roll is followed by at most three rerolls (four rolls in all), as "
        "the rulebook's 'maximum of 3 rerolls' and Patient Predator's '4 rerolls instead of 3' say.",
        "Ten Monster dice exist. If too few are off the board to roll, Locked dice leave the "
        "board until you have enough. Our ruling: those farthest from your Monster go first "
        "(clockwise side first on a tie), the earliest Locked first within a zone.",
    ]),
    ("Monster Phase: resolving dice", [
        "You may resolve dice, Lock dice and Unlock dice in any order, one group or one die at a "
        "time. Dice you do not use return to the pool when you finish.",
        "Heart: one Monster in your zone gains 1 Health (maximum 10 unless a power raises it).",
        "Energy: resolve all your Energy dice together: 1, 3, 6, 10 or 15 Energy for 1 to 5 dice; "
        "groups of five are counted first.",
        "Star: gain 1 Fame for each Star. For each Star you may also Steal Fame: remove a Boss die "
        "in your zone from the board and gain 1 more Fame.",
        "Fist: 2 Damage in your zone. Foot: 1 Damage in your zone, or move your Monster to an "
        "adjacent zone, or push another Monster in your zone to an adjacent zone.",
        "Wrench: three Wrenches resolved together build a value-3 Support tile in your zone, four "
        "or more build a value-4 tile. The tile is drawn at random from the face-down reserve. A "
        "tile already on that space goes back to the reserve; a Pylon on it blocks the build; if "
        "no tile of that value is left, the group cannot build.",
        "Lock: put a die from your Roll, face unchanged, on a free die space in your zone. Any "
        "Monster whose turn comes in that zone may Unlock it into its own Roll later.",
        "Unlock: take any Locked die in your zone into your Roll, face unchanged: one Locked on an "
        "earlier turn, earlier this turn, or in an earlier Monster Phase of this turn (Encore!).",
    ]),
    ("Damage", [
        "Damage you resolve waits in its zone, and you spend it by choosing targets one at a time. "
        "While a Shield is in the zone only Shields can be hit. The Boss can be hit only when no "
        "Minion is in its zone; each point costs it 1 Health. Destroyed Minions go back to the bag "
        "(Firelings to their pool).",
        "Each Minion is destroyed by one action: the Damage of one group of dice resolved together "
        "must reach its Health (Soldiers, Cannons and Firelings have 1, Builders 2, Shields 3). "
        "Damage of separate resolutions never adds up on a Minion; the Boss takes it all.",
        "Our ruling: Fists and Feet resolved one after another, with nothing else done between "
        "(spending Damage and using Support tiles aside), are one group. Anything else you do "
        "closes the group; what is left of it still waits, for the Boss or for a Minion it is "
        "enough for on its own. Damage not spent before you move, or when you finish resolving "
        "dice, is lost. Damage from a card, an Ally's start-of-phase power or an Event is spent "
        "at once, on its own.",
        "Our ruling: Damage spent on the Boss is spent whole (all that the rules let you put on it).",
    ]),
    ("Support tiles", [
        "At any moment of your turn (before the phase begins, while rolling, resolving or buying) "
        "you may activate or recharge any number of Support tiles in the zones you are in, as free "
        "actions. Activating turns the tile face down: gain 1 Energy if it shows an Energy cube "
        "(it can pay for a card at once), and resolve its die face at once as part of your Roll "
        "(a '?' is any face you name). That die cannot be Locked; while resolving it can join a "
        "group resolved at that moment, and while rolling or buying it is resolved alone. "
        "Recharging turns a used tile face up.",
        "No tile is both activated and recharged in one turn. A recharge by a card or an Event "
        "counts: the tiles it turns up cannot be activated again this turn, and a tile activated "
        "this turn stays used.",
        "Our ruling: a Support die may be left unused if nothing fits it. Before the Monster Phase "
        "begins, the tiles are offered only to a Monster at 0 Health (for anyone else, using them "
        "while rolling is the same).",
    ]),
    ("Spending die faces", [
        "Some cards and Allies ask you to spend dice of a face to use a power. A spent die gives "
        "nothing else and returns to the pool.",
    ]),
    ("Allies", [
        "As soon as your Monster has 1 Fame, choose one of the free Ally sheets. Its powers work "
        "while your Fame is at least the number beside them (2, 5, 8 and 12 Fame). If your Fame "
        "falls to 0 the Ally goes back to the free sheets; you choose again at 1 Fame.",
        "When several Monsters reach their first Fame together, they choose in turn order starting "
        "with the active Monster.",
    ]),
    ("Buying Power cards", [
        "After resolving dice, buy market cards one at a time by paying their Energy cost. Each "
        "empty slot is refilled from the top of the deck. A Discard card resolves at once; a Keep "
        "card stays with you. An Event turned up resolves at once (after the Discard card you "
        "bought), is discarded, and the next card is turned up. When the deck is empty the market "
        "is not refilled. For 2 Energy you may sweep the market: its cards are discarded and three "
        "new ones are turned up one by one.",
        "Events are not Power cards.",
        "Our ruling: the sweep is offered only while the deck holds cards.",
    ]),
    ("End of Turn", [
        "End-of-turn powers act, then the next Monster's turn begins with a Boss Phase.",
    ]),
    ("Choices in Events and cards", [
        "When an Event gives each Monster a choice, each Monster's owner chooses, in turn order "
        "starting with the active Monster. Every other choice belongs to the Monster who played "
        "the card or owns the power.",
        "Our ruling (All For That?): a Monster at 0 Fame that has at least 2 Energy loses the "
        "2 Energy; a Monster with less than 2 Energy loses 1 Fame (nothing at 0 Fame).",
        "Our ruling (Encore!): the extra Monster Phase is a full Monster Phase: the 0-Health check "
        "and start-of-phase powers happen again; once-per-turn powers stay used.",
        "Our ruling: 'up to' choices (Net Throw, Grand Theft, stealing) may stop early; Crystal "
        "Smash always removes as many Crystals as it can, since fewer is never better.",
    ]),
    ("The Bosses", [
        "Each Boss has a BEFORE MOVEMENT power and five powers that switch on at a Fame; the Normal "
        "(blue) and Advanced (red) sides differ only in Boss dice and Health. The full lists are in "
        "the Boss sections below.",
        "Lavalord brings 8 Firelings, 1-Health Minions kept in their own pool and never in the bag. "
        "Firelings count as Minions for every rule; in the Boss's zone each deals 1 Damage to each "
        "Monster there; destroyed or returned, they go back to the pool.",
        "Our ruling: 'pushed 1 zone away' from a Monster in the Boss's own zone means 1 zone clockwise.",
        "Our ruling: when every Monster has the same Fame (even 0), Fault Line hits all of them.",
    ]),
    ("Boss choices made by a fixed rule", [
        "The rulebook lets the players decide a few things for the Boss; here a fixed rule decides: "
        "the Boss's starting zone and the Monsters' starting zones (Setting up), the space a Crystal "
        "takes and which Locked die it pushes off, the Support space a Pylon takes, which Locked dice "
        "leave when dice are short, and where the next Boss arrives in the Ultimate Challenge.",
        "Where a Boss power names 'the Monster' (one) and several tie, the first tied Monster in "
        "turn order from the active Monster is chosen; 'the Monster(s)' hits every tied Monster.",
    ]),
    ("Ultimate Challenge", [
        "Fight Crystal Dragon, then Lithosaur, then Lavalord, all on the same side. When a Boss "
        "reaches 0 Health, the active Monster finishes its turn; then the defeated Boss leaves, "
        "each Pylon is removed and replaced by 5 Minions drawn from the bag into its zone (a "
        "short bag loses the game), and the next Boss arrives with 0 Fame and its starting Health. "
        "Boss dice on the board stay; new Boss dice are added until the new Boss has its number. "
        "Monsters keep their Health, Fame, Allies, cards and Energy.",
        "Our ruling: the next Boss arrives in the first zone without a Monster, counting clockwise "
        "from the defeated Boss's zone (that zone first).",
        "Our ruling: a Boss at 0 Health takes no more Damage and gains nothing for the rest of "
        "that turn (Boss Recovers and Boss Rage do nothing to it).",
        "Defeat Lavalord and the team conquers the challenge.",
    ]),
    ("The rulebook's example of a turn", [
        "The rulebook's example has Pagurah resolve three Foot dice for 6 Damage. A Foot deals 1 "
        "Damage, so three Feet deal 3. Our ruling: we follow the dice rules, and our replay of the "
        "example deals 3 (the Shield, counting 1 with the Ninjas, the Soldier, and 1 to the Boss).",
    ]),
    ("About the computer players", [
        "Computer Monsters see what a person in their seat could: the whole island, the market and "
        "every Monster's cards, but not the order of the deck or the dice still to roll.",
        "Normal plays by a team player's rules of thumb: it keeps its Fists and the Feet it needs "
        "to reach the Boss, kills Builders near Crystals first, clears the Boss's zone and then hits "
        "the Boss, heals the weakest Monster (most of all the next to play), steals Fame when a Boss "
        "die is at hand and buys the cards that fit the board. Easy plays as Normal but makes a "
        "random move about a third of the time.",
        "Hard weighs whole choices the way a player does: which dice to keep as one choice (Normal's "
        "keep, keeping the Roll, and every keep that holds one face more or less), each next step of "
        "the plan for the dice in hand, what to buy, how to answer a card. For each choice it imagines "
        "dozens of futures, each with its own deck order and dice, the same futures for every choice, "
        "plays the rest of the turn and the Boss Phase after it, and judges where the team then "
        "stands by its chance to win. In those futures every Monster, Hard's team-mates included, "
        "computer or person, plays as Normal does: Hard never counts on a team-mate playing like "
        "itself. It keeps Normal's choice unless another did better over the same futures by more "
        "than luck explains, and decides in well under a second.",
    ]),

]


def _boss_section(boss: str) -> tuple[str, list[str]]:
    (nd, nh), (ad, ah) = BOSS_SIDES[(boss, "normal")], BOSS_SIDES[(boss, "advanced")]
    paras = [f"Normal side: {nd} Boss dice and {nh} Health. Advanced side: {ad} Boss dice and {ah} Health."]
    for p in BOSS_POWERS[boss]:
        when = "Before movement" if p.fame == 0 else f"{p.fame} Fame"
        paras.append(f"{p.name} ({when}): {p.text}")
    return (BOSS_NAMES[boss], paras)


def _dice_section() -> tuple[str, list[str]]:
    paras = ["A Boss with N dice uses dice 1 to N. Each face lists its icons (M Minion, C Crystal, "
             "S Star, - blank)."]
    for i, faces in enumerate(BOSS_DICE):
        paras.append(f"Boss die {i + 1}: " + ", ".join(f or "-" for f in faces))
    return ("Boss dice", paras)


def _ally_section() -> tuple[str, list[str]]:
    paras = [f"Every Ally's powers switch on at {', '.join(map(str, ALLY_THRESHOLDS))} Fame."]
    for ally in ALLIES:
        powers = "; ".join(f"{t}: {p.name}: {p.text}" for t, p in zip(ALLY_THRESHOLDS, ALLY_POWERS[ally]))
        paras.append(f"{ALLY_NAMES[ally]}. {powers}")
    return ("Ally sheets", paras)


def _card_sections() -> list[tuple[str, list[str]]]:
    keep = [f"{c.name} ({c.cost} Energy): {c.text}" for c in KEEP_CARDS]
    discard = [f"{c.name} ({c.cost} Energy): {c.text}" for c in DISCARD_CARDS]
    events = [f"{c.name} ({'good' if c.good else 'bad'}): {c.text}" for c in EVENTS]
    return [("Keep cards", keep), ("Discard cards", discard), ("Events", events)]


def _support_section() -> tuple[str, list[str]]:
    paras = []
    for t in SUPPORT_TILES.values():
        face = "any face" if t.face == ANY_FACE else FACE_NAMES[t.face]
        paras.append(f"Value {t.value}: {face}{' and 1 Energy' if t.energy else ''}.")
    return ("The twelve Support tiles", paras)


RULES_REFERENCE += [_boss_section(b) for b in BOSSES]
RULES_REFERENCE += [_dice_section(), _ally_section(), *_card_sections(), _support_section()]
