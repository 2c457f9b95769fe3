"""The table base, proved on a tiny table over the toy game: hot-seat curtains
that never let a seat see another's secrets, AI seats that think a few
milliseconds per frame, animations that hold input back, undo, the log, the Esc
menu, and the way to the results."""
import pygame

from game.storage import saves
from game.scenes.curtain import PassCurtain
from game.scenes.menu import MenuScene
from game.scenes.results import ResultsScene
from game.session import GameSession, SeatConfig
from game.screen.tween import Tween
from tests.toy_game import Bid
from tests.ui.conftest import click, frames, key, run_until, type_text
from tests.ui.toy_table import TOY_INFO, ToyTable, card_rect, toy_registered  # noqa: F401


def open_table(app, seats, seed=5, cards=5):
    session = GameSession.new(TOY_INFO, {"cards": cards}, seats, seed=seed)
    table = app.stack.push(ToyTable(app, session))
    return table


HOTSEAT = [SeatConfig("Ana", "human", colour=0), SeatConfig("Ben", "human", colour=1)]
SOLO = [SeatConfig("Ana", "human", colour=0), SeatConfig("Robo", "ai", "normal", colour=2)]


def test_a_curtain_names_the_player_before_their_private_view(app):
    table = open_table(app, HOTSEAT)
    frames(app, 2)
    assert isinstance(app.stack.top, PassCurtain)
    assert app.stack.top.player == "Ana"
    assert table.drawn_views == []          # the table is not drawn under the curtain
    click(app, app.stack.top.ready_button.rect.center)
    assert app.stack.top is table and table.viewer == 0
    frames(app, 2)
    assert table.drawn_views and all(v.viewer == 0 for v in table.drawn_views)


def test_the_curtain_comes_between_two_human_seats_and_hides_the_first_ones_bid(app):
    table = open_table(app, HOTSEAT)
    frames(app, 2)
    click(app, app.stack.top.ready_button.rect.center)     # Ana at the screen
    frames(app, 1)
    ana_card = table.view.hands[0][-1]
    click(app, card_rect(len(table.view.hands[0]) - 1).center)   # Ana bids her highest card in secret
    assert table.session.actions == [(0, Bid(ana_card))]
    table.drawn_views.clear()
    frames(app, 3)
    assert isinstance(app.stack.top, PassCurtain) and app.stack.top.player == "Ben"
    assert table.drawn_views == []
    click(app, app.stack.top.ready_button.rect.center)     # Ben at the screen
    frames(app, 3)
    assert table.viewer == 1
    for view in table.drawn_views:
        assert view.viewer == 1
        assert view.pending[0] == -1                 # Ana's bid is hidden...
        assert ana_card in view.hands[0]             # ...and her hand looks untouched
        assert view.deck == [0] * len(view.deck)     # nobody sees the prize order


def test_while_only_computers_move_a_hot_seat_screen_shows_no_ones_secrets(app):
    seats = [SeatConfig("Ana", "human", colour=0), SeatConfig("Robo", "ai", colour=1)]
    table = open_table(app, seats)
    table.needs_curtain_at_all = lambda: True      # as with two people at the table
    table.hold_ai(60.0)
    frames(app, 2)
    assert table.viewer == 0
    click(app, card_rect(0).center)                # Ana bids; now only the computer must act
    table.drawn_views.clear()
    frames(app, 3)
    assert table.viewer is None
    assert table.drawn_views and all(v.viewer == -1 for v in table.drawn_views)
    assert all(v.pending[0] == -1 for v in table.drawn_views)


def test_the_log_is_redacted_for_the_seat_looking(app):
    table = open_table(app, HOTSEAT)
    frames(app, 2)
    seen_by = []

    class Secret:
        seat = 0
        reveals = False

        def redact(self, viewer):
            seen_by.append(viewer)
            return self if viewer == 0 else None

        def text(self, names):
            return f"{names[0]} hides a card"

    table.session.history.append(type("Move", (), {"seat": 0, "events": [Secret()], "before": None})())
    assert table.log.lines(0) == [(0, "Ana hides a card")]
    assert table.log.lines(1) == []
    assert 1 in seen_by


def test_playing_alone_against_the_computer_needs_no_curtain(app):
    table = open_table(app, SOLO)
    frames(app, 3)
    assert app.stack.top is table and table.viewer == 0
    click(app, card_rect(0).center)
    assert run_until(app, lambda: len(table.session.actions) >= 2, limit=600)
    assert {seat for seat, _ in table.session.actions[:2]} == {0, 1}   # the computer bid too
    assert not any(isinstance(s, PassCurtain) for s in app.stack)


def test_a_computer_player_thinks_in_slices_across_frames(app):
    table = open_table(app, SOLO)
    steps = []

    class SlowThinker:
        """Needs five steps to decide, like a search that takes a while."""
        def __init__(self, real):
            self.real = real
            self.result = None
            self.calls = 0

        def step(self, seconds):
            steps.append((app.frames, seconds))
            self.calls += 1
            if self.calls < 5:
                return False
            self.real.step(seconds)
            self.result = self.real.result
            return True

    agent = table.agent_for(1)
    real_thinker = agent.thinker
    agent.thinker = lambda view, seat: SlowThinker(real_thinker(view, seat))
    assert run_until(app, lambda: any(seat == 1 for seat, _ in table.session.actions), limit=600)
    assert len(steps) == 5
    assert len({frame for frame, _ in steps}) == 5          # one slice per frame
    assert all(seconds <= table.ai_slice for _, seconds in steps)


