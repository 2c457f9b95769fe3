"""Learn to play Isle of Monsters: five lessons.

1. Capture, feed, pass: the others have passed, so you capture a one-space
   creature, feed it, pass; it matures, and as the only one holding a mature
   creature it earns you a point.
2. The scare phase, with four players: several creatures of one element, the
   crowd won outright and then tied, a neighbour found by skipping a player who
   plays nothing, scares repeating until the cards run out, and the last
   player holding cards scoring 1 a card (the others' plays are scripted).
3. The last round: the clean-up lays out the last creatures of the deck, so
   the next round is the final one and the game ends after its scare phase.
4. The element duel: a tie for the most points, one element shown (played
   again), then fire scaring earth (Rocco's picks are scripted).
5. Two players, a whole game: the cage board nearest an island; it plays on.
"""
from __future__ import annotations

from rules.core.i18n import N_
from rules.isle_of_monsters.actions import CENTRE, DuelPick, PlayScare, element_name
from rules.isle_of_monsters.content import FOOD_INDEX

from ..table.lesson import Claim, GuideStep, Lesson, has, when_all

LEARNER = 0


def take_out(state, cards) -> None:
    """Takes `cards` out of the deck and the piles (a lesson deals them itself);
    a pile left empty gets the deck's next card."""
    for card in cards:
        for place in (state.deck, state.removed, *state.piles):
            if card in place:
                place.remove(card)
        state.seen.add(card)
    for pile in state.piles:
        if not pile:
            pile.append(state.deck.pop())
            state.seen.add(pile[-1])


def others_passed(state, bag_holder: int = 1) -> None:
    """Every player but the learner has passed this round, `bag_holder` first."""
    state.passed = [s != LEARNER for s in range(state.n)]
    state.bag_holder = bag_holder
    state.turn = LEARNER


def on_top(state, island: int, card: str) -> None:
    take_out(state, [card])
    state.piles[island].append(card)


def put_food(state, place: int, food: str, k: int = 1) -> None:
    """Puts `k` tokens of `food` on a place, from the bag."""
    i = FOOD_INDEX[food]
    k = min(k, state.bag[i])
    state.bag[i] -= k
    state.food_at(place)[i] += k


# -- 1. capture, feed, pass ---------------------------------------------------------------------------
#: the creature the first lesson captures: fire 1, one Menace Mushroom
FIRST = "IM01"


def prepare_first(state) -> None:
    others_passed(state)
    on_top(state, state.reachable(LEARNER)[0], FIRST)
    put_food(state, CENTRE, "mushroom")


def first_matured(state) -> bool:
    return FIRST in state.mature[LEARNER]


def time_to_pass(view, seat, kinds) -> bool:
    return "Pass" in kinds and any(view.cages[seat][c] is not None and view.is_fully_fed(seat, c)
                                   for c in range(len(view.cages[seat])))


FIRST_STEPS = (
    GuideStep("capture", N_("Capture a creature"),
              N_("One thing a turn: capture, feed or pass. You reach the two outer islands beside your cages and "
                 "the centre. Click the fire 1 on top of the lit pile, then a cage."),
              has("Capture"), ("pile", "cage")),
    GuideStep("feed", N_("Feed it"),
              N_("A creature matures once every feeding space on its card holds its own kind of food. The fire 1 "
                 "has one space, for a Menace Mushroom: click the lit mushroom on the centre island."),
              has("Feed"), ("food", "cage")),
    GuideStep("pass", N_("Pass"),
              N_("Its card is full. The others have passed already, and the first of them to pass took the draw "
                 "bag: that player starts the next round. Press Pass to end the nurture phase."),
              time_to_pass, ("button:Pass",), teaches=("Pass",)),
)

FIRST_LESSON = Lesson(
    game_id="isle_of_monsters", seed=3, seats="haa", steps=FIRST_STEPS, name="nurture",
    title=N_("Capture, feed, pass"),
    sections=(N_("Nurture phase"), N_("The aim"), N_("Creatures and food"), N_("Setting up"), N_("Mature phase")),
    prepare=prepare_first,
    opening=N_("Each round has four phases: nurture, mature, scare and clean-up. The other players have "
               "passed for this round, so the nurture turns are all yours now."),
    end_text=N_("Everyone passed, so your fully fed fire 1 matured and joined your mature creatures for the rest "
                "of the game. No one else has a mature creature, so there was no scare step: it earned you 1 "
                "point."),
    claims=(Claim("the fed creature matured", first_matured),
            Claim("the first to pass keeps the draw bag into the next round",
                  lambda s: s.round == 2 and s.bag_holder == 1),
            Claim("alone with a mature creature, it earns 1 point", lambda s: s.scores()[LEARNER] == 1)))


