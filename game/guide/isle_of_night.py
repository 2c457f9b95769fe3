"""The guided first game of Isle of Night: you and two computer players on the
first-game island, from the first claim to the last lantern. The steps come as
the night offers them: claiming a type, a conch horn's swap, a scroll's lock,
swords and spears with their dragons and serpents, a location, cursed rings and
their power, a magic staff, and the lanterns that end the night; the end words
say how it is scored."""
from __future__ import annotations

from rules.isle_of_night import actions as A
from rules.isle_of_night import lookup

from rules.core.i18n import N_

from ..table.lesson import Lesson, GuideStep, has

LOCATIONS = range(lookup.NUM_PLAIN_TYPES, lookup.NUM_TYPES)


class may_claim:
    """The step comes when a card of one of these types may be claimed."""

    def __init__(self, *kinds: int) -> None:
        self.kinds = frozenset(kinds)

    def __call__(self, view, seat, kinds) -> bool:
        return "ClaimType" in kinds and any(isinstance(a, A.ClaimType) and a.kind in self.kinds
                                            for a in view.legal_actions(seat))

    def claimed(self, action) -> bool:
        return isinstance(action, A.ClaimType) and action.kind in self.kinds


def claim_step(name: str, title: str, text: str, kinds: tuple[int, ...], point: tuple[str, ...]) -> GuideStep:
    test = may_claim(*kinds)
    return GuideStep(name, title, text, test, point, by=test.claimed)


STEPS = (
    GuideStep("claim", N_("Claim a type"),
              N_("Each turn three cards are drawn into the centre, then you claim one type there and take "
                 "every card of it. The score cards on the left say what a set of each type is worth at the "
                 "end. Click the cards the arrow shows."), has("ClaimType", "ClaimRings"),
              ("choice", "conches", "scrolls", "beetles", "butterflies", "spiders", "chests", "lanterns", "swords",
               "spears", "location", "staffs", "rings"), teaches=("ClaimType", "ClaimRings")),
    GuideStep("swap", N_("A conch horn's swap"),
              N_("Each conch horn lets you swap two score cards joined by a line: move a good score to a type "
                 "you collect, or a poor one to a rival's. Click one lit score card, then the one to swap it "
                 "with; or press Make no swap."), has("Swap"), ("position",), teaches=("Swap", "SkipSwap")),
    claim_step("scrolls", N_("Scrolls"),
               N_("A scroll locks a score card where it is, so no conch horn can move it. Click the scrolls."),
               (lookup.SCROLLS,), ("scrolls",)),
    GuideStep("lock", N_("Lock a score card"),
              N_("Click the score card your best set scores on to lock it (or a locked one to unlock it), or "
                 "press Lock nothing."), has("Lock", "Unlock"), ("position",), teaches=("Lock", "Unlock", "SkipScroll")),
    claim_step("weapons", N_("Swords and spears"),
               N_("Dragons and serpents are never claimed as a type: a sword brings one dragon from the centre, "
                  "a spear one serpent. Claim the swords or spears the arrow shows."),
               (lookup.SWORDS, lookup.SPEARS), ("swords", "spears")),
    claim_step("location", N_("A location"),
               N_("A location is a type of its own, with its own power or end-of-night score (hover it to read "
                  "it). You may take only one location a turn. Claim the location the arrow shows."),
               tuple(LOCATIONS), ("location",)),
    GuideStep("rings", N_("Cursed rings"),
              N_("Cursed rings cost 3 points each at the end, but at the start of each of your turns each ring "
                 "lets you take one card of any type from the centre, or throws away one of your cards. Claim "
                 "them to see."), has("ClaimRings"), ("choice", "rings")),
    GuideStep("ring_power", N_("A ring's power"),
              N_("Your cursed rings work first, each in turn: one takes a card of any type from the centre, "
                 "another throws one of your own cards away, as the line under the cards says. Click a lit "
                 "card."), has("RingClaim", "RingDiscard"), ("choice", "discard", "position"),
              teaches=("RingClaim", "RingDiscard")),
    claim_step("staff", N_("Magic staffs"),
               N_("A magic staff throws away one of your other cards and plays that card's power again: a conch "
                  "horn's swap, a scroll's lock, a sword's dragon. Claim the staff."), (lookup.STAFFS,),
               ("staffs",)),
    GuideStep("staff_discard", N_("Use the staff"),
              N_("Choose the card the staff throws away: its power happens again now."),
              has("StaffDiscard"), ("discard", "choice")),
    claim_step("lanterns", N_("Lanterns and the end"),
               N_("The night ends the moment six lanterns are claimed (three, and one for each player): count "
                  "the lanterns shown under each player. Lanterns score as a set like the others. Claim them."),
               (lookup.LANTERNS,), ("lanterns",)),
)

GUIDE = Lesson(
    name="first_game", title=N_("A first game"), plays_on=True,
    game_id="isle_of_night", seed=22, seats="haa", steps=STEPS,
    end_text=N_("When the last lantern is claimed the night ends. Each type scores by the score card it lies "
                "on: a set is the number of icons that card shows. The most magic symbols earn the island's "
                "magic bonus, each cursed ring costs 3, and the score grid on the Results shows every line. "
                "Play on to the end, or switch the guide off."))
LESSONS = (GUIDE,)
