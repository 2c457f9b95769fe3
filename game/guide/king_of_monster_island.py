"""Learn to play King of Monster Island: you (Purple Reign) and two computer
Monsters against the Crystal Dragon. Each lesson but the last opens on your own
roll, the dice and the island laid out for it:

1. The island: zones on a ring, a Foot moves you next door; how the game is set up.
2. Energy buys Power cards.
3. Stars win an Ally.
4. Wrenches build Support.
5. Crystals and Pylons: Crystal Smash clears your zone, and a turned-up Crystal
   Surge gives the Boss's zone its third Crystal, so a Pylon rises.
6. Events and choices: a bought Keep card turns up All For That?, and you choose
   what to lose (a computer Monster chooses for itself).
7. The Bosses (the Ultimate Challenge): Steal Fame with a Boss die, beat the
   Crystal Dragon, and Lithosaur arrives.
8. The guided first game, played on: the steps come as the game offers them
   (the Boss Phase, rolling and keeping, locking and unlocking, each face of the
   dice, buying, the end of the turn); the end words say how the team wins and
   loses."""
from __future__ import annotations

from rules.core.i18n import N_

from rules.king_of_monster_island.board import PYLON, adjacent
from rules.king_of_monster_island.content import ENERGY, FIST, FOOT, HEART, SOLDIER, BAG_KINDS, STAR, WRENCH

from ..table.lesson import Claim, Lesson, GuideStep, has

LEARNER = 0


# -- what the arrow points at (the table's key targets, game/tables/king_of_monster_island/table.py):
# -- a die of the tray is ("die:<face>", i), a lit place that makes a move at once is that move, one
# -- that leads on is ("pick:<kind>", ...); a chip is its action. A move made die then target names the
# -- target first (lit once the die is picked) and the die after it (what to click first).
def die_then(face: str, *targets: str) -> tuple[str, ...]:
    """The target(s) the picked dice of `face` are used on, else a die of that face to pick."""
    return (*targets, f"die:{face}")


def keep_roll() -> tuple[str, ...]:
    return ("StopRolling",)


def energy_dice() -> tuple[str, ...]:
    return die_then("energy", "GainEnergy")


def done_with_dice() -> tuple[str, ...]:
    return ("EndResolve",)


def market_card() -> tuple[str, ...]:
    return ("Buy",)


def end_turn() -> tuple[str, ...]:
    return ("EndTurn",)

#: the tray's dice as the arrow finds them (a die picks its group; its targets light next)
DICE = tuple(f"die:{face}" for face in ("heart", "energy", "star", "fist", "foot", "wrench"))