# -- 2. the scare phase ----------------------------------------------------------------------------------
#: the mature creatures each seat holds (seat 1 none): yours fire 3, fire 4, water 2 and earth 1
HANDS = {0: ["IM04", "IM06", "IM29", "IM14"], 2: ["IM22", "IM16"], 3: ["IM36", "IM28"]}
#: the others' plays, step by step: earth 5 then earth 2; water 6 then water 1
PLAYS = {2: [("IM22",), ("IM16",)], 3: [("IM36",), ("IM28",)]}


def prepare_scare(state) -> None:
    others_passed(state)
    take_out(state, [c for hand in HANDS.values() for c in hand])
    for seat, hand in HANDS.items():
        state.mature[seat] = sorted(hand)


def scripted_scare(view, seat, legal):
    """The others play their earth and water cards in order, strongest first."""
    for cards in PLAYS.get(seat, ()):
        if all(c in view.hand[seat] for c in cards):
            return PlayScare(tuple(sorted(cards)))
    return None


def scare_step(n: int):
    return lambda view, seat, kinds: "PlayScare" in kinds and view.step == n


SCARE_STEPS = (
    GuideStep("pass", N_("Pass, then scare"),
              N_("Everyone else has passed. Press Pass: with no creature to mature, the scare phase begins."),
              has("Pass"), ("button:Pass",)),
    GuideStep("several", N_("One element, many"),
              N_("Each step, everyone still holding creatures chooses one or more of them, all of one element, "
                 "in secret; all are shown at once. Click All fire to take both fire creatures (3 + 4 = 7), "
                 "then press Play. The highest total alone scares the crowd for 3 points. Rocco has no mature "
                 "creature and plays nothing, so he is skipped: your neighbours are Isla and Koa. Fire scares "
                 "earth, earth scares water, water scares fire: a point for each neighbour yours scares."),
              scare_step(1), ("button:Play", "tab=fire"), teaches=("PlayScare",)),
    GuideStep("tie", N_("A tie for the crowd"),
              N_("The steps go on while two or more players hold creatures. Now play your water 2: click it, then "
                 "press Play. Isla plays an earth 2, so you tie for the highest total: each of you earns 1 point "
                 "instead of 3."),
              scare_step(2), ("button:Play", "card=IM29"), teaches=("PlayScare",)),
)


def scare_points(state) -> bool:
    return state.crowd[LEARNER] == 4 and state.neighbour_pts[LEARNER] == 1 and state.crowd[2] == 1


SCARE_LESSON = Lesson(
    game_id="isle_of_monsters", seed=5, seats="haaa", steps=SCARE_STEPS, name="scare",
    title=N_("The scare phase"), sections=(N_("Scare phase"),),
    prepare=prepare_scare, opponent=scripted_scare,
    opening=N_("Four players, each with mature creatures but Rocco, who has none."),
    end_text=N_("Only you still hold a creature (the earth 1), so the steps stop and it earns you 1 point. Your "
                "scare phase: 3 for the crowd, 1 for scaring Isla's earth with fire, 1 for the tie and 1 for "
                "the card left over. Every creature goes back to its owner for the next scare phase."),
    claims=(Claim("3 for the crowd, then 1 for the tie; 1 for scaring Isla's earth", scare_points),
            Claim("1 point for the card left over", lambda s: s.leftover[LEARNER] == 1),
            Claim("every creature goes back to its owner for the next scare phase",
                  lambda s: s.round == 2 and sorted(s.mature[LEARNER]) == sorted(HANDS[0]))))


# -- 3. the last round ---------------------------------------------------------------------------------
#: the creature fed and ready in your cage: water 1 (a Bone-Chill Berry, fed)
READY = "IM28"


def prepare_last(state) -> None:
    others_passed(state)
    take_out(state, [READY])
    state.cages[LEARNER][0] = READY
    state.fed[LEARNER][0] = [0, 1, 0]
    state.bag[FOOD_INDEX["berry"]] -= 1
    # two cards left in the deck for three outer islands: the clean-up lays out the last of it
    state.removed += state.deck[:-2]
    state.deck = state.deck[-2:]


def final_round(view, seat, kinds) -> bool:
    return view.final and view.phase == "nurture" and bool(kinds & {"Capture", "Feed", "Pass"})


LAST_STEPS = (
    GuideStep("pass", N_("Pass to end the round"),
              N_("Only two creatures are left in the deck. Press Pass: your water 1 matures, then the clean-up "
                 "draws new food and lays the deck's last two creatures on the outer islands."),
              has("Pass"), ("button:Pass",)),
    GuideStep("final", N_("The final round"),
              N_("The clean-up laid out the last creature of the deck, so this round is the last: it is played "
                 "as usual and the game ends after its scare phase, with no clean-up. Capture, feed or pass as "
                 "you like: what glows may be chosen."),
              final_round, ("pile", "food", "cage", "button:Pass"), teaches=("Capture", "Feed", "Pass"), free=True),
)

