"""Shared helpers for the Survive the Island tests: option sets, random play, the
invariants every reachable position keeps, and a way to lay out a position by hand."""
from __future__ import annotations

from rules.core import Rng
from rules.survive_the_island import content
from rules.survive_the_island.common import (ELIMINATED, LIFTED, PIRANHA_T, RESCUED, RESERVE,
                                             UNPLACED, VOLCANO_T, WATER, is_land, is_water)
from rules.survive_the_island.state import SurviveTheIslandState

ALL_CREATURES = {f"creature_{t}": True for t in content.CREATURE_TYPES}
BASE = {}
EVERYTHING = {**ALL_CREATURES, "piranhas": True, "eggs": True}


def options(players: int, **extra) -> dict:
    opts = {"players": players, "owner_memory": True, "piranhas": False, "eggs": False}
    for t in content.CREATURE_TYPES:
        opts[f"creature_{t}"] = t in ("sea_serpent", "shark", "kaiju")
    opts.update(extra)
    return opts


def random_positions(opts: dict, seed: int, limit: int = 5000):
    """Yields (state, seat, action) before each action of a random game, and the
    final state with (None, None)."""
    st = SurviveTheIslandState.new_game(opts, seed)
    rng = Rng(seed * 7 + 1)
    for _ in range(limit):
        if st.is_over():
            break
        seat = st.to_act()[0]
        act = rng.choice(st.legal_actions(seat))
        yield st, seat, act
        st.apply(seat, act)
    assert st.is_over(), "a random game did not end"
    yield st, None, None


def check_invariants(st: SurviveTheIslandState) -> None:
    npieces = len(st.loc)
    b = st.board
    pending = {t[0] for t in st.stack}
    lifted_advs = {p for t in st.stack if t[0] == "displace" for p in t[2]}
    # adventurers are somewhere, and all of them are counted
    on_board = [p for p in range(npieces) if st.loc[p] >= 0]
    lifted = [p for p in range(npieces) if st.loc[p] == LIFTED]
    rescued = [p for p in range(npieces) if st.loc[p] == RESCUED]
    lost = [p for p in range(npieces) if st.loc[p] == ELIMINATED]
    unplaced = [p for p in range(npieces) if st.loc[p] == UNPLACED]
    assert len(on_board) + len(lifted) + len(rescued) + len(lost) + len(unplaced) == npieces
    assert set(lifted) <= lifted_advs, "an adventurer is in the air with no push pending"
    if st.phase not in ("adventurers",):
        assert not unplaced
    assert sum(len(u) for u in st.unplaced) == len(unplaced)
    # rafts and creatures: on the board (or in the air) plus the reserve is everything
    assert len(st.raft_loc) == content.RAFTS_TOTAL
    raft_spaces = [s for s in st.raft_loc if s >= 0]
    assert len(raft_spaces) == len(set(raft_spaces)), "two rafts share a space"
    for r, s in enumerate(st.raft_loc):
        assert s >= RESERVE
        if s >= 0:
            assert st.terrain[s] == WATER, "a raft is off the water"
            assert st.raft_of.count(r) <= content.RAFT_SEATS
    expected = content.creature_pieces(st.types)
    assert list(st.cr_type) == expected
    assert all(s >= 0 or s in (RESERVE, LIFTED) for s in st.cr_loc)
    held = {c for t in st.stack if t[0] == "dest" and t[3] == 1 for c in (t[1],)}
    held |= {c for t in st.stack if t[0] == "crush" for c in t[4]}
    assert {c for c, s in enumerate(st.cr_loc) if s == LIFTED} <= held, "a creature is in the air for no reason"
    kaijus = {s for c, s in enumerate(st.cr_loc) if s >= 0 and st.cr_type[c] == content.KAIJU}
    for c, s in enumerate(st.cr_loc):
        if s < 0:
            continue
        t = st.terrain[s]
        assert t != VOLCANO_T and t != PIRANHA_T, "a creature stands on a volcano or piranhas"
        if st.cr_type[c] not in (content.KAIJU, content.PTERODACTYL):
            assert is_water(t), f"a {st.cr_type[c]} is on land"
        if st.cr_type[c] != content.KAIJU:
            assert s not in kaijus, "a creature shares a space with a Kaiju"
    kaiju_list = [s for c, s in enumerate(st.cr_loc) if s >= 0 and st.cr_type[c] == content.KAIJU]
    assert len(kaiju_list) == len(set(kaiju_list)), "two Kaijus share a space"
    for p in on_board:
        s = st.loc[p]
        assert st.terrain[s] != VOLCANO_T and st.terrain[s] != PIRANHA_T
        assert s not in kaijus or "crush" in pending, "an adventurer shares a space with a Kaiju"
        r = st.raft_of[p]
        if r >= 0:
            assert st.raft_loc[r] == s, "a passenger is not where its raft is"
    for p in range(npieces):
        if st.loc[p] < 0:
            assert st.raft_of[p] == -1
    # boarding is automatic: at rest, no swimmer waits beside a raft with a free seat
    if not pending & {"board", "board_check"} and st.phase == "play":
        for r, s in enumerate(st.raft_loc):
            if s >= 0 and st.free_seats(r) > 0:
                assert not st.swimmers_at(s), "a swimmer waits beside a raft with a free seat"
    # eggs lie on water
    for space, owner, turn in st.eggs:
        assert is_water(st.terrain[space])
    # tiles: every island tile is on the board, revealed, or in a hand
    if st.viewer is None:
        counts = content.tile_counts(st.piranhas, st.eggs_on)
        total = sum(sum(b.values()) for b in counts.values())
        on_island = sum(1 for t in st.terrain if is_land(t))
        in_hands = sum(1 for h in st.hands for x in h if x[1] != content.PIRANHA)
        assert on_island + len(st.revealed) + in_hands == total
    assert st.volcanoes == sum(1 for t in st.terrain if t == VOLCANO_T)


def offered(st: SurviveTheIslandState) -> set[str]:
    """The kinds of action the seat to act may take now: the public face of the
    decision at hand ("EndActions" among them in the action phase)."""
    seats = st.to_act()
    return {type(a).__name__ for a in st.legal_actions(seats[0])} if seats else set()


def sinks_left(st: SurviveTheIslandState) -> int:
    """How many tiles the acting seat still sinks this turn: on a copy, the
    SinkTile actions it is offered one after another."""
    w = st.clone()
    seat, n = w.to_act()[0], 0
    while not w.is_over() and w.to_act() == [seat] and offered(w) == {"SinkTile"}:
        w.apply(seat, w.legal_actions(seat)[0])
        n += 1
    return n
