"""Invariants over random games: pieces are conserved, no creature shares a
Kaiju's space, every reachable position round-trips through JSON and offers the
same moves in the acting seat's view and in sampled worlds, and the same seed and
moves replay the same game."""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from rules.core import Rng
from rules.survive_the_island import content
from rules.survive_the_island.common import ELIMINATED, LIFTED, RESCUED, RESERVE, UNPLACED
from rules.survive_the_island.movement import MovementMixin
from rules.survive_the_island.state import SurviveTheIslandState

from tests.more_examples import in_more_games

from .helpers import check_invariants, offered, options, random_positions

CREATURE_SETS = [
    {},
    {f"creature_{t}": True for t in content.CREATURE_TYPES},
    {"creature_sea_serpent": False, "creature_kraken": True, "creature_shark": False,
     "creature_pterodactyl": True, "creature_kaiju": False, "creature_whale": True},
    {"creature_kraken": True, "creature_whale": True},
]

games = hs.fixed_dictionaries({
    "players": hs.integers(2, 5),
    "creatures": hs.sampled_from(range(len(CREATURE_SETS))),
    "piranhas": hs.booleans(),
    "eggs": hs.booleans(),
    "memory": hs.booleans(),
    "seed": hs.integers(0, 2 ** 32),
})


def opts_of(g):
    return options(g["players"], piranhas=g["piranhas"], eggs=g["eggs"], owner_memory=g["memory"],
                   **CREATURE_SETS[g["creatures"]])


#: the quick step's 4 games; the slow step plays 8 (in_more_games below)
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_pieces_are_conserved_and_no_creature_shares_a_kaijus_space(g):
    for st, seat, act in random_positions(opts_of(g), g["seed"]):
        check_invariants(st)
        n = len(st.loc)
        where = [st.loc[p] for p in range(n)]
        assert sum(1 for w in where if w >= 0 or w == LIFTED) + where.count(RESCUED) \
            + where.count(ELIMINATED) + where.count(UNPLACED) == n
        assert sum(1 for s in st.raft_loc if s >= 0) + st.raft_loc.count(RESERVE) == content.RAFTS_TOTAL
        assert sum(1 for s in st.cr_loc if s >= 0 or s == LIFTED) + st.cr_loc.count(RESERVE) == len(st.cr_type)
        kaijus = {s for c, s in enumerate(st.cr_loc) if s >= 0 and st.cr_type[c] == content.KAIJU}
        for c, s in enumerate(st.cr_loc):
            if s >= 0 and st.cr_type[c] != content.KAIJU:
                assert s not in kaijus


#: the quick step's games of the two costliest properties (2 and 1); the slow step
#: plays more (5 and 4, in_more_games below)
@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_every_reachable_position_round_trips_through_json_and_views_agree(g):
    for i, (st, seat, act) in enumerate(random_positions(opts_of(g), g["seed"])):
        data = st.to_json()
        text = json.dumps(data)
        back = SurviveTheIslandState.from_json(json.loads(text))
        assert back.to_json() == data
        if seat is None:
            continue
        assert back.legal_actions(seat) == st.legal_actions(seat)
        if i % 3 == 0:
            view = st.view(seat)
            assert view.legal_actions(seat) == st.legal_actions(seat)
            assert SurviveTheIslandState.from_json(json.loads(json.dumps(view.to_json()))).to_json() == view.to_json()
            world = view.sample_world(Rng(i))
            check_invariants(world)
            assert world.legal_actions(seat) == st.legal_actions(seat)


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_the_same_seed_and_moves_replay_the_same_game(g):
    moves = []
    final = None
    for st, seat, act in random_positions(opts_of(g), g["seed"]):
        if seat is not None:
            moves.append((seat, act))
        final = st
    again = SurviveTheIslandState.new_game(opts_of(g), g["seed"])
    for seat, act in moves:
        again.apply(seat, act)
    assert again.to_json() == final.to_json()


@settings(max_examples=1, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_the_quick_legality_check_agrees_with_the_list_of_moves(g):
    for i, (st, seat, act) in enumerate(random_positions(opts_of(g), g["seed"])):
        if seat is None or st.phase != "play" or "EndActions" not in offered(st) or i % 2:
            continue
        legal = st.legal_actions(seat)
        for a in legal:
            assert MovementMixin.action_phase_allows(st, a)
        for a in legal:
            for field in ("to", "space"):
                if hasattr(a, field):
                    for delta in (1, 7, -1):
                        b = type(a)(**{**a.__dict__, field: getattr(a, field) + delta})
                        assert MovementMixin.action_phase_allows(st, b) == (b in legal)


test_pieces_are_conserved_and_no_creature_shares_a_kaijus_space_in_more_games = in_more_games(
    test_pieces_are_conserved_and_no_creature_shares_a_kaijus_space,
    settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow]), games)
test_every_reachable_position_round_trips_through_json_and_views_agree_in_more_games = in_more_games(
    test_every_reachable_position_round_trips_through_json_and_views_agree,
    settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow]), games)
test_the_quick_legality_check_agrees_with_the_list_of_moves_in_more_games = in_more_games(
    test_the_quick_legality_check_agrees_with_the_list_of_moves,
    settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow]), games)
