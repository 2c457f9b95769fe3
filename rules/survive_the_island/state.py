"""Survive the Island with its Monster Pack: the state and the rules contract.

The engine is split by job into mixins: pieces (looking at the board), movement
(the action phase and ability tiles), creatures (creature moves and what they
do), flood (Rising Waters and tile effects), flow (the turn as a stack of tasks).
This module holds the data, the set-up, saving, hidden information and scoring.
"""
from __future__ import annotations

from typing import Sequence

from rules.core import CorruptState, GameState, Rng
from rules.core.snapshot import Field, SavedFields
from rules.core.pending import next_task
from rules.core import turn_note as notes
from rules.core.i18n import N_, _

from . import content
from .content import CREATURE_DIE, DOLPHIN, MOVE_CREATURE, PADDLES, PIRANHA
from .actions import (ActsFirst, ChooseCreature, CreatureTo, DisplaceTo, KrakenTarget, MoveAdventurer,
                      MoveRaft, PlaceAdventurer, PlaceRaft, SinkTile, UseDolphin, UseMoveCreature,
                      UseCreatureDie, UsePaddles, UsePiranha, codec)
from .actions import Board, ChooseRaft, Continue, DeclineRepellent, PlaceEgg, PlayRepellent, Stop

#: the action that picks the target a step asks for, by step
TARGET_OF = {"dest": CreatureTo, "mc_dest": CreatureTo, "kraken": KrakenTarget, "displace": DisplaceTo,
             "egg": PlaceEgg, "paddle": Continue, "dolphin": Continue}
from .events import AdventurerPlaced, RaftPlaced
from .board import (STANDARD, Board, BoardError, island_board, island_hash, island_name, island_path,
                    map_path)
from .island_limits import IslandRefused, shown_name
from .common import (RESCUED, RESERVE, TERRAIN_CODE, TERRAIN_NAME, UNKNOWN, UNPLACED, VOLCANO_T, WATER,
                     is_land, is_water)
from .creatures import CreaturesMixin
from . import log_text
from .describe import describe_action
from .words import creature_name
from .flood import FloodMixin
from .flow import FlowMixin
from .movement import MovementMixin
from .pieces import PiecesMixin

BASE_CREATURES = (content.SERPENT, content.SHARK, content.KAIJU)
#: The score's parts, by adventurer value: (value, its heading, a catalogue message).
POINTS_FROM = ((5, N_("Points from 5s")), (4, N_("Points from 4s")), (3, N_("Points from 3s")),
               (2, N_("Points from 2s")), (1, N_("Points from 1s")))


def creatures_in_play(options: dict) -> tuple[str, ...]:
    return tuple(t for t in content.CREATURE_TYPES
                 if bool(options.get(f"creature_{t}", t in BASE_CREATURES)))


def creature_problems(options: dict) -> list[str]:
    types = creatures_in_play(options)
    out = []
    for colour, kinds in content.TYPES_OF_COLOUR.items():
        if not any(k in types for k in kinds):
            first, second = (creature_name(k) for k in kinds)
            out.append({
                "red": _("play at least one red creature ({first} or {second})"),
                "green": _("play at least one green creature ({first} or {second})"),
                "blue": _("play at least one blue creature ({first} or {second})"),
            }[colour].format(first=first, second=second))
    return out


