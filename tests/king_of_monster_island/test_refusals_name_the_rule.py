"""While a choice is pending, a refused answer of that very choice says the
rule it breaks (issue 47: hitting behind a Shield or the Boss behind Minions
said "first allocate the Damage", a far Boss die "first finish Stealing Fame",
Rock Toss at a far zone "first choose a zone"); and the Advanced side of every Boss differs from its base side in Boss dice as well as Health."""
import pytest

from rules.core.pending import next_task

from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island.content import BOSS_SIDES, BOSSES

from .helpers import act, blank, put, to_market


def pending(st) -> str:
    task = next_task(st.tasks)
    return task[0] if task else ""


def bought(card: str, zones=(2, 4), **minions):
    """Seat 0 buys `card` (its Damage then waits to be allocated), Minions put first."""
    st = blank(zones=list(zones), phase="buying")
    for zone, kinds in minions.items():
        put(st, int(zone[1:]), **kinds)
    to_market(st, 0, card)
    st.energy[0] = 10
    act(st, A.Buy(0))
    return st


def test_a_hit_behind_a_shield_says_shields_protect_the_others():
    st = bought("ground_pound", z2={"soldier": 1, "shield": 1})
    assert pending(st) == "alloc"
    assert st.why_illegal(0, A.Hit(2, "soldier")) == "Shields protect the other Minions and the Boss in their zone"


def test_the_boss_behind_minions_says_it_cannot_be_hit_while_they_stand():
    st = bought("ground_pound", zones=(0, 4), z0={"soldier": 2})
    assert pending(st) == "alloc" and st.boss_zone == 0
    assert st.why_illegal(0, A.Hit(0, "boss")) == "the Boss cannot be hit while Minions stand in its zone"


def test_rock_toss_at_a_far_zone_says_a_zone_next_to_yours():
    st = bought("rock_toss")
    assert pending(st) == "zone"
    assert st.why_illegal(0, A.ChooseZone(5)) == "a zone next to yours"


def test_stealing_a_boss_die_outside_your_zone_says_only_one_in_your_zone():
    st = blank(zones=[2, 4], roll=["star"])
    st.bd_zone[0], st.bd_face[0] = 3, 0
    st.bd_zone[1], st.bd_face[1] = 2, 0
    act(st, A.GainFame(1))
    act(st, A.ChooseAlly(st.allies_pool[0]))            # the first Fame brings an Ally first
    assert pending(st) == "steal"
    assert A.StealFame(1) in st.legal_actions(0)
    assert st.why_illegal(0, A.StealFame(0)) == "only a Boss die in your zone"


def test_a_refusal_of_another_kind_still_says_what_to_finish_first():
    st = bought("rock_toss")
    assert st.why_illegal(0, A.EndTurn()) == "first choose a zone"


@pytest.mark.parametrize("boss", BOSSES)
def test_the_advanced_side_differs_in_boss_dice_and_health(boss):
    (dice, health), (adv_dice, adv_health) = BOSS_SIDES[(boss, "normal")], BOSS_SIDES[(boss, "advanced")]
    assert adv_dice != dice and adv_health != health
