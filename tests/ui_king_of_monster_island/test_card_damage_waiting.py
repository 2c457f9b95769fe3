"""A card's Damage is shown and kept like the dice's (issue 47): Rock Toss's 3
Damage, once its zone is chosen, shows in the "Damage to spend" box of the
zone it went to, Done says it loses it (the table asks before), and letting it
go writes a log line."""
from __future__ import annotations

from game.tables.king_of_monster_island import damage
from game.tables.king_of_monster_island.table import choice_prompt
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island import events as E
from tests.king_of_monster_island.helpers import act, blank, put, to_market


def rock_tossed():
    st = blank(zones=[2, 4], phase="buying")
    put(st, 3, soldier=1, shield=1)
    to_market(st, 0, "rock_toss")
    st.energy[0] = 10
    act(st, A.Buy(0))
    return st


def test_rock_toss_asks_for_a_zone_next_to_yours():
    st = rock_tossed()
    assert choice_prompt(st.view(0)) == "Choose a zone next to yours: click a lit zone"


def test_rock_toss_damage_shows_in_the_damage_to_spend_box():
    st = rock_tossed()
    act(st, A.ChooseZone(3))
    view = st.view(0)
    lines = damage.summary(damage.waiting(view, 0))
    assert lines and "3 in zone 4" in lines[0]


def test_done_with_card_damage_left_loses_it_and_says_so_in_the_log():
    st = rock_tossed()
    act(st, A.ChooseZone(3))
    view = st.view(0)
    assert damage.lost_by(view, 0, A.Done()) == 3
    events = act(st, A.Done())
    lost = [ev for ev in events if isinstance(ev, E.DamageLost)]
    assert lost == [E.DamageLost(0, 3, 3)]
    assert lost[0].text(["Ana", "Ben"]) == "Ana lets 3 Damage in zone 4 go unused"
