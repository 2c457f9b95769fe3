"""The owner-memory option: whether you may look at your own adventurers' values
after set-up. Off, nothing shown to anyone - the owner included - tells a value
after set-up: not the view, not the log, not any event's text.

The proof is a twin game: the same moves from the same seed, every adventurer's
value swapped (1<->5, 2<->4) as it is placed. Whatever a seat is shown after
set-up must be the same in both games until the game ends (when rescued values
turn face up), and the two games between them must produce every kind of event.
"""
import dataclasses

import pytest

from rules.core import Event, Rng
from rules.survive_the_island import actions as A
from rules.survive_the_island import events as E
from rules.survive_the_island.common import RESCUED
from rules.survive_the_island.heuristics import fast_policy
from rules.survive_the_island.state import SurviveTheIslandState

from .helpers import EVERYTHING, options

SWAP = {1: 5, 2: 4, 3: 3, 4: 2, 5: 1}
EVENT_TYPES = sorted(
    (c for c in vars(E).values()
     if isinstance(c, type) and issubclass(c, Event) and c is not Event and dataclasses.is_dataclass(c)),
    key=lambda c: c.__name__)
#: (seed, players): games that between them produce every kind of event
GAMES = ((3, 5), (13, 3), (18, 3), (29, 3), (2, 5))


def twin(action):
    if isinstance(action, A.PlaceAdventurer):
        return A.PlaceAdventurer(action.space, action.colour, SWAP[action.value])
    return action


def shown(st, seat, events, names):
    """What `seat` is shown of one move: the events as its table gets them (JSON),
    and the log lines made from them."""
    red = [e for e in (ev.redact(seat) for ev in events) if e is not None]
    return ([st.codec.encode(e) for e in red], st.log_lines(red, names))


def twin_games(opts, seed):
    """Yields, move by move, (the events of game A, what each seat is shown in
    game A, in game B, the two states) until the end; both games take the same
    moves (the Easy player's for game A, now and then a random one)."""
    a = SurviveTheIslandState.new_game(opts, seed)
    b = SurviveTheIslandState.new_game(opts, seed)
    rng = Rng(seed)
    names = [f"P{i}" for i in range(a.n)]
    for _ in range(6000):
        if a.is_over():
            return
        seat = a.to_act()[0]
        legal = a.legal_actions(seat)
        act = rng.choice(legal) if rng.random() < 0.3 else fast_policy(a, seat, legal, rng)
        ea = a.apply(seat, act)
        eb = b.apply(seat, twin(act))
        yield (ea, [shown(a, s, ea, names) for s in range(a.n)],
               [shown(b, s, eb, names) for s in range(b.n)], a, b)
    raise AssertionError("a random game did not end")


def same_saved_fields(va, vb) -> bool:
    """The two views hold the same value in every field their save (to_json)
    writes: what the JSON comparison would tell, without writing ~10,000 views
    to JSON (three quarters of the twin games' time). Equal fields write equal
    JSON; a tuple where the other has a list would count as a difference."""
    return va.viewer == vb.viewer and va.rng == vb.rng and all(
        getattr(va, f.name) == getattr(vb, f.name) for f in type(va).fields if f.saved)


@pytest.fixture(scope="module")
def runs():
    """Every twin game with the option off: the kinds of event met, and the first
    difference (if any) a seat was shown before the end."""
    met, leaks = set(), []
    for seed, players in GAMES:
        opts = options(players, **EVERYTHING, owner_memory=False)
        for events, sa, sb, a, b in twin_games(opts, seed):
            met.update(type(e) for e in events)
            if a.is_over():
                continue                      # the end turns rescued values face up
            for seat in range(a.n):
                if sa[seat] != sb[seat]:
                    leaks.append((seed, seat, sa[seat], sb[seat]))
                if a.phase == "play" and not same_saved_fields(a.view(seat), b.view(seat)):
                    leaks.append((seed, seat, "view", a.turn))
    return met, leaks


def test_without_owner_memory_no_seat_is_shown_a_value_in_events_log_or_view(runs):
    met, leaks = runs
    assert not leaks, leaks[:2]


@pytest.mark.parametrize("kind", EVENT_TYPES, ids=lambda c: c.__name__)
def test_every_event_type_is_checked_for_values_without_owner_memory(runs, kind):
    met, _ = runs
    assert kind in met, f"the twin games never produced {kind.__name__}: add a game"


def test_without_owner_memory_your_own_placement_line_keeps_no_value():
    st = SurviveTheIslandState.new_game(options(3, owner_memory=False), 1)
    seat = st.to_act()[0]
    act = [a for a in st.legal_actions(seat) if a.value == 5][0]
    (ev,) = [e for e in st.apply(seat, act) if isinstance(e, E.AdventurerPlaced)]
    mine = ev.redact(seat)
    assert mine.value == 0 and "5" not in mine.text(["Ann", "Bo", "Cy"])
    assert st.view(seat).value[ev.piece] == 5, "during set-up the owner still sees it on the board"


def test_with_owner_memory_your_own_placement_line_keeps_the_value():
    st = SurviveTheIslandState.new_game(options(3, owner_memory=True), 1)
    seat = st.to_act()[0]
    act = [a for a in st.legal_actions(seat) if a.value == 5][0]
    (ev,) = [e for e in st.apply(seat, act) if isinstance(e, E.AdventurerPlaced)]
    assert "value 5" in ev.redact(seat).text(["Ann", "Bo", "Cy"])
    assert ev.redact((seat + 1) % 3).value == 0


def test_a_placement_saved_before_the_option_was_recorded_reads_as_remembered():
    data = {"type": "AdventurerPlaced", "seat": 0, "piece": 3, "space": 40, "value": 4}
    ev = SurviveTheIslandState.codec.decode(data)
    assert ev.remembered is True and ev.redact(0).value == 4


def test_the_values_turn_face_up_at_the_end_for_everyone():
    opts = options(3, owner_memory=False)
    for _, _, _, a, b in twin_games(opts, 3):
        pass
    assert a.is_over()
    rescued = [p for p in range(len(a.loc)) if a.loc[p] == RESCUED]
    assert rescued and all(a.view(0).value[p] == a.value[p] for p in rescued)


def test_the_new_game_screen_offers_the_owner_memory_option():
    from rules.survive_the_island import INFO
    (opt,) = [o for o in INFO.options if o.key == "owner_memory"]
    assert opt.kind == "bool" and opt.default is True
