"""The guided first game of King of Monster Island: you (Purple Reign) and two
computer Monsters against the Crystal Dragon. The steps come as the game offers
them: the Boss Phase that opens every turn, rolling and keeping, locking and
unlocking, each face of the dice (Energy, Damage and its targets, Hearts, Feet,
Stars, Wrenches), buying and sweeping the market, and the end of the turn; the
end words say how the team wins and loses."""
from __future__ import annotations

from rules.core.i18n import N_

from rules.king_of_monster_island.content import ENERGY, FIST, HEART, STAR, WRENCH

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

LESSONS = (BUY, ALLY, SUPPORT, GUIDE)
