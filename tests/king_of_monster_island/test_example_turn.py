"""The rulebook's 'Example of a Turn': Pagurah's turn against Crystal Dragon,
replayed with the volcano, the bag and the dice fixed.

The island (zones 1..6 in the rulebook's sense are 0..5 here):
  Crystal Dragon (3 Fame) in zone 0; Rex Florae (9 Health) in zone 1;
  Pagurah (9 Health) in zone 5; H.A.D.E.S. (8 Health) in zone 3, where it
  Locked a Foot last turn and where a Foot + Energy Support tile stands;
  3 Boss dice in zone 2, the other 2 available.
"""
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island import events as E

from .helpers import (ScriptedRng, act, blank, check_invariants, events_of, face_index, give_ally,
                      give_card, place_boss_die, stack_deck, to_market, run_tasks)

REX, PAGURAH, HADES = 0, 1, 2


def example_island():
    st = blank(players=3, monsters=["rex_florae", "pagurah", "hades"], zones=[1, 5, 3], phase="buying")
    st.boss_fame = st.fame_peak = 3
    st.health = [9, 9, 8]
    # H.A.D.E.S. has a Keep card, 4 Energy and 2 Fame (with its Ally).
    give_card(st, HADES, "storm_catcher")
    give_ally(st, HADES, "ally_apes", 2)
    st.energy[HADES] = 4
    if "ally_ninjas" not in st.allies_pool:
        st.allies_dealt.append("ally_ninjas")
        st.allies_dealt.sort()
        st.allies_pool.append("ally_ninjas")
        st.allies_pool.sort()
    st.locked[3] = ["foot"]
    st.spaces[2 * 3] = "sup_3_foot_e"
    st.sup_reserve.remove("sup_3_foot_e")
    place_boss_die(st, 0, 2, 2)    # "MS"
    place_boss_die(st, 1, 2, 0)    # "MC"
    place_boss_die(st, 4, 2, 1)    # "S"
    to_market(st, 0, "unlock")
    to_market(st, 1, "coconut_feast")
    to_market(st, 2, "meteor_drop")
    stack_deck(st, "all_for_that", "taunt")
    return st


def faces(*names):
    return [face_index(n) for n in names]


def test_rulebook_example_of_a_turn_pagurah():
    st = example_island()
    volcano = [4, 3, 4, 1]                 # die 3 -> zone 4 "S", die 4 -> zone 4 "M"
    draws = [12, 0]                        # a Shield, then a Soldier
    first = faces("foot", "foot", "heart", "star", "wrench", "energy")
    st.rng = ScriptedRng(volcano + draws + first + faces("fist", "foot") + faces("foot"))
    # Rex Florae's turn ends: Pagurah's turn starts with the Boss Phase.
    ev = run_tasks(st, ("pass", REX))

    # 1. Sharp Fist hits Pagurah and Rex Florae (9 each), not H.A.D.E.S. (8).
    hurt = [(e.seat, e.amount) for e in events_of(ev, E.MonsterHurt)]
    assert hurt == [(PAGURAH, 1), (REX, 1)]
    # 2. Two available dice are dropped.
    assert len(events_of(ev, E.VolcanoDrop)[0].dice) == 2
    # 3. No die near: 1 zone clockwise, then Fast Moving on to the 3 dice.
    assert [(e.from_zone, e.to_zone) for e in events_of(ev, E.BossMoved)] == [(0, 1), (1, 2)]
    # 4-5. No Minion there; the dice give 2 Fame (5: Crystal Blast is next), a Crystal, 2 Minions.
    assert st.boss_zone == 2 and st.boss_fame == 5
    assert st.crystals[2] == 1
    assert st.minions[2][:2] == [1, 1]           # a Soldier and a Shield
    assert st.active == PAGURAH and st.phase == "rolling"

    # Pagurah rerolls twice and keeps Foot x4, Star, Energy.
    act(st, A.RerollDice((2, 4)))
    act(st, A.RerollDice((2,)))
    act(st, A.StopRolling())
    assert sorted(st.roll) == sorted(["foot"] * 4 + ["star", "energy"])

    # A. One Foot: Pagurah moves to the next zone.
    act(st, A.FootMove(4))
    # B. A Star: 1 Fame, the Ninjas join, and a Boss die is stolen for 1 more.
    act(st, A.GainFame(1))
    act(st, A.ChooseAlly("ally_ninjas"))
    act(st, A.StealFame(2))
    assert st.fame[PAGURAH] == 2 and st.bd_zone[2] == -1
    # C-D. Another Foot moves it on; it Unlocks H.A.D.E.S.' Foot there.
    act(st, A.FootMove(3))
    act(st, A.Unlock(3, "foot"))
    assert st.roll.count("foot") == 3
    # E. The Support tile: 1 Energy and a Foot that moves it again, into the Boss's zone.
    act(st, A.ActivateSupport(3, 3, "foot"))
    act(st, A.FootMove(2))
    assert st.zone[PAGURAH] == 2 and st.energy[PAGURAH] == 1
    # F. The 3 Feet: the Shield counts 1 Health (Ninjas), then the Soldier,
    # then the Boss (our ruling: a Foot deals 1, so 3 Damage, not the example's 6).
    for _ in range(3):
        act(st, A.FootDamage())
    act(st, A.Hit(2, "shield"))
    act(st, A.Hit(2, "soldier"))
    act(st, A.Hit(2, "boss"))
    assert st.boss_health == 14 and st.minions[2] == [0] * 5
    # The last Energy die: a 2nd Energy.
    act(st, A.GainEnergy())
    assert st.energy[PAGURAH] == 2
    act(st, A.EndResolve())

    # Buy "Unlock!" for 2; the card revealed is "All For That?".
    ev = act(st, A.Buy(0))
    assert "unlock" in st.keeps[PAGURAH] and st.energy[PAGURAH] == 0
    assert any(isinstance(e, E.CardRevealed) and e.card == "all_for_that" for e in ev)
    # Pagurah has no Energy: it loses 1 Fame. H.A.D.E.S. chooses to lose 2 Energy.
    assert st.fame[PAGURAH] == 1
    assert st.to_act() == [HADES]
    act(st, A.PayPenalty("energy"), HADES)
    assert st.energy[HADES] == 2 and st.fame[HADES] == 2
    assert st.fame[REX] == 0 and st.energy[REX] == 0     # no Keep card: untouched
    assert st.market[0] == "taunt"
    check_invariants(st)

    # Now it is on to H.A.D.E.S., who begins with a new Boss Phase.
    st.rng = ScriptedRng([0] * 200)
    ev = act(st, A.EndTurn())
    began = events_of(ev, E.TurnBegan)
    assert began and began[0].seat == HADES
