"""New game: seats, levels, colours and options, chosen with real clicks and
keys; Start is disabled with the reason while the set-up cannot start."""
import pygame
import pytest

from game.scenes.new_game import NewGameScene, seat_problems
from rules.core import registry
from rules.core.registry import GameInfo, Option
from rules.king_of_monster_island.options import start_zones
from tests.ui.conftest import click, key, type_text
from tests.ui.toy_table import TOY_INFO, ToyTable


@pytest.fixture
def scene(app):
    return app.stack.push(NewGameScene(app, TOY_INFO))


def segment(picker, value):
    """The screen centre of a segmented picker's choice."""
    i = [v for v, _ in picker.choices].index(value)
    return picker.segment_rects()[i].center


def retype(app, field, text):
    click(app, field.rect.center)
    key(app, pygame.K_END)
    for _ in range(len(field.text)):
        key(app, pygame.K_BACKSPACE)
    type_text(app, text)


def test_a_new_game_starts_with_the_chosen_seats(app, scene):
    row0, row1 = scene.seat_widgets
    retype(app, row0["name"], "Nykki")
    retype(app, row1["name"], "Cameron")
    click(app, segment(row1["kind"], "ai"))
    click(app, segment(row1["level"], "hard"))
    click(app, row1["colour"].arrow_rects()[1].center)       # Blue -> Yellow
    assert scene.start_button.enabled, scene.problems
    click(app, scene.start_button.rect.center)
    table = app.stack.top
    assert isinstance(table, ToyTable)
    seats = table.session.seats
    assert [s.name for s in seats] == ["Nykki", "Cameron"]
    assert [s.kind for s in seats] == ["human", "ai"]
    assert seats[1].level == "hard" and [s.colour for s in seats] == [0, 2]
    assert table.session.options == {"cards": 5, "players": 2}


def test_the_games_options_are_offered_and_used(app, scene):
    picker = scene.option_widgets["cards"]
    assert [v for v, _ in picker.choices] == [3, 4, 5, 6, 7, 8]
    click(app, picker.arrow_rects()[1].center)
    click(app, picker.arrow_rects()[1].center)
    click(app, scene.start_button.rect.center)
    assert app.stack.top.session.options["cards"] == 7


def test_start_is_disabled_with_the_reason_when_two_seats_share_a_colour(app, scene):
    row1 = scene.seat_widgets[1]
    click(app, row1["colour"].arrow_rects()[0].center)       # Blue -> Red, as seat 1
    assert not scene.start_button.enabled
    assert "Red is chosen twice" in scene.start_button.reason
    assert any("chosen twice" in p for p in scene.problems)
    click(app, scene.start_button.rect.center)
    assert app.stack.top is scene


def test_start_is_disabled_with_the_reason_when_a_name_is_empty(app, scene):
    retype(app, scene.seat_widgets[1]["name"], "")
    assert not scene.start_button.enabled
    assert scene.start_button.reason == "Seat 2 needs a name"
    assert scene.seat_widgets[1]["name"].invalid
    type_text(app, "Bo")
    assert scene.start_button.enabled


def test_two_players_may_not_share_a_name():
    seats = [{"name": "Ana", "colour": 0}, {"name": " ana ", "colour": 1}]
    assert seat_problems(seats) == ["Two players are called ana: give each a different name"]


def test_the_games_own_problems_disable_start(app):
    def no_short_games(options):
        return ["a 3-card game is too short for this table"] if options.get("cards") == 3 else []
    info = GameInfo(**{**TOY_INFO.__dict__, "validate_extra": no_short_games})
    scene = app.stack.push(NewGameScene(app, info))
    picker = scene.option_widgets["cards"]
    click(app, picker.arrow_rects()[0].center)
    click(app, picker.arrow_rects()[0].center)
    assert picker.value == 3
    assert not scene.start_button.enabled
    assert scene.start_button.reason == "a 3-card game is too short for this table"


def test_a_game_without_a_table_cannot_start(app):
    info = GameInfo(**{**TOY_INFO.__dict__, "table_scene": None})
    scene = app.stack.push(NewGameScene(app, info))
    assert not scene.start_button.enabled
    assert "still being built" in scene.start_button.reason


def test_player_counts_follow_the_game(app):
    info = GameInfo(**{**TOY_INFO.__dict__, "min_players": 2, "max_players": 4})
    scene = app.stack.push(NewGameScene(app, info))
    assert [v for v, _ in scene.count_picker.choices] == [2, 3, 4]
    click(app, segment(scene.count_picker, 4))
    assert len(scene.seat_widgets) == 4
    assert len({s["colour"] for s in scene.chosen_seats()}) == 4
    click(app, segment(scene.count_picker, 3))
    assert len(scene.seat_widgets) == 3


def test_options_shown_only_when_they_apply(app):
    opts = (Option("variant", "Variant", "choice", "basic", choices=(("basic", "Basic"), ("advanced", "Advanced"))),
            Option("boss", "Boss", "choice", "kraken", choices=(("kraken", "Kraken"), ("hydra", "Hydra")),
                   show_if={"variant": ("advanced",)}),
            Option("fast", "Fast set-up", "bool", False))
    info = GameInfo(**{**TOY_INFO.__dict__, "options": opts})
    scene = app.stack.push(NewGameScene(app, info))
    assert set(scene.option_widgets) == {"variant", "fast"}
    click(app, segment(scene.option_widgets["variant"], "advanced"))
    assert set(scene.option_widgets) == {"variant", "boss", "fast"}
    click(app, scene.option_widgets["fast"].switch_rect().center)
    assert scene.options["fast"] is True


