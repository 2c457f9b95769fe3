"""Isle of Monsters: the game state and its rules engine.

Table geometry (the table scene draws from these facts):

    Seats 0..n-1 sit clockwise; play passes from seat s to seat s+1. Outer
    island i lies between seat i and seat i+1 (mod n), so it is on seat i's left
    and on seat i+1's right. Seat s may reach exactly two outer islands:

        left_island(s)  = s            right_island(s) = (s - 1) mod n

    3 players: seat 0 reaches islands 0 and 2, seat 1 islands 1 and 0, seat 2
    islands 2 and 1. With 2 players there are two outer islands, both between
    the two seats: seat 0 has island 0 on its left and island 1 on its right;
    seat 1 has island 1 on its left and island 0 on its right.

    Cages: a seat has 3 cages per cage board, numbered 0..2 on board 0 and 3..5
    on board 1 (2 players only). With 2 players each seat's board 0 stands on
    its left, nearest its left island (island s), and board 1 on its right,
    nearest its right island (island 1 - s). Capture and feed from an outer
    island use only the board nearest that island; centre food feeds either.

Everything else of the physical game is here as plain lists: food counts in
FOODS order (mushroom, berry, flower); piles bottom first (the last card is the
face-up top); the deck with the next card last.

What is hidden (view()): the deck order, pile cards never seen face up, the
card removed at random with 3 players, and other seats' committed secret
choices (scare plays, duel picks) until everyone has chosen. Mature piles lie
face down on the table, but every one of those creatures was seen maturing,
so they are open information here (our ruling, see reference.py).
"""
from __future__ import annotations

from typing import Sequence

from rules.core import Action, Event, GameState, Rng
from rules.core.contract import CorruptState
from rules.core.snapshot import Field, SavedFields

from . import scare
from .actions import CENTRE, Capture, DuelPick, Feed, Pass, PlayScare, codec, place_name
from .events import (BagRanShort, CardsReturned, Captured, CreatureDealt, CreatureUncovered,
                     CrowdScared, DuelChosen, DuelOut, DuelRevealed, DuelStarted, Fed, FoodDrawn,
                     GameEnded, LeftoversScored, Matured, NeighbourScared, Passed, PhaseStarted,
                     RoundStarted, ScareChosen, ScareRevealed)
from .content import (CAGES_PER_BOARD, FOOD_NAMES, CARD_IDS, CARDS, ELEMENTS, FOOD_INDEX,
                      FOOD_PER_OUTER_ISLAND, FOODS, SCARES, SETUPS, TOKENS_PER_FOOD)

TIE_BREAKERS = ("shared", "duel")
PHASES = ("nurture", "scare", "duel", "over")


# -- geometry -----------------------------------------------------------------------------

def left_island(seat: int, n: int) -> int:
    return seat % n


def right_island(seat: int, n: int) -> int:
    return (seat - 1) % n


def reachable_islands(seat: int, n: int) -> tuple[int, int]:
    """The two outer islands a seat may take from, lowest number first."""
    a, b = left_island(seat, n), right_island(seat, n)
    return (a, b) if a < b else (b, a)


def board_nearest(seat: int, island: int, n: int) -> int:
    """Which of the seat's cage boards stands nearest an outer island (2 players:
    board 0 by the left island, board 1 by the right island; else board 0)."""
    if n != 2:
        return 0
    return 0 if island == left_island(seat, n) else 1


def board_cages(board: int) -> range:
    return range(board * CAGES_PER_BOARD, (board + 1) * CAGES_PER_BOARD)


