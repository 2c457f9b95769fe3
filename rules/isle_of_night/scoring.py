"""Final scoring, step by step as the content file's §4 lays it out.

Every function takes plain data (the side, the score grid, the cards each seat owns)
so the engine, the AI and the results screen all count the same way.
"""
from __future__ import annotations

from typing import Sequence

from rules.core.i18n import N_

from . import content
from . import lookup
from .lookup import Side

#: the score's parts, in order; each is a heading (a catalogue message, shown with `_()`)
BREAKDOWN_KEYS = (N_("Sets"), N_("Chests"), N_("Lanterns"), N_("Rings"), N_("Places"),
                  N_("Magic"), N_("Bay"))


def icon_counts(cards: Sequence[int]) -> list[int]:
    """Icons per plain type on these cards (a 2-icon card counts 2)."""
    icons = [0] * lookup.NUM_PLAIN_TYPES
    ctype, cicons = lookup.CARD_TYPE, lookup.CARD_ICONS
    for c in cards:
        t = ctype[c]
        if t < lookup.NUM_PLAIN_TYPES:
            icons[t] += cicons[c]
    return icons


def magic_symbols(cards: Sequence[int]) -> int:
    cm = lookup.CARD_MAGIC
    return sum(cm[c] for c in cards)


def set_points(side: Side, score_grid: Sequence[int], icons: Sequence[int], bonus_type: int = -1) -> int:
    """Step 1: complete sets per score card times its position's VP; `bonus_type`
    gets one extra icon (Gloomroot Hollow)."""
    total = 0
    vp = side.vp
    stype, sset = lookup.SCORE_TYPE, lookup.SCORE_SET
    for p, s in enumerate(score_grid):
        v = vp[p]
        if v:
            t = stype[s]
            n = icons[t] + (1 if t == bonus_type else 0)
            total += (n // sset[s]) * v
    return total


def gloomroot_choice(side: Side, score_grid: Sequence[int], icons: Sequence[int]) -> int:
    """The scored type where Gloomroot Hollow's extra icon gains the most VP (the
    first such position on a tie; -1 if no type is scored)."""
    best_t, best_gain = -1, -1
    vp = side.vp
    for p, s in enumerate(score_grid):
        t = lookup.SCORE_TYPE[s]
        size = lookup.SCORE_SET[s]
        gain = ((icons[t] + 1) // size - icons[t] // size) * vp[p]
        if gain > best_gain:
            best_t, best_gain = t, gain
    return best_t


def seat_parts(side: Side, score_grid: Sequence[int], cards: Sequence[int]) -> dict[str, int]:
    """Steps 1-5 for one seat (everything but magic and Amethyst Bay)."""
    icons = icon_counts(cards)
    owned = set(cards)
    bonus = gloomroot_choice(side, score_grid, icons) if lookup.GLOOMROOT in owned else -1
    # each point is filed under where it came from: what a place adds per
    # chest (Smugglers' Cove) or per lantern (Beacon Cliffs) is the places'
    # (the total is the same); Gloomroot Hollow's icon completes a set, so
    # it stays in the sets
    sets = set_points(side, score_grid, icons, bonus)
    chests = icons[lookup.CHESTS] * content.CHEST_VP
    lanterns = icons[lookup.LANTERNS] * content.LANTERN_VP
    rings = 0 if lookup.MOONWELL in owned else icons[lookup.RINGS] * content.RING_VP
    locations = 0
    if lookup.SMUGGLERS in owned:
        locations += icons[lookup.CHESTS] * content.SMUGGLERS_EXTRA
    if lookup.BEACON in owned:
        locations += icons[lookup.LANTERNS] * content.BEACON_EXTRA
    for card, vp in lookup.LOCATION_FLAT_VP.items():
        if card in owned:
            locations += vp
    if lookup.MARKET in owned:
        locations += sum(1 for t in lookup.CREATURES if icons[t] >= content.NIGHT_MARKET_ICONS)
    return {"Sets": sets, "Chests": chests, "Lanterns": lanterns,
            "Rings": rings, "Places": locations}


def breakdowns(side: Side, score_grid: Sequence[int], owned: Sequence[Sequence[int]]) -> list[dict[str, int]]:
    """All seven steps for every seat, in BREAKDOWN_KEYS order."""
    parts = [seat_parts(side, score_grid, cards) for cards in owned]
    magic = [magic_symbols(cards) for cards in owned]
    top = max(magic)
    for i, part in enumerate(parts):
        # step 6: everyone tied for the most symbols gains the bonus (needs 1+)
        part["Magic"] = side.magic_bonus if top >= 1 and magic[i] == top else 0
        part["Bay"] = 0
    totals = [sum(p.values()) for p in parts]
    for i, cards in enumerate(owned):
        if lookup.AMETHYST in cards:
            # step 7, counted last: nobody else may have fewer VP (ties count)
            if all(totals[i] <= totals[j] for j in range(len(owned)) if j != i):
                parts[i]["Bay"] = content.AMETHYST_VP
    return parts


def totals(side: Side, score_grid: Sequence[int], owned: Sequence[Sequence[int]]) -> list[int]:
    return [sum(p.values()) for p in breakdowns(side, score_grid, owned)]


def ranking_key(total: int, turns: int, magic: int) -> tuple:
    """Higher is better: total VP, then fewer turns taken, then more magic symbols."""
    return (total, -turns, magic)


def tie_outcome(tot: Sequence[float], standings: Sequence[tuple]) -> str:
    """What settled a tie for the most VP (standings are ranking_key()s):
    "shared", "turns" (fewer turns taken), "magic" (more magic symbols), or ""
    when nobody tied for the most."""
    best = max(tot)
    keys = [k for t, k in zip(tot, standings) if t == best]
    if len(keys) < 2:
        return ""
    won = max(keys)
    if keys.count(won) > 1:
        return "shared"
    if sum(1 for k in keys if k[1] == won[1]) == 1:
        return "turns"
    return "magic"


def winners(side: Side, score_grid: Sequence[int], owned: Sequence[Sequence[int]],
            turns_taken: Sequence[int]) -> list[int]:
    """Step 8: the highest total; ties go to fewer turns, then more magic
    symbols; players still tied share the win."""
    tot = totals(side, score_grid, owned)
    keys = [ranking_key(tot[i], turns_taken[i], magic_symbols(owned[i])) for i in range(len(owned))]
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]
