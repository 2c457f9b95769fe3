"""Shared helpers for the King of Monster Island tests: invariants of a state,
and a way to build positions by hand with the dice fixed."""
from __future__ import annotations

from collections import Counter

from rules.core import Rng
from rules.core.pending import push
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island import events as E
from rules.king_of_monster_island.board import PYLON
from rules.king_of_monster_island.content import (BAG_KINDS, BOSS_SIDES, DECK_IDS, FACES, KIND_INDEX,
                                                  MINION_COUNT, MONSTER_DICE, SUPPORT_TILES, ZONES)
from rules.king_of_monster_island.state import KingOfMonsterIslandState


def check_invariants(st: KingOfMonsterIslandState) -> None:
    """Pieces are conserved and every track stays in range."""
    # Monster dice: Locked + in front of the active Monster never exceed 10.
    assert st.locked_total() + len(st.roll) <= MONSTER_DICE
    for z in range(ZONES):
        assert st.crystals[z] + len(st.locked[z]) <= 3
        assert 0 <= st.fresh[z] <= len(st.locked[z])
        assert 0 <= st.crystals[z] <= 2
    # Boss dice: all of them, each either available or on a zone with a face.
    assert len(st.bd_zone) == len(st.bd_face) >= BOSS_SIDES[(st.boss_id, st.side)][0]
    for z, f in zip(st.bd_zone, st.bd_face):
        assert (z == -1) == (f == -1)
        assert -1 <= z < ZONES
    # Minions: 30 between the bag and the island; Firelings between pool and island.
    for i, k in enumerate(BAG_KINDS):
        assert st.bag[i] >= 0
        assert st.bag[i] + sum(st.minions[z][i] for z in range(ZONES)) == MINION_COUNT[k]
    assert st.fire_pool >= 0
    assert st.fire_pool + sum(st.minions[z][4] for z in range(ZONES)) == st.fire_total
    # Crystals (12) and Pylons (3).
    assert sum(st.crystals) <= 12
    assert st.pylons() <= (3 if st.result == "lost" else 2)
    # Cards: every card exactly once.
    cards = st.deck + [c for c in st.market if c] + st.discard + [c for k in st.keeps for c in k]
    assert Counter(cards) == Counter(DECK_IDS)
    # Support tiles: every tile exactly once.
    tiles = st.sup_reserve + st.sup_box + [t for t in st.spaces if t and t != PYLON]
    assert Counter(tiles) == Counter(list(SUPPORT_TILES))
    # Tracks.
    for s in range(st.n):
        assert 0 <= st.health[s] <= st.max_health(s)
        assert st.fame[s] >= 0 and st.energy[s] >= 0
        assert (st.ally[s] != "") <= (st.fame[s] > 0)
        assert 0 <= st.zone[s] < ZONES
    assert 0 <= st.boss_health <= st.boss_start
    assert st.boss_fame >= 0
    held = [a for a in st.ally if a]
    assert sorted(held + st.allies_pool) == sorted(st.allies_dealt)
    assert 0 <= st.boss_zone < ZONES


# == building positions by hand ==========================================================================

class ScriptedRng(Rng):
    """An Rng whose randrange answers come from a script (then it fails loudly),
    so a test fixes the volcano, the bag and the Monster dice."""

    __slots__ = ("script",)

    def __init__(self, script=()) -> None:
        super().__init__(12345)
        self.script = list(script)

    def randrange(self, n: int) -> int:
        if not self.script:
            raise AssertionError("the test did not script this draw")
        v = self.script.pop(0)
        assert 0 <= v < n, f"scripted {v} is not in range({n})"
        return v

    def copy(self):
        r = ScriptedRng(self.script)
        r.state = self.state
        return r


def face_index(face: str) -> int:
    return FACES.index(face)


def blank(players: int = 2, boss: str = "crystal_dragon", side: str = "normal", zones=None,
          phase: str = "resolving", roll=(), seed: int = 7, monsters=None) -> KingOfMonsterIslandState:
    """A game at seat 0's Step 2 on an empty island: every Minion in the bag,
    no Boss die, Crystal, Pylon, Support tile or Locked die on the board, the
    Boss in zone 0, no cards in the market, an empty deck."""
    st = KingOfMonsterIslandState.new_game({"players": players, "boss": boss, "side": side}, seed)
    for z in range(ZONES):
        for i in range(4):
            st.bag[i] += st.minions[z][i]
        st.fire_pool += st.minions[z][4]
        st.minions[z] = [0] * 5
        st.crystals[z] = 0
        st.locked[z] = []
        st.fresh[z] = 0
    for i in range(2 * ZONES):
        if st.spaces[i] and st.spaces[i] != PYLON:
            st.sup_reserve.append(st.spaces[i])
        st.spaces[i] = ""
        st.spent[i] = False
    st.sup_reserve.sort()
    st.bd_zone = [-1] * len(st.bd_zone)
    st.bd_face = [-1] * len(st.bd_face)
    st.boss_zone = 0
    st.boss_fame = 0
    st.boss_health = st.boss_start
    st.discard.extend(c for c in st.market if c)
    st.discard.extend(st.deck)
    st.deck = []
    st.market = ["", "", ""]
    if monsters:
        st.monsters = list(monsters)
    if zones is not None:
        st.zone = list(zones)
    st.health = [10] * players
    st.fame = [0] * players
    st.energy = [0] * players
    for s in range(players):
        if st.ally[s]:
            st.allies_pool.append(st.ally[s])
        st.ally[s] = ""
        st.discard.extend(st.keeps[s])
        st.keeps[s] = []
    st.allies_pool.sort()
    st.active = 0
    st.tasks = []
    st.phase = phase
    st.roll = list(roll)
    st.marks = [False] * len(st.roll) if phase == "rolling" else []
    st.rerolls = 3
    st.virtual = ""
    st.drop_damage()
    st.dealt = [0] * players
    st.destroyed = [0] * players
    st.used, st.sup_act, st.sup_rech = [], [], []
    st.extra_phase = 0
    st.result, st.ending, st.reason = "", "", ""
    st._legal = None
    st._pcache = {}
    st._bcache = None
    return st


