"""While a move's animations play, the log typesets the lines the move will
write one a frame, from the frame after the move lands, so the frame a line
is written in only shows it; a line typeset ahead is the line typeset then."""
from __future__ import annotations

import pytest

from game.table.log import LogPanel
from rules.core.rng import Rng

from ..table_driver import new_session, open_table, running_app, settle


@pytest.fixture
def app(profile_dir):
    for a in running_app():
        a.settings.animation_speed = "normal"
        yield a


def _same(a, b) -> bool:
    return a.get_size() == b.get_size() and bytes(a.get_view("1")) == bytes(b.get_view("1"))


@pytest.mark.parametrize("game_id", ["isle_of_night", "king_of_monster_island"])
def test_a_moves_lines_are_typeset_before_they_are_written(app, game_id, monkeypatch):
    table = open_table(app, new_session(game_id, "hh", 3, autosave=False))
    settle(app, table, dt=0.1)
    where: list[str] = []            # for each line typeset: in the frame it was written, or ahead
    real_typeset = LogPanel._typeset
    state = {"in": None}

    def typeset(self, index, *args):
        where.append((state["in"], index))
        return real_typeset(self, index, *args)

    def marked(real, name):
        """`real`, with the lines it typesets counted as `name`."""
        def inside(self, *args):
            state["in"] = name
            try:
                return real(self, *args)
            finally:
                state["in"] = None
        return inside
    monkeypatch.setattr(LogPanel, "_typeset", typeset)
    monkeypatch.setattr(LogPanel, "draw", marked(LogPanel.draw, "written"))
    monkeypatch.setattr(LogPanel, "prepare", marked(LogPanel.prepare, "ahead"))
    rng = Rng(5)
    for _ in range(40):                      # moves until one writes several lines while animated
        seat = table.input_seat()
        before = len(table.log.lines(table.viewer))
        where.clear()
        table.play(rng.choice(table.view.legal_actions(seat)))
        landing = True
        while table.anims.busy:
            app.step(1 / 60, flip=False)
            if landing:
                assert all(w != "ahead" for w, _i in where)       # not in the frame the move lands in
                landing = False
        app.step(1 / 60, flip=False)
        written = len(table.log.lines(table.viewer)) - before
        if written >= 2 and sum(w == "ahead" for w, _i in where) >= 2:
            break
        settle(app, table, dt=0.1)
    else:
        pytest.fail("no move wrote two lines typeset ahead")
    # each line typeset once, ahead or as it was written; none typeset ahead for nothing
    assert sorted(i for _w, i in where) == list(range(before, before + written))
    # and is the line typeset afresh: its stripe, its badge, its words
    panel = table.log_panel
    lines = table.log.lines(table.viewer)
    for i in range(len(lines) - written, len(lines)):
        seat, text = lines[i]
        assert _same(panel.view.pieces[i], real_typeset(panel, i, panel.badge_colour(seat), text)), text


def test_lines_typeset_for_a_move_taken_back_are_let_go(app):
    table = open_table(app, new_session("isle_of_night", "hh", 3, autosave=False))
    panel = table.log_panel
    for i in range(40):
        panel._ahead[(1000 + i, None, f"line {i}")] = panel._typeset(0, None, "x")
        if len(panel._ahead) >= 32:
            break
    panel.prepare([(2000, None, "one more")])
    assert list(panel._ahead) == [(2000, None, "one more")]