LAST_LESSON = Lesson(
    game_id="isle_of_monsters", seed=9, seats="haa", steps=LAST_STEPS, name="last_round",
    title=N_("The last round"), sections=(N_("Clean-up phase"), N_("The end of the game")),
    prepare=prepare_last,
    opening=N_("Near the end of a game: the deck is almost empty."),
    end_text=N_("The game ends after this round's scare phase. The most points wins; a tie for the most is settled "
                "by the element duel (the next lesson), unless the table chose before the game to share it."),
    claims=(Claim("the deck ran out, so this round is the final one", lambda s: s.final and not s.deck),))


# -- 4. the element duel ---------------------------------------------------------------------------------
#: the tied seats' points (crowd points): you and Rocco share the most; Isla has fewer
TIED = (7, 7, 4)
#: Rocco's pick in every round of the duel (scripted)
ROCCO_PICKS = "earth"


def prepare_duel(state) -> None:
    """The game has just ended in a tie for the most points: the duel between you and Rocco begins."""
    state.crowd = list(TIED)
    state.neighbour_pts = [0] * state.n
    state.leftover = [0] * state.n
    state.final = True
    state.phase = "duel"
    state.duel_seats = [0, 1]
    state.duel_committed = [False] * state.n
    state.duel_pick = [None] * state.n


def scripted_duel(view, seat, legal):
    return DuelPick(ROCCO_PICKS) if seat == 1 else None


def duel_button(element: str):
    """The duel button of `element`, as the table labels it (in the language in use)."""
    return lambda view: f"button:{element_name(element).capitalize()}"


def duel_won(state) -> bool:
    return state.is_over() and state.champion == LEARNER and state.winners() == [LEARNER]


DUEL_STEPS = (
    GuideStep("same", N_("A tie for the most"),
              N_("The game is over and you and Rocco share the most points: an element duel decides. Each of you "
                 "picks fire, earth or water in secret, and the picks are shown together. Press Earth."),
              has("DuelPick"), (duel_button("earth"),)),
    GuideStep("again", N_("Play it again"),
              N_("You both showed earth: with one element shown, nobody is out and the duel is played again (so it "
                 "is when all three are shown). Fire scares earth, earth scares water, water scares fire. "
                 "Press Fire."),
              has("DuelPick"), (duel_button("fire"),), after=("same",)),
)

DUEL_LESSON = Lesson(
    game_id="isle_of_monsters", seed=9, seats="haa", steps=DUEL_STEPS, name="duel",
    title=N_("The element duel"), sections=(N_("The end of the game"),),
    prepare=prepare_duel, opponent=scripted_duel,
    opening=N_("The last round's scare phase is over."),
    end_text=N_("Your fire scared Rocco's earth: with exactly two elements shown, whoever showed the one that scares "
                "the other stays in, so you are the champion and win the game."),
    claims=(Claim("the tie for the most is settled by the duel, and you are the champion", duel_won),
            Claim("you and Rocco had the same points", lambda s: s.is_over() and s.scores()[0] == s.scores()[1])))


# -- 5. two players, a whole game ----------------------------------------------------------------------------
def two_player_capture(view, seat, kinds) -> bool:
    return "Capture" in kinds


TWO_STEPS = (
    GuideStep("capture", N_("The nearest board"),
              N_("With two players each of you has two cage boards, one beside each outer island, and only the "
                 "1 to 5 creatures are used. A creature from an outer island goes into the board nearest it: "
                 "click the lit pile, then a lit cage."),
              two_player_capture, ("pile", "cage"), teaches=("Capture",)),
    GuideStep("feed", N_("Food near and far"),
              N_("Food from an outer island feeds only the board nearest it; food from the centre feeds either. "
                 "Click a lit food token, then a lit cage."),
              has("Feed"), ("food", "cage")),
)

TWO_LESSON = Lesson(
    game_id="isle_of_monsters", seed=3, seats="ha", steps=TWO_STEPS, name="two_players",
    title=N_("Two players: a whole game"), sections=(N_("Two players"),), plays_on=True,
    opening=N_("A whole game against one computer player."),
    end_text=N_("Play on to the end of the game: capture, feed, pass, and scare each round. Most points wins."))

LESSONS = (FIRST_LESSON, SCARE_LESSON, LAST_LESSON, DUEL_LESSON, TWO_LESSON)
