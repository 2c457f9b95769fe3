""""Since your last turn": after the hot-seat curtain, a person is shown what
the others did since they last acted, only as they may read it (the log's
redacted lines), grouped by player and cut short; a click or a key puts it
away; nothing is shown when nothing happened; alone against computers it
comes at each of the person's turns too. On all four tables."""
from __future__ import annotations

import pygame
import pytest

from game.table import recap as recap_mod
from game.table.log import GameLog
from game.table.recap import PER_PLAYER, counted_lines, since_last_turn, worth_showing
from rules.survive_the_island.events import AdventurerPlaced
from rules.isle_of_monsters.events import ScareChosen
from tests.recap.conftest import GAMES, play_until, table_for
from tests.table_driver import click, new_session, open_table, pass_curtain, post, settle


def recap_texts(recap) -> list[str]:
    return [line for g in recap.groups for line in g.lines]


def readable_texts(session, seat) -> set[str]:
    """Every log line `seat` may read (its own log, GameLog's redaction)."""
    return {text for _, text in GameLog(session).lines(seat)}


def plain(line: str) -> str:
    """A recap line without its repeat count."""
    return line.rsplit(" (×", 1)[0] if line.endswith(")") and " (×" in line else line


@pytest.mark.parametrize("game_id", GAMES)
def test_after_the_curtain_the_next_person_sees_what_the_others_did_and_a_click_puts_it_away(app, game_id):
    table = table_for(app, game_id)
    recaps = play_until(app, table, lambda got: bool(got))
    assert recaps, "no recap came up in a hot-seat game"
    got, _ = recaps[0]
    panel = table.recap_panel
    assert panel is not None and got.seat == table.viewer
    assert table.input_seat() is None               # the board waits while it is up
    assert any(g.seat != got.seat for g in got.groups)   # what the others did
    assert all(g.name.endswith("(you)") == (g.seat == got.seat) for g in got.groups)
    assert all(line in readable_texts(table.session, got.seat) for line in map(plain, recap_texts(got)))
    table.draw(app.screen)                           # it draws over the table
    click(app, table.board_rect.center)
    assert table.recap_panel is None
    settle(app, table)
    assert table.input_seat() == got.seat            # and the person plays on


def test_a_key_puts_the_recap_away_too(app):
    table = table_for(app, "isle_of_night")
    play_until(app, table, lambda got: bool(got))
    assert table.recap_panel is not None
    post(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0)
    app.step(flip=False)
    assert table.recap_panel is None
    assert app.stack.top is table                    # the key opened nothing else


def test_survive_the_islands_hidden_adventurer_values_never_reach_another_persons_recap(app, monkeypatch):
    monkeypatch.setattr(recap_mod, "PER_PLAYER", 10_000)    # every line in the recap, none cut
    table = table_for(app, "survive_the_island")
    recaps = play_until(app, table, lambda got: len(got) >= 3)
    session = table.session
    checked = 0
    for got, at in recaps:
        mine = readable_texts(session, got.seat)
        for move in session.history[:at]:
            for ev in move.events:
                if isinstance(ev, AdventurerPlaced) and ev.seat != got.seat and ev.value:
                    secret = ev.text(session.names)          # "Ana places an adventurer (value 3)."
                    assert "value" in secret
                    assert secret not in mine
                    assert all(secret not in line for line in recap_texts(got))
                    checked += 1
        assert not [line for line in recap_texts(got) if "value" in line]
    assert checked                                   # there were secrets to keep


def test_isle_of_monsters_secret_scare_cards_never_reach_another_persons_recap(app, monkeypatch):
    monkeypatch.setattr(recap_mod, "PER_PLAYER", 10_000)    # every line in the recap, none cut
    table = table_for(app, "isle_of_monsters")

    def scare_chosen_by_another(got):
        recap, at = got[-1]
        return any(isinstance(ev, ScareChosen) and ev.seat != recap.seat and ev.cards
                   for move in table.session.history[:at] for ev in move.events)
    recaps = play_until(app, table, lambda got: scare_chosen_by_another(got), moves=600)
    recap, at = recaps[-1]
    session = table.session
    secret_events = [ev for move in session.history[:at] for ev in move.events
                     if isinstance(ev, ScareChosen) and ev.seat != recap.seat and ev.cards]
    assert secret_events, "no secret scare play was made before a recap"
    for ev in secret_events:
        secret = ev.text(session.names)                  # "Ana chooses Sea Serpent"
        assert all(secret not in line for line in recap_texts(recap))
    assert all(line in readable_texts(session, recap.seat) for line in map(plain, recap_texts(recap)))


def test_no_recap_when_nothing_happened_since_the_person_last_acted(app):
    table = table_for(app, "survive_the_island")     # hidden values: a curtain before the first person
    settle(app, table)
    pass_curtain(app)               # the first person comes to the screen: nobody has moved yet
    for _ in range(3):
        app.step(flip=False)
    assert table.session.history == []
    assert table.recap_panel is None and table.input_seat() is not None


def test_the_recap_setting_off_shows_none(app):
    app.settings.recap = False
    table = table_for(app, "isle_of_night")
    recaps = play_until(app, table, lambda got: bool(got), moves=12)
    assert recaps == [] and len(table.session.history) >= 6


def test_the_recap_says_each_turns_newest_lines_with_and_n_earlier_folded_at_the_top(app):
    table = table_for(app, "king_of_monster_island", "hhh")
    recaps = play_until(app, table, lambda got: any(g.more for r, _ in got for g in r.groups), moves=300)
    recap = next(r for r, _ in recaps if any(g.more for g in r.groups))
    keys = [(g.seat, g.name) for g in recap.groups]
    assert all(a != b for a, b in zip(keys, keys[1:]))           # one group a turn, in the log's order
    for g in recap.groups:
        assert len(g.lines) <= PER_PLAYER
    group = next(g for g in recap.groups if g.more)
    rows = recap_mod.RecapPanel(recap, [0, 1, 2], table.board_rect).rows()
    more = ("more", f"and {group.more} earlier (the game log has them all)")
    at = rows.index(more)
    assert rows[at - 1] == ("name", group) and rows[at + 1] == ("line", group.lines[0])
    # the lines kept are the newest: the last thing each player did
    readable = readable_texts(table.session, recap.seat)
    assert all(line in readable for line in map(plain, group.lines))


def test_repeated_lines_are_counted_not_repeated():
    assert counted_lines(["a", "a", "b", "a"]) == ["a (×2)", "b", "a"]
    assert counted_lines([]) == []


def test_alone_against_computers_the_recap_comes_at_each_of_the_persons_turns(app):
    table = table_for(app, "isle_of_night", "haaaa")
    session = table.session
    settle(app, table)
    me = table.input_seat()
    got = since_last_turn(session, me)
    assert worth_showing(got, 1) == (not got.empty)       # one person: as soon as anything happened
    turns_begun = []

    def count(recaps):
        return len(recaps) >= 4
    recaps = play_until(app, table, count, moves=200)
    assert len(recaps) >= 4, "the recap stopped coming at the person's turns"
    # one recap each time the person came back: at every turn, not only the first
    ats = [at for _, at in recaps]
    assert len(set(ats)) == len(ats)
    for recap, _ in recaps:
        assert any(g.seat != me for g in recap.groups)


def test_a_recap_once_put_away_does_not_come_back_for_the_same_moves(app):
    table = table_for(app, "isle_of_night")
    play_until(app, table, lambda got: bool(got))
    seat = table.viewer
    click(app, table.board_rect.center)
    for _ in range(5):
        app.step(flip=False)
    assert table.recap_panel is None
    again = since_last_turn(table.session, seat, table._recapped[seat])
    assert again.empty


def test_moves_made_before_the_table_opened_count_as_seen(app):
    session = new_session("isle_of_night", "hh", 1, autosave=False)
    for _ in range(4):                  # a game played this far, then saved and opened again
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[0])
    table = open_table(app, session)
    settle(app, table)
    assert table.recap_panel is None and table.input_seat() is not None
