"""The in-app rules reference for King of Monster Island, in our own words,
with every ruling we made where the rulebook and the content file are silent
(each one starts with "Our ruling:"). The lists of Bosses, Allies, cards,
Events and Support tiles are built from the content tables, so they always
match the numbers the engine plays (including the balance tuning)."""
from typing import Sequence

from rules.core.i18n import N_, _, pgettext

from .content import (ALLIES, ALLY_POWERS, ALLY_THRESHOLDS, ANY_FACE, BOSS_DICE, BOSS_POWERS, BOSS_SIDES,
                      BOSSES, DISCARD_CARDS, EVENTS, KEEP_CARDS, SUPPORT_TILES, ally_name, boss_name, face_name)

#: The sections written out here (catalogue messages, translated where shown).
WRITTEN = [
    (N_("The game in brief"), [
        N_("You and your friends are giant Monsters on an island, all on one team. An automated Boss "
           "drops dice into the volcano, walks the island, calls up Minions and builds Crystals. Three "
           "Crystals in one zone become a Pylon; three Pylons open a portal and the island is lost."),
        N_("The team wins the moment the Boss reaches 0 Health. The team loses the moment any of these "
           "happens: a Monster starts its own Monster Phase at 0 Health; a third Pylon is built; a "
           "Minion must be drawn from an empty bag."),
        N_("One to five Monsters play. A person may run several Monsters: each is its own seat."),
    ]),
    (N_("The island"), [
        N_("Six zones form a ring, numbered 1 to 6 clockwise. Each zone has three die spaces (for "
           "Locked Monster dice or Crystals) and two Support spaces, worth 3 and 4, that hold a "
           "Support tile or a Pylon."),
        N_("Two zones are adjacent when they touch on the ring; the opposite zone is three steps away."),
    ]),
    (N_("Setting up"), [
        N_("Choose a Boss and a side (Normal or Advanced). The Boss starts with 0 Fame, its starting "
           "Health and its Boss dice, all of them off the board."),
        N_("Our ruling: the Boss starts in zone 1. The Monsters start in other zones spread around the "
           "ring: one Monster in zone 4; two in zones 3 and 5; three in zones 2, 4 and 6; four in zones "
           "2, 3, 5 and 6; five in zones 2 to 6."),
        N_("A random Minion from the bag goes into the Boss's zone, then one into each other zone, "
           "going clockwise. The bag holds 12 Soldiers, 6 Shields, 6 Cannons and 6 Builders."),
        N_("The Power cards and Events are shuffled together into one deck and three cards are turned "
           "up as the market; an Event turned up now is shuffled back and replaced."),
        N_("One Ally sheet more than the number of Monsters is dealt face up; the rest stay out."),
        N_("Every Monster starts with 10 Health, 0 Fame and 0 Energy. The first seat plays first; "
           "turns pass to the next seat."),
        N_("Our ruling: the Monsters go to the seats in this order: Purple Reign, Pagurah, Rex Florae, "
           "H.A.D.E.S., Megamoth. None of them has a power of its own, so the choice changes nothing "
           "but the name."),
    ]),
    (N_("A turn"), [
        N_("Each turn is one Monster's: first the Boss Phase, then that Monster's Monster Phase "
           "(roll, resolve, buy), then the End of Turn."),
    ]),
    (N_("Boss Phase"), [
        N_("1. Powers. The Boss's BEFORE MOVEMENT power acts, then each of its active Step 1 powers from "
           "the lowest Fame to the highest. A power is active when the Boss has at least the Fame shown "
           "beside it; powers add up."),
        N_("2. The volcano. Every Boss die not on the board is dropped into the volcano. Each lands in "
           "one of the six zones at random and shows one of its six faces at random."),
        N_("3. Movement. Among the Boss's zone and the two beside it, the Boss goes to the zone with the "
           "most Boss dice, even if that is where it stands. If none of the three has a Boss die, it "
           "moves one zone clockwise. Ties go to the zone with the most Minions, then to the zone "
           "furthest clockwise (the next zone, then its own, then the previous one). Wherever it ends, "
           "it counts as having just moved there. Then its after-movement powers act."),
        N_("4. Minions in the Boss's zone act: each Soldier deals 1 Damage to each Monster in that "
           "zone; each Cannon deals 1 Damage to every Monster on the island; each Fireling deals 1 "
           "Damage to each Monster in its zone; each Builder builds a Crystal there; Shields do nothing."),
        N_("5. Boss dice in the Boss's zone act, one die after another in die order, each face's icons "
           "in the order Crystal, Star, Minion: a Crystal icon builds a Crystal there, a Star gives the "
           "Boss 1 Fame, a Minion icon draws a random Minion from the bag into that zone. Then those "
           "dice leave the board and can be dropped again next Boss Phase."),
        N_("When the Boss's top power is active, it acts again each time the Boss activates a Star "
           "icon; it is checked after that Star's Fame is gained."),
        N_("Our ruling: Minions act in the order Soldiers, Cannons, Firelings, then Builders."),
    ]),
    (N_("Crystals and Pylons"), [
        N_("A Crystal goes on a free die space of its zone. If no space is free, a Locked Monster die "
           "is pushed off its space (it becomes available) and the Crystal takes it."),
        N_("Our ruling: the die pushed off is the one Locked earliest in that zone."),
        N_("When a zone holds three Crystals they are removed and a Pylon is built on one of that "
           "zone's Support spaces; a Support tile under it leaves the game. The third Pylon on the "
           "island loses the game, even if its zone has no room for it."),
        N_("Our ruling: the Pylon goes on an empty Support space if the zone has one (the value-3 "
           "space first), otherwise on a face-down tile, otherwise on the value-3 tile."),
        N_("Our ruling: only 12 Crystal tokens exist. If all 12 are on the island when a Crystal must "
           "be built, the zone that needs its third Crystal still turns into a Pylon."),
    ]),
    (N_("Monster Phase: rolling"), [
        N_("First the check: if your Monster has 0 Health as its Monster Phase begins, the team loses. "
           "It is already your turn, so a Monster at 0 Health may first use a Support tile in its "
           "zone (a Heart tile saves it), then begins the phase."),
        N_("Then your start-of-phase powers act: your Ally's powers from the lowest Fame to the highest, "
           "then your Keep cards in the order you bought them."),
        N_("Roll six Monster dice (more with some cards). Then you may reroll up to three times: mark "
           "any dice, including dice you kept from an earlier roll, and reroll the marked ones together "
           "(one reroll). You may stop at any time. Your Roll is what the dice show when you stop."),
        N_("Our ruling: the first roll is followed by at most three rerolls (four rolls in all), as "
           "the rulebook's 'maximum of 3 rerolls' and Patient Predator's '4 rerolls instead of 3' say."),
        N_("Ten Monster dice exist. If too few are off the board to roll, Locked dice leave the "
           "board until you have enough. Our ruling: those farthest from your Monster go first "
           "(clockwise side first on a tie), the earliest Locked first within a zone."),
    ]),
    (N_("Monster Phase: resolving dice"), [
        N_("You may resolve dice, Lock dice and Unlock dice in any order, one group or one die at a "
           "time. Dice you do not use return to the pool when you finish."),
        N_("Heart: one Monster in your zone gains 1 Health (maximum 10 unless a power raises it)."),
        N_("Energy: resolve all your Energy dice together: 1, 3, 6, 10 or 15 Energy for 1 to 5 dice; "
           "groups of five are counted first."),
        N_("Star: gain 1 Fame for each Star. For each Star you may also Steal Fame: remove a Boss die "
           "in your zone from the board and gain 1 more Fame."),
        N_("Fist: 2 Damage in your zone. Foot: 1 Damage in your zone, or move your Monster to an "
           "adjacent zone, or push another Monster in your zone to an adjacent zone."),
        N_("Wrench: three Wrenches resolved together build a value-3 Support tile in your zone, four "
           "or more build a value-4 tile. The tile is drawn at random from the face-down reserve. A "
           "tile already on that space is discarded, out of the game; a Pylon on it blocks the build; if "
           "no tile of that value is left, the group cannot build."),
        N_("Lock: put a die from your Roll, face unchanged, on a free die space in your zone. Any "
           "Monster whose turn comes in that zone may Unlock it into its own Roll later."),
        N_("Unlock: take any Locked die in your zone into your Roll, face unchanged: one Locked on an "
           "earlier turn, earlier this turn, or in an earlier Monster Phase of this turn (Encore!)."),
    ]),
    (N_("Damage"), [
        N_("Damage you resolve waits in its zone, and you spend it by choosing targets one at a time. "
           "While a Shield is in the zone only Shields can be hit. The Boss can be hit only when no "
           "Minion is in its zone; each point costs it 1 Health. Destroyed Minions go back to the bag "
           "(Firelings to their pool)."),
        N_("Each Minion is destroyed by one action: the Damage of one group of dice resolved together "
           "must reach its Health (Soldiers, Cannons and Firelings have 1, Builders 2, Shields 3). "
           "Damage of separate resolutions never adds up on a Minion; the Boss takes it all."),
        N_("Our ruling: Fists and Feet resolved one after another, with nothing else done between "
           "(spending Damage and using Support tiles aside), are one group. Anything else you do "
           "closes the group; what is left of it still waits, for the Boss or for a Minion it is "
           "enough for on its own. Damage not spent before you move, or when you finish resolving "
           "dice, is lost. Damage from a card, an Ally's start-of-phase power or an Event is spent "
           "at once, on its own."),
        N_("Our ruling: Damage spent on the Boss is spent whole (all that the rules let you put on it)."),
    ]),
    (N_("Support tiles"), [
        N_("At any moment of your turn (before the phase begins, while rolling, resolving or buying) "
           "you may activate or recharge any number of Support tiles in the zones you are in, as free "
           "actions. Activating turns the tile face down: gain 1 Energy if it shows an Energy cube "
           "(it can pay for a card at once), and resolve its die face at once as part of your Roll "
           "(a '?' is any face you name). That die cannot be Locked; while resolving it can join a "
           "group resolved at that moment, and while rolling or buying it is resolved alone. "
           "Recharging turns a used tile face up."),
        N_("No tile is both activated and recharged in one turn. A recharge by a card or an Event "
           "counts: the tiles it turns up cannot be activated again this turn, and a tile activated "
           "this turn stays used."),
        N_("Our ruling: a Support die may be left unused if nothing fits it. Before the Monster Phase "
           "begins, the tiles are offered only to a Monster at 0 Health (for anyone else, using them "
           "while rolling is the same)."),
    ]),
    (N_("Spending die faces"), [
        N_("Some cards and Allies ask you to spend dice of a face to use a power. A spent die gives "
           "nothing else and returns to the pool."),
    ]),
    (N_("Allies"), [
        N_("As soon as your Monster has 1 Fame, choose one of the free Ally sheets. Its powers work "
           "while your Fame is at least the number beside them (2, 5, 8 and 12 Fame). If your Fame "
           "falls to 0 the Ally goes back to the free sheets; you choose again at 1 Fame."),
        N_("When several Monsters reach their first Fame together, they choose in turn order starting "
           "with the active Monster."),
    ]),
    (N_("Buying Power cards"), [
        N_("After resolving dice, buy market cards one at a time by paying their Energy cost. Each "
           "empty slot is refilled from the top of the deck. A Discard card resolves at once; a Keep "
           "card stays with you. An Event turned up resolves at once (after the Discard card you "
           "bought), is discarded, and the next card is turned up. When the deck is empty the market "
           "is not refilled. For 2 Energy you may sweep the market: its cards are discarded and three "
           "new ones are turned up one by one."),
        N_("Events are not Power cards."),
        N_("Our ruling: the sweep is offered only while the deck holds cards."),
    ]),
    (N_("End of Turn"), [
        N_("End-of-turn powers act, then the next Monster's turn begins with a Boss Phase."),
    ]),
    (N_("Choices in Events and cards"), [
        N_("When an Event gives each Monster a choice, each Monster's owner chooses, in turn order "
           "starting with the active Monster. Every other choice belongs to the Monster who played "
           "the card or owns the power."),
        N_("Our ruling (All For That?): a Monster at 0 Fame that has at least 2 Energy loses the "
           "2 Energy; a Monster with less than 2 Energy loses 1 Fame (nothing at 0 Fame)."),
        N_("Our ruling (Encore!): the extra Monster Phase is a full Monster Phase: the 0-Health check "
           "and start-of-phase powers happen again; once-per-turn powers stay used."),
        N_("Our ruling: 'up to' choices (Net Throw, Grand Theft, stealing) may stop early; Crystal "
           "Smash always removes as many Crystals as it can, since fewer is never better."),
    ]),
    (N_("The Bosses"), [
        N_("Each Boss has a BEFORE MOVEMENT power and five powers that switch on at a Fame; the Normal "
           "(blue) and Advanced (red) sides differ only in Boss dice and Health. The full lists are in "
           "the Boss sections below."),
        N_("Lavalord brings 8 Firelings, 1-Health Minions kept in their own pool and never in the bag. "
           "Firelings count as Minions for every rule; in the Boss's zone each deals 1 Damage to each "
           "Monster there; destroyed or returned, they go back to the pool."),
        N_("Our ruling: 'pushed 1 zone away' from a Monster in the Boss's own zone means 1 zone clockwise."),
        N_("Our ruling: when every Monster has the same Fame (even 0), Fault Line hits all of them."),
    ]),
    (N_("Boss choices made by a fixed rule"), [
        N_("The rulebook lets the players decide a few things for the Boss; here a fixed rule decides: "
           "the Boss's starting zone and the Monsters' starting zones (Setting up), the space a Crystal "
           "takes and which Locked die it pushes off, the Support space a Pylon takes, which Locked dice "
           "leave when dice are short, and where the next Boss arrives in the Ultimate Challenge."),
        N_("Where a Boss power names 'the Monster' (one) and several tie, the first tied Monster in "
           "turn order from the active Monster is chosen; 'the Monster(s)' hits every tied Monster."),
    ]),
    (N_("Ultimate Challenge"), [
        N_("Fight Crystal Dragon, then Lithosaur, then Lavalord, all on the same side. When a Boss "
           "reaches 0 Health, the active Monster finishes its turn; then the defeated Boss leaves, "
           "each Pylon is removed and replaced by 5 Minions drawn from the bag into its zone (a "
           "short bag loses the game), and the next Boss arrives with 0 Fame and its starting Health. "
           "Boss dice on the board stay; new Boss dice are added until the new Boss has its number. "
           "Monsters keep their Health, Fame, Allies, cards and Energy."),
        N_("Our ruling: the next Boss arrives in the first zone without a Monster, counting clockwise "
           "from the defeated Boss's zone (that zone first)."),
        N_("Our ruling: a Boss at 0 Health takes no more Damage and gains nothing for the rest of "
           "that turn (Boss Recovers and Boss Rage do nothing to it)."),
        N_("Defeat Lavalord and the team conquers the challenge."),
    ]),
    (N_("The rulebook's example of a turn"), [
        N_("The rulebook's example has Pagurah resolve three Foot dice for 6 Damage. A Foot deals 1 "
           "Damage, so three Feet deal 3. Our ruling: we follow the dice rules, and our replay of the "
           "example deals 3 (the Shield, counting 1 with the Ninjas, the Soldier, and 1 to the Boss)."),
    ]),
    (N_("About the computer players"), [
        N_("Computer Monsters see what a person in their seat could: the whole island, the market and "
           "every Monster's cards, but not the order of the deck or the dice still to roll."),
        N_("Normal plays by a team player's rules of thumb: it keeps its Fists and the Feet it needs "
           "to reach the Boss, kills Builders near Crystals first, clears the Boss's zone and then hits "
           "the Boss, heals the weakest Monster (most of all the next to play), steals Fame when a Boss "
           "die is at hand and buys the cards that fit the board. Easy plays as Normal but makes a "
           "random move about a third of the time."),
        N_("Hard weighs whole choices the way a player does: which dice to keep as one choice (Normal's "
           "keep, keeping the Roll, and every keep that holds one face more or less), each next step of "
           "the plan for the dice in hand, what to buy, how to answer a card. For each choice it imagines "
           "dozens of futures, each with its own deck order and dice, the same futures for every choice, "
           "plays the rest of the turn and the Boss Phase after it, and judges where the team then "
           "stands by its chance to win. In those futures every Monster, Hard's team-mates included, "
           "computer or person, plays as Normal does: Hard never counts on a team-mate playing like "
           "itself. It keeps Normal's choice unless another did better over the same futures by more "
           "than luck explains, and decides in well under a second."),
    ]),

]


