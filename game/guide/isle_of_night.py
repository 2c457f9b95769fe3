"""Learn to play Isle of Night: twelve lessons, three players on the first-game
island (1A), each opening on a centre laid out for it (IsleOfNightState.arranged):

1. Claim a type: every card of it comes to you.
2. Swords bring a dragon.
3. A conch horn's swap.
4. A scroll's lock.
5. A magic staff replays a conch horn you own.
6. Cursed rings: at the start of your turn each ring discards one of your
   cards, and then claims one card of any type from the centre.
7. A location: Dragon's Perch takes every dragon.
8. Mirror Lake: one more claim in the same turn.
9. Echoing Grotto: two swaps.
10. Sealed Archive: two locks, and its 2 points at the end.
11. The last lantern ends the night at once, and the scoring.
12. A whole night that plays on.
"""
from __future__ import annotations

from rules.core.i18n import N_
from rules.isle_of_night import lookup

from ..table.lesson import Claim, GuideStep, Lesson, has, take_position

LEARNER = 0
code = lookup.CARD_BY_CODE


def arrange(**layout):
    """The lesson's position: the centre and the cards each player owns as
    given, on the first-game island, the learner (seat 0) to claim."""
    def prepare(state) -> None:
        laid = type(state).arranged(players=state.players, seed=7, **layout)
        take_position(state, laid)
    return prepare


def owns(*cards: str):
    return lambda state: all(code[c] in state.owned[LEARNER] for c in cards)


def claims(kind: str):
    """The step comes when a card of this type may be claimed."""
    wanted = (range(lookup.NUM_PLAIN_TYPES, lookup.NUM_TYPES) if kind == "location"
              else (lookup.TYPE_KEYS.index(kind),))

    def when(view, seat, kinds) -> bool:
        return "ClaimType" in kinds and any(type(a).__name__ == "ClaimType" and a.kind in wanted
                                            for a in view.legal_actions(seat))

    def did(action) -> bool:
        return type(action).__name__ == "ClaimType" and action.kind in wanted
    return when, did


def claim_step(name: str, title: str, text: str, kind: str, point: tuple[str, ...] = ()) -> GuideStep:
    when, did = claims(kind)
    return GuideStep(name, title, text, when, point or (kind,), teaches=("ClaimType",), by=did)


def grid_moved(state) -> bool:
    return state.score_grid != [lookup.SCORE_INDEX[s] for s in
                                (lookup.SCORE_IDS[i] for i in state.side.score_cards)]


def lesson(name: str, title: str, sections, steps, end_text: str, layout: dict, claims_=(), **kw) -> Lesson:
    return Lesson(game_id="isle_of_night", seed=22, seats="haa", steps=tuple(steps), name=name, title=title,
                  sections=tuple(sections), prepare=arrange(**layout), end_text=end_text, claims=tuple(claims_),
                  opening=kw.pop("opening", N_("Your turn: the centre is laid out for this lesson.")), **kw)


CLAIM = lesson(
    "claim", N_("Claim a type"),
    (N_("Your turn"), N_("The idea"), N_("Setting up"), N_("Score cards"), N_("Islands")),
    [claim_step("beetles", N_("Claim the beetles"),
                N_("Each turn three cards are drawn into the centre; then you claim one type there and take every "
                   "card of it. Click a beetle: both beetles come to you, and each shows two beetle icons. The "
                   "score cards on the island say what a set of each type is worth at the end: three beetle icons "
                   "make a beetle set."), "beetles")],
    N_("Both beetles are yours: four icons, one set of three and one icon over. The others take their turns "
       "in the same way."),
    {"centre": ["BEE-07", "BEE-08", "SPI-02"]},
    [Claim("both beetles came to you", owns("BEE-07", "BEE-08"))])

SWORDS = lesson(
    "swords", N_("Swords bring dragons"), (N_("Dragons and serpents"),),
    [claim_step("swords", N_("Claim the sword"),
                N_("Dragons and serpents are never claimed as a type: a sword brings one dragon from the centre, "
                   "a spear one serpent. Click the sword."), "swords"),
     GuideStep("dragon", N_("Take a dragon"),
               N_("Your sword lets you take one dragon: click a lit dragon. The serpent stays, as you claimed no "
                  "spear."), has("ChooseDragon"), ("dragons",), teaches=("ChooseDragon", "SkipCreature"))],
    N_("The sword and one dragon are yours; the serpent waits in the centre for a spear."),
    {"centre": ["SWO-02", "DRA-03", "DRA-04", "SER-03"]},
    [Claim("the sword and one dragon, not the serpent", lambda s: owns("SWO-02")(s)
           and sum(1 for c in s.owned[LEARNER] if lookup.TYPE_KEYS[lookup.CARD_TYPE[c]] == "dragons") == 1
           and code["SER-03"] not in s.owned[LEARNER])])