def test_animations_hold_input_back_and_a_click_or_space_skips_them(app):
    table = open_table(app, SOLO, cards=3)
    frames(app, 2)
    click(app, card_rect(0).center)        # bid 1; the computer bids its highest and wins the prize
    assert run_until(app, lambda: len(table.session.actions) >= 2, limit=600)
    assert table.anims.busy                # the prize animation is playing
    assert table.input_seat() is None
    before = [a for a in table.session.actions if a[0] == 0]
    click(app, card_rect(0).center)        # this click skips the animation; it does not bid
    assert [a for a in table.session.actions if a[0] == 0] == before
    assert not table.anims.busy
    table.anims.queue(Tween(5.0))
    key(app, pygame.K_SPACE)
    assert not table.anims.busy
    frames(app, 1)
    assert table.input_seat() == 0


def test_undo_takes_back_your_own_last_move(app):
    table = open_table(app, SOLO)
    table.hold_ai(60.0)                    # keep the computer waiting
    frames(app, 2)
    click(app, card_rect(1).center)
    assert len(table.session.actions) == 1
    frames(app, 1)
    assert table.undo_button.enabled
    click(app, table.undo_button.rect.center)
    assert table.session.actions == []
    assert table.view.hands[0] == [1, 2, 3, 4, 5]


def test_undo_is_refused_with_a_reason_for_someone_elses_move(app):
    table = open_table(app, SOLO)
    frames(app, 2)
    click(app, card_rect(0).center)
    run_until(app, lambda: len(table.session.actions) >= 2 and not table.anims.busy, limit=600)
    frames(app, 1)
    assert not table.undo_button.enabled
    assert table.undo_button.reason


def test_in_hot_seat_a_secret_choice_is_not_offered_back_once_the_next_players_view_is_shown(app):
    table = open_table(app, HOTSEAT)
    frames(app, 2)
    click(app, app.stack.top.ready_button.rect.center)     # Ana at the screen
    frames(app, 1)
    assert not table.undo_button.visible                  # nothing to take back: no button
    click(app, card_rect(0).center)                       # Ana bids in secret
    assert table.session.take_back().seat == 0 and table.session.take_back().stands is None
    frames(app, 3)
    click(app, app.stack.top.ready_button.rect.center)     # Ben at the screen, his hand showing
    frames(app, 2)
    assert table.viewer == 1
    assert not table.undo_button.visible                  # Ana would have to look at Ben's hand
    assert table.undo_button.reason == "Ben's own view is on screen: only Ana could take back Ana's move"


def test_the_undo_button_shows_only_when_it_can_act_and_says_what_it_takes_back(app):
    table = open_table(app, SOLO)
    table.hold_ai(60.0)
    frames(app, 2)
    assert not table.undo_button.visible
    click(app, card_rect(1).center)
    frames(app, 1)
    assert table.undo_button.visible and table.undo_button.tooltip == "Take back your last move (bid 2)"


def test_an_illegal_click_is_explained(app):
    table = open_table(app, SOLO)
    table.hold_ai(60.0)
    frames(app, 2)
    ok = table.play(Bid(99))
    assert not ok and "do not hold" in table.message


def test_escape_opens_the_table_menu_and_save_as_writes_a_save(app, toy_registered):
    table = open_table(app, SOLO)
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    assert list(menu.buttons) == ["Resume", "Save as…", "Rules", "Settings", "Quit to title"]
    click(app, menu.buttons["Save as…"].rect.center)
    assert app.stack.top.field.text.startswith("Secret Bids")
    key(app, pygame.K_RETURN)
    assert app.stack.top is table
    named = [r for r in saves.list_saves() if not r.autosave]
    assert len(named) == 1 and named[0].game_id == "secret_bids"


def test_the_save_as_name_is_selected_when_the_dialog_opens_so_typing_replaces_it(app, toy_registered):
    table = open_table(app, SOLO)
    frames(app, 2)
    table.save_as()
    frames(app, 1)
    dialog = app.stack.top
    assert dialog.field.selected_text() == dialog.field.text and dialog.field.text.startswith("Secret Bids")
    type_text(app, "Before the big bid")
    assert dialog.field.text == "Before the big bid"
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)               # Ctrl+A selects it all again
    assert dialog.field.selected_text() == "Before the big bid"
    type_text(app, "Rematch")
    key(app, pygame.K_RETURN)
    assert app.stack.top is table
    assert [r.label for r in saves.list_saves() if not r.autosave] == ["Rematch"]


def test_a_finished_game_goes_to_the_results(app):
    seats = [SeatConfig("Robo", "ai", "normal", 0), SeatConfig("Bot", "ai", "normal", 1)]
    table = open_table(app, seats, cards=3)
    assert run_until(app, lambda: isinstance(app.stack.top, ResultsScene), limit=3000)
    results = app.stack.top
    assert results.session is table.session
    assert results.session.state.is_over()


def test_the_screenshot_session_is_a_seeded_mid_game_position():
    a = ToyTable.screenshot_session(7)
    b = ToyTable.screenshot_session(7)
    assert a.actions == b.actions and a.actions
    assert not a.state.is_over() and 0 in a.state.to_act()


def test_a_failing_autosave_is_reported_and_play_goes_on(app, monkeypatch):
    from game import session as session_mod
    table = open_table(app, SOLO)
    table.hold_ai(60.0)
    frames(app, 2)
    monkeypatch.setattr(session_mod._writer, "last_error", "could not autosave: No space left on device")
    frames(app, 1)
    assert "No space left on device" in table.message
    click(app, card_rect(0).center)
    assert len(table.session.actions) == 1


def test_computers_make_secret_simultaneous_choices_without_the_pause(app):
    table = open_table(app, SOLO)
    table.ai_pause = 30.0                   # a pause that would be noticed
    table._ai_wait = 30.0
    frames(app, 3)
    assert [seat for seat, _ in table.session.actions] == [1]   # the computer bid at once, in secret
    assert table.view.pending[1] == -1                            # and Ana cannot see its bid