STEPS = (
    GuideStep("boss", N_("The Boss, then you"),
              N_("The Boss Phase opens every turn: the Boss drops its dice into the volcano, walks to the zone "
                 "where most of them landed, and Minions arrive there; Minions in a Monster's zone strike it "
                 "(Space skips the show). Then your Monster plays: you rolled six dice. Click the dice you "
                 "want to roll again, then press Reroll."),
              has("RerollDice"), ("RerollMarked", "MarkDie"), teaches=("RerollDice",)),
    GuideStep("keep", N_("Keep the Roll"),
              N_("You may reroll up to three times. When the faces suit you, press Keep this Roll (Enter): "
                 "then you use the dice."),
              has("StopRolling"), ("StopRolling",)),
    GuideStep("lock", N_("Lock a die"),
              N_("Use your dice one group at a time, in any order. Lock puts a die on a free space of your "
                 "zone, face unchanged: a Monster whose turn comes in this zone may Unlock it into its Roll "
                 "later. Click a die, then the lit free space of your zone."),
              has("Lock"), ("Lock", *DICE)),
    GuideStep("energy", N_("Energy"),
              N_("Energy dice count together: 1, 3, 6, 10 or 15 Energy for one to five of them. Energy buys "
                 "Power cards at the end of your turn. Click an Energy die, then your Monster."),
              has("GainEnergy"), ("GainEnergy", "die:energy")),
    GuideStep("damage", N_("Fists and Feet"),
              N_("A Fist deals 2 Damage in your zone, a Foot 1 (or moves you). The Damage waits in the zone "
                 "until you spend it on a target. Click a Fist die, then your zone."),
              has("Fists", "FootDamage"), ("Fists", "FootDamage", "die:fist", "die:foot")),
    GuideStep("targets", N_("Choose a target"),
              N_("Spend the Damage: a Minion is destroyed when one group's Damage reaches its Health (on its "
                 "token); the Boss can be hit only when no Minion is in its zone, and the team wins the "
                 "moment it reaches 0 Health. Click a lit Minion or the Boss."),
              has("Hit"), ("Hit",)),
    GuideStep("stars", N_("Stars and the Ally"),
              N_("Stars bring Fame, and for each Star you may take a Boss die from your zone for one more. "
                 "Fame wins an Ally: its powers help your Monster. Click a Star die, then your Monster."),
              has("GainFame", "ChooseAlly", "StealFame"), ("GainFame", "ChooseAlly", "StealFame", "die:star")),
    GuideStep("end", N_("End the turn"),
              N_("Your dice are used, and those you left went back. Energy buys the lit market cards (hover one to read it): a Keep "
                 "card stays with your Monster, a Discard card acts once, and an Event turned up acts at once "
                 "on everyone; for 2 Energy, Sweep turns up three new cards. Press End turn: the next Monster "
                 "plays, and its turn opens with the Boss Phase again."),
              has("EndTurn"), ("EndTurn",), teaches=("Buy", "Sweep", "EndTurn")),
    GuideStep("unlock", N_("Unlock a die"),
              N_("A die Locked in your zone, yours or a friend's, may be taken back into your Roll, face "
                 "unchanged, and used now. Click the lit Locked die."),
              has("Unlock"), ("Unlock",), after=("end",)),
    GuideStep("hearts", N_("Hearts"),
              N_("Each Heart gives 1 Health to a Monster in your zone, yours or a friend's: a Monster that "
                 "begins its turn at 0 Health loses the game for the team. Click a Heart die, then a lit Monster."),
              has("Heal"), ("Heal", "die:heart")),
    GuideStep("feet", N_("Feet"),
              N_("A Foot deals 1 Damage, or moves your Monster to a zone next to it, or pushes a Monster there. "
                 "Click a Foot die, then a lit zone or Monster."),
              has("FootMove", "FootKick"), ("FootMove", "FootKick", "FootDamage", "pick:monster", "die:foot"),
              teaches=("FootMove", "FootKick", "FootDamage")),
)

GUIDE = Lesson(
    name="first_game", title=N_("A first game"), plays_on=True,
    sections=(N_("The game in brief"), N_("A turn"), N_("Boss Phase"), N_("Monster Phase: rolling"),
              N_("Monster Phase: resolving dice"), N_("Damage")),
    game_id="king_of_monster_island", seed=8, seats="haa", steps=STEPS,
    end_text=N_("The team wins the moment the Boss reaches 0 Health. It loses when a Monster begins its turn "
                "at 0 Health, when a third Pylon rises (three Crystals in a zone make one), or when a Minion "
                "must come from an empty bag. Feet move you between zones, and three or more Wrenches build "
                "a Support tile you may use. Play on, or switch the guide off."),
    options={"boss": "crystal_dragon", "side": "normal"},
    also=("EndResolve", "ChooseAlly"))


def my_rolling(state) -> bool:
    """The learner's Monster Phase has begun: six dice rolled, nothing else waiting."""
    return state.active == LEARNER and state.phase == "rolling" and not state.tasks


def rolled(*faces: str):
    """A lesson's `prepare`: the learner's six dice show `faces`, none marked."""
    def prepare(state) -> None:
        state.roll = list(faces)
        state.marks = [False] * len(state.roll)
    return prepare


#: what every lesson on the learner's own roll shares: the table, the Boss, the moment
ON_MY_ROLL = dict(game_id="king_of_monster_island", seed=8, seats="haa",
                  options={"boss": "crystal_dragon", "side": "normal"}, ready=my_rolling)


def keep_step(why: str) -> GuideStep:
    """A lesson's first step: keep the prepared roll, `why` saying what it holds."""
    return GuideStep("keep", N_("Keep the Roll"), why, has("StopRolling"), keep_roll())


def bought(state) -> bool:
    return len(state.keeps[LEARNER]) + len(state.discard) > 0


