"""Isle of Monsters: the game state and its rules engine (the phases in
nurture.py, scare_phase.py and duel.py, legality in legality.py, the table
geometry in geometry.py).

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
from rules.core import turn_note as notes
from rules.core.i18n import N_, _
from rules.core.contract import CorruptState
from rules.core.snapshot import Field, SavedFields

from . import log_text, scare
from .actions import CENTRE, Capture, DuelPick, Feed, Pass, PlayScare, codec
from .events import CreatureDealt, RoundStarted
from .content import CAGES_PER_BOARD, CARD_IDS, CARDS, ELEMENTS, FOODS, SETUPS, TOKENS_PER_FOOD
from .duel import EndAndDuel
from .geometry import board_cages, board_nearest, reachable_islands
from .legality import Legality
from .nurture import NurturePhase
from .scare_phase import ScarePhase

TIE_BREAKERS = ("shared", "duel")
PHASES = ("nurture", "scare", "duel", "over")


class IsleOfMonstersState(SavedFields, Legality, NurturePhase, ScarePhase, EndAndDuel, GameState):
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
        return cls._opened(options, seed)[0]

    @classmethod
    def opening_events(cls, options: dict, seed: int) -> list[Event]:
        """The set-up as the log tells it, before the first move: the creature
        on top of each outer island's pile, the food drawn, round 1 begun."""
        return cls._opened(options, seed)[1]

    @classmethod
    def _opened(cls, options: dict, seed: int) -> "tuple[IsleOfMonstersState, list[Event]]":
        events: list[Event] = []
        n = options.get("players")
        if n not in SETUPS:
            raise ValueError("Isle of Monsters is for 2 to 5 players")
        tie = options.get("tie_breaker", "duel")      # the rulebook's play-off
        if tie not in TIE_BREAKERS:
            raise ValueError(f"unknown tie-breaker {tie!r}")
        setup = SETUPS[n]
        st = cls()
        st.rng = Rng(seed)
        st.n = n
        st.tie_breaker = tie
        cages = setup.boards_per_player * CAGES_PER_BOARD
        st.cages = [[None] * cages for __ in range(n)]
        st.fed = [[[0, 0, 0] for __ in range(cages)] for __ in range(n)]
        st.mature = [[] for __ in range(n)]
        st.passed = [False] * n
        st.hand = [[] for __ in range(n)]
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
        for __ in range(setup.remove_random):
            st.removed.append(deck.pop())
        st.piles = []
        for __ in range(setup.outer_islands):
            pile = [deck.pop() for __ in range(setup.pile_size)]
            st.seen.add(pile[-1])
            st.piles.append(pile)
        st.deck = list(deck)
        # food
        st.bag = [TOKENS_PER_FOOD] * len(FOODS)
        st.island_food = [[0, 0, 0] for __ in range(setup.outer_islands)]
        events.extend(CreatureDealt(island, pile[-1]) for island, pile in enumerate(st.piles) if pile)
        st._draw_food(events)
        st.bag_holder = 0
        st.turn = 0
        st.final = not st.deck
        events.append(RoundStarted(st.round, st.bag_holder, st.final))
        return st, events

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

    def secret_step(self) -> bool:
        """The scare play and the element duel are chosen by all at once, in secret."""
        return self.phase in ("scare", "duel")

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

    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[float]:
        return [self.crowd[s] + self.neighbour_pts[s] + self.leftover[s] for s in range(self.n)]

    def score_breakdown(self) -> list[dict[str, float]]:
        # the keys are catalogue messages: the results show them with _()
        return [{N_("crowd"): self.crowd[s], N_("neighbours"): self.neighbour_pts[s],
                 N_("leftover"): self.leftover[s]}
                for s in range(self.n)]

    def winners(self) -> list[int]:
        if self.champion is not None:
            return [self.champion]
        return super().winners()

    def why_it_ended(self) -> str:
        if not self.is_over():
            return ""
        sc = self.scores()
        tied = sum(1 for s in sc if s == max(sc)) > 1
        if self.champion is not None and tied:
            return _("The creature deck ran out and the final round has been scored; "
                     "the tie for the most points went to the element duel.")
        if tied:
            return _("The creature deck ran out and the final round has been scored; "
                     "the players tied for the most points share the win.")
        return _("The creature deck ran out and the final round has been scored.")

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
    def log_lines(self, events, names):
        return log_text.log_lines(events, names)     # a clean-up's draws read as one line

    def turn_note(self) -> dict:
        if self.phase == "over":
            return notes.note(N_("Game over"))
        if self.phase == "duel":
            return notes.note(N_("Element duel"))
        if self.phase == "scare":
            if self.final:
                return notes.note(N_("Final round, scare {step}"), step=self.step)
            return notes.note(N_("Round {round}, scare {step}"), round=self.round, step=self.step)
        return notes.note(N_("Final round")) if self.final else notes.note(N_("Round {round}"), round=self.round)

    def describe(self, seat: int, action: Action, names: Sequence[str]) -> str:
        return _("{player}: {action}").format(player=names[seat], action=action.label())
