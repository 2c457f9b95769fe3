"""The scare phase on the real table: choices made by clicking the hand and
Play, each hot-seat player behind a "Pass to NAME" curtain with nobody's secret
ever drawn for another, no curtain when one person plays the computer, the
reveal, and a save made in the middle of it that loads back to the same place."""
from __future__ import annotations

from game.storage import saves
from game.session import GameSession
from game.table.sessions import play_forward
from rules.isle_of_monsters.actions import PlayScare
from rules.isle_of_monsters.content import CARDS

from .clicker import Clicker
from .conftest import (button_click, click, curtain_up, make_session, open_table, pass_curtain, settle)


def scare_position(kinds: str, seed: int, holders: int = 2, autosave: bool = True):
    """A session in a scare step with at least `holders` players holding
    creatures, every human among them, nobody chosen yet."""
    session = make_session(kinds, seed=seed, autosave=autosave)
    humans = [i for i, k in enumerate(kinds) if k == "h"]
    play_forward(session, seed, lambda st: st.phase == "scare" and len(st.to_act()) >= holders
                 and all(h in st.to_act() for h in humans) and not any(st.committed))
    assert session.state.phase == "scare"
    return session


def record_views(table) -> list:
    """Every view the table draws from, as (viewer, the choices it shows)."""
    seen = []
    original = table.draw_board

    def spy(surface, view):
        seen.append((view.viewer, list(view.choice), view.phase))
        original(surface, view)
    table.draw_board = spy
    return seen


def test_clicking_cards_of_one_element_and_play(app):
    session = scare_position("haa", seed=21)
    table = open_table(app, session)
    settle(app, table)
    view = table.view
    hand = view.hand[0]
    assert table.play_button.visible and not table.play_button.enabled
    element = CARDS[hand[0]].element
    same = [c for c in hand if CARDS[c].element == element]
    for c in same:
        click(app, table.hand.click_point(hand, c))
    assert sorted(table.hand.selected) == sorted(same)
    assert table.play_button.enabled
    total = sum(CARDS[c].value for c in same)
    assert f"total {total}" in table.play_button.sublabel
    n = len(session.actions)
    button_click(app, table.play_button)
    played = [a for s, a in session.actions[n:] if s == 0]
    assert played == [PlayScare(tuple(sorted(same)))]


def test_a_card_of_another_element_starts_a_new_choice(app):
    for seed in range(23, 60):     # the first deal whose hand holds two elements
        session = scare_position("haa", seed=seed, autosave=False)
        if len({CARDS[c].element for c in session.state.hand[0]}) >= 2:
            break
    else:
        raise AssertionError("no hand of two elements in these deals")
    table = open_table(app, session)
    settle(app, table)
    hand = table.view.hand[0]
    a = hand[0]
    b = next(c for c in hand if CARDS[c].element != CARDS[a].element)
    click(app, table.hand.click_point(hand, a))
    click(app, table.hand.click_point(hand, b))
    assert table.hand.selected == [b]
    assert "one element" in table.message


def test_the_all_element_tab_chooses_every_creature_of_that_element(app):
    session = scare_position("haa", seed=24)
    table = open_table(app, session)
    settle(app, table)
    hand = table.view.hand[0]
    element, rect = table.hand.group_tabs(hand)[0]
    click(app, rect.center)
    assert sorted(table.hand.selected) == sorted(c for c in hand if CARDS[c].element == element)
    assert table.play_button.enabled