BUY = Lesson(
    name="buy", title=N_("Energy buys Power cards"),
    sections=(N_("Buying Power cards"), N_("Keep cards"), N_("Discard cards"), N_("End of Turn"),
              N_("Spending die faces")),
    **ON_MY_ROLL, prepare=rolled(ENERGY, ENERGY, ENERGY, ENERGY, STAR, HEART),
    opening=N_("Your Monster Phase: your dice show four Energy, a Star and a Heart."),
    steps=(
        keep_step(N_("Four Energy is what this lesson wants: press Keep this Roll.")),
        GuideStep("energy", N_("Ten Energy"),
                  N_("Energy dice count together: 1, 3, 6, 10 or 15 Energy for one to five of them, so your "
                     "four make 10. Click an Energy die, then your Monster."),
                  has("GainEnergy"), energy_dice()),
        GuideStep("done", N_("Done with dice"),
                  N_("You need not use every die: press Done with dice, and the others go back."),
                  has("EndResolve"), done_with_dice(), after=("energy",)),
        GuideStep("buy", N_("Buy a card"),
                  N_("Energy buys the market's cards, each for its cost (hover one to read it): a Keep card stays "
                     "with your Monster, a Discard card acts once. Press a lit card."),
                  has("Buy"), market_card()),
        GuideStep("end", N_("End the turn"),
                  N_("Press End the turn: the next Monster plays, and its turn opens with the Boss Phase."),
                  has("EndTurn"), end_turn(), after=("buy",))),
    also=("ChooseAlly", "Sweep", "Heal", "GainFame", "Lock", "MarkDie", "RerollDice", "RerollMarked"),
    end_text=N_("Your card is bought. Energy left over stays with your Monster for a later turn."),
    claims=(Claim("a card was bought", bought),))

def has_ally(state) -> bool:
    return bool(state.ally[LEARNER])


ALLY = Lesson(
    name="ally", title=N_("Stars win an Ally"),
    sections=(N_("Allies"), N_("Ally sheets")),
    **ON_MY_ROLL, prepare=rolled(STAR, STAR, FIST, FIST, ENERGY, HEART),
    opening=N_("Your Monster Phase: your dice show two Stars."),
    steps=(
        keep_step(N_("Two Stars are what this lesson wants: press Keep this Roll.")),
        GuideStep("stars", N_("Two Stars"),
                  N_("Each Star you resolve gives your Monster 1 Fame. Click a Star die (both Stars are picked), "
                     "then your Monster."),
                  has("GainFame"), die_then("star", "GainFame")),
        GuideStep("ally", N_("Choose an Ally"),
                  N_("With its first Fame your Monster chooses a free Ally sheet. Each sheet has four powers that "
                     "work from 2, 5, 8 and 12 Fame, so at 2 Fame its first power already helps you (hover a "
                     "sheet to read it). Click the Ally you want."),
                  has("ChooseAlly"), ("ChooseAlly",), free=True)),
    also=("StealFame", "Heal", "GainEnergy", "Fists", "Lock", "EndResolve", "MarkDie", "RerollDice",
          "RerollMarked"),
    end_text=N_("Your Monster has an Ally. Should its Fame fall to 0, the Ally goes back and you choose again "
                "at 1 Fame."),
    claims=(Claim("the learner's Monster has an Ally", has_ally),
            Claim("two Stars gave 2 Fame", lambda s: s.fame[LEARNER] == 2)))


def my_tiles(state) -> list[int]:
    """The learner's zone's Support spaces that hold a tile (their indices in `spaces`)."""
    z = state.zone[LEARNER]
    return [i for i in (2 * z, 2 * z + 1) if state.spaces[i]]


SUPPORT = Lesson(
    name="support", title=N_("Wrenches build Support"),
    sections=(N_("Support tiles"), N_("The twelve Support tiles")),
    **ON_MY_ROLL, prepare=rolled(WRENCH, WRENCH, WRENCH, ENERGY, FIST, HEART),
    opening=N_("Your Monster Phase: your dice show three Wrenches."),
    steps=(
        keep_step(N_("Three Wrenches are what this lesson wants: press Keep this Roll.")),
        GuideStep("build", N_("Build a Support tile"),
                  N_("Three Wrenches resolved together build a value-3 Support tile in your zone, four build a "
                     "value-4 one. Click a Wrench die, then the lit Support space."),
                  has("BuildSupport"), die_then("wrench", "BuildSupport")),
        GuideStep("activate", N_("Use the tile"),
                  N_("In your turn you may use a face-up Support tile of your zone: it turns face down and its "
                     "face is resolved as one more die of your Roll. Click the lit tile."),
                  has("ActivateSupport"), ("ActivateSupport",), after=("build",)),
        GuideStep("energy", N_("The tile's die"),
                  N_("The tile's Energy die joins your own Energy die: two Energy dice make 3 Energy. Click the "
                     "Energy die, then your Monster."),
                  has("GainEnergy"), die_then("energy", "GainEnergy"), after=("activate",))),
    also=("Heal", "Fists", "Lock", "EndResolve", "DropVirtual", "MarkDie", "RerollDice", "RerollMarked"),
    end_text=N_("A used tile stays face down until it is recharged: on a later turn, a click on it turns it face "
                "up again (not in the turn it was used)."),
    claims=(Claim("a Support tile stands in the learner's zone", lambda s: bool(my_tiles(s))),
            Claim("the tile was used: it is face down", lambda s: any(s.spent[i] for i in my_tiles(s))),
            Claim("two Energy dice gave 3 Energy", lambda s: s.energy[LEARNER] == 3)))

