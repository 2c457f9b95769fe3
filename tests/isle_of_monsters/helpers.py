"""Builders for Isle of Monsters scenarios: a real new game, then the table laid
out by hand the way a rulebook example describes it."""
from __future__ import annotations

from rules.isle_of_monsters.actions import Pass
from rules.isle_of_monsters.content import FOOD_INDEX
from rules.isle_of_monsters.state import IsleOfMonstersState

NAMES = ("Nykki", "Cameron", "Sarah", "Dee", "Eli")


def new(n: int = 3, seed: int = 1, **options) -> IsleOfMonstersState:
    return IsleOfMonstersState.new_game({"players": n, **options}, seed)


def food(mushroom: int = 0, berry: int = 0, flower: int = 0) -> list[int]:
    return [mushroom, berry, flower]


def cleared(n: int = 3, seed: int = 1, **options) -> IsleOfMonstersState:
    """A new game with every island, cage and pile emptied: all cards in the deck
    (or removed) and all food in the bag, so a test can lay out exactly what it
    needs with `place_card`, `put_food` and `cage`."""
    st = new(n, seed, **options)
    loose = [c for pile in st.piles for c in pile]
    st.deck = st.deck + loose
    st.piles = [[] for _ in st.piles]
    for place in [st.centre] + st.island_food:
        for i in range(3):
            st.bag[i] += place[i]
            place[i] = 0
    return st


def take(st: IsleOfMonstersState, card: str) -> str:
    """Takes a card out of the deck to lay it somewhere (a card the shuffle left
    out of the game changes places with a deck card)."""
    if card in st.deck:
        st.deck.remove(card)
    elif card in st.removed:
        st.removed[st.removed.index(card)] = st.deck.pop()
    else:
        raise ValueError(f"{card} is already on the table")
    return card


def place_card(st: IsleOfMonstersState, island: int, card: str) -> None:
    st.piles[island].append(take(st, card))
    st.seen.add(card)


def put_food(st: IsleOfMonstersState, place, what: str, k: int = 1) -> None:
    fi = FOOD_INDEX[what]
    target = st.centre if place == "centre" else st.island_food[place]
    st.bag[fi] -= k
    target[fi] += k


def cage(st: IsleOfMonstersState, seat: int, slot: int, card: str, fed=(0, 0, 0)) -> None:
    st.cages[seat][slot] = take(st, card)
    st.seen.add(card)
    st.fed[seat][slot] = list(fed)
    for i in range(3):
        st.bag[i] -= fed[i]


def give_mature(st: IsleOfMonstersState, seat: int, cards) -> None:
    for c in cards:
        st.mature[seat].append(take(st, c))
        st.seen.add(c)
    st.mature[seat].sort()


def everyone_passes(st: IsleOfMonstersState) -> list:
    events = []
    rnd = st.round
    while st.phase == "nurture" and st.round == rnd:
        events += st.apply(st.to_act()[0], Pass())
    return events


def food_total(st: IsleOfMonstersState) -> list[int]:
    tot = st.bag[:]
    for place in [st.centre] + st.island_food:
        for i in range(3):
            tot[i] += place[i]
    for seat in st.fed:
        for f in seat:
            for i in range(3):
                tot[i] += f[i]
    return tot


def all_cards(st: IsleOfMonstersState) -> list[str]:
    out = list(st.deck) + list(st.removed)
    for pile in st.piles:
        out += pile
    for cages in st.cages:
        out += [c for c in cages if c is not None]
    for m in st.mature:
        out += m
    return out
