"""Focused behaviours of the Survive the Island table: the order creatures act
in is a click, a removed tile's animation ends where the rules left the board,
a value hidden from a seat is never drawn for it, a click on a space the rules
refuse says the rules' reason, the prompt offers only the legal choices."""
from __future__ import annotations

import pytest

from game.session import GameSession, SeatConfig
from game.screen import theme
from game.tables.survive_the_island import SurviveTheIslandTable, art
from game.tables.survive_the_island.animations import adventurer_image
from game.tables.survive_the_island.art import seat_palette
from rules.survive_the_island import actions as A
from rules.survive_the_island import content
from rules.core.pending import next_task
from rules.survive_the_island.common import ELIMINATED, LAND
from tests.survive_the_island.scenario import Table, sp

from . import conftest
from .clicker import Clicker
from .conftest import NAMES, click, info, make_session, open_table, settle

SEA = sp(-2, -1)
EAST = sp(-2, 1)
MORE = dict(creature_kraken=True, creature_pterodactyl=True, creature_whale=True)


def session_at(state, kinds="hhh") -> GameSession:
    seats = [SeatConfig(NAMES[i], "human" if k == "h" else "ai", "easy", i) for i, k in enumerate(kinds)]
    opts = info().default_options(len(kinds))
    return GameSession(info(), opts, 1, seats, state, autosave_enabled=False)


def test_the_active_player_clicks_which_creature_acts_first(app):
    t = Table(**MORE)
    whale, shark = t.creature(content.WHALE, EAST), t.creature(content.SHARK, EAST)
    rider = t.adv(0, SEA, 3)
    r = t.raft(SEA, rider)
    table = open_table(app, session_at(t.st, "haa"))
    settle(app, table)
    geo = table.geo
    raft_spot = [s for s in geo.spots(table.view) if s.key == ("raft", r)][0]
    click(app, geo.raft_handle(raft_spot))
    assert table.selected == ("raft", r)
    click(app, geo.centre(EAST))
    settle(app, table)
    ch = table.current_choices()
    assert set(ch.pieces) == {("cr", whale), ("cr", shark)}
    assert "acts first" in ch.prompt
    whale_spot = [s for s in geo.spots(table.view) if s.key == ("cr", whale)][0]
    click(app, whale_spot.pos)
    assert table.session.actions[-1] == (0, A.ActsFirst(whale))
    assert table.session.state.loc[rider] == ELIMINATED          # overturned, then eaten


# at the fast speed in the quick step (130 frames, the sinking seen from its start
# to past two thirds of it), at the normal speed in the slow step (284 frames)
@pytest.mark.parametrize("speed", ["fast", pytest.param("normal", marks=pytest.mark.slow)])
def test_a_removed_tile_lifts_flips_and_sinks_and_ends_as_the_rules_left_it(app, speed):
    app.settings.animation_speed = speed
    session = make_session("ha", seed=2)
    st = session.state
    while not (st.phase == "play" and next_task(st.stack)[0] == "sink" and st.active == 0):
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        ends = [a for a in legal if isinstance(a, A.EndActions)]
        session.apply(seat, (ends or legal)[0])
        st = session.state
    table = open_table(app, session)
    settle(app, table)
    space = sorted(table.current_choices().spaces)[0]
    click(app, table.geo.centre(space))
    after = session.state
    assert session.actions[-1] == (0, A.SinkTile(space))
    assert after.terrain[space] not in LAND                     # the rules sank it at once
    seen = []
    for _ in range(600):
        if table.stage.sinking is not None:
            seen.append(table.stage.sinking.t)
        elif seen:
            break
        app.step(1 / 60, flip=False)
    assert seen and min(seen) < 0.3 and max(seen) > 0.65, "it lifted, flipped and sank"
    for _ in range(2000):
        if not table.anims.busy:
            break
        app.step(1 / 60, flip=False)
    assert space not in table.stage.ghost_tiles and table.stage.sinking is None
    assert not table.stage.hidden and not table.stage.ghosts
    app.step(1 / 60, flip=False)
    # what is drawn now is what the rules hold
    assert table._board_key == tuple(table.view.terrain)


def test_a_hidden_value_is_never_drawn_for_another_seat(app, monkeypatch):
    drawn = []
    real = SurviveTheIslandTable.draw_board

    def spy(self, surface, view):
        drawn.append((self.looking(), view))
        return real(self, surface, view)
    monkeypatch.setattr(SurviveTheIslandTable, "draw_board", spy)
    # each curtain changes the music, nothing a seat sees; skipped here
    monkeypatch.setattr(app.audio, "available", False)
    session = make_session("hh", seed=4, options={"owner_memory": True})
    table = open_table(app, session)
    clicker = Clicker(app, table, seed=4)
    for _ in range(120):
        if conftest.curtain_up(app):
            conftest.pass_curtain(app)
        elif table.input_seat() is not None and not table.anims.busy:
            clicker.act()
        else:
            app.step(1 / 60, flip=False)
    true = session.state
    assert drawn
    for looking, view in drawn:
        for p, v in enumerate(view.value):
            if looking is None or true.owner(p) != looking:
                assert v == 0, f"seat {looking} was shown adventurer {p}'s value"


