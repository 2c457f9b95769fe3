"""The nurture phase by clicks on the real table: capture, feed, pass, the
reasons an illegal click gives, the glow on legal targets, and undo."""
from __future__ import annotations

from rules.isle_of_monsters.actions import CENTRE, Capture, Feed, Pass
from rules.isle_of_monsters.content import FOODS

from game.tables.isle_of_monsters.targets import feed_cages

from .conftest import button_click, click, feed_by_clicks, make_session, open_table, settle


def _apply_until(session, want, limit=400):
    """Plays the first listed non-pass move for each seat until want(state)."""
    st = session.state
    for _ in range(limit):
        if want(st):
            return
        s = st.to_act()[0]
        legal = st.legal_actions(s)
        move = next((a for a in legal if isinstance(a, Capture)), None) or \
            next((a for a in legal if isinstance(a, Feed)), None) or legal[-1]
        session.apply(s, move)
        st = session.state
    raise AssertionError("the position never came")


def test_capture_by_clicking_the_pile_then_a_cage(app):
    session = make_session("hhh", seed=3)
    table = open_table(app, session)
    settle(app, table)
    view = table.view
    island = view.reachable(0)[0]
    top = view.piles[island][-1]
    assert island in table.targets(view, 0).piles        # the pile glows
    click(app, table.pile_point(island))
    assert table.pick == ("pile", island)
    assert table.targets(table.view, 0).cages == [0, 1, 2]   # every empty cage glows
    click(app, table.cage_rect(0, 2).center)
    assert session.actions[-1] == (0, Capture(island, 2))
    assert session.state.cages[0][2] == top
    assert table.pick is None


def test_a_capture_goes_straight_to_the_only_empty_cage(app):
    session = make_session("hhh", seed=4)
    _apply_until(session, lambda st: st.turn == 0 and sum(c is not None for c in st.cages[0]) == 2)
    table = open_table(app, session)
    settle(app, table)
    view = table.view
    empty = view.cages[0].index(None)
    island = next(i for i in view.reachable(0) if view.piles[i])
    click(app, table.pile_point(island))
    assert session.actions[-1] == (0, Capture(island, empty))


def _feeds_taken_by(state, seat, n_cages):
    """The feeds of `seat` whose food exactly `n_cages` of its creatures could take."""
    legal = state.legal_actions(seat)
    return [a for a in legal if isinstance(a, Feed) and len(feed_cages(legal, a.source, a.food)) == n_cages]


def test_feed_by_clicking_a_food_then_the_creature_when_several_could_take_it(app):
    session = make_session("hhh", seed=5)
    _apply_until(session, lambda st: st.turn == 0 and _feeds_taken_by(st, 0, 2))
    table = open_table(app, session)
    settle(app, table)
    view = table.view
    feed = _feeds_taken_by(view, 0, 2)[0]
    fi = FOODS.index(feed.food)
    before_fed = view.fed[0][feed.cage][fi]
    before_food = view.food_at(feed.source)[fi]
    assert (feed.source, feed.food) in table.targets(view, 0).stacks
    click(app, table.stack_rect(feed.source, feed.food).center)
    assert table.pick == ("food", feed.source, feed.food)
    tg = table.targets(table.view, 0)
    assert feed.cage in tg.cages and len(tg.cages) == 2
    assert (feed.cage, feed.food, before_fed) in tg.spaces      # the space the token would fill glows
    click(app, table.cage_rect(0, feed.cage).center)
    assert session.actions[-1] == (0, feed)
    assert session.state.fed[0][feed.cage][fi] == before_fed + 1
    assert session.state.food_at(feed.source)[fi] == before_food - 1


def test_feeding_food_only_one_creature_can_take_needs_no_second_click(app):
    session = make_session("hhh", seed=5)
    _apply_until(session, lambda st: st.turn == 0 and _feeds_taken_by(st, 0, 1))
    table = open_table(app, session)
    settle(app, table)
    view = table.view
    feed = _feeds_taken_by(view, 0, 1)[0]
    fi = FOODS.index(feed.food)
    before_fed = view.fed[0][feed.cage][fi]
    click(app, table.stack_rect(feed.source, feed.food).center)     # one click
    assert session.actions[-1] == (0, feed)
    assert session.state.fed[0][feed.cage][fi] == before_fed + 1
    assert table.pick is None


def test_a_pile_out_of_reach_says_why_and_changes_nothing(app):
    session = make_session("hha", seed=6)
    table = open_table(app, session)
    settle(app, table)
    view = table.view
    far = next(i for i in range(len(view.piles)) if i not in view.reachable(0))
    snapshot = session.state.to_json()
    click(app, table.pile_point(far))
    assert table.message == "You can only capture from the two outer islands beside you"
    assert session.actions == []
    assert session.state.to_json() == snapshot
    assert table.pick is None