def laid(*faces: str, **fields):
    """A lesson's `prepare`: the learner's six dice show `faces` (rolled()), and
    each of the state's `fields` is set by its function of the state (the island,
    the market, the deck laid out for the lesson)."""
    roll = rolled(*faces)

    def prepare(state) -> None:
        roll(state)
        for lay in fields.values():
            lay(state)
        state._legal, state._pcache, state._bcache = None, {}, None   # read afresh from the laid-out state
    return prepare


#: the learner's zone and the Boss's in the lessons' seeded set-up (seed 8): zone 2 and zone 1, next to
#: each other; the other Monsters stand in zones 4 and 6
MY_ZONE, BOSS_ZONE = 1, 0


def to_top(state, *cards: str) -> None:
    """The deck's next cards are `cards`, the first turned up first (the top is the end)."""
    for c in cards:
        state.deck.remove(c)
    state.deck.extend(reversed(cards))


def market(*cards: str):
    """The market shows `cards`; those it showed go back into the deck, under the rest."""
    def lay(state) -> None:
        for old in state.market:
            state.deck.insert(0, old)
        for c in cards:
            if c in state.deck:
                state.deck.remove(c)
        state.market = list(cards)
    return lay


def with_ally(ally: str, seat: int = LEARNER):
    def lay(state) -> None:
        state.ally[seat] = ally
        if ally in state.allies_pool:
            state.allies_pool.remove(ally)
    return lay


def learner_zone(state) -> int:
    return state.zone[LEARNER]


ISLAND = Lesson(
    name="island", title=N_("The island"),
    sections=(N_("The island"), N_("Setting up"), N_("The rulebook's example of a turn")),
    **ON_MY_ROLL, prepare=rolled(FOOT, FIST, ENERGY, HEART, STAR, WRENCH),
    opening=N_("Your Monster Phase: your dice show a Foot."),
    steps=(
        keep_step(N_("At set-up the Boss stood in zone 1 and the Monsters spread round the island, a Minion came "
                     "into every zone, three cards into the market, and one Ally sheet more than there are "
                     "Monsters was dealt. Each Monster starts with 10 Health, no Fame, no Energy. This lesson "
                     "wants your Foot: press Keep this Roll.")),
        GuideStep("move", N_("Walk next door"),
                  N_("The six zones make a ring, numbered 1 to 6 clockwise; each has three die spaces (for Locked "
                     "dice and Crystals) and two Support spaces. A Foot moves you to a zone next to yours, or "
                     "deals 1 Damage where you stand. Click the Foot die, then a lit zone next to yours."),
                  has("FootMove"), die_then("foot", "FootMove"), teaches=("FootMove",))),
    also=("FootDamage", "FootKick", "Fists", "GainEnergy", "Heal", "GainFame", "BuildSupport", "Lock",
          "EndResolve", "MarkDie", "RerollDice", "RerollMarked", "ChooseAlly"),
    end_text=N_("Your Monster walked to the zone next door. Zone 1 and zone 6 touch too: the ring has no end, "
                "and the zone opposite yours is three steps away. Each Foot deals 1 Damage, so three deal 3, "
                "though the rulebook's example of a turn counts 6."),
    claims=(Claim("the learner's Monster stands in a zone next to zone 2",
                  lambda s: learner_zone(s) in adjacent(MY_ZONE)),))


def crystals_laid(state) -> None:
    """Two Crystals in your zone and two in the Boss's, one Pylon already up in zone 5; 4 Energy saved."""
    state.crystals[MY_ZONE] = 2
    state.crystals[BOSS_ZONE] = 2
    state.spaces[2 * 4] = PYLON
    state.energy[LEARNER] = 4


