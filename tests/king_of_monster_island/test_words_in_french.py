"""King of Monster Island reads in French: with the shipped French catalogue
installed, every event line, move, refusal, turn heading and end reason of random
games is French with its placeholders filled; counts take the French plural (0 and
1 singular); every card, power, Boss, Ally, Minion and Monster name and text is
translated where it is shown; the rules reference is rewritten; and a game played
in French saves, and logs its events, exactly as the same game in English."""
from __future__ import annotations

import json
import re

import pytest

from rules.core import i18n, registry
from rules.core.rng import Rng
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island.content import (ALLIES, BOSS_POWERS, BOSSES, CARDS, KINDS, MONSTERS, POWERS,
                                                  ally_name, boss_name, card_name, card_text, minion_name,
                                                  monster_name, power_name, power_text)
from rules.king_of_monster_island.events import (DamageDealt, GameOver, MonsterHurt, boss_face_words,
                                                 ending_sentence)
from rules.king_of_monster_island.reference import RULES_REFERENCE
from rules.king_of_monster_island.state import KingOfMonsterIslandState
from tests.french import french, in_french

NAMES = ("Zoé", "Hugo", "Inès", "Jules", "Léa")

#: words of the English messages that French never uses: one in a French line is a leftover
ENGLISH = {"the", "and", "from", "to", "with", "has", "your", "you", "is", "are", "of", "in", "it", "that",
           "no", "not", "there", "only", "this", "for", "each", "its", "turn", "takes", "gains", "loses",
           "spends", "moves", "rolls", "locks", "unlocks", "deals", "buys", "damage", "health", "fame",
           "energy", "minion", "minions", "crystal", "pylon", "support", "heart", "star", "fist", "foot",
           "wrench", "dice", "die", "volcano", "reroll", "resolve", "choose", "take", "lose", "done", "yes",
           "market", "sweep", "card", "first", "keep", "roll", "lock", "unlock", "activate",
           "soldier", "shield", "cannon", "builder", "fireling", "won", "lost", "victory", "defeat", "monster"}

#: names spelt alike in both languages
SAME = {"Pagurah", "Purple Reign", "Rex Florae", "H.A.D.E.S.", "Megamoth", "Ninjas", "Assassin", "Charge",
        "Avalanche", "Boss"}


def leftovers(text: str) -> set[str]:
    return set(re.findall(r"\w+", text.lower())) & ENGLISH


def check(text: str, english: str) -> None:
    assert text and "{" not in text and "}" not in text, text
    assert not leftovers(text), (text, leftovers(text))
    if re.search(r"[A-Za-z]{3,}", english) and english not in SAME:
        assert text != english, text


def english(fn):
    """What `fn` reads in English, from inside a French block."""
    i18n.use(None)
    try:
        return fn()
    finally:
        i18n.use(french(), "fr")


#: one action of every kind, most of them refused most of the time
CANDIDATES = (
    A.BeginMonsterPhase(), A.RerollDice(()), A.RerollDice((0, 9)), A.ToggleReroll(0), A.Reroll(), A.StopRolling(),
    A.Heal(0), A.Heal(3), A.GainEnergy(), A.GainFame(3), A.Fists(2, 0), A.FootDamage(), A.FootMove(3),
    A.FootKick(1, 2), A.BuildSupport(3, 3), A.Hit(0, "boss"), A.Hit(2, "shield"), A.Hit(1, "soldier"),
    A.Lock("heart"), A.Unlock(0, "fist"), A.ActivateSupport(0, 3, "heart"), A.RechargeSupport(0, 4),
    A.UsePower("tide_turner", face="star"), A.UsePower("pil_decoy_flares", die=0, zone=2), A.DropVirtual(),
    A.EndResolve(), A.Buy(0), A.Buy(2), A.Sweep(), A.EndTurn(), A.ChooseAlly("ally_apes"), A.StealFame(0),
    A.ChooseZone(2), A.ChooseMinion("fireling"), A.ChooseBossDie(0), A.ChooseValue(3), A.ChooseFace("heart"),
    A.Push(0, 1), A.PayPenalty("energy"), A.PayPenalty("fame"), A.Accept(True), A.Accept(False), A.Done(),
)


@pytest.mark.parametrize("players,options,seed", [
    (1, {"boss": "crystal_dragon"}, 2), (3, {"boss": "lithosaur", "side": "advanced"}, 5),
    (4, {"boss": "lavalord"}, 8), (5, {"ultimate": True, "setup": "random"}, 13)])
def test_a_random_games_every_line_move_refusal_and_end_reads_in_french(players, options, seed):
    names = NAMES[:players]
    rng = Rng(seed)
    refusals = set()
    with in_french():
        st = KingOfMonsterIslandState.new_game({"players": players, **options}, seed)
        for __ in range(600):
            if st.is_over():
                break
            check(st.turn_label(), english(st.turn_label))
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            for act in legal:
                check(st.describe(seat, act, names), english(lambda: st.describe(seat, act, names)))
            for act in rng.sample(CANDIDATES, 8):
                for s in (seat, (seat + 1) % players):
                    why = st.why_illegal(s, act)
                    if why is not None:
                        check(why, english(lambda: st.why_illegal(s, act)))
                        refusals.add(why)
            for ev in st.apply(seat, rng.choice(legal)):
                check(ev.text(names), english(lambda: ev.text(names)))
        if st.is_over():
            check(st.why_it_ended(), english(st.why_it_ended))
            check(st.turn_label(), english(st.turn_label))
    assert len(refusals) >= 5


