"""The chat of a network game at the tables (game/table/chat.py): typed and sent
by keys or by clicks at the drawn controls, read on the other side over the
in-memory transport; the 200-character field, the rate's and the empty
message's words, the field keeping typed letters from the table's shortcuts,
no chat at a hot-seat or solo table, and arbitrary text never breaking it."""
from __future__ import annotations

import pygame
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.net.host import Host
from game.net.joiner import Joiner
from game.net.protocol import CHAT_BURST, MAX_CHAT, clean_text
from game.net.remote_session import RemoteSession
from game.net.transport import MemoryListener
from game.scenes.keys_help import KeysHelpScene
from game.scenes.menu import MenuScene
from game.session import GameSession, SeatConfig
from game.table.areas import LOG_RECT, TOP_BAR_H
from rules.core.registry import get as get_game

from ..table_driver import click, new_session, open_table, running_app
from .helpers import GAMES, Clock


@pytest.fixture
def app(profile_dir):
    yield from running_app()


class Game:
    """A host's table (a person at its screen, seat 0) and two joiners, one of
    them with its own table; every side on the test's clock."""

    def __init__(self, app, game_id: str = "isle_of_night") -> None:
        info = get_game(game_id)
        seats = [SeatConfig("Ana", "human", colour=0), SeatConfig("Ben", "remote", colour=1, network=True),
                 SeatConfig("Cleo", "remote", colour=2, network=True)]
        self.app = app
        self.session = GameSession.new(info, info.default_options(3), seats, seed=3, autosave_enabled=False)
        self.clock = Clock()
        listener = MemoryListener()
        self.host = Host(self.session, listener, code="ABCD2345", clock=self.clock)
        self.ben = Joiner(listener.connect(), "Ben", "ABCD2345", clock=self.clock)
        self.cleo = Joiner(listener.connect(), "Cleo", "ABCD2345", clock=self.clock)
        self.pump()
        self.host.start()
        self.pump()
        self.table = info.load_table_scene()(app, self.session)
        self.table.attach_host(self.host)
        app.stack.push(self.table)
        app.step(flip=False)

    def pump(self, rounds: int = 3) -> None:
        for __ in range(rounds):
            self.clock.now += 0.1
            self.host.pump()
            self.ben.poll()
            self.cleo.poll()

    def ben_table(self):
        """Ben's own table (a joiner's): the host's screen's table leaves the stack."""
        remote = RemoteSession(self.ben)
        table = remote.info.load_table_scene()(self.app, remote)
        self.app.stack.push(table)
        self.app.step(flip=False)
        return table


def type_text(app, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step(flip=False)


def key(app, k: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    app.step(flip=False)


def texts(lines) -> list[str]:
    return [line.text for line in lines]


def test_a_person_at_the_hosts_screen_types_and_sends_by_keys_and_the_joiners_read_it(app):
    g = Game(app)
    chat = g.table.chat
    assert chat is not None and not chat.open
    click(app, chat.toggle_button.rect.center)          # the drawn Chat button opens it, the field focused
    assert chat.open and chat.typing
    type_text(app, "helo")
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_BACKSPACE)
    type_text(app, "llo all")
    assert chat.field.text == "hello all"
    key(app, pygame.K_RETURN)
    assert chat.field.text == "" and chat.typing            # sent, and ready for the next one
    assert texts(g.host.chat) == ["hello all"]
    assert (g.host.chat[-1].seat, g.host.chat[-1].name) == (0, "Ana")   # the one person at the screen
    g.pump()
    assert texts(g.ben.chat) == ["hello all"] and texts(g.cleo.chat) == ["hello all"]
    app.step(flip=False)
    assert len(chat.lines_view.pieces) == 1                 # on the host's own screen too


def test_a_joiner_sends_by_clicking_send_and_every_screen_shows_it(app):
    g = Game(app)
    table = g.ben_table()
    chat = table.chat
    assert chat is not None and chat.own_seats == {g.ben.seat}
    click(app, chat.toggle_button.rect.center)
    type_text(app, "my turn soon?")
    click(app, chat.send_button.rect.center)                # the drawn Send control
    assert chat.field.text == ""
    g.pump()
    assert [(c.name, c.text) for c in g.host.chat] == [("Ben", "my turn soon?")]
    assert texts(g.cleo.chat) == ["my turn soon?"]
    g.host.say("yes, soon")                                 # the host's screen answers
    g.pump()
    app.step(flip=False)
    assert texts(g.ben.chat) == ["my turn soon?", "yes, soon"]
    assert len(chat.lines_view.pieces) == 2
    # the lines as the host's screen shows them: the one list its chat panel reads
    assert texts(g.host.chat) == texts(g.ben.chat)


def test_send_is_reached_by_the_keys_ring_too(app):
    g = Game(app)
    chat = g.table.chat
    chat.set_open(True)
    type_text(app, "ring")
    key(app, pygame.K_TAB)                                  # Tab leaves the field, the text kept
    assert not chat.typing and chat.field.text == "ring"
    for __ in range(30):
        focused = g.table.key_focus.focused()
        if g.table.key_focus.shown and focused is not None and focused.key == ("button", id(chat.send_button)):
            break
        key(app, pygame.K_TAB)
    else:
        pytest.fail("Tab never reached Send")
    key(app, pygame.K_SPACE)
    assert texts(g.host.chat) == ["ring"] and chat.field.text == ""


def test_the_field_holds_at_most_200_characters(app):
    g = Game(app)
    chat = g.table.chat
    chat.set_open(True)
    type_text(app, "x" * 150)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="y" * 100))     # a paste
    app.step(flip=False)
    assert len(chat.field.text) == MAX_CHAT == 200
    assert chat.field.text == "x" * 150 + "y" * 50
    key(app, pygame.K_RETURN)
    assert g.host.chat[-1].text == "x" * 150 + "y" * 50


