"""The in-app rules reference for Isle of Night, in our own words.

Every decision taken where the rulebook is silent is marked "Our ruling:". The
numbers come from the content tables, so the text cannot drift from the rules.
Every paragraph is a catalogue message: rules_reference() says the rules in the
language in use (the registry calls it), RULES_REFERENCE is the English.
"""
from __future__ import annotations

from rules.core.i18n import _, ngettext
from rules.core.wording import and_list, capital, groups_list

from . import content
from . import lookup


def _side_lines() -> list[str]:
    out = []
    for side in lookup.SIDES.values():
        rows: dict[int, list[int]] = {}
        for r, v in zip(side.rows, side.vp):
            rows.setdefault(r, []).append(v)
        vps = groups_list([_("row {row}: {vps} VP a set").format(row=i + 1, vps=and_list([str(v) for v in vs]))
                           for i, (_r, vs) in enumerate(sorted(rows.items()))])
        out.append(_("{side}: {n} score cards ({rows}); magic bonus {bonus}. The lines drawn on the island "
                     "join the cards a conch horn may swap.").format(side=_(side.name), n=side.n, rows=vps,
                                                                   bonus=side.magic_bonus))
    return out


def _location_lines() -> list[str]:
    out = []
    for code, name, _timing, magic, ring_ok, _when, _end, text in content.LOCATIONS:
        if magic and not ring_ok:
            line = ngettext("{name}: {text} ({n} magic symbol; a cursed ring's claim cannot take it)",
                            "{name}: {text} ({n} magic symbols; a cursed ring's claim cannot take it)", magic)
        elif magic:
            line = ngettext("{name}: {text} ({n} magic symbol)", "{name}: {text} ({n} magic symbols)", magic)
        elif not ring_ok:
            line = _("{name}: {text} (a cursed ring's claim cannot take it)")
        else:
            line = _("{name}: {text}")
        out.append(line.format(name=_(name), text=_(text), n=magic))
    return out


def _score_card_lines() -> list[str]:
    out = []
    names = {k: (plural, singular) for k, plural, singular in content.CARD_TYPES}
    for _sid, tkey, size, diamond in content.SCORE_CARDS:
        plural, singular = names[tkey]
        line = (_("{cards}: one set is {n} {card} icons (a diamond card).") if diamond
                else _("{cards}: one set is {n} {card} icons."))
        out.append(line.format(cards=capital(_(plural)), n=size, card=_(singular)))
    return out