class IsleOfMonstersState(SavedFields, GameState):
    game_id = "isle_of_monsters"
    codec = codec

    def __init__(self) -> None:
        self.rng = Rng(0)
        self.viewer = None
        self.n = 0
        self.tie_breaker = "shared"
        self.phase = "nurture"
        self.round = 1
        self.final = False
        self.bag = [0, 0, 0]
        self.centre = [0, 0, 0]
        self.island_food: list[list[int]] = []
        self.piles: list[list[str | None]] = []
        self.deck: list[str | None] = []
        self.removed: list[str | None] = []
        self.seen: set[str] = set()
        self.cages: list[list[str | None]] = []
        self.fed: list[list[list[int]]] = []
        self.mature: list[list[str]] = []
        self.bag_holder = 0
        self.turn = 0
        self.passed: list[bool] = []
        # scare phase
        self.step = 0
        self.hand: list[list[str]] = []
        self.committed: list[bool] = []
        self.choice: list[tuple[str, ...] | None] = []
        # points
        self.crowd: list[int] = []
        self.neighbour_pts: list[int] = []
        self.leftover: list[int] = []
        # tie-breaker duel
        self.duel_seats: list[int] = []
        self.duel_committed: list[bool] = []
        self.duel_pick: list[str | None] = []
        self.champion: int | None = None

    # == making ===============================================================================
    @classmethod
    def new_game(cls, options: dict, seed: int) -> "IsleOfMonstersState":
        n = options.get("players")
        if n not in SETUPS:
            raise ValueError("Isle of Monsters is for 2 to 5 players")
        tie = options.get("tie_breaker", "shared")
        if tie not in TIE_BREAKERS:
            raise ValueError(f"unknown tie-breaker {tie!r}")
        setup = SETUPS[n]
        st = cls()
        st.rng = Rng(seed)
        st.n = n
        st.tie_breaker = tie
        cages = setup.boards_per_player * CAGES_PER_BOARD
        st.cages = [[None] * cages for _ in range(n)]
        st.fed = [[[0, 0, 0] for _ in range(cages)] for _ in range(n)]
        st.mature = [[] for _ in range(n)]
        st.passed = [False] * n
        st.hand = [[] for _ in range(n)]
        st.committed = [False] * n
        st.choice = [None] * n
        st.crowd, st.neighbour_pts, st.leftover = [0] * n, [0] * n, [0] * n
        st.duel_committed = [False] * n
        st.duel_pick = [None] * n
        # creature cards: values taken out by rule are public, a random one is not
        st.removed = [c for c in CARD_IDS if CARDS[c].value in setup.remove_values]
        st.seen = set(st.removed)
        deck = [c for c in CARD_IDS if CARDS[c].value not in setup.remove_values]
        st.rng.shuffle(deck)
        for _ in range(setup.remove_random):
            st.removed.append(deck.pop())
        st.piles = []
        for _ in range(setup.outer_islands):
            pile = [deck.pop() for _ in range(setup.pile_size)]
            st.seen.add(pile[-1])
            st.piles.append(pile)
        st.deck = list(deck)
        # food
        st.bag = [TOKENS_PER_FOOD] * len(FOODS)
        st.island_food = [[0, 0, 0] for _ in range(setup.outer_islands)]
        st._draw_food([])
        st.bag_holder = 0
        st.turn = 0
        st.final = not st.deck
        return st

    # == geometry helpers ========================================================================
    @property
    def num_players(self) -> int:
        return self.n

    def reachable(self, seat: int) -> tuple[int, int]:
        return reachable_islands(seat, self.n)

    def allowed_cages(self, seat: int, island: int) -> range:
        """Cages that capture or food from `island` (or CENTRE) may go to."""
        if self.n == 2 and island != CENTRE:
            return board_cages(board_nearest(seat, island, self.n))
        return range(len(self.cages[seat]))

    def food_at(self, place: int) -> list[int]:
        return self.centre if place == CENTRE else self.island_food[place]

    def top_card(self, island: int) -> str | None:
        pile = self.piles[island]
        return pile[-1] if pile else None

    def empty_spaces(self, seat: int, cage: int) -> list[int]:
        """Empty feeding spaces of the creature in a cage, per food."""
        card = self.cages[seat][cage]
        if card is None:
            return [0, 0, 0]
        need = CARDS[card].needs
        fed = self.fed[seat][cage]
        return [need[i] - fed[i] for i in range(3)]

    def is_fully_fed(self, seat: int, cage: int) -> bool:
        return self.cages[seat][cage] is not None and not any(self.empty_spaces(seat, cage))

    def holders(self) -> list[int]:
        """Seats with cards still in hand in the scare phase."""
        return [s for s in range(self.n) if self.hand[s]]

    # == who acts, and what may they do ============================================================
    def to_act(self) -> list[int]:
        if self.phase == "nurture":
            return [self.turn]
        if self.phase == "scare":
            return [s for s in range(self.n) if self.hand[s] and not self.committed[s]]
        if self.phase == "duel":
            return [s for s in self.duel_seats if not self.duel_committed[s]]
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == "nurture":
            return self._nurture_actions(seat)
        if self.phase == "scare":
            return [PlayScare(p) for p in scare.scare_plays(self.hand[seat])]
        return [DuelPick(e) for e in ELEMENTS]

    def _nurture_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        islands = self.reachable(seat)
        cages = self.cages[seat]
        fed = self.fed[seat]
        two = self.n == 2
        for island in islands:
            if not self.piles[island]:
                continue
            for cage in self.allowed_cages(seat, island):
                if cages[cage] is None:
                    out.append(Capture(island, cage))   # cages are alike: list the first empty one
                    break
        # empty spaces per cage, worked out once
        hungry = []
        for cage, card in enumerate(cages):
            if card is not None:
                need = CARDS[card].needs
                f = fed[cage]
                hungry.append((cage, need[0] - f[0], need[1] - f[1], need[2] - f[2]))
        if not hungry:
            out.append(Pass())
            return out
        for source in (CENTRE,) + islands:
            food = self.centre if source == CENTRE else self.island_food[source]
            board = board_nearest(seat, source, self.n) if two and source != CENTRE else -1
            for fi in range(3):
                if not food[fi]:
                    continue
                name = FOODS[fi]
                for h in hungry:
                    if h[fi + 1] > 0 and (board < 0 or h[0] // CAGES_PER_BOARD == board):
                        out.append(Feed(source, name, h[0]))
        out.append(Pass())
        return out

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if self.is_over():
            return "the game is over"
        if self.phase == "nurture":
            if seat != self.turn:
                return "it is not your turn"
            if isinstance(action, Pass):
                return None
            if isinstance(action, Capture):
                return self._capture_problem(seat, action)
            if isinstance(action, Feed):
                return self._feed_problem(seat, action)
            return "in the nurture phase you capture, feed or pass"
        if self.phase == "scare":
            if not isinstance(action, PlayScare):
                return "in the scare phase you choose creatures to play"
            if not 0 <= seat < self.n or not self.hand[seat]:
                return "you have no creatures to play"
            if self.committed[seat]:
                return "you have already chosen"
            return scare.play_problem(self.hand[seat], action.cards)
        if self.phase == "duel":
            if seat not in self.duel_seats:
                return "only the tied players take part in the duel"
            if self.duel_committed[seat]:
                return "you have already chosen"
            if not isinstance(action, DuelPick) or action.element not in ELEMENTS:
                return "pick fire, earth or water"
            return None
        return "the game is over"

    def _capture_problem(self, seat: int, act: Capture) -> str | None:
        if act.island not in self.reachable(seat):
            return "you can only capture from the two outer islands beside you"
        if not self.piles[act.island]:
            return "there is no creature left on that island"
        if not 0 <= act.cage < len(self.cages[seat]):
            return "there is no such cage"
        allowed = self.allowed_cages(seat, act.island)
        if not any(self.cages[seat][c] is None for c in allowed):
            if len(self.cages[seat]) > len(allowed):
                return "the cage board nearest that island is full"
            return "your cages are full"
        if self.cages[seat][act.cage] is not None:
            return "that cage is full"
        if act.cage not in allowed:
            return "a creature goes to the cage board nearest the island it came from"
        return None

    def _feed_problem(self, seat: int, act: Feed) -> str | None:
        if act.food not in FOOD_INDEX:
            return "there is no such food"
        if act.source != CENTRE and act.source not in self.reachable(seat):
            return "you can only take food from the centre or the two outer islands beside you"
        fi = FOOD_INDEX[act.food]
        name = FOOD_NAMES[act.food]
        if not self.food_at(act.source)[fi]:
            return f"there is no {name} on {place_name(act.source)}"
        if not 0 <= act.cage < len(self.cages[seat]):
            return "there is no such cage"
        allowed = self.allowed_cages(seat, act.source)
        if not any(self.cages[seat][c] is not None and self.empty_spaces(seat, c)[fi] > 0 for c in allowed):
            where = " on the cage board nearest that island" if len(self.cages[seat]) > len(allowed) else ""
            return f"none of your creatures{where} has an empty {name} space"
        card = self.cages[seat][act.cage]
        if card is None:
            return "that cage is empty"
        if act.cage not in allowed:
            return "food from an outer island feeds only the cage board nearest it"
        if self.empty_spaces(seat, act.cage)[fi] <= 0:
            return f"that creature has no empty {name} space"
        return None

    # == carrying out ===============================================================================
    def apply_trusted(self, seat: int, action: Action) -> list[Event]:
        if isinstance(action, Capture):
            return self._capture(seat, action)
        if isinstance(action, Feed):
            return self._feed(seat, action)
        if isinstance(action, Pass):
            return self._pass(seat)
        if isinstance(action, PlayScare):
            return self._play_scare(seat, action)
        if isinstance(action, DuelPick):
            return self._duel_pick(seat, action)
        raise TypeError(f"not an Isle of Monsters action: {action!r}")

    def _capture(self, seat: int, act: Capture) -> list[Event]:
        pile = self.piles[act.island]
        card = pile.pop()
        assert card is not None
        self.cages[seat][act.cage] = card
        self.fed[seat][act.cage] = [0, 0, 0]
        events: list[Event] = [Captured(seat, act.island, act.cage, card)]
        if pile:
            top = pile[-1]
            assert top is not None, "a world with an unknown pile card cannot be played"
            if top not in self.seen:      # a card laid over at clean-up is known already
                self.seen.add(top)
                events.append(CreatureUncovered(act.island, top))
        self._next_turn(seat)
        return events

    def _feed(self, seat: int, act: Feed) -> list[Event]:
        fi = FOOD_INDEX[act.food]
        self.food_at(act.source)[fi] -= 1
        self.fed[seat][act.cage][fi] += 1
        card = self.cages[seat][act.cage]
        assert card is not None
        self._next_turn(seat)
        return [Fed(seat, act.source, act.food, act.cage, card, self.is_fully_fed(seat, act.cage))]

    def _pass(self, seat: int) -> list[Event]:
        first = not any(self.passed)
        self.passed[seat] = True
        if first:
            self.bag_holder = seat      # the first to pass takes the draw bag
        events: list[Event] = [Passed(seat, first)]
        if all(self.passed):
            events += self._end_nurture()
        else:
            self._next_turn(seat)
        return events

    def _next_turn(self, seat: int) -> None:
        for k in range(1, self.n + 1):
            s = (seat + k) % self.n
            if not self.passed[s]:
                self.turn = s
                return

    def _end_nurture(self) -> list[Event]:
        events: list[Event] = [PhaseStarted("mature")]
        for s in range(self.n):
            for cage in range(len(self.cages[s])):
                if self.is_fully_fed(s, cage):
                    card = self.cages[s][cage]
                    assert card is not None
                    back = tuple(self.fed[s][cage])
                    for i in range(3):
                        self.bag[i] += back[i]
                    self.cages[s][cage] = None
                    self.fed[s][cage] = [0, 0, 0]
                    self.mature[s].append(card)
                    events.append(Matured(s, cage, card, back))
            self.mature[s].sort()
        events.append(PhaseStarted("scare"))
        self.phase = "scare"
        self.step = 0
        self.hand = [sorted(m) for m in self.mature]
        events += self._next_scare_step()
        return events

    # -- scare phase ---------------------------------------------------------------------------------
    def _next_scare_step(self) -> list[Event]:
        """Start another step while two or more players hold cards; else score the
        leftovers and end the phase."""
        events: list[Event] = []
        holders = self.holders()
        if len(holders) >= 2:
            self.step += 1
            self.committed = [False] * self.n
            self.choice = [None] * self.n
            return events
        if len(holders) == 1:
            s = holders[0]
            k = len(self.hand[s])
            self.leftover[s] += k
            events.append(LeftoversScored(s, k, k))
        return events + self._end_scare()

    def _play_scare(self, seat: int, act: PlayScare) -> list[Event]:
        cards = tuple(sorted(act.cards))
        self.committed[seat] = True
        self.choice[seat] = cards
        events: list[Event] = [ScareChosen(seat, cards)]
        if self.to_act():
            return events
        return events + self._resolve_scare_step()

    def _resolve_scare_step(self) -> list[Event]:
        plays: dict[int, tuple[str, ...]] = {}
        for s in self.holders():
            cards = self.choice[s]
            assert cards is not None, "a world with a hidden choice cannot be resolved"
            plays[s] = cards
        seats = tuple(sorted(plays))
        events: list[Event] = [ScareRevealed(
            self.step, seats, tuple(plays[s] for s in seats),
            tuple(CARDS[plays[s][0]].element for s in seats),
            tuple(scare.total(plays[s]) for s in seats))]
        for s, cards in plays.items():
            hand = self.hand[s]
            for c in cards:
                hand.remove(c)
        top, pts, best = scare.crowd_winners(plays)
        for s in top:
            self.crowd[s] += pts
        events.append(CrowdScared(tuple(top), pts, best))
        for s, t in scare.neighbour_scares(plays):
            self.neighbour_pts[s] += 1
            events.append(NeighbourScared(s, t, CARDS[plays[s][0]].element, CARDS[plays[t][0]].element))
        self.committed = [False] * self.n
        self.choice = [None] * self.n
        return events + self._next_scare_step()

    def _end_scare(self) -> list[Event]:
        self.hand = [[] for _ in range(self.n)]
        self.committed = [False] * self.n
        self.choice = [None] * self.n
        events: list[Event] = [CardsReturned(tuple(len(m) for m in self.mature))]
        if self.final:
            return events + self._end_game()   # the final round skips clean-up
        events.append(PhaseStarted("clean-up"))
        self._draw_food(events)
        for island in self._islands_from_bag_holder():
            if not self.deck:
                break
            card = self.deck.pop()
            assert card is not None
            self.piles[island].append(card)
            self.seen.add(card)
            events.append(CreatureDealt(island, card))
        if not self.deck:
            self.final = True       # the last card is dealt: the next round is the last
        self.round += 1
        self.phase = "nurture"
        self.passed = [False] * self.n
        self.turn = self.bag_holder
        events.append(RoundStarted(self.round, self.bag_holder, self.final))
        events.append(PhaseStarted("nurture"))
        return events

    def _islands_from_bag_holder(self) -> list[int]:
        """Outer islands clockwise, starting at the one on the bag holder's left."""
        k = len(self.piles)
        return [(self.bag_holder + i) % k for i in range(k)]

    def _draw_food(self, events: list[Event]) -> None:
        """Players' count of tokens to the centre, then two to each outer island,
        clockwise from the bag holder's left. An empty bag stops the drawing (our
        ruling, card file §6)."""
        targets = [CENTRE] * self.n
        for island in self._islands_from_bag_holder():
            targets += [island] * FOOD_PER_OUTER_ISLAND
        drawn = 0
        for place in targets:
            left = sum(self.bag)
            if left == 0:
                break
            x = self.rng.randrange(left)
            fi = 0
            while x >= self.bag[fi]:
                x -= self.bag[fi]
                fi += 1
            self.bag[fi] -= 1
            self.food_at(place)[fi] += 1
            drawn += 1
            events.append(FoodDrawn(FOODS[fi], place))
        if drawn < len(targets):
            events.append(BagRanShort(len(targets), drawn))

    # -- the end and the duel ------------------------------------------------------------------------
    def _end_game(self) -> list[Event]:
        sc = self.scores()
        best = max(sc)
        top = [s for s in range(self.n) if sc[s] == best]
        if len(top) > 1 and self.tie_breaker == "duel":
            self.phase = "duel"
            self.duel_seats = top
            self.duel_committed = [False] * self.n
            self.duel_pick = [None] * self.n
            return [DuelStarted(tuple(top))]
        self.phase = "over"
        return [GameEnded(tuple(int(x) for x in sc), tuple(top))]

    def _duel_pick(self, seat: int, act: DuelPick) -> list[Event]:
        self.duel_committed[seat] = True
        self.duel_pick[seat] = act.element
        events: list[Event] = [DuelChosen(seat, act.element)]
        if self.to_act():
            return events
        seats = tuple(self.duel_seats)
        picks = {s: self.duel_pick[s] for s in seats}
        assert all(p is not None for p in picks.values()), "a world with a hidden pick cannot be resolved"
        events.append(DuelRevealed(seats, tuple(picks[s] for s in seats)))  # type: ignore[misc]
        shown = set(picks.values())
        out: tuple[int, ...] = ()
        if len(shown) == 2:
            # exactly two elements: the one that scares the other stays in
            a, b = sorted(shown)  # type: ignore[type-var]
            stay = a if SCARES[a] == b else b
            out = tuple(s for s in seats if picks[s] != stay)
            self.duel_seats = [s for s in seats if picks[s] == stay]
        events.append(DuelOut(out))
        self.duel_committed = [False] * self.n
        self.duel_pick = [None] * self.n
        if len(self.duel_seats) == 1:
            self.champion = self.duel_seats[0]
            self.phase = "over"
            sc = self.scores()
            events.append(GameEnded(tuple(int(x) for x in sc), (self.champion,)))
        return events

    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[float]:
        return [self.crowd[s] + self.neighbour_pts[s] + self.leftover[s] for s in range(self.n)]

    def score_breakdown(self) -> list[dict[str, float]]:
        return [{"crowd": self.crowd[s], "neighbours": self.neighbour_pts[s], "leftover": self.leftover[s]}
                for s in range(self.n)]

    def winners(self) -> list[int]:
        if self.champion is not None:
            return [self.champion]
        return super().winners()

    def returns(self) -> list[float]:
        """Mostly the win (shared on a tie), plus a little for the share of points,
        so the search prefers a bigger lead and a closer loss."""
        win = super().returns()
        sc = self.scores()
        total = sum(sc)
        share = [s / total if total else 1.0 / self.n for s in sc]
        return [0.9 * w + 0.1 * p for w, p in zip(win, share)]

    # == hidden information ================================================================================
    def view(self, seat: int | None) -> "IsleOfMonstersState":
        v = self.clone()
        v.viewer = -1 if seat is None else seat
        v.rng = Rng(0)
        v.deck = [None] * len(self.deck)
        v.piles = [[c if c in self.seen else None for c in pile] for pile in self.piles]
        v.removed = [c if c in self.seen else None for c in self.removed]
        if self.phase == "scare":
            v.choice = [c if s == seat else None for s, c in enumerate(self.choice)]
        if self.phase == "duel":
            v.duel_pick = [p if s == seat else None for s, p in enumerate(self.duel_pick)]
        return v

    def unknown_cards(self) -> list[str]:
        """Cards whose place this state does not show (the pool a view samples from)."""
        shown: set[str] = set()
        for group in (self.deck, self.removed):
            shown.update(c for c in group if c is not None)
        for pile in self.piles:
            shown.update(c for c in pile if c is not None)
        for cages in self.cages:
            shown.update(c for c in cages if c is not None)
        for m in self.mature:
            shown.update(m)
        return [c for c in CARD_IDS if c not in shown]

    def sample_world(self, rng: Rng) -> "IsleOfMonstersState":
        w = self.clone()
        w.viewer = None
        w.rng = Rng(rng.next64())
        if self.viewer is None:
            return w
        pool = self.unknown_cards()
        rng.shuffle(pool)
        it = iter(pool)
        w.deck = [c if c is not None else next(it) for c in w.deck]
        w.piles = [[c if c is not None else next(it) for c in pile] for pile in w.piles]
        w.removed = [c if c is not None else next(it) for c in w.removed]
        if w.phase == "scare":
            for s in range(w.n):
                if w.committed[s] and w.choice[s] is None:
                    w.choice[s] = rng.choice(scare.scare_plays(w.hand[s]))
        if w.phase == "duel":
            for s in w.duel_seats:
                if w.duel_committed[s] and w.duel_pick[s] is None:
                    w.duel_pick[s] = rng.choice(ELEMENTS)
        return w

    # == copying and saving ================================================================================
    fields = (
        Field("n", key="players"), Field("tie_breaker"), Field("phase"), Field("round"), Field("final"),
        Field("bag", "[v]"), Field("centre", "[v]"), Field("island_food", "[[v]]"),
        Field("piles", "[[v]]"), Field("deck", "[v]"), Field("removed", "[v]"), Field("seen", "{}"),
        Field("cages", "[[v]]"), Field("fed", "[[[v]]]"), Field("mature", "[[v]]"),
        Field("bag_holder"), Field("turn"), Field("passed", "[v]"), Field("step"),
        Field("hand", "[[v]]"), Field("committed", "[v]"), Field("choice", "[t]"),
        Field("crowd", "[v]"), Field("neighbour_pts", "[v]", key="neighbours"), Field("leftover", "[v]"),
        Field("duel_seats", "[v]"), Field("duel_committed", "[v]"), Field("duel_pick", "[v]"),
        Field("champion"),
    )
    save_name = "Isle of Monsters state"

    @classmethod
    def upgrade_save(cls, data: dict) -> dict:
        # format 1 was first tagged "version": 1, with the same fields
        if "format" not in data and data.get("version") == 1:
            data = {k: v for k, v in data.items() if k != "version"}
            data["format"] = 1
        return data

    def after_load(self) -> None:
        if self.n not in SETUPS:
            raise CorruptState(f"{self.n} players is not a game of Isle of Monsters")
        if self.phase not in PHASES or self.tie_breaker not in TIE_BREAKERS:
            raise CorruptState("unknown phase or tie-breaker")
        for name, seq in (("cages", self.cages), ("mature", self.mature), ("passed", self.passed),
                          ("hand", self.hand), ("crowd", self.crowd)):
            if len(seq) != self.n:
                raise CorruptState(f"Isle of Monsters state is damaged: {name} is not one per player")
        cards = [c for c in self.deck + self.removed + [x for p in self.piles for x in p]
                 + [x for c in self.cages for x in c] + [x for m in self.mature for x in m] if c is not None]
        if any(c not in CARDS for c in cards) or len(set(cards)) != len(cards):
            raise CorruptState("Isle of Monsters state is damaged: the creature cards do not add up")

    # == words for people ====================================================================================
    def turn_label(self) -> str:
        if self.phase == "over":
            return "Game over"
        if self.phase == "duel":
            return "Element duel"
        name = "Final round" if self.final else f"Round {self.round}"
        if self.phase == "scare":
            return f"{name}, scare {self.step}"
        return name

    def describe(self, seat: int, action: Action, names: Sequence[str]) -> str:
        return f"{names[seat]}: {action.label()}"
