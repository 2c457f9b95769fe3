"""Monster Pack FAQ: "The active player makes all these decisions, including the
order of resolution" - where several creatures on one space act on a raft or
adventurers entering it, the active player chooses which acts first, and is asked
only where the order changes what happens."""
import json

from rules.core import Rng
from rules.survive_the_island.actions import ActsFirst, MoveAdventurer, MoveRaft
from rules.survive_the_island.common import ELIMINATED, RESERVE
from rules.survive_the_island.content import KRAKEN, PTERODACTYL, SERPENT, SHARK, WHALE
from rules.survive_the_island.heuristics import normal_policy
from rules.survive_the_island.search import hard_policy
from rules.survive_the_island.state import SurviveTheIslandState

from .helpers import offered
from .scenario import Table, sp

S = sp(-2, -1)                  # open sea north of the island
EAST = sp(-2, 1)
ALL = dict(creature_kraken=True, creature_pterodactyl=True, creature_whale=True)


def raft_into(t, *kinds, riders=((0, 3),)):
    """A raft with riders (seat, value) at S; creatures of `kinds` on EAST; seat 0's
    action phase. Returns (raft, riders, creatures)."""
    crs = [t.creature(k, EAST) for k in kinds]
    people = [t.adv(seat, S, value) for seat, value in riders]
    r = t.raft(S, *people)
    return r, people, crs


def test_the_active_player_chooses_the_order_of_resolution_when_a_whale_and_a_shark_meet_a_raft():
    t = Table(**ALL)
    r, (rider,), (whale, shark) = raft_into(t, WHALE, SHARK)
    t.do(0, MoveRaft(r, EAST))
    assert offered(t.st) == {"ActsFirst"}
    assert t.st.to_act() == [0]
    assert sorted(a.creature for a in t.legal(0)) == sorted([whale, shark])


def test_the_whale_first_overturns_the_raft_and_the_shark_eats_the_passengers():
    t = Table(**ALL)
    r, (rider,), (whale, shark) = raft_into(t, WHALE, SHARK)
    t.do(0, MoveRaft(r, EAST))
    t.do(0, ActsFirst(whale))
    assert t.st.raft_loc[r] == RESERVE
    assert t.st.loc[rider] == ELIMINATED


def test_the_shark_first_finds_only_passengers_aboard_and_the_whale_leaves_them_swimming():
    t = Table(**ALL)
    r, (rider,), (whale, shark) = raft_into(t, WHALE, SHARK)
    t.do(0, MoveRaft(r, EAST))
    t.do(0, ActsFirst(shark))
    assert t.st.raft_loc[r] == RESERVE
    assert t.st.loc[rider] == EAST and t.st.is_swimmer(rider)
    assert offered(t.st) >= {"EndActions"}, "back to the action phase"


def test_the_order_is_asked_again_among_the_rest_while_it_still_matters():
    t = Table(**ALL)
    r, (rider,), (whale, shark, kraken) = raft_into(t, WHALE, SHARK, KRAKEN)
    t.do(0, MoveRaft(r, EAST))
    assert sorted(a.creature for a in t.legal(0)) == sorted([whale, shark, kraken])
    t.do(0, ActsFirst(kraken))                   # nobody swims yet: it eats no one
    assert t.st.loc[rider] == EAST
    assert sorted(a.creature for a in t.legal(0)) == sorted([whale, shark])
    t.do(0, ActsFirst(whale))
    assert t.st.loc[rider] == ELIMINATED


def test_creatures_of_one_kind_are_one_choice():
    t = Table(**ALL)
    r, _, (whale, shark, shark2) = raft_into(t, WHALE, SHARK, SHARK)
    t.do(0, MoveRaft(r, EAST))
    choices = [t.st.cr_type[a.creature] for a in t.legal(0)]
    assert sorted(choices) == sorted([WHALE, SHARK])


def test_no_order_is_asked_where_a_sea_serpent_takes_the_passengers_whatever_the_order():
    t = Table(**ALL)
    r, (rider,), _ = raft_into(t, WHALE, SHARK, SERPENT)
    t.do(0, MoveRaft(r, EAST))
    assert "ActsFirst" not in offered(t.st)
    assert t.st.loc[rider] == ELIMINATED and t.st.raft_loc[r] == RESERVE


def test_no_order_is_asked_for_an_empty_raft():
    t = Table(**ALL)
    t.adv(0, sp(3, 2))
    r, _, _ = raft_into(t, WHALE, SHARK, riders=())
    t.st.raft_of = [-1] * len(t.st.raft_of)
    t.do(0, MoveRaft(r, EAST))
    assert "ActsFirst" not in offered(t.st)
    assert t.st.raft_loc[r] == RESERVE


def test_no_order_is_asked_for_a_swimmer_where_every_creature_acts_alike():
    t = Table(**ALL)
    t.creature(WHALE, EAST)
    t.creature(SHARK, EAST)
    t.creature(PTERODACTYL, EAST)
    swimmer = t.adv(0, S)
    t.do(0, MoveAdventurer(swimmer, EAST))
    assert "ActsFirst" not in offered(t.st)
    assert t.st.loc[swimmer] == ELIMINATED


def test_the_pending_order_saves_and_resumes():
    t = Table(**ALL)
    r, (rider,), (whale, shark) = raft_into(t, WHALE, SHARK)
    t.do(0, MoveRaft(r, EAST))
    back = SurviveTheIslandState.from_json(json.loads(json.dumps(t.st.to_json())))
    assert back.legal_actions(0) == t.legal(0)
    back.apply(0, ActsFirst(shark))
    assert back.is_swimmer(rider)


def test_normal_lets_its_own_passengers_swim_rather_than_be_eaten():
    t = Table(**ALL)
    r, (rider,), (whale, shark) = raft_into(t, WHALE, SHARK, riders=((0, 5),))
    t.do(0, MoveRaft(r, EAST))
    assert normal_policy(t.st, 0, t.legal(0), Rng(1)) == ActsFirst(shark)


def test_normal_lets_the_whale_act_first_when_the_passengers_are_a_rivals():
    t = Table(**ALL)
    r, people, (whale, shark) = raft_into(t, WHALE, SHARK, riders=((0, 1), (1, 5)))
    t.do(0, MoveRaft(r, EAST))
    assert normal_policy(t.st, 0, t.legal(0), Rng(1)) == ActsFirst(whale)


def test_a_refused_order_says_what_to_choose():
    t = Table(**ALL)
    r, _, _ = raft_into(t, WHALE, SHARK)
    t.do(0, MoveRaft(r, EAST))
    assert t.st.why_illegal(0, MoveRaft(r, S)) == "choose which creature acts first"


def test_hard_chooses_the_order_as_normal_does():
    t = Table(**ALL)
    r, (rider,), (whale, shark) = raft_into(t, WHALE, SHARK, riders=((0, 5),))
    t.do(0, MoveRaft(r, EAST))
    assert hard_policy(t.st, 0, t.legal(0), Rng(1)) == ActsFirst(shark)