def pylons(state) -> int:
    return state.spaces.count(PYLON)


CRYSTALS = Lesson(
    name="crystals", title=N_("Crystals and Pylons"),
    sections=(N_("Crystals and Pylons"), N_("Boss choices made by a fixed rule")),
    **ON_MY_ROLL,
    prepare=laid(HEART, HEART, STAR, FIST, FOOT, WRENCH, island=crystals_laid,
                 market=market("crystal_smash", "meteor_drop", "tidal_wave"),
                 deck=lambda s: to_top(s, "crystal_surge", "scent_tracker")),
    opening=N_("Your Monster Phase: Crystals stand in your zone and in the Boss's."),
    steps=(
        keep_step(N_("The Boss builds Crystals, and here two stand in your zone and two in the Boss's. A "
                     "Crystal takes a free die space; with none free it pushes off the die Locked there "
                     "earliest. This lesson needs no dice: press Keep this Roll.")),
        GuideStep("done", N_("Done with dice"),
                  N_("You saved 4 Energy on earlier turns. Leave the dice: press Done with dice."),
                  has("EndResolve"), done_with_dice()),
        GuideStep("smash", N_("Buy Crystal Smash"),
                  N_("Three Crystals in a zone become a Pylon, and a third Pylon on the island loses the game. "
                     "One stands in zone 5 already. Crystal Smash removes up to two Crystals from your zone: "
                     "press it."),
                  has("Buy"), market_card(), after=("done",))),
    also=("Heal", "GainFame", "Fists", "FootMove", "FootDamage", "FootKick", "BuildSupport", "Lock", "Sweep",
          "MarkDie", "RerollDice", "RerollMarked", "ChooseAlly", "EndTurn"),
    end_text=N_("Your zone is clear, but the card that filled the market was Crystal Surge, a bad Event: it "
                "built a third Crystal in the Boss's zone, and a Pylon rose there on the value-3 Support space "
                "(the rules pick the space, not the players). That is two Pylons: one more and the team loses."),
    claims=(Claim("Crystal Smash cleared the learner's zone", lambda s: s.crystals[MY_ZONE] == 0),
            Claim("Crystal Surge made a Pylon in the Boss's zone: two Pylons stand",
                  lambda s: s.pylons_in(BOSS_ZONE) == 1 and s.crystals[BOSS_ZONE] == 0 and pylons(s) == 2)))


def keep_tax_laid(state) -> None:
    """You: 5 Energy and 1 Fame. Pagurah, the next seat: a Keep card, 2 Energy, 1 Fame."""
    state.energy[LEARNER], state.fame[LEARNER] = 5, 1
    state.energy[1], state.fame[1] = 2, 1
    state.deck.remove("stone_hide")
    state.keeps[1] = ["stone_hide"]


def penalty_paid(state) -> bool:
    return "all_for_that" in state.discard and (state.energy[LEARNER], state.fame[LEARNER]) in ((0, 1), (2, 0))


EVENTS = Lesson(
    name="events", title=N_("Events and choices"),
    sections=(N_("Events"), N_("Choices in Events and cards"), N_("About the computer players")),
    **ON_MY_ROLL,
    prepare=laid(HEART, HEART, STAR, FIST, FOOT, WRENCH, monsters=keep_tax_laid,
                 ally=with_ally("ally_scientists"), ally1=with_ally("ally_apes", 1),
                 market=market("storm_catcher", "meteor_drop", "tidal_wave"),
                 deck=lambda s: to_top(s, "all_for_that", "scent_tracker")),
    opening=N_("Your Monster Phase: you saved 5 Energy."),
    steps=(
        keep_step(N_("Events are shuffled into the deck with the Power cards. This lesson needs no dice: "
                     "press Keep this Roll.")),
        GuideStep("done", N_("Done with dice"),
                  N_("Leave the dice: press Done with dice."), has("EndResolve"), done_with_dice()),
        GuideStep("buy", N_("Buy Storm Catcher"),
                  N_("Storm Catcher is a Keep card: it gives you 1 Energy at the start of each of your Monster "
                     "Phases. Press it."),
                  has("Buy"), market_card(), after=("done",)),
        GuideStep("choose", N_("All For That?"),
                  N_("The card turned up for the empty slot is an Event: it acts at once, then is discarded. "
                     "All For That? makes each Monster with a Keep card lose 2 Energy or 1 Fame, its owner's "
                     "choice, in turn order from yours. Choose one."),
                  has("PayPenalty"), ("PayPenalty",), free=True)),
    also=("Heal", "GainFame", "Fists", "FootMove", "FootDamage", "FootKick", "BuildSupport", "Lock", "Sweep",
          "MarkDie", "RerollDice", "RerollMarked", "EndTurn"),
    end_text=N_("Pagurah, with a Keep card too, chooses next: its computer player sees what you would in its seat, never the deck's "
                "order or the dice to come. Easy plays by Normal's rules of thumb but moves at random about a third "
                "of the time; Hard tries each choice over many imagined futures. Good Events help, bad ones hurt."),
    claims=(Claim("All For That? acted and was discarded; the learner lost 2 Energy or 1 Fame", penalty_paid),))