CONCH = lesson(
    "conch", N_("A conch horn's swap"), (N_("Conch horns and swaps"),),
    [claim_step("conches", N_("Claim the conch horn"),
                N_("A conch horn lets you swap two score cards joined by a line on the island. Click the conch "
                   "horn."), "conches"),
     GuideStep("swap", N_("Make a swap"),
               N_("Click a lit score card, then the one to swap it with: move a good score to a type you collect, "
                  "or a poor one to a rival's. Locked cards never move."), has("Swap"), ("position",),
               teaches=("Swap", "SkipSwap"))],
    N_("Two score cards changed places: the sets of their types now score by their new positions."),
    {"centre": ["CON-01", "BEE-02", "SPI-03"], "owned": [["BEE-07", "BEE-08"], [], []]},
    [Claim("two score cards changed places", grid_moved)])

SCROLL = lesson(
    "scroll", N_("A scroll's lock"), (N_("Scrolls and locks"),),
    [claim_step("scrolls", N_("Claim the scroll"),
                N_("A scroll locks one score card where it is, so no conch horn can move it, or unlocks a locked "
                   "one. Click the scroll."), "scrolls"),
     GuideStep("lock", N_("Lock a score card"),
               N_("Click the lit score card the arrow shows to lock it where it is."), has("Lock", "Unlock"),
               ("position",), teaches=("Lock", "Unlock", "SkipScroll"))],
    N_("That score card shows its lock side: no swap can move it until a scroll unlocks it."),
    {"centre": ["SCR-02", "BUT-02", "SPI-04"], "owned": [["BEE-07", "BEE-08"], [], []]},
    [Claim("a score card is locked", lambda s: s.locked != 0)])

STAFF = lesson(
    "staff", N_("A magic staff"), (N_("Magic staffs"),),
    [claim_step("staffs", N_("Claim the staff"),
                N_("A magic staff throws away one of your other cards and plays that card's power again. You own a "
                   "conch horn from an earlier turn. Click the staff."), "staffs"),
     GuideStep("staff_discard", N_("Discard the conch"),
               N_("Click your conch horn: the staff throws it away and its swap happens again now."),
               has("StaffDiscard"), ("discard", "choice")),
     GuideStep("swap", N_("The swap again"),
               N_("Click a lit score card, then the one to swap it with."), has("Swap"), ("position",),
               teaches=("Swap", "SkipSwap"), after=("staff_discard",))],
    N_("The staff played the conch horn's swap again; the conch horn itself is out of the game."),
    {"centre": ["STA-02", "BEE-03", "SPI-05"], "owned": [["CON-02"], [], []]},
    [Claim("the conch horn was thrown away", lambda s: code["CON-02"] in s.out),
     Claim("its swap happened again", grid_moved)])

RINGS = lesson(
    "rings", N_("Cursed rings"), (N_("Cursed rings"),),
    [GuideStep("ring_discard", N_("A ring discards"),
               N_("You own a cursed ring: at the start of each of your turns, after the draw, each ring first "
                  "throws away one of your cards (not a ring), and then claims one card of any type from the "
                  "centre. Click your beetle to throw it away."), has("RingDiscard"), ("discard", "choice")),
     GuideStep("ring_claim", N_("Then it takes a card"),
               N_("Now take one card of any type, even a dragon: click the dragon."), has("RingClaim"),
               ("dragons", "choice")),
     claim_step("claim", N_("Then claim as usual"),
                N_("Your claim comes after the rings: click the spider. A ring costs 3 points at the end, and you "
                   "may claim at most three in a game."), "spiders")],
    N_("The ring swapped your beetle for the dragon before your claim. Each ring you own costs 3 points at the "
       "end."),
    {"centre": ["DRA-05", "SPI-06", "BUT-03"], "owned": [["RIN-03", "BEE-02"], [], []]},
    [Claim("the ring threw the beetle away", lambda s: code["BEE-02"] in s.out),
     Claim("and then took the dragon", owns("DRA-05"))])

LOCATION = lesson(
    "location", N_("A location"), (N_("Locations"),),
    [claim_step("location", N_("Claim Dragon's Perch"),
                N_("A location is a type of its own, with its own power or end-of-night score (hover it to read "
                   "it); you may take only one location a turn. Dragon's Perch takes every dragon in the centre, "
                   "no sword needed. Click it."), "location", ("location",))],
    N_("Dragon's Perch brought both dragons with it."),
    {"centre": ["LOC-03", "DRA-06", "DRA-07", "BEE-04"]},
    [Claim("Dragon's Perch and both dragons are yours", owns("LOC-03", "DRA-06", "DRA-07"))])


MIRROR = lesson(
    "mirror_lake", N_("Mirror Lake's extra claim"), (N_("Locations"),),
    [claim_step("mirror", N_("Claim Mirror Lake"),
                N_("Some locations act the moment they are claimed. Mirror Lake gives you one more claim this "
                   "turn, by the usual rules but not of a location. Click Mirror Lake."), "location", ("location",)),
     claim_step("again", N_("The extra claim"),
                N_("Now claim one more type from the centre: click a beetle, and both come to you."), "beetles")],
    N_("Mirror Lake and both beetles are yours, in one turn."),
    {"centre": ["LOC-07", "BEE-03", "BEE-04", "SPI-02"]},
    [Claim("Mirror Lake and both beetles are yours", owns("LOC-07", "BEE-03", "BEE-04"))])