def _boss_section(boss: str) -> tuple[str, list[str]]:
    (nd, nh), (ad, ah) = BOSS_SIDES[(boss, "normal")], BOSS_SIDES[(boss, "advanced")]
    paras = [_("Normal side: {normal_dice} Boss dice and {normal_health} Health. Advanced side: "
               "{advanced_dice} Boss dice and {advanced_health} Health.").format(
        normal_dice=nd, normal_health=nh, advanced_dice=ad, advanced_health=ah)]
    for p in BOSS_POWERS[boss]:
        when = _("Before movement") if p.fame == 0 else _("{fame} Fame").format(fame=p.fame)
        paras.append(_("{power} ({when}): {text}").format(power=_(p.name), when=when, text=_(p.text)))
    return (boss_name(boss), paras)


def _dice_section() -> tuple[str, list[str]]:
    paras = [_("A Boss with N dice uses dice 1 to N. Each face lists its icons (M Minion, C Crystal, "
               "S Star, - blank).")]
    for i, faces in enumerate(BOSS_DICE):
        paras.append(_("Boss die {die}: {faces}").format(die=i + 1, faces=", ".join(f or "-" for f in faces)))
    return (_("Boss dice"), paras)


def _ally_section() -> tuple[str, list[str]]:
    paras = [_("Every Ally's powers switch on at {thresholds} Fame.").format(
        thresholds=", ".join(map(str, ALLY_THRESHOLDS)))]
    for ally in ALLIES:
        powers = pgettext("separator", "; ").join(_("{fame}: {power}: {text}").format(fame=t, power=_(p.name), text=_(p.text))
                              for t, p in zip(ALLY_THRESHOLDS, ALLY_POWERS[ally]))
        paras.append(_("{ally}. {powers}").format(ally=ally_name(ally), powers=powers))
    return (_("Ally sheets"), paras)