def test_every_end_reads_in_french_for_the_results_and_the_log():
    with in_french():
        for ending, subject in (("boss_down", "lavalord"), ("third_pylon", ""), ("monster_down", "pagurah"),
                                ("empty_bag", ""), ("", "")):
            for log in (False, True):
                check(ending_sentence(ending == "boss_down", ending, subject, log),
                      english(lambda: ending_sentence(ending == "boss_down", ending, subject, log)))
        assert ending_sentence(True, "boss_down", "lavalord") == "Gagné\u00a0: le Seigneur de Lave est à 0 PV."
        assert GameOver(False, "monster_down", "pagurah").text(NAMES) == (
            "Défaite\u00a0: Pagurah a commencé sa Phase de Monstre à 0 PV")


def test_counts_read_singular_for_0_and_1_in_french_and_plural_from_2():
    with in_french():
        dealt = [DamageDealt(0, 2, "boss", k).text(NAMES) for k in (0, 1, 2)]
        hurt = [MonsterHurt(1, k, 10 - k, "Soldiers").text(NAMES) for k in (1, 2)]
        stars = [A.GainFame(k).label() for k in (1, 2)]
        icons = [boss_face_words(face) for face in ("M", "MM", "CS", "")]
    assert dealt == ["Zoé frappe le Boss dans la zone 3\u00a0: 0 Dégât",
                     "Zoé frappe le Boss dans la zone 3\u00a0: 1 Dégât",
                     "Zoé frappe le Boss dans la zone 3\u00a0: 2 Dégâts"]
    assert hurt == ["Hugo subit 1 Dégât (Soldats)\u00a0: 9\u00a0PV", "Hugo subit 2 Dégâts (Soldats)\u00a0: 8\u00a0PV"]
    assert stars == ["Résoudre 1 Étoile", "Résoudre 2 Étoiles"]
    assert icons == ["un Sbire", "2 Sbires", "un Cristal et une Étoile", "vierge"]
    assert [A.GainFame(k).label() for k in (1, 2)] == ["Resolve 1 Star", "Resolve 2 Stars"]


def test_every_content_name_and_text_is_translated_where_shown():
    shown = ([(card_name, c) for c in CARDS] + [(card_text, c) for c in CARDS]
             + [(power_name, p) for p in POWERS] + [(power_text, p) for p in POWERS]
             + [(power_name, p.id) for b in BOSSES for p in BOSS_POWERS[b]]
             + [(power_text, p.id) for b in BOSSES for p in BOSS_POWERS[b]]
             + [(boss_name, b) for b in BOSSES] + [(ally_name, a) for a in ALLIES]
             + [(minion_name, k) for k in KINDS] + [(monster_name, m) for m in MONSTERS])
    with in_french():
        for fn, key in shown:
            check(fn(key), english(lambda: fn(key)))
        assert card_name("third_arm") == "Troisième Bras" and boss_name("crystal_dragon") == "Dragon de Cristal"
    assert card_name("third_arm") == "Third Arm" and CARDS["third_arm"].name == "Third Arm"


def test_the_rules_reference_is_rewritten_in_french_with_the_tables_numbers():
    en = [(h, list(ps)) for h, ps in RULES_REFERENCE]
    with in_french():
        fr = registry.get("king_of_monster_island").load_rules_text()
    assert len(fr) == len(en)
    for (heading, paragraphs), (en_heading, en_paragraphs) in zip(fr, en):
        check(heading, en_heading)
        assert len(paragraphs) == len(en_paragraphs)
        for text, words in zip(paragraphs, en_paragraphs):
            check(text, words)
            assert re.findall(r"\d+", text) == re.findall(r"\d+", words) or "Our ruling" in words, (text, words)
    assert fr[0][0] == "Le jeu en bref"


def play(seed: int) -> tuple[str, list]:
    rng = Rng(seed)
    st = KingOfMonsterIslandState.new_game({"players": 3, "boss": "lavalord"}, seed)
    events = []
    for __ in range(2000):
        if st.is_over():
            break
        seat = st.to_act()[0]
        for ev in st.apply(seat, rng.choice(st.legal_actions(seat))):
            events.append(st.codec.encode(ev))
            ev.text(NAMES)
        st.why_it_ended()
    assert st.is_over()
    return json.dumps(st.to_json(), sort_keys=True), events


def test_a_game_played_in_french_saves_and_logs_as_the_same_game_in_english():
    with in_french():
        french_save, french_events = play(31)
    english_save, english_events = play(31)
    assert french_save == english_save
    assert french_events == english_events
    assert not re.search(r"Dégât|Sbire|Gloire|Énergie|Cristal", french_save + json.dumps(french_events))
    assert json.loads(english_save)["ending"] and json.loads(english_save)["reason"] in ("",) + BOSSES + MONSTERS


def test_an_ending_saved_in_words_before_ids_were_kept_still_reads_in_french():
    from tests.king_of_monster_island.helpers import blank
    lost = blank(zones=[0, 3])
    lost.lose("monster_down", "Pagurah began its Monster Phase at 0 Health")   # how saves held it
    won = blank(zones=[0, 3])
    won.win("boss_down", "the Crystal Dragon has 0 Health")
    won.boss_id = "crystal_dragon"
    with in_french():
        assert KingOfMonsterIslandState.from_json(lost.to_json()).end_reason() == (
            "Perdu\u00a0: Pagurah a commencé sa Phase de Monstre à 0 PV.")
        assert KingOfMonsterIslandState.from_json(won.to_json()).end_reason() == (
            "Gagné\u00a0: le Dragon de Cristal est à 0 PV.")
