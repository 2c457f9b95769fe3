"""A table makes what each seat's turn shows when it opens: the top bar's
words and badge for every seat (and a computer's "is thinking" words), the
glow round the seat whose turn it is, and Isle of Night's rows lit and unlit,
so the frame a turn passes in only puts them together."""
from __future__ import annotations

import pytest

from game.screen import gfx, theme
from game.table.targets import glow_ring
from game.tables.isle_of_night.tableau import ROW_FILL, _row_panel
from rules.core import registry

from ..table_driver import new_session, open_table, running_app

GAMES = [info.id for info in registry.available()]


@pytest.fixture
def app(profile_dir):
    for a in running_app():
        yield a


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_has_every_seats_top_bar_made_when_it_opens(app, game_id, renders):
    theme.forget_texts()                    # none made by an earlier test in this process
    gfx.forget_pictures()
    info = registry.get(game_id)
    table = open_table(app, new_session(game_id, "h" + "a" * (max(2, info.min_players) - 1), autosave=False))
    round_text = table.session.view_for(None).turn_label()
    words = table.every_seat_turn_words()
    # every seat's turn, and the computers' thinking
    assert len(words) == len(table.session.seats) + sum(seat.is_ai for seat in table.session.seats)
    for seat, turn_words in words:
        before = len(renders)
        table.top_bar._paint(turn_words, round_text, [table.session.seats[seat].colour])
        assert len(renders) == before, turn_words
    # the check can tell
    before = len(renders)
    table.top_bar._paint(f"Words no turn shows ({game_id})", round_text, [table.session.seats[0].colour])
    assert len(renders) > before


def test_a_computers_thinking_words_are_the_ones_the_top_bar_shows(app):
    table = open_table(app, new_session("isle_of_night", "ha", autosave=False))
    ai = next(s for s, seat in enumerate(table.session.seats) if seat.is_ai)
    assert (ai, table.seat_turn_words(ai, True)) in table.every_seat_turn_words()
    assert table.seat_turn_words(ai, True) != table.seat_turn_words(ai, False)


@pytest.mark.parametrize("game_id", ["isle_of_night", "isle_of_monsters"])
def test_each_seats_turn_glow_is_made_when_the_table_opens(app, game_id):
    gfx.forget_pictures()
    table = open_table(app, new_session(game_id, "haaa", autosave=False))
    panels = ([(row.rect, row.seat) for row in table.rows] if game_id == "isle_of_night"
              else [(geo.panel, s) for s, geo in enumerate(table.layout.seats)])
    assert len(panels) == 4
    for panel, seat in panels:
        key = ("glow", panel.inflate(10, 10).size, theme.seat_colour(table.session.seats[seat].colour).rgb)
        assert key in gfx._made, seat
    glow_ring((3, 3), (1, 2, 3))
    assert ("glow", (3, 3), (1, 2, 3)) in gfx._made        # the check can tell a ring made


def test_isle_of_night_makes_each_row_lit_and_unlit_when_it_opens(app, made_now):
    gfx.forget_pictures()
    table = open_table(app, new_session("isle_of_night", "haaa", autosave=False))
    made = made_now
    made.clear()                            # only what is made from here on
    for row in table.rows:
        edge = theme.seat_colour(table.session.seats[row.seat].colour).rgb
        for fill in ROW_FILL.values():
            _row_panel(row.rect.size, fill, edge)
    assert made == []
    _row_panel(table.rows[0].rect.size, (1, 2, 3), (4, 5, 6))
    assert made                                              # the check can tell


def test_isle_of_night_makes_each_players_prompt_at_the_start_of_their_turn(app, renders):
    from game.tables.isle_of_night import layout as L
    from rules.isle_of_night.steps import D_CLAIM
    theme.forget_texts()
    table = open_table(app, new_session("isle_of_night", "haaa", autosave=False))
    view = table.session.view_for(None)
    for row in table.rows:
        start = view.clone()
        start.current, start.step = row.seat, D_CLAIM
        lines, size = table.prompt_lines(start, L.PROMPT.width - 20, False)
        before = len(renders)
        for line in lines:
            theme.text(line, size, theme.C.TEXT, "semibold")
        assert len(renders) == before, lines
        assert table.session.names[row.seat] in lines[0]


def test_isle_of_night_makes_every_small_card_a_claim_can_bring_when_it_opens(app, made_now):
    """Every type's small card at each depth of stack, at the size each row
    draws them now and after one more type."""
    from game.tables.isle_of_night import layout as L
    from game.tables.isle_of_night.tableau import STACK_MOST, Group, shown_chips, tile_image
    from rules.isle_of_night import lookup
    gfx.forget_pictures()
    table = open_table(app, new_session("isle_of_night", "haaa", autosave=False))
    scored = {lookup.SCORE_TYPE[s] for s in table.session.state.score_grid}
    made = made_now
    made.clear()                            # only what is made from here on
    sizes = set()
    for row, pv in zip(table.rows, table._previews):
        n = len(shown_chips(pv, row)[1])
        sizes |= {row.chip_size(max(1, k)) for k in (n, n + 1)}
    sizes = {size for size in sizes if L.is_tile(size)}
    assert sizes
    for size in sizes:
        for kind in range(lookup.NUM_PLAIN_TYPES):
            for cards in range(1, STACK_MOST + 2):          # a stack deeper than shown looks as the deepest
                sets = 1 if kind in scored else -1
                tile_image(Group(kind, 5, sets, 3 if sets > 0 else 0, cards=cards), size)
    assert made == []
    size = min(sizes)
    tile_image(Group(0, 1, 0, 0, cards=1), (size[0] - 1, size[1]))
    assert made                                              # the check can tell


def test_isle_of_night_makes_every_score_card_wherever_a_swap_can_bring_it(app, made_now):
    from game.tables.isle_of_night.card_art import locked_score_card, score_card_face
    gfx.forget_pictures()
    table = open_table(app, new_session("isle_of_night", "haaa", autosave=False))
    made = made_now
    made.clear()                            # only what is made from here on
    grid = table.session.state.score_grid
    for score in grid:
        for p, r in enumerate(table.positions):
            score_card_face(score, r.width, r.height, table.side.vp[p], p)
            locked_score_card(score, r.width, r.height, table.side.vp[p], p)
    assert made == []
    r = table.positions[0]
    score_card_face(grid[0], r.width, r.height, 99, 0)
    assert made                                              # the check can tell
