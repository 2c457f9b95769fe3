"""The Isle of Night engine: set-up, the turn, claims, "when claimed" effects,
the end of the game and scoring, over the shared rules contract.

A turn runs in stages, each waiting for one small decision at a time:
  1. the draw (automatic): 3 cards, 4 with Spring of Visions, into the centre;
  2. cursed-ring power: one RingDiscard per ring owned, then as many RingClaims;
  3. the normal claim: ClaimType(type) or ClaimRings(count, magic);
  4. after every claim, the claimed cards' "when claimed" effects, one card at a
     time (OrderEffect when different effects wait), each opening its own
     decision: ChooseDragon / ChooseSerpent / SkipCreature, Swap / SkipSwap,
     Lock / Unlock / SkipScroll, StaffDiscard, or Mirror Lake's extra claim.
The game ends at once when 3 + players lanterns have been claimed, or when a turn
would begin with an empty deck. Only the deck order is hidden.
"""
from __future__ import annotations

from typing import Sequence

from rules.core import Action, CorruptState, Event, GameState, Rng
from rules.core import turn_note as notes
from rules.core.i18n import N_, _
from rules.core.snapshot import Field, SavedFields

from . import actions as A
from . import events as E
from . import content
from . import scoring
from . import lookup
from .moves import LegalMoves
from .refusals import Refusals
from .score_grid import swap_pairs
from .steps import (ST_RING_DISCARD, ST_RING_CLAIM, ST_CLAIM, ST_DONE, D_RING_DISCARD,
                    D_RING_CLAIM, D_CLAIM, D_ORDER, D_EFFECT, D_OVER)

_CTYPE = lookup.CARD_TYPE
_EFFECT = lookup.EFFECT_OF
_PLAIN = lookup.NUM_PLAIN_TYPES
_RINGS = lookup.RINGS
_STAFFS = lookup.STAFFS
_DRAGONS = lookup.DRAGONS
_SERPENTS = lookup.SERPENTS
_LANTERNS = lookup.LANTERNS


def side_for(options: dict) -> str:
    """The island side an option set plays on."""
    if options.get("first_game", True):
        return content.FIRST_GAME_SIDE
    return f"{options.get('island', 1)}{options.get('side', 'A')}"


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_int_list(v) -> bool:
    return isinstance(v, list) and all(_is_int(x) for x in v)


def _whole(name: str) -> Field:
    return Field(name, valid=_is_int, must="a whole number")


def _wholes(name: str) -> Field:
    return Field(name, "[v]", valid=_is_int_list, must="a list of whole numbers")


def _truth(name: str) -> Field:
    return Field(name, valid=lambda v: isinstance(v, bool), must="true or false")