def test_food_nobody_of_yours_can_eat_says_why(app):
    session = make_session("hha", seed=7)
    table = open_table(app, session)
    settle(app, table)
    view = table.view
    fi = next(i for i in range(3) if view.centre[i])
    click(app, table.stack_rect(CENTRE, FOODS[fi]).center)
    assert table.message == "You have no creature to feed yet: capture one first"
    far = next(i for i in range(len(view.piles)) if i not in view.reachable(0) and any(view.island_food[i]))
    food = FOODS[next(k for k in range(3) if view.island_food[far][k])]
    click(app, table.stack_rect(far, food).center)
    assert table.message == "You can only take food from the centre or the two outer islands beside you"
    assert session.actions == []


def test_putting_a_creature_in_a_full_cage_is_refused_with_the_rules_reason(app):
    session = make_session("hhh", seed=8)
    _apply_until(session, lambda st: st.turn == 0 and st.cages[0][0] is not None
                 and st.cages[0].count(None) >= 2 and any(st.piles[i] for i in st.reachable(0)))
    table = open_table(app, session)
    settle(app, table)
    view = table.view
    island = next(i for i in view.reachable(0) if view.piles[i])
    click(app, table.pile_point(island))
    assert table.pick == ("pile", island)
    n = len(session.actions)
    click(app, table.cage_rect(0, 0).center)
    assert table.message == "That cage is full"
    assert len(session.actions) == n


def test_pass_button_passes_and_the_first_to_pass_takes_the_bag(app):
    session = make_session("hhh", seed=9)
    session.apply(0, session.state.legal_actions(0)[0])          # seat 0 captures, seat 1 is next
    table = open_table(app, session)
    settle(app, table)
    assert table.input_seat() == 1
    assert table.pass_button.visible
    button_click(app, table.pass_button)
    assert session.actions[-1] == (1, Pass())
    assert session.state.passed[1] and session.state.bag_holder == 1
    shown = table.seat_shown(table.view, 1)
    assert shown.passed and shown.bag


def test_right_click_puts_the_pick_down(app):
    session = make_session("hhh", seed=10)
    table = open_table(app, session)
    settle(app, table)
    island = table.view.reachable(0)[0]
    click(app, table.pile_point(island))
    assert table.pick == ("pile", island)
    click(app, (20, 700), button=3)
    assert table.pick is None
    assert session.actions == []


def test_undo_takes_back_a_quiet_feed_but_not_a_capture_that_showed_a_new_card(app):
    session = make_session("hhh", seed=11)
    _apply_until(session, lambda st: st.turn == 0 and any(isinstance(a, Feed) for a in st.legal_actions(0)))
    table = open_table(app, session)
    settle(app, table)
    feed = next(a for a in table.view.legal_actions(0) if isinstance(a, Feed))
    before = session.state.to_json()
    feed_by_clicks(app, table, 0, feed)
    assert session.actions[-1] == (0, feed)
    settle(app, table)
    assert table.input_seat() == 1          # the screen has passed to the next player
    assert table.undo_button.enabled        # but the feed may still be taken back
    button_click(app, table.undo_button)
    assert session.state.to_json() == before
    assert table.message == "Ana's move taken back"        # Ben at the screen: Ana's move is named
    settle(app, table)
    assert table.input_seat() == 0
    # a capture that uncovers a card nobody has seen stands
    view = table.view
    island = next(i for i in view.reachable(0) if len(view.piles[i]) > 1 and view.piles[i][-2] is None)
    assert None in view.cages[0]
    click(app, table.pile_point(island))
    if table.pick is not None:
        click(app, table.cage_rect(0, view.cages[0].index(None)).center)
    assert isinstance(session.actions[-1][1], Capture)
    settle(app, table)
    assert not table.undo_button.enabled and not table.undo_button.visible   # hidden: it cannot act
    assert "revealed something new" in (table.undo_button.reason or "")


def test_against_the_computer_undo_works_until_the_computer_moves(profile_dir):
    from game.app import App
    from game.storage.settings import Settings
    app = App(settings=Settings(animation_speed="normal"), strict=True)
    app.go_to_title()
    session = make_session("haa", seed=12)
    _apply_until(session, lambda st: st.turn == 0 and any(isinstance(a, Feed) for a in st.legal_actions(0)))
    table = open_table(app, session)
    settle(app, table)
    feed = next(a for a in table.view.legal_actions(0) if isinstance(a, Feed))
    before = session.state.to_json()
    feed_by_clicks(app, table, 0, feed)
    assert session.actions[-1] == (0, feed)
    for _ in range(40):                      # the token flies; the computer waits a moment after it
        if not table.anims.busy:
            break
        app.step(1 / 60)
    assert session.actions[-1] == (0, feed)
    assert table.undo_button.enabled
    button_click(app, table.undo_button)
    assert session.state.to_json() == before
    app.flush_sessions()