def boss_laid(state) -> None:
    """Ultimate Challenge: the Crystal Dragon at 3 Health, alone in zone 1 with one Boss die; you beside it."""
    for i, k in enumerate(BAG_KINDS):
        state.bag[i] += state.minions[BOSS_ZONE][i]
        state.minions[BOSS_ZONE][i] = 0
    state.zone[LEARNER] = BOSS_ZONE
    state.boss_health = 3
    state.bd_zone[1], state.bd_face[1] = BOSS_ZONE, 5        # Boss die 2 on its SS face
    state.fame[LEARNER] = 1


BOSSES = Lesson(
    name="bosses", title=N_("The Bosses"),
    sections=(N_("The Bosses"), N_("Boss dice"), N_("Ultimate Challenge"), N_("Crystal Dragon"),
              N_("Lithosaur"), N_("Lavalord")),
    game_id="king_of_monster_island", seed=8, seats="haa", ready=my_rolling,
    options={"boss": "crystal_dragon", "side": "normal", "ultimate": True},
    prepare=laid(STAR, FIST, FIST, HEART, ENERGY, WRENCH, boss=boss_laid, ally=with_ally("ally_scientists")),
    opening=N_("The Ultimate Challenge: three Bosses, one after another."),
    steps=(
        keep_step(N_("You stand with the Crystal Dragon, the first of three Bosses. It has 3 Health left and no "
                     "Minion guards it. Press Keep this Roll.")),
        GuideStep("stars", N_("A Star"),
                  N_("A Star gives you 1 Fame. Click the Star die, then your Monster."),
                  has("GainFame"), die_then("star", "GainFame")),
        GuideStep("steal", N_("Steal Fame"),
                  N_("Boss dice land in the zones from the volcano; each face shows Minion, Crystal or Star "
                     "icons, or none. For each Star you may take a Boss die from your zone for 1 more Fame: click the "
                     "lit Boss die."),
                  has("StealFame"), ("StealFame",), after=("stars",)),
        GuideStep("fists", N_("Two Fists"),
                  N_("Two Fists deal 4 Damage. Click a Fist die, then your zone."),
                  has("Fists"), die_then("fist", "Fists")),
        GuideStep("hit", N_("Beat the Dragon"),
                  N_("The 4 Damage waits in zone 1. Click the Crystal Dragon: at 0 Health it is beaten."), has("Hit"), ("Hit",), after=("fists",)),
        GuideStep("end", N_("End the turn"),
                  N_("The Dragon is beaten, but your turn goes on to its end. Each Boss has a power before it moves "
                     "and five more that switch on with its Fame (hover the Boss sheet). Press Done with dice, "
                     "then End the turn."),
                  has("EndResolve", "EndTurn"), (*end_turn(), *done_with_dice()), teaches=("EndTurn",),
                  after=("hit",))),
    also=("Heal", "GainEnergy", "BuildSupport", "Lock", "EndResolve", "Buy", "Sweep", "Done", "MarkDie",
          "RerollDice", "RerollMarked"),
    end_text=N_("Lithosaur came with 0 Fame, 20 Health and 6 Boss dice, to the first zone clockwise from the Dragon's with no "
                "Monster in it; each Pylon would have given way to five Minions. Lavalord comes last, with "
                "Firelings, 1-Health Minions from a pool of their own: beat it and the team wins."),
    claims=(Claim("the Crystal Dragon was beaten and Lithosaur arrived with 20 Health",
                  lambda s: s.boss_id == "lithosaur" and s.bosses_beaten == 1 and s.boss_health == 20),))


LESSONS = (ISLAND, BUY, ALLY, SUPPORT, CRYSTALS, EVENTS, BOSSES, GUIDE)