def test_too_fast_is_said_and_the_typed_text_stays(app):
    g = Game(app)
    table = g.ben_table()
    chat = table.chat
    chat.set_open(True)
    for i in range(int(CHAT_BURST)):
        type_text(app, f"line {i}")
        key(app, pygame.K_RETURN)
    type_text(app, "one too many")
    key(app, pygame.K_RETURN)
    assert chat.field.text == "one too many"               # nothing lost
    assert "fast" in chat.note.lower() and chat.typing
    g.pump()
    assert texts(g.host.chat) == [f"line {i}" for i in range(int(CHAT_BURST))]
    g.clock.now += 2.0                                     # the rate refills: the same text goes
    key(app, pygame.K_RETURN)
    g.pump()
    assert g.host.chat[-1].text == "one too many" and chat.field.text == ""


def test_an_empty_message_is_said_and_sends_nothing(app):
    g = Game(app)
    chat = g.table.chat
    chat.set_open(True)
    type_text(app, "   ")
    key(app, pygame.K_RETURN)
    assert chat.note and g.host.chat == [] and chat.field.text == "   "


def test_while_the_field_has_the_focus_typed_keys_work_no_table_shortcut(app, monkeypatch):
    g = Game(app)
    table = g.table
    chat = table.chat
    board = []
    monkeypatch.setattr(table, "board_event", lambda event, view, seat: board.append(event) or True)
    chat.set_open(True)
    for ch in "?zq 1":
        key(app, getattr(pygame, f"K_{ch}" if ch != " " and ch != "?" else "K_SPACE" if ch == " " else "K_SLASH"),
            unicode=ch)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.step(flip=False)
    key(app, pygame.K_F1)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert chat.field.text == "?zq 1"
    assert app.stack.top is table and not isinstance(app.stack.top, KeysHelpScene)
    assert board == [] and not table.key_focus.shown
    key(app, pygame.K_ESCAPE)                               # Esc leaves the field: not the menu
    assert app.stack.top is table and not chat.typing and chat.field.text == "?zq 1"
    key(app, pygame.K_ESCAPE)                               # and now Esc is the table's again
    assert isinstance(app.stack.top, MenuScene)


def test_lines_come_while_folded_are_counted_and_opening_reads_them(app):
    g = Game(app)
    chat = g.table.chat
    g.ben.say("one")
    g.clock.now += 1
    g.cleo.say("two")
    g.pump()
    app.step(flip=False)
    assert chat.unread == 2
    g.host.say("mine")                                      # the screen's own line is not news to it
    app.step(flip=False)
    assert chat.unread == 2
    click(app, chat.toggle_button.rect.center)
    assert chat.open and chat.unread == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_every_table_lays_its_chat_in_the_log_column_clear_of_the_log_top_bar_and_board(app, game_id):
    g = Game(app, game_id)
    table, chat = g.table, g.table.chat
    for open_ in (False, True):
        chat.set_open(open_)
        app.step(flip=False)
        r = chat.rect
        assert LOG_RECT.contains(r) and r.top >= TOP_BAR_H
        assert not r.colliderect(table.board_rect)
        assert table.log_panel.view.rect.bottom <= r.top    # the log's lines end above it
        shown = [w for w in (chat.toggle_button, chat.lines_view, chat.field, chat.send_button) if w.visible]
        for w in shown:
            assert r.contains(w.rect), w
        for a in shown:
            for b in shown:
                assert a is b or not a.rect.colliderect(b.rect)
        others = [w for w in table.ui.widgets if w.visible and w not in shown and w is not table.log_panel.view]
        for w in others:
            assert not r.colliderect(w.rect), w


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("kinds", ["hh", "ha"])
def test_a_hot_seat_or_solo_table_has_no_chat(app, game_id, kinds):
    info = get_game(game_id)
    kinds = kinds + "a" * max(0, info.min_players - len(kinds))
    table = open_table(app, new_session(game_id, kinds, autosave=False))
    assert table.chat is None
    labels = {getattr(w, "label", None) for w in table.ui.widgets}
    assert "Chat" not in labels and "Send" not in labels
    assert not any("chat" in keys.lower() for keys, __ in table.key_lines())
    key(app, pygame.K_RETURN)                               # and keys are the table's as ever


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(typed=st.lists(st.text(max_size=60), max_size=5),
       received=st.text(min_size=1, max_size=MAX_CHAT))
