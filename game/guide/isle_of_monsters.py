"""The guided first game of Isle of Monsters: you and two computer players. The
steps follow the phases as they come: capturing and feeding in the nurture
phase, passing, the creatures that mature, the scare phase, and the clean-up
that opens the next round; the end words say how the game ends, is scored and
how a tie is duelled."""
from __future__ import annotations

from rules.core.i18n import N_

from .script import GuideScript, GuideStep, has, when_all


def second_round(view, seat, kinds) -> bool:
    return view.round >= 2 and view.phase == "nurture"


def fully_fed(state, seat: int) -> bool:
    return any(state.cages[seat][c] is not None and state.is_fully_fed(seat, c) for c in range(len(state.cages[seat])))


def fed_one(state) -> bool:
    """The learner (seat 0) has filled a card, or a creature matured already."""
    return fully_fed(state, 0) or bool(state.hand[0]) or state.round >= 2


def time_to_pass(view, seat, kinds) -> bool:
    return "Pass" in kinds and (fully_fed(view, seat) or not kinds & {"Capture", "Feed"})


STEPS = (
    GuideStep("capture", N_("Capture a creature"),
              N_("The nurture phase: in turn, each player does one thing. You reach the two outer islands "
                 "beside your cages and the centre. Click the creature on top of a lit pile, then the cage "
                 "it goes into."),
              has("Capture"), ("cage", "pile")),
    GuideStep("feed", N_("Feed it"),
              N_("A creature matures once every feeding space on its card holds its own kind of food. Click "
                 "a lit food token: it goes onto a matching empty space. Feed it, a token a turn, until its "
                 "card is full."),
              has("Feed"), ("cage", "food"), by=lambda action: False, done=fed_one),
    GuideStep("pass", N_("Pass"),
              N_("Its card is full: it matures when the round ends. One thing a turn: capture, feed, or pass; "
                 "when you are done for the round, press Pass. The first to pass takes the draw bag and "
                 "starts the next round. Food stays on a creature from round to round. Press Pass now."),
              time_to_pass, ("button:Pass",), teaches=("Pass",)),
    GuideStep("scare", N_("Mature, then scare"),
              N_("Creatures whose feeding spaces were all full matured and came to your hand. Now everyone "
                 "chooses, in secret, creatures of one element, and all are shown at once: the highest total "
                 "scares the crowd (3 points); fire scares earth, earth scares water, water scares fire for a "
                 "point from each neighbour. Click a creature, then press Play (Enter)."),
              has("PlayScare"), ("button:Play", "card")),
    GuideStep("clean_up", N_("Clean-up, new round"),
              N_("The clean-up put new food on the islands and new creatures on the piles, and the player "
                 "who passed first begins. Mature creatures stay in your hand and scare again each round. "
                 "Capture or feed on as before."),
              when_all(second_round, has("Capture", "Feed", "Pass")), ("pile", "food", "cage", "button:Pass"),
              teaches=("Capture", "Feed", "Pass")),
)

GUIDE = GuideScript(
    game_id="isle_of_monsters", seed=3, seats="haa", steps=STEPS,
    end_text=N_("When the clean-up lays out the last creature of the deck, the next round is the last: the game "
                "ends after its scare phase. Most points wins. If the top scores tie and the table chose the "
                "duel, the tied players each pick an element in secret until one beats the others. Play on, "
                "or switch the guide off."))