def test_a_click_on_a_space_the_rules_refuse_says_the_rules_reason(app):
    t = Table()
    home = sp(1, 0)
    t.st.terrain[home] = LAND[0]
    me = t.adv(0, home, 3)
    table = open_table(app, session_at(t.st, "haa"))
    settle(app, table)
    spot = [s for s in table.geo.spots(table.view) if s.key == ("adv", me)][0]
    click(app, spot.pos)
    assert table.selected == ("adv", me)
    far = sp(7, 0)
    assert far not in table.current_choices().spaces
    click(app, table.geo.centre(far))
    why = table.session.state.why_illegal(0, A.MoveAdventurer(me, far))
    assert why and table.message == theme.sentence(why)
    assert table.session.actions == []


def test_repellent_is_asked_of_the_player_about_to_be_harmed_behind_the_curtain(app):
    t = Table(**MORE)
    shark = t.creature(content.SHARK, EAST)
    t.adv(1, SEA, 4)
    t.st.hands[1] = [(content.REPELLENT, content.BEACH, 1)]
    t.st.stack = [("turn_end",), ("dest", shark, EAST)]
    assert A.CreatureTo(SEA) in t.st.legal_actions(0)
    table = open_table(app, session_at(t.st, "hhh"))
    if conftest.curtain_up(app):
        conftest.pass_curtain(app)
    settle(app, table)
    click(app, table.geo.centre(SEA))
    assert table.session.actions[-1] == (0, A.CreatureTo(SEA))
    assert table.session.state.to_act() == [1]
    settle(app, table)
    assert conftest.curtain_up(app) is not None, "the screen is hidden before the harmed player answers"
    conftest.pass_curtain(app)
    settle(app, table)
    assert table.input_seat() == 1
    assert [w for w, _a in table.current_choices().buttons] == ["Play Repellent", "No Repellent"]


def test_each_seat_s_adventurers_are_drawn_in_the_colour_its_player_chose():
    assert seat_palette(((0,), (1,), (2,)), [4, 3, 0]) == ("purple", "green", "red")
    # two players play two colours each: the second is a colour nobody chose
    assert seat_palette(((0, 2), (1, 3)), [2, 0]) == ("yellow", "red", "blue", "green")


def test_the_table_draws_a_seat_s_pieces_in_its_chosen_colour_like_its_badge(app):
    seats = [SeatConfig(NAMES[i], "human" if i == 0 else "ai", "easy", colour)
             for i, colour in enumerate((4, 3, 0))]
    session = GameSession.new(info(), info().default_options(3), seats, seed=2, autosave_enabled=False)
    table = open_table(app, session)
    settle(app, table)
    view = table.view
    assert table.palette == ("purple", "green", "red")
    for p in session.state.pieces_of(0):
        assert adventurer_image(table.palette, view, p) is art.adventurer("purple", view.value[p], 18)
    tray = table.current_choices().tray
    assert {c for c, _v in tray} == {0}
    # the tray's chips are drawn purple
    rect = dict(table.tray_rects(table.current_choices()))[min(tray)]
    app.step(1 / 60)
    purple = art.ADVENTURER_FILL["purple"]
    near = [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
            if sum(abs(a - b) for a, b in zip(app.screen.get_at((x, y))[:3], purple)) < 40]
    assert len(near) > 60, "the tray's chip is not purple"


def test_a_seats_adventurers_are_named_in_the_colour_they_are_drawn_in(app):
    """The rules call seat 0's adventurers red; its player chose purple, so the
    tray, the lit tiles and the Confirm bar say purple."""
    seats = [SeatConfig(NAMES[i], "human" if i == 0 else "ai", "easy", colour)
             for i, colour in enumerate((4, 3, 1))]
    session = GameSession.new(info(), info().default_options(3), seats, seed=2, autosave_enabled=False)
    table = open_table(app, session)
    settle(app, table)
    words = [t.words for t in table.key_targets(table.view)]
    assert any(w.startswith("Pick a purple") for w in words)
    assert any("place a purple adventurer" in w.lower() for w in words)
    assert not any("red" in w.lower() for w in words)
    space, action = next(iter(table.current_choices().spaces.items()))
    assert table.plan(0, action)
    assert table.confirm.planned.words.startswith("Place a purple adventurer on the ")