def test_any_text_typed_or_received_never_breaks_the_chat_and_what_is_sent_is_what_the_host_keeps(
        app, typed, received):
    app.go_to_title()
    g = Game(app)
    chat = g.table.chat
    chat.set_open(True)
    for piece in typed:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=piece))
        app.step(flip=False)
        assert len(chat.field.text) <= MAX_CHAT
    # a line from a joiner, whatever it holds, is drawn (the host cleans it)
    g.ben.conn.send('{"t":"chat","text":%s}' % __import__("json").dumps(received))
    g.pump(1)
    before = chat.field.text
    key(app, pygame.K_RETURN)
    app.step()
    sent = clean_text(before, MAX_CHAT)
    mine = [c.text for c in g.host.chat if c.seat == 0]
    if sent:
        assert mine == [sent] and chat.field.text == ""
        g.pump()
        assert g.ben.chat[-1].text == sent
    else:
        assert mine == [] and chat.field.text == before and chat.note
    assert all(line.text == clean_text(line.text, MAX_CHAT) and line.text for line in g.ben.chat)


def test_the_keys_overlay_of_a_network_table_lists_the_chats_keys(app):
    g = Game(app)
    assert any("chat" in keys.lower() for keys, __ in g.table.key_lines())


def test_a_message_after_the_host_has_gone_is_refused_with_words_and_kept(app):
    g = Game(app)
    table = g.ben_table()
    chat = table.chat
    chat.set_open(True)
    g.host.close()
    g.pump(1)
    app.step(flip=False)
    type_text(app, "anyone there?")
    key(app, pygame.K_RETURN)
    assert chat.field.text == "anyone there?" and "closed" in chat.note


def test_a_long_message_slides_in_its_field_and_the_caret_stays_in_sight(app):
    from game.screen import theme
    g = Game(app)
    chat = g.table.chat
    chat.set_open(True)
    type_text(app, "w" * 120)
    app.step()
    field = chat.field
    font = theme.font(field.shown_size(), "semibold")
    assert field.shown_size() == field.font_size            # it keeps its size as it fills
    caret_x = field.rect.left + 12 - field.scroll_x + font.size(field.text[:field.caret])[0]
    assert field.rect.left < caret_x < field.rect.right
    key(app, pygame.K_HOME)
    app.step()
    assert field.scroll_x == 0


def test_a_change_of_language_keeps_the_network_and_the_chat_as_it_was(app):
    g = Game(app)
    chat = g.table.chat
    chat.set_open(True)
    type_text(app, "half typed")
    app.relabel()                                           # every scene made again in the language in use
    fresh = app.stack.top
    assert fresh is not g.table and fresh.net_host is g.host and not g.host.closed
    assert fresh.chat.open and fresh.chat.field.text == "half typed" and fresh.chat.typing
    key(app, pygame.K_RETURN)
    g.pump()
    assert texts(g.ben.chat) == ["half typed"]


def test_a_joiners_change_of_language_keeps_its_connection(app):
    g = Game(app)
    g.ben_table()
    app.relabel()
    g.pump()
    assert not g.ben.closed and g.host.connected(g.ben.seat)
    assert app.stack.top.chat is not None


def test_someone_elses_line_is_heard_and_ones_own_is_not(app, monkeypatch):
    from game.table import chat as chat_mod
    heard = []
    monkeypatch.setattr(chat_mod.audio, "play", lambda name: heard.append(name))
    g = Game(app)
    g.host.say("mine")
    app.step(flip=False)
    assert chat_mod.CUE not in heard
    g.ben.say("theirs")
    g.pump()
    app.step(flip=False)
    assert heard.count(chat_mod.CUE) == 1