def put(st: KingOfMonsterIslandState, zone: int, **kinds: int) -> None:
    """Put Minions from the bag (Firelings from their pool) into a zone."""
    for kind, count in kinds.items():
        i = KIND_INDEX[kind]
        for _ in range(count):
            if kind == "fireling":
                st.fire_pool -= 1
            else:
                st.bag[i] -= 1
            st.minions[zone][i] += 1
    st._legal = None


def give_card(st: KingOfMonsterIslandState, seat: int, card: str) -> None:
    """Give a Monster a Keep card taken from wherever it is."""
    for pile in (st.deck, st.discard):
        if card in pile:
            pile.remove(card)
            break
    else:
        slot = st.market.index(card)
        st.market[slot] = ""
    st.keeps[seat].append(card)
    st._legal = None


def give_ally(st: KingOfMonsterIslandState, seat: int, ally: str, fame: int) -> None:
    if ally not in st.allies_dealt:
        st.allies_dealt.append(ally)
        st.allies_dealt.sort()
    else:
        st.allies_pool.remove(ally)
    st.ally[seat] = ally
    st.fame[seat] = fame
    st._legal = None


def to_market(st: KingOfMonsterIslandState, slot: int, card: str) -> None:
    st.discard.remove(card)
    if st.market[slot]:
        st.discard.append(st.market[slot])
    st.market[slot] = card
    st._legal = None


def stack_deck(st: KingOfMonsterIslandState, *cards: str) -> None:
    """Put cards on top of the deck, the first named on top."""
    for c in reversed(cards):
        st.discard.remove(c)
        st.deck.append(c)
    st._legal = None


def place_boss_die(st: KingOfMonsterIslandState, die: int, zone: int, face: int) -> None:
    st.bd_zone[die] = zone
    st.bd_face[die] = face
    st._legal = None


def act(st: KingOfMonsterIslandState, action, seat: int | None = None) -> list:
    """Apply an action that must be legal; returns the events."""
    st._legal = None
    if seat is None:
        seat = st.to_act()[0]
    legal = st.legal_actions(seat)
    assert action in legal, f"{action} is not legal; legal: {legal}"
    return st.apply(seat, action)


def run_tasks(st: KingOfMonsterIslandState, *tasks) -> list:
    """Queue tasks and run them as the engine would; returns the events."""
    st._events = []
    st._spawn = []
    push(st.tasks, *tasks)
    st._run()
    st._legal = None
    ev, st._events = st._events, []
    return ev


def damage_to_place(st: KingOfMonsterIslandState) -> tuple[int, int, int]:
    """The damage the acting seat must place now, read from what it may do and
    what that does: (seat, zone, points). Its legal actions are Hits in one zone
    (and Done, to waste the rest); on a copy it hits (the Boss when it may) until
    Hits stop being offered, and the points are the Damage the events report."""
    seat = st.to_act()[0]
    w = st.clone()
    zones, points = set(), 0
    while not w.is_over() and w.to_act() == [seat]:
        legal = w.legal_actions(seat)
        hits = [a for a in legal if isinstance(a, A.Hit)]
        if not hits or not all(isinstance(a, (A.Hit, A.Done)) for a in legal):
            break
        zones |= {a.zone for a in hits}
        hit = next((a for a in hits if a.target == "boss"), hits[0])
        points += sum(e.points for e in w.apply(seat, hit) if isinstance(e, E.DamageDealt))
    assert len(zones) == 1, f"Hits offered in zones {sorted(zones)}"
    return seat, zones.pop(), points


def deciding(st: KingOfMonsterIslandState, kind: type) -> bool:
    """The acting seat's every legal action is of this kind (a ChooseAlly...)."""
    legal = st.legal_actions(st.to_act()[0])
    return bool(legal) and all(isinstance(a, kind) for a in legal)


def boss_phase(st: KingOfMonsterIslandState, script=()) -> list:
    """Run one Boss Phase with the volcano and the bag scripted."""
    st.rng = ScriptedRng(script)
    st._events = []
    st._spawn = []
    st.boss_phase()
    st._legal = None
    ev, st._events = st._events, []
    return ev


def events_of(events, cls):
    return [e for e in events if isinstance(e, cls)]
