"""The guided first game of Isle of Night: you and two computer players on the
first-game island. The steps follow the turn: the draw and the claim, a conch
horn's swap, a scroll's lock, and how the night ends and is scored."""
from __future__ import annotations

from rules.isle_of_night import actions as A
from rules.isle_of_night import lookup

from .script import GuideScript, GuideStep, has


def may_claim(kind: int):
    """The step comes when the cards of this type may be claimed."""
    return lambda view, seat, kinds: any(isinstance(a, A.ClaimType) and a.kind == kind
                                         for a in view.legal_actions(seat))


STEPS = (
    GuideStep("claim", "Claim a type",
              "Each turn starts with three cards drawn into the centre. Then you claim one type: you "
              "take every card of it there. The score cards on the left say what a set of each type "
              "will be worth at the end. Claim the conch horns the arrow shows.",
              may_claim(lookup.CONCHES), ("conches",)),
    GuideStep("swap", "A conch horn's swap",
              "A conch horn lets you swap two score cards joined by a line, to make your sets worth "
              "more (or a rival's less). Choose one lit score card, then the one to swap it with; or "
              "make no swap.",
              has("Swap"), ("position",)),
    GuideStep("scrolls", "Scrolls",
              "Other types have their own powers when claimed: swords bring a dragon, spears a "
              "serpent, a staff repeats a card's power. Claim the scrolls now.",
              may_claim(lookup.SCROLLS), ("scrolls",)),
    GuideStep("lock", "Lock a score card",
              "A scroll locks a score card (no swap may move it) or unlocks one. Lock the card your "
              "best set scores on, or choose to lock nothing.",
              has("Lock", "Unlock"), ("position",)),
)

GUIDE = GuideScript(
    game_id="isle_of_night", seed=22, seats="haa", steps=STEPS,
    end_text="That is the turn: draw, claim, powers. The night ends once six lanterns are claimed "
             "(three plus one for each player); then each set scores by the score cards, the most "
             "magic symbols earn a bonus and each cursed ring costs 3. Play on, or switch the guide off.")