class IsleOfNightState(SavedFields, LegalMoves, Refusals, GameState):
    game_id = "isle_of_night"
    codec = A.codec

    __slots__ = ("rng", "viewer", "players", "side", "score_grid", "locked", "deck", "centre",
                 "owned", "out", "rings_taken", "lanterns_claimed", "turns_taken", "turn",
                 "current", "stage", "ring_left", "ring_discarded", "location_taken",
                 "pending", "active", "active_left", "active_card", "step", "over",
                 "end_reason", "_events")

    def __init__(self) -> None:
        self.rng = Rng(0)
        self.viewer = None
        self.players = 2
        self.side = lookup.SIDES[content.FIRST_GAME_SIDE]
        self.score_grid: list[int] = []          # score card number per position
        self.locked = 0                      # bit p: the card in position p is locked
        self.deck: list[int] = []            # face down; the next card is last (-1 in a view)
        self.centre: list[int] = []          # face up, in the order they arrived
        self.owned: list[list[int]] = []
        self.out: list[int] = []             # discarded to the box, out of the game
        self.rings_taken: list[int] = []     # rings each seat has claimed this game
        self.lanterns_claimed = 0            # by anyone, ever (discarded ones too)
        self.turns_taken: list[int] = []
        self.turn = 0
        self.current = 0
        self.stage = ST_CLAIM
        self.ring_left = 0                   # ring discards (then ring claims) still to make
        self.ring_discarded = 0
        self.location_taken = False          # one location per turn, however taken
        self.pending: list[int] = []         # claimed cards whose effect still waits
        self.active = lookup.A_NONE              # the effect being resolved now
        self.active_left = 0                 # its remaining uses
        self.active_card = -1                # the card that started it
        self.step = D_CLAIM
        self.over = False
        self.end_reason = ""
        self._events: list[Event] | None = None

    # -- making ----------------------------------------------------------------------
    @classmethod
    def new_game(cls, options: dict, seed: int) -> "IsleOfNightState":
        return cls._opened(options, seed)[0]

    @classmethod
    def opening_events(cls, options: dict, seed: int) -> list[Event]:
        """Turn 1's start and its draw, which happen at set-up."""
        return cls._opened(options, seed)[1]

    @classmethod
    def _opened(cls, options: dict, seed: int) -> tuple["IsleOfNightState", list[Event]]:
        st = cls.set_up(options, seed)
        events: list[Event] = []
        st._events = events
        st._begin_turn()
        st._settle()
        st._events = None
        return st, events

    @classmethod
    def set_up(cls, options: dict, seed: int) -> "IsleOfNightState":
        """The table as set up (rulebook 'Setup'): the score cards dealt, the
        explore deck shuffled, nobody's turn yet (turn 1 draws next)."""
        players = int(options.get("players", 3))
        if not 2 <= players <= 5:
            raise ValueError("Isle of Night is for 2 to 5 players")
        key = side_for(options)
        if key not in lookup.SIDES:
            raise ValueError(f"there is no island side {key}")
        st = cls()
        st.rng = Rng(seed)
        st.players = players
        st.side = lookup.SIDES[key]
        cards = list(st.side.score_cards)
        st.rng.shuffle(cards)                # score cards dealt lock side down
        st.score_grid = cards
        st.deck = list(range(lookup.NUM_CARDS))
        st.rng.shuffle(st.deck)
        st.owned = [[] for __ in range(players)]
        st.rings_taken = [0] * players
        st.turns_taken = [0] * players
        st.current = 0
        return st

    @classmethod
    def arranged(cls, *, players: int = 3, side: str = content.FIRST_GAME_SIDE,
                 score_grid: Sequence[str] | None = None, locked: Sequence[int] = (),
                 centre: Sequence[str] = (), owned: Sequence[Sequence[str]] | None = None,
                 out: Sequence[str] = (), deck_top: Sequence[str] = (), current: int = 0,
                 rings_taken: Sequence[int] | None = None, lanterns_claimed: int | None = None,
                 turns_taken: Sequence[int] | None = None, seed: int = 0) -> "IsleOfNightState":
        """A position laid out by hand (rule tests, tutorials, puzzles), named in
        card codes: the score cards in `score_grid` order (default S1, S2, ...), the
        centre and each player's cards as given, the other cards shuffled into the
        deck with `deck_top` drawn first. The current player's turn has begun and
        its draw is the given centre (ring power comes next if they own rings)."""
        st = cls()
        st.rng = Rng(seed)
        st.players = players
        st.side = lookup.SIDES[side]
        ids = score_grid if score_grid is not None else [lookup.SCORE_IDS[s] for s in st.side.score_cards]
        st.score_grid = [lookup.SCORE_INDEX[s] for s in ids]
        for p in locked:
            st.locked |= 1 << p
        code = lookup.CARD_BY_CODE
        st.centre = [code[c] for c in centre]
        st.owned = [[code[c] for c in mine] for mine in (owned or [[] for __ in range(players)])]
        st.out = [code[c] for c in out]
        placed = set(st.centre) | set(st.out)
        for mine in st.owned:
            placed |= set(mine)
        top = [code[c] for c in deck_top]
        rest = sorted(lookup.ALL_CARDS - placed - set(top))
        st.rng.shuffle(rest)
        st.deck = rest + top[::-1]
        st.rings_taken = list(rings_taken) if rings_taken is not None else [
            sum(1 for c in mine if _CTYPE[c] == _RINGS) for mine in st.owned]
        st.lanterns_claimed = lanterns_claimed if lanterns_claimed is not None else sum(
            1 for mine in st.owned + [st.out] for c in mine if _CTYPE[c] == _LANTERNS)
        if turns_taken is None:
            turns_taken = [1 if s <= current else 0 for s in range(players)]
        st.turns_taken = list(turns_taken)
        st.turn = sum(st.turns_taken)
        st.current = current
        rings = sum(1 for c in st.owned[current] if _CTYPE[c] == _RINGS)
        st.stage = ST_RING_DISCARD if rings else ST_CLAIM
        st.ring_left = rings
        st._check()
        st._settle()
        return st

    @property
    def num_players(self) -> int:
        return self.players

    @property
    def lanterns_to_end(self) -> int:
        return content.LANTERNS_TO_END_BASE + self.players

    # -- who acts ----------------------------------------------------------------------
    def to_act(self) -> list[int]:
        return [] if self.over else [self.current]

    # -- doing ------------------------------------------------------------------------------
    def apply_trusted(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._events = events
        cls = type(action)
        if cls is A.ClaimType:
            self._do_claim_type(action.kind)
        elif cls is A.ClaimRings:
            self._do_claim_rings(action.count, action.magic)
        elif cls is A.RingDiscard:
            self._discard(action.card)
            events.append(E.RingDiscarded(seat, action.card))
            self.ring_left -= 1
            self.ring_discarded += 1
        elif cls is A.RingClaim:
            self.ring_left -= 1
            self._claim((action.card,), "ring")
        elif cls is A.OrderEffect:
            self.pending.remove(action.card)
            self._start_effect(action.card)
        elif cls is A.ChooseDragon or cls is A.ChooseSerpent:
            self._use_active()
            self._claim((action.card,), "sword" if cls is A.ChooseDragon else "spear")
        elif cls is A.Swap:
            self._use_active()
            lay = self.score_grid
            lay[action.a], lay[action.b] = lay[action.b], lay[action.a]
            events.append(E.ScoreCardsSwapped(seat, action.a, action.b,
                                              lookup.SCORE_IDS[lay[action.a]], lookup.SCORE_IDS[lay[action.b]]))
        elif cls is A.Lock or cls is A.Unlock:
            self._use_active()
            self.locked ^= 1 << action.position
            events.append(E.ScoreCardLocked(seat, action.position, lookup.SCORE_IDS[self.score_grid[action.position]],
                                            cls is A.Lock))
        elif cls is A.StaffDiscard:
            self._use_active()
            card = action.card
            self._discard(card)
            events.append(E.StaffDiscarded(seat, card, bool(_EFFECT[card])))
            if card in self.pending:       # its own effect still waits: both happen, and the
                self.pending.append(card)  # replay waits with it, in the order the player picks
            else:
                self._start_effect(card)   # the replay happens at once
        elif cls is A.SkipCreature or cls is A.SkipSwap or cls is A.SkipScroll:
            what = {lookup.A_DRAGON: "take a dragon", lookup.A_SERPENT: "take a serpent",
                    lookup.A_SWAP: "swap score cards", lookup.A_LOCK: "lock or unlock a score card"}[self.active]
            events.append(E.EffectSkipped(seat, what))
            self._clear_active()           # skipping ends the effect, all its uses
        else:  # pragma: no cover - apply() checks first
            raise TypeError(f"not an Isle of Night action: {action!r}")
        self._settle()
        self._events = None
        return events

    def _emit(self, event: Event) -> None:
        if self._events is not None:
            self._events.append(event)

    def _do_claim_type(self, t: int) -> None:
        cards = tuple(c for c in self.centre if _CTYPE[c] == t)
        if self.step == D_EFFECT:            # Mirror Lake's extra claim
            self._use_active()
            self._claim(cards, "mirror")
        else:
            self.stage = ST_DONE
            self._claim(cards, "claim")

    def _do_claim_rings(self, count: int, magic: int) -> None:
        """`magic` rings with a magic symbol and the rest without (each the
        lowest-numbered, as rings alike are alike)."""
        rings = sorted(c for c in self.centre if _CTYPE[c] == _RINGS)
        with_magic = [c for c in rings if lookup.CARD_MAGIC[c]][:magic]
        without = [c for c in rings if not lookup.CARD_MAGIC[c]][:count - magic]
        taken = tuple(with_magic + without)
        if self.step == D_EFFECT:
            self._use_active()
            self._claim(taken, "mirror")
        else:
            self.stage = ST_DONE
            self._claim(taken, "claim")

    def _use_active(self) -> None:
        self.active_left -= 1
        if self.active_left <= 0:
            self._clear_active()

    def _clear_active(self) -> None:
        self.active = lookup.A_NONE
        self.active_left = 0
        self.active_card = -1

    def _discard(self, card: int) -> None:
        self.owned[self.current].remove(card)
        self.out.append(card)

    def _claim(self, cards: Sequence[int], how: str) -> None:
        """Move claimed cards from the centre to the current player; queue their
        effects; end the game the moment the lantern count is reached."""
        mine = self.owned[self.current]
        centre = self.centre
        for c in cards:
            centre.remove(c)
            mine.append(c)
            t = _CTYPE[c]
            if t == _LANTERNS:
                self.lanterns_claimed += 1
            elif t == _RINGS:
                self.rings_taken[self.current] += 1
            elif t >= _PLAIN:
                self.location_taken = True
            if _EFFECT[c]:
                self.pending.append(c)
        self._emit(E.CardsClaimed(self.current, tuple(cards), how))
        if self.lanterns_claimed >= self.lanterns_to_end:
            self._end("lanterns")

    def _start_effect(self, card: int) -> None:
        e = _EFFECT[card]
        if e == lookup.E_ALL_DRAGONS or e == lookup.E_ALL_SERPENTS:
            want = _DRAGONS if e == lookup.E_ALL_DRAGONS else _SERPENTS
            cards = tuple(c for c in self.centre if _CTYPE[c] == want)
            if cards:
                self._claim(cards, "perch" if want == _DRAGONS else "pool")
        elif e != lookup.E_NONE:
            self.active, self.active_left = lookup.EFFECT_START[e]
            self.active_card = card

    def _active_has_choice(self) -> bool:
        a = self.active
        if a == lookup.A_DRAGON or a == lookup.A_SERPENT:
            want = _DRAGONS if a == lookup.A_DRAGON else _SERPENTS
            return any(_CTYPE[c] == want for c in self.centre)
        if a == lookup.A_SWAP:
            return bool(swap_pairs(self.side, self.locked))
        if a == lookup.A_LOCK:
            return True
        if a == lookup.A_STAFF:
            return any(_CTYPE[c] != _STAFFS for c in self.owned[self.current])
        return bool(self._claim_mask(True))

    def _settle(self) -> None:
        """Run everything automatic until a player must decide (or the game ends)."""
        while True:
            if self.over:
                self.step = D_OVER
                return
            if self.active:
                if self._active_has_choice():
                    self.step = D_EFFECT
                    return
                self._clear_active()         # nothing to choose: the effect does nothing
                continue
            pending = self.pending
            if pending:
                e = _EFFECT[pending[0]]
                if all(_EFFECT[c] == e for c in pending):
                    self._start_effect(pending.pop(0))
                    continue
                self.step = D_ORDER
                return
            stage = self.stage
            if stage == ST_RING_DISCARD:
                if self.ring_left > 0 and any(_CTYPE[c] != _RINGS for c in self.owned[self.current]):
                    self.step = D_RING_DISCARD
                    return
                self.stage = ST_RING_CLAIM
                self.ring_left = self.ring_discarded
                continue
            if stage == ST_RING_CLAIM:
                if self.ring_left > 0 and any(self._ring_may_take(c) for c in self.centre):
                    self.step = D_RING_CLAIM
                    return
                self.stage = ST_CLAIM
                continue
            if stage == ST_CLAIM:
                if self._claim_mask(False):
                    self.step = D_CLAIM
                    return
                self.stage = ST_DONE
                continue
            self.current = (self.current + 1) % self.players
            self._begin_turn()

    def _begin_turn(self) -> None:
        if not self.deck:
            self._end("deck")               # Our ruling: no card to draw, no turn
            return
        seat = self.current
        self.turn += 1
        self.turns_taken[seat] += 1
        self._emit(E.TurnBegan(seat, self.turn))
        mine = self.owned[seat]
        n = content.SPRING_DRAW if lookup.SPRING in mine else content.DRAW_PER_TURN
        deck = self.deck
        drawn = []
        for __ in range(min(n, len(deck))):
            drawn.append(deck.pop())
        self.centre.extend(drawn)
        self._emit(E.CardsDrawn(seat, tuple(drawn)))
        self.location_taken = False
        rings = sum(1 for c in mine if _CTYPE[c] == _RINGS)
        self.ring_discarded = 0
        if rings:
            self.stage = ST_RING_DISCARD
            self.ring_left = rings
        else:
            self.stage = ST_CLAIM
            self.ring_left = 0

    def _end(self, reason: str) -> None:
        self.over = True
        self.end_reason = reason
        self.pending = []
        self._clear_active()
        self.step = D_OVER
        self._emit(E.GameEnded(reason))

    # -- hidden information ----------------------------------------------------------------
    def view(self, seat: int | None) -> "IsleOfNightState":
        """Everything is face up but the deck order: the view keeps how many cards
        are left, not which, and carries no RNG."""
        v = self.clone()
        v.viewer = -1 if seat is None else seat
        v.rng = Rng(0)
        v.deck = [-1] * len(self.deck)
        return v

    def unseen_cards(self) -> list[int]:
        """The cards still in the deck, as anyone can work out: all 116 minus the
        centre, everything owned and the box."""
        seen = set(self.centre)
        seen.update(self.out)
        for mine in self.owned:
            seen.update(mine)
        return sorted(lookup.ALL_CARDS - seen)

    def sample_world(self, rng: Rng) -> "IsleOfNightState":
        w = self.clone()
        w.viewer = None
        w.rng = Rng(rng.next64())
        if self.viewer is not None:
            deck = self.unseen_cards()
            rng.shuffle(deck)
            w.deck = deck
        return w

    # -- end and score ----------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.over

    def score_breakdown(self) -> list[dict[str, float]]:
        return scoring.breakdowns(self.side, self.score_grid, self.owned)  # type: ignore[return-value]

    def scores(self) -> list[float]:
        return scoring.totals(self.side, self.score_grid, self.owned)  # type: ignore[return-value]

    def winners(self) -> list[int]:
        return scoring.winners(self.side, self.score_grid, self.owned, self.turns_taken)

    def standings(self) -> list[tuple]:
        """The winner's order for every place: VP, then fewer turns, then more magic."""
        tot = self.scores()
        return [scoring.ranking_key(int(tot[i]), self.turns_taken[i], scoring.magic_symbols(self.owned[i]))
                for i in range(self.players)]

    def tie_breaks(self, seat: int) -> list[tuple[str, float]]:
        return [(_("Turns taken"), self.turns_taken[seat]), (_("Magic symbols"), scoring.magic_symbols(self.owned[seat]))]

    def why_it_ended(self) -> str:
        if not self.over:
            return ""
        tie = scoring.tie_outcome(self.scores(), self.standings())
        if self.end_reason == "lanterns":
            return {
                "": _("The last lantern was claimed, so the night is over."),
                "shared": _("The last lantern was claimed, so the night is over; the players tied for the "
                            "most VP share the win."),
                "turns": _("The last lantern was claimed, so the night is over; the tie for the most VP went "
                           "to the player who took fewer turns."),
                "magic": _("The last lantern was claimed, so the night is over; the tie for the most VP went "
                           "to the player with more magic symbols."),
            }[tie]
        return {
            "": _("The explore deck ran out, so the night is over."),
            "shared": _("The explore deck ran out, so the night is over; the players tied for the most VP "
                        "share the win."),
            "turns": _("The explore deck ran out, so the night is over; the tie for the most VP went to the "
                       "player who took fewer turns."),
            "magic": _("The explore deck ran out, so the night is over; the tie for the most VP went to the "
                       "player with more magic symbols."),
        }[tie]

    def magic_counts(self) -> list[int]:
        return [scoring.magic_symbols(m) for m in self.owned]

    # -- copying and saving --------------------------------------------------------------------
    fields = (
        _whole("players"),
        Field("side", dump=lambda side: side.key, load=lambda key: lookup.SIDES[key],
              valid=lambda key: key in lookup.SIDES, must="an island side"),
        _wholes("score_grid"), _whole("locked"), _wholes("deck"), _wholes("centre"),
        Field("owned", "[[v]]", valid=lambda v: isinstance(v, list) and all(_is_int_list(m) for m in v),
              must="a list of card lists"),
        _wholes("out"), _wholes("rings_taken"), _whole("lanterns_claimed"), _wholes("turns_taken"),
        _whole("turn"), _whole("current"), _whole("stage"), _whole("ring_left"), _whole("ring_discarded"),
        _truth("location_taken"), _wholes("pending"), _whole("active"), _whole("active_left"),
        _whole("active_card"), _whole("step"), _truth("over"),
        Field("end_reason", valid=lambda v: v in ("", "lanterns", "deck"), must="lanterns, deck or empty"),
    )
    save_format = 2
    save_name = "Isle of Night save"

    @classmethod
    def upgrade_save(cls, data: dict) -> dict:
        # format 1 was tagged "version": 1 and saved the score grid as "layout"
        if "format" not in data and data.get("version") == 1:
            data = {("score_grid" if k == "layout" else k): v for k, v in data.items() if k != "version"}
            data["format"] = 2
        return data

    def decode_action(self, data: dict) -> Action:
        # saves before the ring choice said only how many rings: the rules then
        # took those with a magic symbol first, so that is the choice they made
        if isinstance(data, dict) and data.get("type") == "ClaimRings" and "magic" not in data \
                and isinstance(data.get("count"), int):
            magic = sum(1 for c in self.centre if _CTYPE[c] == _RINGS and lookup.CARD_MAGIC[c])
            data = {**data, "magic": max(0, min(data["count"], magic))}
        return super().decode_action(data)

    def after_clone(self, copy: "IsleOfNightState") -> None:
        copy._events = None

    def after_load(self) -> None:
        self._check()

    def _check(self) -> None:
        """Refuse a state that breaks the game's shape (saves read back from disk)."""
        n = self.players
        if not 2 <= n <= 5:
            raise CorruptState("Isle of Night is for 2 to 5 players")
        if len(self.owned) != n or len(self.rings_taken) != n or len(self.turns_taken) != n:
            raise CorruptState("per-player lists do not match the number of players")
        if sorted(self.score_grid) != sorted(self.side.score_cards):
            raise CorruptState("the score cards do not match the island side")
        if not 0 <= self.current < n:
            raise CorruptState("bad current player")
        seen = [c for c in self.deck if c != -1] + self.centre + self.out
        for m in self.owned:
            seen += m
        hidden = sum(1 for c in self.deck if c == -1)
        if hidden and self.viewer is None:
            raise CorruptState("a full state cannot have face-down unknown cards")
        if len(seen) != len(set(seen)) or not set(seen) <= lookup.ALL_CARDS \
                or len(seen) + hidden != lookup.NUM_CARDS:
            raise CorruptState("the 116 explore cards are not all accounted for")

    # -- words ------------------------------------------------------------------------------------
    def turn_note(self) -> dict:
        if self.lanterns_claimed >= self.lanterns_to_end:      # the last claim may take more than one
            return notes.note(N_("Turn {turn}, all {total} lanterns lit"), turn=self.turn, total=self.lanterns_to_end)
        return notes.note(N_("Turn {turn}, lanterns {lit} of {total}"), turn=self.turn, lit=self.lanterns_claimed,
                          total=self.lanterns_to_end)

    def describe(self, seat: int, action: Action, names: Sequence[str]) -> str:
        return _("{player}: {action}").format(player=names[seat], action=action.label())

    def waiting_for(self) -> str:
        """What the player to act must decide now, in words (for the table's prompt)."""
        if self.over:
            return _("the game is over")
        if self.step == D_EFFECT:
            card = A.card_name(self.active_card) if self.active_card >= 0 else _("an effect")
            what = {lookup.A_DRAGON: _("{card}: take a dragon or none"),
                    lookup.A_SERPENT: _("{card}: take a serpent or none"),
                    lookup.A_SWAP: _("{card}: swap two score cards or skip"),
                    lookup.A_LOCK: _("{card}: lock or unlock a score card or skip"),
                    lookup.A_STAFF: _("{card}: discard one of your cards (not a staff) to reuse its effect"),
                    lookup.A_EXTRA_CLAIM: _("{card}: claim one more type (not a location)")}[self.active]
            return what.format(card=card)
        if self.step == D_RING_DISCARD:
            return _("cursed rings: discard a card ({n} to go)").format(n=self.ring_left)
        if self.step == D_RING_CLAIM:
            return _("cursed rings: take any card from the centre ({n} to go)").format(n=self.ring_left)
        return {D_CLAIM: _("claim every card of one type from the centre"),
                D_ORDER: _("choose which effect to resolve next")}[self.step]