class SurviveTheIslandState(SavedFields, PiecesMixin, MovementMixin, CreaturesMixin, FloodMixin, FlowMixin,
                            GameState):
    game_id = "survive_the_island"
    codec = codec

    board: Board

    # -- making ------------------------------------------------------------------------
    @classmethod
    def new_game(cls, options: dict, seed: int) -> "SurviveTheIslandState":
        n = int(options["players"])
        if n not in content.COLOURS_OF_SEAT:
            raise ValueError("Survive the Island is for 2 to 5 players")
        problems = creature_problems(options)
        if problems:
            raise ValueError("; ".join(problems))
        st = cls.__new__(cls)
        st.island = options.get("island", STANDARD)
        st.board, st.island_hash = island_board(st.island)
        st.viewer = None
        st.rng = Rng(seed)
        st.n = n
        st.types = creatures_in_play(options)
        st.piranhas = bool(options.get("piranhas", False))
        st.eggs_on = bool(options.get("eggs", False))
        st.memory = bool(options.get("owner_memory", True))
        st.colours_of_seat = content.COLOURS_OF_SEAT[n]
        st.owner_of_colour = tuple(s for c in range(sum(len(x) for x in st.colours_of_seat))
                                   for s, cs in enumerate(st.colours_of_seat) if c in cs)
        ncol = len(st.owner_of_colour)
        npieces = ncol * content.PER_COLOUR
        # The first player: the rulebook's "last one back from an island"; we draw lots.
        st.first = st.rng.randrange(n)
        st.value = [0] * npieces
        st.loc = [UNPLACED] * npieces
        st.raft_of = [-1] * npieces
        st.swam = [0] * npieces
        st.rescued_at = [-1] * npieces
        st.unplaced = [list(content.ADVENTURER_VALUES) for __ in range(ncol)]
        st.raft_loc = [RESERVE] * content.RAFTS_TOTAL
        st.cr_type = content.creature_pieces(st.types)
        st.cr_loc = [RESERVE] * len(st.cr_type)
        both_red = content.SERPENT in st.types and content.KRAKEN in st.types
        for kind in (content.SERPENT, content.KRAKEN):
            if kind in st.types:
                spaces = st.board.starts_of(kind, both_red)
                pieces = [c for c, t in enumerate(st.cr_type) if t == kind]
                if len(spaces) != len(pieces):
                    raise ValueError(f"the map has {len(spaces)} {kind} starts for {len(pieces)} pieces")
                for c, s in zip(pieces, spaces):
                    st.cr_loc[c] = s
        # the island: the tiles are shuffled face down onto the island hexes
        tiles = [(terrain, back)
                 for terrain, backs in content.tile_counts(st.piranhas, st.eggs_on).items()
                 for back, k in sorted(backs.items()) for __ in range(k)]
        st.rng.shuffle(tiles)
        size = st.board.size
        st.terrain = [WATER] * size
        st.back = [""] * size
        hexes = [s for s in range(size) if st.board.island[s]]
        if len(hexes) != len(tiles):
            raise ValueError(f"the map has {len(hexes)} island hexes for {len(tiles)} tiles")
        for s, (terrain, back) in zip(hexes, tiles):
            st.terrain[s] = TERRAIN_CODE[terrain]
            st.back[s] = back
        st.hands = [[] for __ in range(n)]
        st.revealed = []
        st.eggs = []
        st.volcanoes = 0
        st.turn = 0
        st.active = st.first
        st.mp = 0
        st.phase = "adventurers"
        st.placed = 0
        st.stack = []
        st.over_reason = ""
        return st

    # -- who acts ------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n

    def setup_seat(self) -> int:
        return (self.first + self.placed) % self.n

    def to_act(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.phase in ("adventurers", "rafts"):
            return [self.setup_seat()]
        return [self.decider()]

    def turn_seat(self) -> int | None:
        """Whose turn it is: the active player's, even while another is asked
        whether to play a Repellent."""
        if self.phase == "over":
            return None
        if self.phase in ("adventurers", "rafts"):
            return self.setup_seat()
        return self.active

    def placement_spaces(self) -> list[int]:
        """Set-up: an island hex with the fewest adventurers (an empty one while
        any is empty; with 5 players the last ten join a lone adventurer)."""
        counts = {s: 0 for s in range(self.board.size) if is_land(self.terrain[s])}
        for s in self.loc:
            if s >= 0:
                counts[s] += 1
        low = min(counts.values())
        return [s for s, k in counts.items() if k == low]

    def raft_spaces(self) -> list[int]:
        """Set-up: an empty water space next to an island hex."""
        terrain, nbrs = self.terrain, self.board.neighbours
        busy = set(self.raft_loc) | set(self.cr_loc)
        return [s for s in range(self.board.size)
                if terrain[s] == WATER and s not in busy and any(0 < terrain[n] < 4 for n in nbrs[s])]

    def legal_actions(self, seat: int) -> list:
        if self.phase == "over" or seat not in self.to_act():
            return []
        if self.phase == "adventurers":
            out = []
            spaces = self.placement_spaces()
            for c in self.colours_of_seat[seat]:
                for v in sorted(set(self.unplaced[c])):
                    for s in spaces:
                        out.append(PlaceAdventurer(s, c, v))
            return out
        if self.phase == "rafts":
            return [PlaceRaft(s) for s in self.raft_spaces()]
        return self.decision_options(next_task(self.stack))

    def why_illegal(self, seat: int, action) -> str | None:
        if self.phase == "over":
            return _("the game is over")
        if seat not in self.to_act():
            return _("it is not your turn")
        if self.phase == "play" and next_task(self.stack)[0] == "actions":
            ok = self.action_phase_allows(action)
        else:
            ok = action in self.legal_actions(seat)
        return None if ok else self._reason(seat, action)

    def _reason(self, seat: int, action) -> str:
        t = type(action)
        if self.phase == "adventurers":
            if t is not PlaceAdventurer:
                return _("first everyone places their adventurers")
            if action.colour not in self.colours_of_seat[seat]:
                return _("that colour is not yours")
            if action.value not in self.unplaced[action.colour]:
                return _("you have no adventurer of that value left to place")
            return _("adventurers go on an island tile with nobody on it")
        if self.phase == "rafts":
            if t is not PlaceRaft:
                return _("now everyone places two rafts")
            return _("a raft goes on an empty water space next to the island")
        kind = next_task(self.stack)[0]
        need = {
            "repel": _("answer first: play a Repellent or not"),
            "sink": _("choose an island tile to remove"),
            "pick": _("choose which creature moves"),
            "summon": _("choose which creature comes"),
            "order": _("choose which creature acts first"),
            "dest": _("choose where the creature goes"),
            "mc_dest": _("choose an empty water space for the creature"),
            "kraken": _("choose the adventurer the Kraken takes"),
            "displace": _("choose where the Kaiju pushes the adventurer"),
            "board": _("choose which swimmer climbs aboard"),
            "raft_pick": _("choose which empty raft comes"),
            "egg": _("choose a water space for the egg"),
            "paddle": _("move the raft one more space, or stop"),
            "dolphin": _("swim one more space, or stop"),
        }
        if kind != "actions":
            if t in (SinkTile,) and kind == "sink":
                return _("remove a beach tile first, then forest, then mountain, touching the water")
            if t is TARGET_OF.get(kind):
                return self._target_refusal(kind, action) or need[kind]
            return need.get(kind) or _("that is not allowed now")
        if t is MoveAdventurer:
            p = action.piece
            if not 0 <= p < len(self.loc) or self.owner(p) != seat:
                return _("that adventurer is not yours")
            if self.loc[p] < 0:
                return _("that adventurer is no longer on the board")
            if self.mp <= 0:
                return _("you have no movement points left")
            if self.swam[p] and self.raft_of[p] < 0 and is_water(self.terrain[self.loc[p]]):
                return _("that adventurer has already swum this turn")
            return self._space_refusal(action.to) or _(
                "an adventurer moves one space: to land, a raft with a free seat, water (once a turn) or a rescue island next to it")
        if t is MoveRaft or t is UsePaddles:
            if t is MoveRaft and self.mp <= 0:
                return _("you have no movement points left")
            if t is UsePaddles and not self.usable(seat, PADDLES):
                return self._tile_refusal(seat, PADDLES)
            if 0 <= action.raft < len(self.raft_loc) and self.raft_loc[action.raft] >= 0 \
                    and not self.controls(seat, action.raft):
                return _("someone has more adventurers on that raft than you")
            return self._space_refusal(action.to) or _(
                "a raft moves one water space, never onto another raft or a Kaiju")
        if t is UseDolphin:
            if not self.usable(seat, DOLPHIN):
                return self._tile_refusal(seat, DOLPHIN)
            return self._space_refusal(action.to) or _(
                "a Dolphin moves one of your swimmers one more water space")
        if t is UseMoveCreature:
            if not self.usable(seat, MOVE_CREATURE):
                return self._tile_refusal(seat, MOVE_CREATURE)
            return _("Move a Creature takes a creature on the board to an empty water space")
        if t is UsePiranha:
            if not self.usable(seat, PIRANHA):
                return self._tile_refusal(seat, PIRANHA)
            to = action.space
            if 0 <= to < self.board.size and self.terrain[to] == VOLCANO_T:
                return _("nothing may enter an erupted volcano")
            if not (0 <= to < self.board.size) or self.terrain[to] != WATER:
                return _("a Piranha goes on open water, never on land or a rescue island")
            return _("a Piranha goes on water next to another Piranha")
        if t is UseCreatureDie:
            return self._tile_refusal(seat, CREATURE_DIE)
        if t in (PlayRepellent, DeclineRepellent):
            return _("a Repellent is played only when a creature comes at your adventurers")
        if t is SinkTile:
            return _("a tile is removed after your actions: first move, or end your actions")
        if t in (ActsFirst, ChooseCreature, CreatureTo, KrakenTarget, DisplaceTo, Board, ChooseRaft, PlaceEgg,
                 Continue, Stop, PlaceAdventurer, PlaceRaft):
            return _("there is nothing to choose now: it is your action phase")
        return _("that is not allowed now")

    def _target_refusal(self, kind: str, action) -> str:
        """The rule a chosen target breaks in a step that asks for one ("" for
        none better than the step's own words)."""
        if kind == "dest":
            c = next_task(self.stack)[1]
            return self._space_refusal(action.to) or _(content.MOVE_RULES[self.cr_type[c]])
        if kind in ("displace", "paddle", "dolphin"):
            to = getattr(action, "to", None)
            if to is None:
                return ""
            rule = {"displace": _("a pushed adventurer goes to an island tile or water space next to the Kaiju, "
                                  "with no creature on it"),
                    "paddle": _("a raft moves one water space, never onto another raft or a Kaiju"),
                    "dolphin": _("a Dolphin moves one of your swimmers one more water space")}[kind]
            return self._space_refusal(to) or rule
        if kind == "mc_dest":
            return self._space_refusal(action.to) or _("Move a Creature puts the creature on an empty water space")
        if kind == "kraken":
            return _("the Kraken takes an adventurer on its space or next to it")
        if kind == "egg":
            return _("an egg goes on a water space")
        return ""

    def _space_refusal(self, to: int) -> str:
        """The rule a space itself breaks for anything moving there ("" for none)."""
        if not isinstance(to, int) or not 0 <= to < self.board.size:
            return ""
        if self.terrain[to] == VOLCANO_T:
            return _("nothing may enter an erupted volcano")
        if self.kaiju_at(to) >= 0:
            return _("nothing may enter a Kaiju's space")
        return ""

    def _tile_refusal(self, seat: int, kind: str) -> str:
        """Why an ability tile of `kind` cannot be used this turn."""
        name = _(content.BACK_NAMES[kind])
        if not any(h[0] == kind for h in self.hands[seat]):
            return _("you hold no {tile} tile").format(tile=name)
        return _("an ability tile works from the turn after you took it: your {tile} is ready next turn").format(
            tile=name)

    # -- acting ------------------------------------------------------------------------------
    def apply_trusted(self, seat: int, action) -> list:
        events: list = []
        if self.phase == "adventurers":
            c, v, s = action.colour, action.value, action.space
            p = c * content.PER_COLOUR + (content.PER_COLOUR - len(self.unplaced[c]))
            self.unplaced[c].remove(v)
            self.value[p] = v
            self.loc[p] = s
            events.append(AdventurerPlaced(seat, p, s, v, self.memory))
            self.placed += 1
            if self.placed == len(self.loc):
                self.phase = "rafts"
                self.placed = 0
            return events
        if self.phase == "rafts":
            r = self.placed
            self.raft_loc[r] = action.space
            events.append(RaftPlaced(r, action.space, seat))
            self.placed += 1
            if self.placed == content.RAFTS_PER_PLAYER * self.n:
                self.phase = "play"
                self.placed = 0
                self.begin_turn(self.first, events)
                self.run(events)
            return events
        self.decide(action, events)
        self.run(events)
        return events

    # -- end and scores -------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def pieces_of(self, seat: int) -> list[int]:
        return [p for c in self.colours_of_seat[seat] for p in range(c * 10, c * 10 + 10)]

    def scores(self) -> list[float]:
        return [float(sum(self.value[p] for p in self.pieces_of(s) if self.loc[p] == RESCUED))
                for s in range(self.n)]

    def score_breakdown(self) -> list[dict[str, float]]:
        out = []
        for s in range(self.n):
            d = {}
            for v, key in POINTS_FROM:
                d[key] = float(sum(v for p in self.pieces_of(s) if self.loc[p] == RESCUED and self.value[p] == v))
            out.append(d)
        return out

    def why_it_ended(self) -> str:
        if self.phase != "over":
            return ""
        if self.over_reason == "volcano":
            return _("The third volcano erupted: the island is gone, and only the rescued count.")
        if self.over_reason == "empty":
            return _("No adventurer was left on the island to rescue.")
        return ""

    def returns(self) -> list[float]:
        """A win (shared on a tie) is worth most; the rescued value adds a little,
        so the search prefers a bigger margin among equal outcomes."""
        base = GameState.returns(self)
        sc = self.scores()
        top = max(sc) or 1.0
        return [0.9 * b + 0.1 * (s / top) for b, s in zip(base, sc)]

    # -- copying and saving --------------------------------------------------------------------------
    fields = (
        Field("board", saved=False), Field("n"), Field("types", "t"), Field("piranhas"), Field("eggs_on"),
        Field("memory"), Field("colours_of_seat", saved=False), Field("owner_of_colour", saved=False),
        Field("first"), Field("value", "[v]"), Field("loc", "[v]"), Field("raft_of", "[v]"),
        Field("swam", "[v]"), Field("rescued_at", "[v]"), Field("unplaced", "[[v]]"),
        Field("raft_loc", "[v]"), Field("cr_type"), Field("cr_loc", "[v]"), Field("terrain", "[v]"),
        Field("back", "[v]"), Field("hands", "[[t]]"), Field("revealed", "[t]"), Field("eggs", "[t]"),
        Field("volcanoes"), Field("turn"), Field("active"), Field("mp"), Field("phase"), Field("placed"),
        Field("stack", "[t]"), Field("over_reason"), Field("island"), Field("island_hash"),
    )
    save_name = "Survive the Island state"

    @classmethod
    def upgrade_save(cls, data: dict) -> dict:
        # format 1 was first saved with no game id and no format
        if "game" not in data and "format" not in data:
            data = dict(data, game=cls.game_id, format=1)
        if "island" not in data:
            # saved before islands could be chosen: the standard one, as it is now
            data = dict(data, island=STANDARD, island_hash=island_hash(map_path()))
        return data

    @classmethod
    def resume_problem(cls, options: dict, snapshot: dict) -> str | None:
        choice = options.get("island", STANDARD) if isinstance(options, dict) else STANDARD
        recorded = snapshot.get("island_hash", "") if isinstance(snapshot, dict) else ""
        if not isinstance(choice, str) or not isinstance(recorded, str):
            return None                         # malformed: the replay says so
        path = island_path(choice)
        try:
            digest = island_hash(path)
        except IslandRefused:
            return None                         # the replay refuses it, with the reason, and it is set aside
        except OSError:
            return _("the island it was played on, “{island}”, is missing ({path})").format(
                island=island_name(choice), path=shown_name(str(path)))
        if recorded and digest != recorded:
            return _("the island it was played on, “{island}”, has changed since (its map is not the same): "
                     "put the old map back to go on").format(island=island_name(choice))
        return None

    def after_load(self) -> None:
        try:
            self.board, digest = island_board(self.island)
        except BoardError as exc:
            raise CorruptState(str(exc)) from exc
        if self.island_hash and digest != self.island_hash:
            raise CorruptState(_("the island {name} has changed since this game was saved").format(
                name=repr(island_name(self.island))))
        self.colours_of_seat = content.COLOURS_OF_SEAT[self.n]
        self.owner_of_colour = tuple(s for c in range(sum(len(x) for x in self.colours_of_seat))
                                     for s, cs in enumerate(self.colours_of_seat) if c in cs)
        if (len(self.terrain) != self.board.size
                or len(self.loc) != len(self.owner_of_colour) * content.PER_COLOUR):
            raise CorruptState(_("the saved board does not match this game's board"))

    # -- hidden information -------------------------------------------------------------------------
    def values_known_to(self, seat: int | None) -> list[bool]:
        """Which adventurer values a seat may see: its own during set-up (and
        afterwards with the owner's memory), rescued ones once the game is over."""
        out = [False] * len(self.loc)
        setup = self.phase in ("adventurers", "rafts")
        if seat is not None and seat >= 0 and (setup or self.memory):
            for c in self.colours_of_seat[seat]:
                out[c * content.PER_COLOUR:(c + 1) * content.PER_COLOUR] = [True] * content.PER_COLOUR
        if self.phase == "over":
            for p, where in enumerate(self.loc):
                if where == RESCUED:
                    out[p] = True
        return out

    def view(self, seat: int | None) -> "SurviveTheIslandState":
        v = self.clone()
        v.viewer = -1 if seat is None else seat
        v.rng = Rng(0)
        known = self.values_known_to(seat)
        v.value = [x if known[p] else 0 for p, x in enumerate(self.value)]
        for c, owner in enumerate(self.owner_of_colour):
            if owner != seat:
                v.unplaced[c] = [0] * len(self.unplaced[c])
        v.back = [UNKNOWN if b else "" for b in self.back]
        v.hands = [hand[:] if s == seat else [h if h[1] == content.PIRANHA else (UNKNOWN, h[1], h[2]) for h in hand]
                   for s, hand in enumerate(self.hands)]
        return v

    def sample_world(self, rng: Rng) -> "SurviveTheIslandState":
        w = self.clone()
        w.viewer = None
        w.rng = Rng(rng.next64())
        if self.viewer is None:
            return w
        # adventurer values nobody in this seat has seen
        for c in range(len(self.owner_of_colour)):
            lo, hi = c * content.PER_COLOUR, (c + 1) * content.PER_COLOUR
            pool = list(content.ADVENTURER_VALUES)
            for p in range(lo, hi):
                if w.value[p]:
                    pool.remove(w.value[p])
            for x in w.unplaced[c]:
                if x:
                    pool.remove(x)
            rng.shuffle(pool)
            for p in range(lo, hi):
                if w.loc[p] != UNPLACED and not w.value[p]:
                    w.value[p] = pool.pop()
            w.unplaced[c] = sorted([x for x in w.unplaced[c] if x] + pool)
        # tile backs still face down (on the island or in other players' hands)
        counts = content.tile_counts(self.piranhas, self.eggs_on)
        pools = {t: dict(b) for t, b in counts.items()}
        for origin, kind in self.revealed:
            pools[origin][kind] -= 1
        for s, hand in enumerate(self.hands):
            for kind, origin, _turn in hand:
                if kind != UNKNOWN and origin != content.PIRANHA:
                    pools[origin][kind] -= 1
        bags = {}
        for t, backs in pools.items():
            bag = [k for k, m in sorted(backs.items()) for __ in range(m)]
            rng.shuffle(bag)
            bags[t] = bag
        for s in range(len(w.back)):
            if w.back[s] == UNKNOWN:
                w.back[s] = bags[TERRAIN_NAME[w.terrain[s]]].pop()
        for s, hand in enumerate(w.hands):
            w.hands[s] = [(bags[h[1]].pop(), h[1], h[2]) if h[0] == UNKNOWN else h for h in hand]
        return w

    # -- words -------------------------------------------------------------------------------------
    def turn_note(self) -> dict:
        if self.phase == "adventurers":
            return notes.note(N_("Set-up: adventurers"))
        if self.phase == "rafts":
            return notes.note(N_("Set-up: rafts"))
        if self.phase == "over":
            return notes.note(N_("Game over after turn {turn}"), turn=self.turn)
        return notes.note(N_("Turn {turn}"), turn=self.turn)

    def describe(self, seat: int, action, names: Sequence[str]) -> str:
        return describe_action(self, seat, action, names)

    def log_lines(self, events, names: Sequence[str]):
        return log_text.log_lines(self, events, names)     # a line about an adventurer names its owner
