"""What the Isle of Monsters table tells a new player: the prompt names only
the moves that are possible, your own score stays in sight while you choose
scare cards, refusals keep the foods' and players' names as written, and the
log tells a clean-up's draws in one line."""
from __future__ import annotations

import pygame

from game.tables.isle_of_monsters import hand as hand_module
from game.tables.isle_of_monsters.islands import island_names
from game.tables.isle_of_monsters.layout import OWN_SCORE
from rules.core.rng import Rng
from rules.isle_of_monsters.actions import CENTRE, Feed, Pass, place_name
from rules.isle_of_monsters.events import PhaseStarted
from rules.isle_of_monsters.content import FOOD_NAMES, FOODS

from .conftest import make_session, open_table, settle


def play_until(session, want, seed: int = 0, limit: int = 600) -> None:
    """Random moves (seldom a pass) until want(state)."""
    rng = Rng(seed)
    st = session.state
    for _ in range(limit):
        if want(st):
            return
        s = st.to_act()[0]
        legal = st.legal_actions(s)
        others = [a for a in legal if not isinstance(a, Pass)]
        session.apply(s, rng.choice(others) if others and rng.random() < 0.9 else legal[-1])
        st = session.state
    raise AssertionError("the position never came")


def test_the_nurture_prompt_offers_capture_or_pass_before_you_have_a_creature(app):
    session = make_session("haa", seed=3)
    table = open_table(app, session)
    settle(app, table)
    assert table.hint_text(table.view, 0) == "Your turn: capture a creature or pass"


def test_the_nurture_prompt_names_only_pass_when_only_passing_is_legal(app):
    session = make_session("hhh", seed=0)
    play_until(session, lambda st: st.phase == "nurture" and st.turn == 0 and st.legal_actions(0) == [Pass()])
    table = open_table(app, session)
    settle(app, table)
    assert table.hint_text(table.view, 0) == "Ana, your turn: pass (nothing can be captured or fed)"


def test_your_own_score_stays_in_sight_while_you_choose_scare_cards(app, monkeypatch):
    session = make_session("haa", seed=3)
    play_until(session, lambda st: st.phase == "scare" and 0 in st.to_act() and len(st.hand[0]) >= 2
               and st.scores()[0] > 0, seed=3)
    table = open_table(app, session)
    settle(app, table)
    assert table.hand_shown(table.view)
    drawn = []
    real = hand_module.own_score_chip
    monkeypatch.setattr(hand_module, "own_score_chip", lambda score, label: drawn.append((score, label))
                        or real(score, label))
    app.step()
    assert drawn and drawn[-1] == (session.state.scores()[0], "Your score")
    hand = table.view.hand[0]
    covering = [table.hand.card_rect(hand, c) for c in hand] + [table.play_button.rect]
    covering += [r for _, r in table.hand.group_tabs(hand)]
    assert not any(OWN_SCORE.colliderect(r) for r in covering)      # nothing lies over it
    assert pygame.Rect(0, 0, *app.screen.get_size()).contains(OWN_SCORE)


def test_a_refusal_keeps_the_foods_name_as_a_name(app):
    def uneatable(st):
        if st.phase != "nurture" or st.turn != 0 or not any(c is not None for c in st.cages[0]):
            return False
        legal = st.legal_actions(0)
        return any(st.centre[fi] and not any(isinstance(a, Feed) and a.source == CENTRE and a.food == f
                                             for a in legal) for fi, f in enumerate(FOODS))
    session = make_session("hhh", seed=4)
    play_until(session, uneatable, seed=4)
    table = open_table(app, session)
    settle(app, table)
    view = table.view
    legal = view.legal_actions(0)
    food = next(f for fi, f in enumerate(FOODS) if view.centre[fi] and not any(
        isinstance(a, Feed) and a.source == CENTRE and a.food == f for a in legal))
    from .conftest import click
    click(app, table.stack_rect(CENTRE, food).center)
    assert FOOD_NAMES[food] in table.message, table.message       # "Fear Flower", not "fear flower"
    assert table.message[0].isupper()


def test_the_table_log_tells_a_clean_ups_draws_in_one_line(app):
    session = make_session("haa", seed=5)
    play_until(session, lambda st: any(PhaseStarted("clean-up") in m.events for m in session.history), seed=5)
    move = next(m for m in session.history if PhaseStarted("clean-up") in m.events)
    table = open_table(app, session)
    settle(app, table)
    lines = [text for _, text in table.log.lines(table.viewer)]
    # the opening's own draws come first (the log begins with the set-up); the clean-up's follow its start
    begins = lines.index("The clean-up phase begins")     # the scoring lines come just before
    drawn = [t for t in lines[begins:] if t.startswith("Drawn from the bag")]
    assert len(drawn) == 1
    assert not any(t.endswith(("is drawn to the centre island",)) for t in lines)
    assert lines[begins + 1] == drawn[0]
    assert lines[0].startswith("Drawn from the bag")            # the set-up is in the log too
    assert sum(ev.__class__.__name__ == "FoodDrawn" for ev in move.events) >= 3


def test_each_islands_name_plate_reads_as_the_log_names_that_island():
    """The log and the refusals say "outer island 2" and "the centre island";
    the plate on the board says the same words, capitalised as a label."""
    for count in (2, 3, 4, 5):
        for island, plate in island_names(count).items():
            said = place_name(island)
            assert plate.lower() == said.lower().removeprefix("the "), (plate, said)