def test_a_person_seat_has_no_computer_level(app, scene):
    row1 = scene.seat_widgets[1]
    click(app, segment(row1["kind"], "human"))
    assert not row1["level"].visible                # not drawn, not reached by Tab
    click(app, segment(row1["kind"], "ai"))
    assert row1["level"].visible


def test_every_registered_game_opens_its_new_game_scene(app):
    for info in registry.available():
        scene = app.stack.push(NewGameScene(app, info.id))
        app.step()
        assert scene.players >= info.min_players
        app.stack.pop()


def test_many_options_all_fit_in_their_panel_with_help_as_tooltips(app):
    opts = tuple(Option(f"creature_{i}", f"Creature {i}", "bool", i % 2 == 0,
                        help="Play with this creature; it changes how the island sinks and who survives.")
                 for i in range(9))
    info = GameInfo(**{**TOY_INFO.__dict__, "options": opts})
    scene = app.stack.push(NewGameScene(app, info))
    assert not scene.show_help
    for opt in opts:
        w = scene.option_widgets[opt.key]
        assert scene.options_panel.contains(w.rect), opt.key
        assert w.tooltip == opt.help


def _step_to(app, scene, key, value):
    """Clicks the right arrow of option `key`'s cycle picker until it shows
    `value` (a change that shows or hides options builds new pickers)."""
    for _ in range(12):
        picker = scene.option_widgets[key]
        if picker.value == value:
            return
        click(app, picker.arrow_rects()[1].center)
    assert scene.option_widgets[key].value == value


def test_a_seats_monster_and_start_zone_are_chosen_in_its_row_and_reach_the_set_up(app):
    scene = app.stack.push(NewGameScene(app, "king_of_monster_island"))
    click(app, segment(scene.count_picker, 3))
    rows = scene.seat_widgets
    assert [set(r) - {"name", "kind", "level", "colour"} for r in rows] == [{f"monster_{k}"} for k in (1, 2, 3)]
    assert all(scene.seats_panel.contains(r["monster_1" if i == 0 else f"monster_{i + 1}"].rect)
               for i, r in enumerate(rows))
    _step_to(app, scene, "monster_2", "megamoth")
    _step_to(app, scene, "setup", "chosen")
    rows = scene.seat_widgets                       # the rows gained their start-zone pickers
    assert {"zone_1", "zone_2", "zone_3"} <= set(scene.option_widgets)
    assert "zone_3" in rows[2] and "boss_zone" not in rows[0]
    _step_to(app, scene, "boss_zone", 4)
    for k, zone in ((1, 6), (2, 1), (3, 2)):
        assert scene.seat_widgets[k - 1][f"zone_{k}"] is scene.option_widgets[f"zone_{k}"]
        _step_to(app, scene, f"zone_{k}", zone)
    assert scene.start_button.enabled, scene.problems
    click(app, scene.start_button.rect.center)
    session = app.stack.top.session
    assert session.state.monsters == ["purple_reign", "megamoth", "rex_florae"]
    # the set-up puts the figures where they were chosen (0-based zones); the
    # first Boss Phase, played at set-up, may have moved the Boss on already
    assert start_zones(session.options, 3, rng=None) == (3, [5, 0, 1])
    assert session.state.zone == [5, 0, 1]


def test_two_seats_on_one_monster_cannot_start_and_say_so(app):
    scene = app.stack.push(NewGameScene(app, "king_of_monster_island"))
    click(app, segment(scene.count_picker, 2))
    _step_to(app, scene, "monster_2", "purple_reign")
    assert not scene.start_button.enabled
    assert "seats 1 and 2" in scene.start_button.reason


def _layouts(app):
    """Every game's new-game screen at every seat count, with every choice of
    an option that shows or hides others (King of Monster Island's start zones)."""
    for info in registry.available():
        for n in range(info.min_players, info.max_players + 1):
            shapers = [o for o in info.options
                       if any(o.key in other.show_if for other in info.options) and o.kind == "choice"]
            for opt in shapers or [None]:
                for value, _ in (opt.choices if opt else [(None, None)]):
                    scene = app.stack.push(NewGameScene(app, info.id))
                    scene.set_players(n)
                    if opt:
                        scene.set_option(opt.key, value)
                    yield f"{info.id} at {n} seats, {opt and opt.key}={value}", scene
                    app.stack.pop()


def test_every_games_new_game_screen_fits_its_panels_at_every_seat_count(app):
    from game.screen import theme
    for where, scene in _layouts(app):
        in_rows = {id(w) for row in scene.seat_widgets for w in row.values()}
        widgets = [w for w in scene.ui.widgets if getattr(w, "key", "").startswith(("seat", "option."))]
        for w in widgets:
            panel = scene.seats_panel if id(w) in in_rows else scene.options_panel
            assert panel.contains(w.rect), f"{where}: {w.key} runs off its panel"
        for i, a in enumerate(widgets):
            for b in widgets[i + 1:]:
                assert not a.rect.colliderect(b.rect), f"{where}: {a.key} overlaps {b.key}"
        for row in scene.seat_widgets:
            for w in row.values():
                labels = [label for _, label in getattr(w, "choices", ())]
                if not labels:
                    continue
                room = ([r.inflate(-6, -6).width - 6 for r in w.segment_rects()] if w.look == "segments"
                        else [w.rect.width - 2 * w.arrow_rects()[0].width - 4] * len(labels))
                for label, width in zip(labels, room):
                    assert theme.fit(label, w.font_size, width, "semibold") == label, \
                        f"{where}: {label!r} is cut in {w.key}"