def test_hot_seat_choices_are_made_behind_curtains_and_never_drawn_for_the_other(app):
    session = scare_position("hh", seed=31)
    table = open_table(app, session)
    seen = record_views(table)
    app.step()
    assert curtain_up(app) is not None          # nobody looks until the first chooser is at the screen
    assert seen == [] or all(v[0] in (None, -1) for v in seen)
    first = session.state.to_act()[0]
    pass_curtain(app)
    settle(app, table)
    assert table.viewer == first and table.input_seat() == first
    clicker = Clicker(app, table, seed=5)
    clicker.act()
    secret = session.state.choice[first]
    assert secret is not None
    app.step()
    assert curtain_up(app) is not None          # the screen is covered before the other player looks
    other = 1 - first
    assert curtain_up(app).seat == other
    drawn_before = len(seen)
    pass_curtain(app)
    settle(app, table)
    assert table.viewer == other
    for viewer, choices, phase in seen[drawn_before:]:
        assert viewer == other
        assert choices[first] is None           # the first player's secret is never in what is drawn
    log = " ".join(text for _, text in table.log.lines(other))
    assert f"{session.names[first]} has chosen" in log
    clicker.act()                                # the second choice reveals both
    settle(app, table)
    assert any(type(ev).__name__ == "ScareRevealed" for ev in session.history[-1].events) or \
        session.state.phase != "scare" or session.state.step > 1


def test_against_the_computer_the_scare_phase_needs_no_curtain(app):
    session = scare_position("haa", seed=41)
    table = open_table(app, session)
    clicker = Clicker(app, table, seed=2)
    steps = 0
    while session.state.phase == "scare" and steps < 40:
        settle(app, table)
        assert curtain_up(app) is None
        if table.input_seat() is None:
            break
        clicker.act()
        steps += 1
    assert steps >= 1
    assert curtain_up(app) is None


def test_the_reveal_shows_every_play_face_up_and_scores_fly_to_their_owners(profile_dir):
    from game.app import App
    from game.storage.settings import Settings
    app = App(settings=Settings(animation_speed="normal", recap=False), strict=True)
    app.go_to_title()
    session = scare_position("haa", seed=51)
    table = open_table(app, session)
    settle(app, table)
    scores_before = [int(x) for x in session.state.scores()]
    Clicker(app, table, seed=1).act()
    shown = table.stage.reveal
    for _ in range(600):
        if table.stage.reveal is not None and table.stage.reveal.flip >= 1:
            break
        app.step(1 / 60)
    shown = table.stage.reveal
    assert shown is not None and shown.flip >= 1
    reveal_event = next(ev for ev in session.history[-1].events if type(ev).__name__ == "ScareRevealed")
    assert shown.seats == reveal_event.seats and shown.plays == reveal_event.plays
    # points still in the air are not yet on the medallions
    scores_after = [int(x) for x in session.state.scores()]
    gained = [a - b for a, b in zip(scores_after, scores_before)]
    if any(gained):
        s = gained.index(max(gained))
        assert table.seat_shown(table.view, s).score < scores_after[s]
    while table.anims.busy:
        app.step(1 / 60)
    for s in range(3):
        assert table.seat_shown(table.view, s).score == scores_after[s]
    app.flush_sessions()


def test_a_save_made_mid_scare_loads_back_to_the_same_table_without_showing_a_secret(app):
    session = scare_position("hha", seed=61)
    table = open_table(app, session)
    app.step()
    pass_curtain(app)
    settle(app, table)
    first = table.viewer
    Clicker(app, table, seed=3).act()
    app.step()
    assert curtain_up(app) is not None
    assert session.state.committed[first]
    session.flush()
    saved = saves.load_save(session.autosave_path)
    resumed = GameSession.from_save(saved)
    assert resumed.state.to_json() == session.state.to_json()
    assert resumed.actions == session.actions
    # open it as the Load screen would: a fresh table over the title
    app.go_to_title()
    table2 = open_table(app, resumed)
    seen = record_views(table2)
    app.step()
    assert curtain_up(app) is not None           # the next chooser is asked to the screen first
    nxt = curtain_up(app).seat
    assert nxt != first
    pass_curtain(app)
    settle(app, table2)
    assert table2.viewer == nxt and table2.hand_shown(table2.view)
    assert seen and all(choices[first] is None for viewer, choices, phase in seen)
    Clicker(app, table2, seed=4).act()
    settle(app, table2)
