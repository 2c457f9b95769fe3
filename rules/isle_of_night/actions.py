"""Isle of Night actions (what a player decides).

Card arguments are card numbers (0..115, see lookup.CARD_CODE); where several
cards are identical for every rule the engine offers the lowest-numbered one.
Positions are score positions on the island, 0-based (the content's P1 is 0).
Labels never name codes: a position is named by the card lying there
(place_name), which a label cannot know, so a swap or a lock says what it does.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rules.core import Action, Codec
from rules.core.i18n import _, ngettext
from rules.core.wording import and_list

from . import lookup
from .card_words import a_card, cards_counted, location_in_sentence
from .content import CARD_TYPES, RING_LIMIT

codec = Codec("isle_of_night")

#: (plural, singular) per plain type number (catalogue messages: shown with `_()`)
TYPE_NAMES = tuple((plural, singular) for _key, plural, singular in CARD_TYPES)


def card_name(card: int) -> str:
    """"a double beetle", "a magic conch horn", "Spring of Visions"."""
    return a_card(card)


def type_name(t: int) -> str:
    """A type by its plural noun ("beetles"), or a location by its name."""
    if t >= lookup.NUM_PLAIN_TYPES:
        return _(lookup.LOCATION_NAME[t - lookup.NUM_PLAIN_TYPES])
    return _(TYPE_NAMES[t][0])


def cards_text(cards: Sequence[int]) -> str:
    """"2 conch horns, a magic beetle and Amethyst Bay": identical cards counted once."""
    if not cards:
        return _("nothing")
    counts: dict[int, list[int]] = {}
    for c in cards:
        counts.setdefault(lookup.CARD_KIND[c], []).append(c)
    return and_list([cards_counted(same[0], len(same)) for same in counts.values()])


def score_card_name(score: int) -> str:
    """A score card by the type it scores: "the butterflies"."""
    return _("the {cards}").format(cards=_(TYPE_NAMES[lookup.SCORE_TYPE[score]][0]))


def place_name(side, score_grid: Sequence[int], p: int) -> str:
    """A score position as the island shows it: the card lying there and what a
    set scores there, "the butterflies (5 VP a set)"."""
    return _("{score_card} ({vp} VP a set)").format(score_card=score_card_name(score_grid[p]), vp=side.vp[p])


# -- actions ---------------------------------------------------------------------------

@codec.register
@dataclass(frozen=True)
class ClaimType(Action):
    """Claim every card of one type from the centre (a location is its own type)."""
    kind: int

    def label(self) -> str:
        if self.kind >= lookup.NUM_PLAIN_TYPES:
            return _("claim {location}").format(location=location_in_sentence(self.kind - lookup.NUM_PLAIN_TYPES))
        return _("claim {cards}").format(cards=type_name(self.kind))


@codec.register
@dataclass(frozen=True)
class ClaimRings(Action):
    """Claim cursed rings as your type: `count` of them, `magic` of those with a
    magic symbol (the player's choice when the rings in the centre differ)."""
    count: int
    magic: int

    def label(self) -> str:
        n, magic = self.count, self.magic
        if magic == 0:
            return ngettext("claim {n} cursed ring without a magic symbol",
                            "claim {n} cursed rings without a magic symbol", n).format(n=n)
        if magic == n:
            return ngettext("claim {n} cursed ring with a magic symbol",
                            "claim {n} cursed rings, all with magic symbols", n).format(n=n)
        return ngettext("claim {n} cursed rings, {magic} with a magic symbol",
                        "claim {n} cursed rings, {magic} with magic symbols", magic).format(n=n, magic=magic)


@codec.register
@dataclass(frozen=True)
class RingDiscard(Action):
    """Cursed-ring power: discard one owned card (not a ring) to the box."""
    card: int

    def label(self) -> str:
        return _("discard {card} for a cursed ring").format(card=card_name(self.card))


@codec.register
@dataclass(frozen=True)
class RingClaim(Action):
    """Cursed-ring power: claim one card of any type from the centre."""
    card: int

    def label(self) -> str:
        return _("ring claim: take {card}").format(card=card_name(self.card))


@codec.register
@dataclass(frozen=True)
class OrderEffect(Action):
    """Resolve this claimed card's "when claimed" effect next."""
    card: int

    def label(self) -> str:
        return _("resolve {card} next").format(card=card_name(self.card))


@codec.register
@dataclass(frozen=True)
class ChooseDragon(Action):
    card: int

    def label(self) -> str:
        return _("take {card}").format(card=card_name(self.card))


@codec.register
@dataclass(frozen=True)
class ChooseSerpent(Action):
    card: int

    def label(self) -> str:
        return _("take {card}").format(card=card_name(self.card))


@codec.register
@dataclass(frozen=True)
class SkipCreature(Action):
    """Let a sword's dragon (or a spear's serpent) go."""

    def label(self) -> str:
        return _("take no creature")


@codec.register
@dataclass(frozen=True)
class Swap(Action):
    """Swap the score cards in two positions (a < b)."""
    a: int
    b: int

    def label(self) -> str:
        return _("swap two score cards")


@codec.register
@dataclass(frozen=True)
class SkipSwap(Action):
    def label(self) -> str:
        return _("make no swap")


@codec.register
@dataclass(frozen=True)
class Lock(Action):
    position: int

    def label(self) -> str:
        return _("lock a score card")


@codec.register
@dataclass(frozen=True)
class Unlock(Action):
    position: int

    def label(self) -> str:
        return _("unlock a score card")


@codec.register
@dataclass(frozen=True)
class SkipScroll(Action):
    def label(self) -> str:
        return _("lock nothing")


@codec.register
@dataclass(frozen=True)
class StaffDiscard(Action):
    """Magic staff: discard an owned card (not a staff) and use its effect again."""
    card: int

    def label(self) -> str:
        return _("staff: discard {card}").format(card=card_name(self.card))


# Shared instances: the engine hands these out instead of building new ones.
CLAIM_TYPE = tuple(ClaimType(t) for t in range(lookup.NUM_TYPES))
#: CLAIM_RINGS[count][magic]: `count` rings, `magic` of them with a magic symbol
CLAIM_RINGS = tuple(tuple(ClaimRings(n, m) for m in range(n + 1)) for n in range(RING_LIMIT + 1))
RING_DISCARD = tuple(RingDiscard(c) for c in range(lookup.NUM_CARDS))
RING_CLAIM = tuple(RingClaim(c) for c in range(lookup.NUM_CARDS))
ORDER_EFFECT = tuple(OrderEffect(c) for c in range(lookup.NUM_CARDS))
CHOOSE_DRAGON = tuple(ChooseDragon(c) for c in range(lookup.NUM_CARDS))
CHOOSE_SERPENT = tuple(ChooseSerpent(c) for c in range(lookup.NUM_CARDS))
STAFF_DISCARD = tuple(StaffDiscard(c) for c in range(lookup.NUM_CARDS))
LOCK = tuple(Lock(p) for p in range(9))
UNLOCK = tuple(Unlock(p) for p in range(9))
SWAP = {(a, b): Swap(a, b) for a in range(9) for b in range(a + 1, 9)}
SKIP_CREATURE = SkipCreature()
SKIP_SWAP = SkipSwap()
SKIP_SCROLL = SkipScroll()