def rules_reference() -> list[tuple[str, list[str]]]:
    """The rules, section by section, in the language in use."""
    return [
        (_("The idea"), [
            _("Each turn three explore cards go face up into a centre everybody shares. You then take "
              "every card of one type from it. At the end, the island's score cards say what your sets "
              "are worth, and conch horns and scrolls let players move and lock those score cards while "
              "the night goes on."),
            _("The night ends the moment 3 + the number of players lanterns have been claimed. Most "
              "victory points (VP) wins."),
        ]),
        (_("Setting up"), [
            _("Choose an island card and a side. The score cards the side uses are shuffled and dealt "
              "face up (lock side down) into its positions, from the top row down. The 116 explore cards "
              "are shuffled face down as the deck."),
            _("First game: Island 1, side A, which uses only the seven score cards without a diamond "
              "(beetles to spears). Every other side has nine positions and uses all nine score cards, so conch "
              "horns and scrolls also score as sets there."),
            _("Our ruling: the first seat at the table takes the first turn."),
        ]),
        (_("Your turn"), [
            _("1. Draw 3 cards from the deck into the centre (4 if you own Spring of Visions)."),
            _("2. If you own cursed rings, use their power (see Cursed rings)."),
            _("3. Claim: choose one type in the centre and take every card of that type. Each location "
              "is a type of its own, and you may take only one location per turn, however you take it."),
            _("4. Resolve the \"when claimed\" effects of the cards you just took, one card at a time, in "
              "the order you choose. Then the next player (clockwise) takes a turn."),
            _("Our ruling: a claim must take at least one card, and you must claim if any claim is "
              "possible. If the centre holds nothing you may take (say only dragons, serpents and rings "
              "you are not allowed), your turn ends without a claim."),
            _("Our ruling: cards with the same effect (two conch horns, two swords) are resolved one "
              "after the other without asking; you are asked for an order only when different effects "
              "wait."),
            _("Our ruling: where several cards in the centre are identical for every rule (same type, "
              "icons and magic symbol), you are offered one of them."),
        ]),
        (_("Dragons and serpents"), [
            _("Dragons and serpents are never a type you claim. When you claim swords you may also take "
              "one dragon for each sword (your choice of which dragons); spears do the same for "
              "serpents. You may claim swords or spears when no dragon or serpent is showing."),
            _("Taking the dragon is part of the sword's \"when claimed\" effect, so it also happens "
              "when a sword arrives by a ring claim or is reused by a magic staff."),
        ]),
        (_("Conch horns and swaps"), [
            _("Each conch horn you claim lets you make one swap (optional): exchange two score cards on "
              "adjacent rows, even if they are not next to each other, as long as the island card does "
              "not stand between them. Each side lists exactly which positions are linked."),
            _("Locked score cards never move. When a locked card sits between two others on a chain of "
              "links going straight down the rows, it is skipped over: the cards above and below it may "
              "swap as if it were not there. The island card itself never moves."),
            _("Our ruling: Echoing Grotto's two swaps are made one after the other; choosing not to swap "
              "ends its remaining swap too. The same holds for Sealed Archive's two locks."),
        ]),
        (_("Scrolls and locks"), [
            _("Each scroll lets you lock one unlocked score card (flip it lock side up) or unlock one "
              "locked card (flip it back), or do nothing. Any player may unlock any card."),
        ]),
        (_("Magic staffs"), [
            _("For each magic staff you claim you must discard one card you own that is not a magic "
              "staff (a card claimed this turn is allowed). That card's \"when claimed\" effect then "
              "happens again as if just claimed: a sword takes one dragon, a spear one serpent, a conch "
              "makes one swap, a scroll one lock or unlock, a location its when-claimed line. A card with "
              "no such effect is simply discarded. Discarded cards go to the box, out of the game, with "
              "their icons, magic symbols and end-game text."),
            _("If you own no card a staff could discard, the staff does nothing."),
            _("A staff's replay happens at once. But if the staff discards a card whose own effect is "
              "still waiting this turn, both happen: the card's own effect and the staff's replay of "
              "it. Then the replay waits with the other effects, and when different effects wait you "
              "choose which to resolve next, so you decide when the replay and the card's own effect "
              "come."),
        ]),
        (_("Cursed rings"), [
            _("A cursed ring costs 3 VP at the end. You may claim at most 3 rings in the whole game; a "
              "ring that later leaves you still counts. When you claim rings as your type you may take "
              "any number from 1 up to your limit and leave the rest."),
            _("Ring power: after your draw and before your claim, for each ring you own you must discard "
              "one card you own that is not a ring (if you have fewer, discard what you have). Then take "
              "that many cards of any types from the centre, one at a time. These may be dragons, "
              "serpents, lanterns or rings within your limit, and locations whose card allows it, if "
              "you have not taken a location this turn. Each card taken this way fires its own \"when "
              "claimed\" effect. Then make your normal claim."),
            _("Our ruling: each ring-claimed card's effect is resolved before the next ring claim."),
            _("Our ruling: you must make the ring claims while the centre holds a card you may take."),
            _("When you claim only some of the rings in the centre and they differ (some carry a "
              "magic symbol), you choose which: the table offers each mix, such as 2 rings with 1 "
              "magic symbol between them."),
        ]),
        (_("Locations"), _location_lines() + [
            _("Our ruling: Dragon's Perch and Serpent Pool take every dragon or serpent at once, with no "
              "choice to make; Gloomroot Hollow's extra icon is placed for you at scoring on the type "
              "where it gains the most VP."),
            _("Our ruling: Mirror Lake's extra claim follows every normal claim rule and must be made "
              "if any type (other than a location) can be claimed. A magic staff that reuses Mirror "
              "Lake gives an extra claim too."),
        ]),
        (_("The end of the night"), [
            _("Lanterns: the game ends immediately when the lanterns claimed by everyone together reach "
              "3 + the number of players (all 8 at five players). Lanterns later discarded still count "
              "toward this. It can end in the middle of a turn: the claim that took the last lantern is "
              "finished, and nothing more is claimed or resolved."),
            _("Our ruling: if the deck holds fewer cards than you must draw, you draw them all. If the "
              "deck is empty when a turn would begin, the game ends before that turn and is scored as "
              "usual."),
        ]),
        (_("Score cards"), _score_card_lines() + [
            _("A type with no score card on the island scores no sets (on side 1A that includes conch "
              "horns and scrolls)."),
        ]),
        (_("Islands"), _side_lines()),
        (_("Scoring"), [
            _("1. Sets: for each score card, your icons of its type (2-icon cards count 2) divided by "
              "its set size, rounded down, times the VP of its position. Leftover icons score nothing."),
            _("2. Treasure chests: {vp} VP each (3 with Smugglers' Cove).").format(vp=content.CHEST_VP),
            _("3. Lanterns you own: {vp} VP each (2 with Beacon Cliffs).").format(vp=content.LANTERN_VP),
            _("4. Cursed rings you own: {vp} VP each (nothing with Moonwell Shrine).").format(vp=content.RING_VP),
            _("5. Locations: Sunken Temple +3, Sealed Archive +2, Night Market +1 for each creature type "
              "(beetles, butterflies, spiders, dragons, serpents) of which you own 3 or more icons."),
            _("6. Magic symbols: every player tied for the most symbols (at least 1) gains the side's "
              "magic bonus, 5 on A sides and 6 on B sides."),
            _("7. Amethyst Bay, counted last: if no other player has fewer VP than you (ties count), "
              "gain {vp} VP.").format(vp=content.AMETHYST_VP),
            _("Winner: the highest total (totals can be negative). A tie goes to the tied player who took "
              "fewer turns, then to the one with more magic symbols; players still tied share the win."),
            _("Our ruling: a turn counts as taken once it has begun (its cards were drawn)."),
            _("Our ruling: during the game the score shown counts the cards as they are now, Amethyst "
              "Bay and the magic bonus included, as if the night ended this moment."),
        ]),
    ]



RULES_REFERENCE: list[tuple[str, list[str]]] = rules_reference()
