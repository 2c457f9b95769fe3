"""The Boss panel and the header change when the animation shows the change,
as the log does: the Boss's Fame, its zone, the Crystals left and the Pylons
move with the figure and the pieces (they read the view as shown so far, the
same shown(k) the log writes its lines at), and "Lost · Game over" comes only
once the last drop has been shown."""
from __future__ import annotations

from game.tables.king_of_monster_island import table as table_module
from rules.king_of_monster_island import events as E

from .test_island_motion import app, frames_until, table_at_rest  # noqa: F401  (the fixture)


def play_move(table, events, change):
    """Shows `events` as a move from the table's state to `change(copy)`, the
    log and the panel told as each event's animation lands."""
    before = table.session.state.clone()
    after = before.clone()
    change(after)
    table.session.state = after
    told = []
    table.choreo.play_move(events, before.view(table.viewer), after.view(table.viewer), told.append)
    return before, after, told


def panel_views(monkeypatch):
    """The views the Boss panel is drawn from, frame by frame (as painted)."""
    drawn = []
    real = table_module.draw_boss_panel

    def record(surface, view):
        drawn.append(view)
        real(surface, view)
    monkeypatch.setattr(table_module, "draw_boss_panel", record)
    return drawn


def test_the_panels_fame_and_zone_change_when_the_boss_walks_and_its_star_lands(app, monkeypatch):  # noqa: F811
    table = table_at_rest(app)
    drawn = panel_views(monkeypatch)
    st = table.session.state
    fame, zone = st.boss_fame, st.boss_zone
    to = (zone + 1) % 6

    def change(s):
        s.boss_zone, s.boss_fame = to, fame + 1
    play_move(table, [E.BossMoved(zone, to, "Foot"), E.BossFameChanged(fame + 1, 1)], change)
    app.step(1 / 60, flip=False)
    assert (drawn[-1].boss_fame, drawn[-1].boss_zone) == (fame, zone)      # the figure has not walked yet
    assert frames_until(app, table, lambda: drawn[-1].boss_zone == to)
    assert drawn[-1].boss_fame == fame and table.anims.busy              # walked; the Star still to fly
    assert frames_until(app, table, lambda: not table.anims.busy)
    app.step(1 / 60, flip=False)
    assert (drawn[-1].boss_fame, drawn[-1].boss_zone) == (fame + 1, to)


def test_the_crystals_left_and_pylons_change_when_the_crystal_lands(app, monkeypatch):  # noqa: F811
    table = table_at_rest(app)
    drawn = panel_views(monkeypatch)
    z = table.session.state.boss_zone
    left = table.session.state.crystals_left()

    def change(s):
        s.crystals[z] += 1
    play_move(table, [E.MinionsActivated(z, ("builder",)), E.CrystalBuilt(z, "")], change)
    app.step(1 / 60, flip=False)
    assert drawn[-1].crystals_left() == left
    assert frames_until(app, table, lambda: not table.anims.busy)
    app.step(1 / 60, flip=False)
    assert drawn[-1].crystals_left() == left - 1


def test_lost_and_game_over_come_only_after_the_last_drop_is_shown(app, monkeypatch):  # noqa: F811
    table = table_at_rest(app)
    headers = []
    real = table.top_bar.draw

    def record(surface, turn_text, round_text, *args, **kwargs):
        headers.append((turn_text, round_text))
        real(surface, turn_text, round_text, *args, **kwargs)
    monkeypatch.setattr(table.top_bar, "draw", record)
    st = table.session.state
    z = st.boss_zone
    dice = ((0, z, 0, "C"),)

    def change(s):
        s.bd_zone[0], s.bd_face[0] = z, 0
        s.result, s.ending = "lost", "third_pylon"
    play_move(table, [E.VolcanoDrop(dice), E.GameOver(False, "third_pylon")], change)
    frames = []
    for _ in range(600):
        app.step(1 / 60, flip=False)
        if table not in app.stack:          # the Results
            break
        frames.append((table.volcano.dropping, headers[-1]))       # as drawn this frame
    assert any(falling for falling, _h in frames)
    assert all(h[0] != "Game over" and h[1] != "Lost" for falling, h in frames if falling), \
        "the header said the game was lost while the Boss dice still fell"
    assert frames[-1][1] == ("Game over", "Lost")       # and says it once they have landed, before the Results


def test_the_next_boss_brings_its_own_boss_dice_into_what_the_panel_is_told(app):  # noqa: F811
    """Ultimate Challenge: Lithosaur rolls 6 Boss dice where the Crystal Dragon
    rolled 5; its first drop is told on the dice the rules added for it."""
    from game.tables.king_of_monster_island.told import told
    from rules.king_of_monster_island.content import BOSS_SIDES
    table = table_at_rest(app)
    view = table.session.state.view(table.viewer)
    dice = BOSS_SIDES[("lithosaur", view.side)][0]
    assert len(view.bd_zone) < dice
    shown = told(view, [E.NextBoss("lithosaur", 2, 20), E.VolcanoDrop(((dice - 1, 4, 0, "M"),))])
    assert len(shown.bd_zone) == dice and shown.bd_zone[dice - 1] == 4
