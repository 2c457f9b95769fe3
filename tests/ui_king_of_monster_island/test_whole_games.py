"""King of Monster Island from the title to the table by clicks: a game
against every Boss on both sides is set up on the new-game screen and played
through a Boss Phase and the Monsters' turns; a game saved from the table's
menu in the Monster Phase, or while the Boss Phase is being shown, loads back
from the Load screen to the same position; a Hard computer team-mate plays a
whole game at the table."""
from __future__ import annotations

import pygame
import pytest

from game.scenes.load import LoadScene
from game.scenes.new_game import NewGameScene
from game.tables.king_of_monster_island import KingOfMonsterIslandTable
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island.content import ULTIMATE_ORDER
from rules.king_of_monster_island.heuristics import policy
from tests.table_driver import click, running_app

from .clicks import click_action, make_session, open_table, play_by_clicks, settle


@pytest.fixture
def app(profile_dir):
    yield from running_app()


def key(app, k):
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0))
    app.step(flip=False)


def step_option_to(app, scene, key_, value):
    """Clicks the right arrow of an option's cycle picker (or its segment) until it shows `value`."""
    for _ in range(12):
        picker = scene.option_widgets[key_]
        if picker.value == value:
            return
        if picker.look == "segments":
            i = [v for v, _ in picker.choices].index(value)
            click(app, picker.segment_rects()[i].center)
        else:
            click(app, picker.arrow_rects()[1].center)
    assert scene.option_widgets[key_].value == value


def new_game_by_clicks(app, players: int, options: dict, from_title: bool = True) -> KingOfMonsterIslandTable:
    """The title's King of Monster Island tile, then the new-game screen, by clicks;
    or (`from_title` False) the new-game screen opened as the tile opens it, without
    the title's second of tiles coming in (a third of a game's set-up and turns)."""
    if from_title:
        for _ in range(60):                     # the title's tiles come in
            app.step(1 / 60, flip=False)
        tile = next(t for t in app.stack.top.tiles if t.game_id == "king_of_monster_island")
        click(app, tile.rect.center)
    else:
        app.open("new-game", "king_of_monster_island")
        app.step(1 / 60, flip=False)
    scene = app.stack.top
    assert isinstance(scene, NewGameScene) and scene.info.id == "king_of_monster_island"
    picker = scene.count_picker
    click(app, picker.segment_rects()[[v for v, _ in picker.choices].index(players)].center)
    for k, v in options.items():
        step_option_to(app, scene, k, v)
    assert scene.start_button.enabled, scene.problems
    click(app, scene.start_button.rect.center)
    table = app.stack.top
    assert isinstance(table, KingOfMonsterIslandTable)
    return table


#: in the quick step each Boss once and each side (the first game from the title's tile),
#: the three other Boss sides in the slow step: every Boss on both sides between the two
QUICK_BOSSES = {("crystal_dragon", "normal"), ("lithosaur", "advanced"), ("lavalord", "advanced")}
BOSS_GAMES = [(boss, side) if (boss, side) in QUICK_BOSSES else pytest.param(boss, side, marks=pytest.mark.slow)
              for boss in ULTIMATE_ORDER for side in ("normal", "advanced")]


@pytest.mark.parametrize("boss,side", BOSS_GAMES)
def test_a_game_against_every_boss_on_both_sides_plays_its_boss_phase_and_monster_turns(app, boss, side):
    # the first from the title's tile; the others from the new-game screen the tile opens
    from_title = (boss, side) == (ULTIMATE_ORDER[0], "normal")
    table = new_game_by_clicks(app, 2, {"boss": boss, "side": side}, from_title)
    state = table.session.state
    assert (state.boss_id, state.side) == (boss, side)
    assert [s.kind for s in table.session.seats] == ["human", "ai"]
    # the first turn's Boss Phase is the set-up's; the person's turn, the computer's,
    # then the Boss Phase before the person's next turn
    play_by_clicks(app, table, until=lambda st: st.turn >= 3)
    state = table.session.state
    assert state.turn >= 3 or state.is_over()
    assert any(seat == 0 for seat, _ in table.session.actions)           # the person played by clicks
    assert any(seat == 1 for seat, _ in table.session.actions)           # and the computer its turn
    assert any(isinstance(a, A.EndTurn) for _, a in table.session.actions)