def _card_sections() -> list[tuple[str, list[str]]]:
    def priced(c):
        return _("{card} ({cost} Energy): {text}").format(card=_(c.name), cost=c.cost, text=_(c.text))
    keep = [priced(c) for c in KEEP_CARDS]
    discard = [priced(c) for c in DISCARD_CARDS]
    events = [(_("{card} (good): {text}") if c.good else _("{card} (bad): {text}")).format(card=_(c.name), text=_(c.text))
              for c in EVENTS]
    return [(_("Keep cards"), keep), (_("Discard cards"), discard), (_("Events"), events)]


def _support_section() -> tuple[str, list[str]]:
    paras = []
    for t in SUPPORT_TILES.values():
        face = _("any face") if t.face == ANY_FACE else face_name(t.face)
        text = _("Value {value}: {face} and 1 Energy.") if t.energy else _("Value {value}: {face}.")
        paras.append(text.format(value=t.value, face=face))
    return (_("The twelve Support tiles"), paras)


def sections() -> list[tuple[str, list[str]]]:
    """The whole reference in the language in use: the written sections, then the
    lists built from the content tables (so they match the numbers the engine plays)."""
    out = [(_(heading), [_(p) for p in paragraphs]) for heading, paragraphs in WRITTEN]
    out += [_boss_section(b) for b in BOSSES]
    out += [_dice_section(), _ally_section(), *_card_sections(), _support_section()]
    return out


class _Reference(Sequence):
    """RULES_REFERENCE: the sections, made in the language in use each time it is read."""

    def __getitem__(self, i):
        return sections()[i]

    def __len__(self) -> int:
        return len(sections())

    def __iter__(self):
        return iter(sections())


RULES_REFERENCE = _Reference()
