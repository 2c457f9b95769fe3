"""Shared helpers for the King of Monster Island tests: invariants of a state,
and a way to build positions by hand with the dice fixed."""
from __future__ import annotations

from collections import Counter

from rules.king_of_monster_island.board import PYLON
from rules.king_of_monster_island.content import (BAG_KINDS, BOSS_SIDES, DECK_IDS, MINION_COUNT,
                                                  MONSTER_DICE, SUPPORT_TILES, ZONES)
from rules.king_of_monster_island.state import KingState


def check_invariants(st: KingState) -> None:
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