def save_from_the_menu(app, table) -> str:
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    click(app, menu.buttons["Save as…"].rect.center)
    label = app.stack.top.field.text
    key(app, pygame.K_RETURN)
    assert app.stack.top is table
    return label


def load_from_the_title(app, label: str) -> KingOfMonsterIslandTable:
    key(app, pygame.K_ESCAPE)
    click(app, app.stack.top.buttons["Quit to title"].rect.center)
    click(app, app.stack.top.buttons["Load"].rect.center)
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    named = [i for i, r in enumerate(scene.records) if not r.autosave]
    assert len(named) == 1 and scene.records[named[0]].label == label.strip()
    i = named[0]
    click(app, scene.list.row_rect(i).center)
    click(app, scene.load_button.rect.center)
    table = app.stack.top
    assert isinstance(table, KingOfMonsterIslandTable)
    return table


def played_to(app, session, until, by: str) -> KingOfMonsterIslandTable:
    """The session's table, at the first moment a person may move with `until(state)`
    holding: the game played to there by clicks at the table, or (`by` "moves") its
    moves made on the session before the table opens, each seat's the Normal
    player's pick (the turns by clicks are the Boss games' above; here they cost
    two thirds of the test)."""
    if by == "moves":
        people = {i for i, seat in enumerate(session.seats) if not seat.is_ai}
        for _ in range(4000):
            state = session.state
            seat = state.to_act()[0]
            if seat in people and until(state):
                break
            session.apply(seat, policy(state, seat, state.legal_actions(seat), None))
        assert until(session.state) and not session.is_over()
    table = open_table(app, session)
    if by == "clicks":
        play_by_clicks(app, table, until=until)
    settle(app, table)
    return table


#: the position to save reached by moves on the session in the quick step, by clicks in the slow step
BY = ["moves", pytest.param("clicks", marks=pytest.mark.slow)]


@pytest.mark.parametrize("by", BY)
def test_a_game_saved_in_the_monster_phase_loads_back_to_the_same_position(app, by):
    table = played_to(app, make_session("ha", seed=11, autosave=True),
                      lambda st: st.turn >= 3 and st.active == 0 and st.phase == "resolving", by)
    position = table.session.state.to_json()
    label = save_from_the_menu(app, table)
    again = load_from_the_title(app, label)
    settle(app, again)
    assert again.session.state.to_json() == position
    assert again.input_seat() == 0 and again.chips()        # the person goes on resolving, by clicks
    click_action(app, again, again.chips()[0])


@pytest.mark.parametrize("by", BY)
def test_a_game_saved_while_the_boss_phase_is_shown_loads_back_after_it(app, by):
    table = played_to(app, make_session("hh", seed=12, autosave=True),
                      lambda st: st.turn >= 2 and st.phase == "buying", by)
    app.settings.animation_speed = "normal"             # so the Boss Phase is on screen a while
    click_action(app, table, A.EndTurn())               # the Boss Phase begins: the volcano drop plays
    for _ in range(30):
        app.step(1 / 60, flip=False)
    assert table.anims.busy and table.stage.boss_turn    # mid Boss Phase on screen
    position = table.session.state.to_json()
    label = save_from_the_menu(app, table)
    app.settings.animation_speed = "instant"
    again = load_from_the_title(app, label)
    settle(app, again)
    assert again.session.state.to_json() == position
    assert again.input_seat() == again.session.state.active


@pytest.mark.slow
def test_a_hard_computer_team_mate_plays_a_whole_game_at_the_table(app):
    table = open_table(app, make_session("ha", seed=13, levels="nh"))
    assert table.session.seats[1].level == "hard"
    play_by_clicks(app, table)
    assert table.session.is_over()
    assert any(seat == 1 for seat, _ in table.session.actions)
