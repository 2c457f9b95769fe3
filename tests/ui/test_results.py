"""Results: who won, the scores and where they came from, Play again with the
same seats and options on a new seed, and Back to title."""
from game.scenes.catalogue import finished_session
from game.scenes.results import ResultsScene, headline
from game.scenes.title import TitleScene
from game.session import GameSession, SeatConfig
from rules.core import Rng, registry
from tests.ui.conftest import click
from tests.ui.toy_table import TOY_INFO, ToyTable

SEATS = [SeatConfig("Nykki", colour=4), SeatConfig("Robo", "ai", "hard", colour=1)]


def finished(seed=9):
    s = GameSession.new(TOY_INFO, {"cards": 4}, SEATS, seed=seed)
    rng = Rng(seed)
    while not s.is_over():
        seat = s.state.to_act()[0]
        s.apply(seat, rng.choice(s.state.legal_actions(seat)))
    return s


def test_the_results_name_the_winner_and_show_every_score(app):
    s = finished()
    scene = app.stack.push(ResultsScene(app, s))
    app.step()
    scores = s.state.scores()
    assert scene.scores == scores
    assert scene.order[0] in s.state.winners()
    assert scene.keys == list(s.state.score_breakdown()[0])
    won = [s.names[w] for w in s.state.winners()]
    assert all(name in headline(s) for name in won)


def test_a_tie_is_a_shared_win(app):
    s = finished()
    s.state.points = [5, 5]
    assert headline(s) == "A shared win: Nykki and Robo"


def test_play_again_keeps_the_seats_and_options_with_a_new_seed(app):
    s = finished()
    scene = app.stack.push(ResultsScene(app, s))
    click(app, scene.again_button.rect.center)
    table = app.stack.top
    assert isinstance(table, ToyTable)
    new = table.session
    assert [c.to_json() for c in new.seats] == [c.to_json() for c in s.seats]
    assert new.options == s.options and new.seed != s.seed
    assert all(seat == 1 for seat, _ in new.actions)      # a fresh game: at most the computer's first bid


def test_back_to_title(app):
    scene = app.stack.push(ResultsScene(app, finished()))
    click(app, scene.title_button.rect.center)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1


def test_the_scores_count_up_category_by_category_to_the_totals(app):
    app.settings.animation_speed = "normal"
    app.settings.reduce_motion = False
    s = finished()
    scene = app.stack.push(ResultsScene(app, s))
    app.step(0.0)
    best = scene.order[0]
    final = list(s.state.score_breakdown()[best].values()) + [s.state.scores()[best]]
    start = scene.shown_values(best)
    assert start[0] == 0 or final[0] == 0
    for _ in range(300):
        app.step(1 / 60)
    assert scene.count_time is None
    assert scene.shown_values(best) == final


def test_with_reduced_motion_the_scores_stand_at_once(app):
    app.settings.reduce_motion = True
    s = finished()
    scene = app.stack.push(ResultsScene(app, s))
    best = scene.order[0]
    assert scene.shown_values(best)[-1] == s.state.scores()[best]


def test_every_games_results_draw_with_the_reason_its_rules_give(app):
    """The results ask each game's rules why it ended (the contract's
    why_it_ended, "" by default); a game's own fields never stand in its way."""
    for game_id in registry.GAME_IDS:
        session = finished_session(registry.get(game_id), 1)
        assert isinstance(session.state.why_it_ended(), str)
        scene = ResultsScene(app, session)
        scene.draw(app.screen)


def test_while_the_scores_count_the_rows_stand_in_seat_order_and_then_glide_into_their_ranks(app):
    app.settings.animation_speed = "normal"
    app.settings.reduce_motion = False
    s = finished(seed=10)                                   # the second seat wins
    scene = app.stack.push(ResultsScene(app, s))
    app.step(0.0)
    assert scene.order == [1, 0]
    seat_order = sorted(range(2), key=lambda seat: scene.row_rect(seat).y)
    assert seat_order == [0, 1] and scene.counting and not scene.confetti
    for _ in range(300):
        app.step(1 / 60)
    assert not scene.counting and scene.glide == 1.0
    assert sorted(range(2), key=lambda seat: scene.row_rect(seat).y) == scene.order
    assert scene.confetti


def test_at_every_table_size_the_scores_sit_between_the_line_saying_how_it_ended_and_the_buttons(app):
    """Five Monsters losing to the island: the line saying why was hidden under
    the score table."""
    from game.screen import theme
    from game.scenes.results import table_rect
    from tests.table_driver import new_session
    for players in range(1, 6):
        r = table_rect(players)
        assert r.top >= 212 and r.bottom <= 600, (players, r)
    session = new_session("king_of_monster_island", "haaaa", 11, autosave=False)
    rng = Rng(11)
    while not session.is_over():
        seat = session.state.to_act()[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    scene = ResultsScene(app, session)
    head = theme.text_outlined(headline(session), 50, (0, 0, 0), (0, 0, 0), width=3, shadow=4)
    reason_bottom = 96 + head.get_height() + 6 + theme.text("Xy", 20, style="semibold").get_height()
    assert session.state.why_it_ended()
    assert scene.table.top >= reason_bottom
    assert all(scene.table.contains(scene.row_rect(s)) for s in range(5))
    assert scene.again_button.rect.top > scene.table.bottom