GROTTO = lesson(
    "echoing_grotto", N_("Echoing Grotto's two swaps"), (N_("Locations"),),
    [claim_step("grotto", N_("Claim Echoing Grotto"),
                N_("Echoing Grotto lets you make up to two swaps, one after the other, as a conch horn does. "
                   "Click Echoing Grotto."), "location", ("location",)),
     GuideStep("swap", N_("The first swap"),
               N_("Click a lit score card, then the one to swap it with."), has("Swap"), ("position",),
               teaches=("Swap", "SkipSwap")),
     GuideStep("swap_again", N_("The second swap"),
               N_("Make a second swap as you like, or none: press Make no swap to keep the cards where they are "
                  "now."), has("Swap", "SkipSwap"), ("choice", "position"), teaches=("Swap", "SkipSwap"),
               after=("swap",), free=True)],
    N_("Echoing Grotto's swaps are made; the score cards score by their new positions."),
    {"centre": ["LOC-05", "BEE-05", "SPI-03"], "owned": [["BEE-07", "BEE-08"], [], []]},
    [Claim("score cards changed places", grid_moved), Claim("Echoing Grotto is yours", owns("LOC-05"))])


ARCHIVE = lesson(
    "sealed_archive", N_("Sealed Archive's locks"), (N_("Locations"),),
    [claim_step("archive", N_("Claim Sealed Archive"),
                N_("Sealed Archive locks or unlocks up to two score cards when you claim it, and is worth 2 points "
                   "at the end. Click Sealed Archive."), "location", ("location",)),
     GuideStep("lock", N_("Lock a score card"),
               N_("Click the lit score card the arrow shows to lock it."), has("Lock", "Unlock"), ("position",),
               teaches=("Lock", "Unlock", "SkipScroll")),
     GuideStep("lock_again", N_("Lock another"),
               N_("A second lock or unlock as you like, or none: press Lock nothing to stop here."),
               has("Lock", "Unlock", "SkipScroll"), ("choice", "position"), teaches=("Lock", "Unlock", "SkipScroll"),
               after=("lock",), free=True)],
    N_("A locked score card stays where it is: no conch horn can move it. Sealed Archive adds 2 points at the "
       "end."),
    {"centre": ["LOC-06", "BUT-04", "SPI-04"], "owned": [["BEE-07", "BEE-08"], [], []]},
    [Claim("a score card is locked", lambda s: s.locked != 0),
     Claim("Sealed Archive counts 2 points", lambda s: owns("LOC-06")(s)
           and s.score_breakdown()[LEARNER]["Places"] == 2)])


def lantern_points(state) -> bool:
    """Each lantern the learner owns is worth 1 point: the breakdown's lantern line is their count."""
    owned = sum(1 for c in state.owned[LEARNER] if lookup.TYPE_KEYS[lookup.CARD_TYPE[c]] == "lanterns")
    return owned == 2 and state.score_breakdown()[LEARNER]["Lanterns"] == owned


LANTERNS = lesson(
    "lanterns", N_("The last lantern"), (N_("The end of the night"), N_("Scoring")),
    [claim_step("lanterns", N_("Claim the lantern"),
                N_("The night ends the moment 3 + the number of players lanterns have been claimed: six here, "
                   "and five are out already. Click the lantern to end the night."), "lanterns")],
    N_("The sixth lantern ended the night at once. Each score card scores its type's sets; each treasure chest "
       "is worth 2 points, each lantern you own 1, each cursed ring costs 3, and the most magic symbols earn the "
       "island's magic bonus. Most points wins."),
    {"centre": ["LAN-03", "BEE-05", "SPI-07"], "owned": [["LAN-01", "CHE-02"], ["LAN-04", "LAN-05"], ["LAN-06", "LAN-07"]]},
    [Claim("the night is over", lambda s: s.over),
     Claim("each lantern you own is worth 1 point", lantern_points)])

WHOLE = Lesson(
    game_id="isle_of_night", seed=22, seats="haa", name="whole_night", title=N_("A whole night"),
    sections=(), plays_on=True,
    steps=(GuideStep("claim", N_("Your claim"),
                     N_("A whole night from the first draw. Claim the type you like: what glows may be chosen."),
                     has("ClaimType", "ClaimRings"), ("choice", "lanterns", "beetles", "spiders", "butterflies"),
                     teaches=("ClaimType", "ClaimRings"), free=True),),
    opening=N_("The computer players are moving; your first step comes in a moment."),
    end_text=N_("Play the night on to its last lantern."))

LESSONS = (CLAIM, SWORDS, CONCH, SCROLL, STAFF, RINGS, LOCATION, MIRROR, GROTTO, ARCHIVE, LANTERNS, WHOLE)
