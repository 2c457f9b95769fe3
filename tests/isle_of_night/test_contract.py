"""The shared rules contract: hidden deck order, views, sampled worlds, saves,
actions and events through JSON, words for people."""
import dataclasses
import json

import pytest

from rules.core import CorruptState, IllegalAction, Rng
from rules.core.registry import get
from rules.isle_of_night import actions as A
from rules.isle_of_night import events as E
from rules.isle_of_night.reference import RULES_REFERENCE
from rules.isle_of_night.state import IsleOfNightState

from .helpers import NAMES, arranged, card, claim, play


def midgame(seed=3, steps=40, players=3):
    st = IsleOfNightState.new_game({"players": players}, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if st.is_over():
            break
        seat = st.to_act()[0]
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    return st


# -- hidden information ----------------------------------------------------------------------

def test_a_view_hides_the_deck_order_and_drops_the_rng():
    st = midgame()
    v = st.view(1)
    assert v.viewer == 1 and st.view(None).viewer == -1
    assert v.deck == [-1] * len(st.deck)
    assert v.rng == Rng(0)
    assert v.centre == st.centre and v.owned == st.owned and v.score_grid == st.score_grid
    assert "deck" in json.dumps(v.to_json()) and all(c == -1 for c in v.to_json()["deck"])


def test_a_view_cannot_be_played():
    v = midgame().view(0)
    with pytest.raises(IllegalAction, match="sample a world"):
        v.apply(v.to_act()[0], v.legal_actions(v.to_act()[0])[0])


def test_sample_world_deals_the_unseen_cards_into_a_fresh_deck():
    st = midgame()
    v = st.view(st.to_act()[0])
    worlds = [v.sample_world(Rng(i)) for i in range(5)]
    for w in worlds:
        assert w.viewer is None
        assert sorted(w.deck) == sorted(st.deck)
        assert w.centre == st.centre and w.owned == st.owned and w.out == st.out
        assert w.legal_actions(st.current) == st.legal_actions(st.current)
    assert len({tuple(w.deck) for w in worlds}) > 1


def test_view_and_true_state_agree_on_legal_actions():
    st = midgame()
    seat = st.to_act()[0]
    assert st.view(seat).legal_actions(seat) == st.legal_actions(seat)
    other = (seat + 1) % st.players
    assert st.view(other).legal_actions(other) == [] == st.legal_actions(other)


def test_game_info_says_no_seat_holds_a_secret():
    info = get("isle_of_night")
    assert info.hidden_information is False
    assert info.load_state_class() is IsleOfNightState
    assert (info.min_players, info.max_players) == (2, 5)


# -- copies and saves ----------------------------------------------------------------------------

def test_clone_is_independent():
    st = midgame()
    c = st.clone()
    assert c == st
    seat = c.to_act()[0]
    c.apply(seat, c.legal_actions(seat)[0])
    assert c != st


def test_json_round_trip_is_exact_through_text():
    for st in (midgame(), midgame().view(2), IsleOfNightState.new_game({"players": 5, "first_game": False,
                                                                    "island": 3, "side": "B"}, 8)):
        data = json.loads(json.dumps(st.to_json()))
        back = IsleOfNightState.from_json(data)
        assert back.to_json() == st.to_json() == data


@pytest.mark.parametrize("damage", [
    lambda d: d.update(game="isle_of_monsters"),
    lambda d: d.update(format=99),
    lambda d: d.pop("centre"),
    lambda d: d.update(turn=True),
    lambda d: d.update(side="4C"),
    lambda d: d["centre"].append(d["centre"][0]),
    lambda d: d["deck"].pop(),
    lambda d: d.update(owned=[[]]),
    lambda d: d.update(end_reason="boredom"),
    lambda d: d.update(score_grid=[0, 0, 1, 2, 3, 4, 5]),
])
def test_a_damaged_save_is_refused(damage):
    data = json.loads(json.dumps(midgame().to_json()))
    damage(data)
    with pytest.raises(CorruptState):
        IsleOfNightState.from_json(data)


def test_every_action_and_event_round_trips_through_the_codec():
    st = midgame()
    samples = [A.ClaimType(3), A.ClaimRings(2, 1), A.RingDiscard(5), A.RingClaim(7), A.OrderEffect(9),
               A.ChooseDragon(34), A.ChooseSerpent(42), A.SkipCreature(), A.Swap(0, 3), A.SkipSwap(),
               A.Lock(2), A.Unlock(2), A.SkipScroll(), A.StaffDiscard(11),
               E.TurnBegan(1, 4), E.CardsDrawn(0, (1, 2, 3)), E.CardsClaimed(2, (50, 34), "sword"),
               E.RingDiscarded(0, 4), E.StaffDiscarded(0, 4, True), E.ScoreCardsSwapped(1, 0, 1, "S2", "S1"),
               E.ScoreCardLocked(1, 3, "S4", True), E.EffectSkipped(0, "swap score cards"),
               E.GameEnded("lanterns")]
    registered = set(A.codec.names())
    assert {type(x).__name__ for x in samples} == registered
    for obj in samples:
        data = json.loads(json.dumps(st.codec.encode(obj)))
        assert st.codec.decode(data) == obj
    for obj in samples:
        if hasattr(obj, "text"):
            assert isinstance(obj.text(NAMES), str) and obj.text(NAMES)


def registered(name: str) -> type:
    """The action or event class the codec knows by `name`."""
    return getattr(E, name, None) or getattr(A, name)


def test_only_the_draw_reveals_something():
    assert E.CardsDrawn.reveals is True
    others = [cls for name in A.codec.names() if (cls := registered(name)) is not E.CardsDrawn]
    assert not any(getattr(cls, "reveals", False) for cls in others)


# -- words --------------------------------------------------------------------------------------

def test_actions_and_events_read_as_sentences():
    st = arranged(centre=["SWO-02", "DRA-07"])
    assert claim("swords").label() == "claim swords"
    assert A.ChooseDragon(card("DRA-07")).label() == "take a double dragon"
    assert A.ClaimType(card("LOC-07") - 102 + 13).label() == "claim Mirror Lake"
    assert st.describe(0, claim("swords"), NAMES) == "Ann: claim swords"
    events = play(st, claim("swords"), A.ChooseDragon(card("DRA-07")))
    texts = [e.text(NAMES) for e in events]
    assert texts[0] == "Ann claims a sword"
    assert texts[1] == "Ann claims a double dragon with a sword"
    assert texts[2].startswith("Turn 2: Tom")


def test_waiting_for_tells_the_player_what_to_decide():
    st = arranged(centre=["CON-01"])
    assert st.waiting_for() == "claim every card of one type from the centre"
    play(st, claim("conches"))
    assert "swap two score cards" in st.waiting_for()


def test_the_rules_reference_is_ours_and_records_every_ruling():
    assert RULES_REFERENCE and all(h and paras for h, paras in RULES_REFERENCE)
    text = " ".join(p for _h, paras in RULES_REFERENCE for p in paras)
    assert text.count("Our ruling:") >= 12
    assert "deck is empty when a turn would begin" in text
    info = get("isle_of_night")
    assert info.load_rules_text() == RULES_REFERENCE


def test_actions_are_frozen_dataclasses():
    for name in A.codec.names():
        cls = registered(name)
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen
