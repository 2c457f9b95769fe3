"""No internal identifier reaches a player at the table either: every text the
font layer is asked to draw while each game's table is played by clicks'
worth of moves (prompts, buttons, chips, the log panel, hover views, the
Confirm bar, Results) is searched like the rules' own texts
(tests/ui/test_player_words.py)."""
from __future__ import annotations


import pytest

from game.screen import theme
from rules.core import registry
from rules.core.rng import Rng
from tests.table_driver import curtain_up, new_session, open_table, pass_curtain, running_app, settle
from tests.ui.test_player_words import identifiers

#: moves played at each table (each followed by drawn frames): the quick step
#: plays the first 40 (Isle of Night's whole game, most of King of Monster Island's;
#: 150 to 350 of the 250 to 480 texts a table draws in 120), the slow step all 120
MOVES = [40, pytest.param(120, marks=pytest.mark.slow)]


class _Recording:
    """A font that notes each text it renders."""

    def __init__(self, real, seen: set[str]) -> None:
        self._real = real
        self._seen = seen

    def render(self, text, *args, **kwargs):
        self._seen.add(str(text))
        return self._real.render(text, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._real, name)


@pytest.fixture
def app(profile_dir, monkeypatch):
    for a in running_app():
        a.settings.confirm_moves = True           # the Confirm bar says each planned move
        # Each curtain changes the music, which draws no word (tests/ui/test_sound.py
        # holds it); here it is skipped.
        monkeypatch.setattr(a.audio, "available", False)
        yield a


@pytest.fixture
def drawn(monkeypatch):
    """Every text rendered from now on."""
    seen: set[str] = set()
    real = theme.font
    monkeypatch.setattr(theme, "font", lambda size, style="body": _Recording(real(size, style), seen))
    monkeypatch.setattr(theme, "_text_cache", theme._LRU(3000))      # nothing drawn before counts as drawn
    return seen


@pytest.mark.parametrize("moves", MOVES)
@pytest.mark.parametrize("game_id", [info.id for info in registry.available()])
def test_no_identifier_is_drawn_at_any_table(app, drawn, game_id, moves):
    info = registry.get(game_id)
    kinds = "hh" + "a" * (max(3, info.min_players) - 2)
    table = open_table(app, new_session(game_id, kinds, 2, autosave=False, default_level="easy"))
    rng = Rng(3)
    for _ in range(moves):
        settle(app, table)
        if table not in app.stack:
            break
        if curtain_up(app) is not None:
            pass_curtain(app)
            continue
        seat = table.input_seat()
        if seat is None:
            break
        if table.confirm.planned is None:
            table.play(rng.choice(table.view.legal_actions(seat)))
            app.step()                              # the Confirm bar is drawn with the move's words
        table.confirm_planned()
        app.step()
    found = sorted({f"{kind} {token!r} in {text!r}" for text in drawn for kind, token in identifiers(text)})
    assert drawn and not found, "\n".join(found[:40])
