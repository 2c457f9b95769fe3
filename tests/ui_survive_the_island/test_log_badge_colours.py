"""With two players each seat plays two colours: every log line about one
adventurer has the badge of that adventurer's colour, not the seat's first
(yellow placements were logged with the red badge)."""
from __future__ import annotations

from game.screen import theme
from game.tables.survive_the_island import art
from rules.core import Rng
from rules.survive_the_island import content
from rules.survive_the_island.events import AdventurerPlaced

from .conftest import make_session, open_table


def _badge_colour(piece) -> int:
    """The seat colour most of a log line's badge (18 px at (2, 4)) is drawn in."""
    counts = [0] * len(theme.SEAT_COLOURS)
    for x in range(2, 20):
        for y in range(4, 22):
            rgb = piece.get_at((x, y))[:3]
            for k, sc in enumerate(theme.SEAT_COLOURS):
                if sum(abs(a - b) for a, b in zip(rgb, sc.rgb)) < 30:
                    counts[k] += 1
    return max(range(len(counts)), key=counts.__getitem__)


def test_every_placement_line_has_the_badge_of_the_placed_adventurer_s_colour(app):
    session = make_session("hh", seed=5)
    rng = Rng(5)
    while session.state.phase == "adventurers":
        seat = session.state.to_act()[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    table = open_table(app, session)
    palette = table.palette
    assert len(set(palette)) == 4, palette          # two seats, two colours each, all told apart
    lines = table.log.lines(None)
    placements = [ev for move in session.history for ev in move.events if type(ev) is AdventurerPlaced]
    placed_lines = [(about, text) for about, text in lines if "places an adventurer" in text]
    assert len(placements) == len(placed_lines) == 2 * 2 * content.PER_COLOUR
    seen = set()
    for ev, (about, _text) in zip(placements, placed_lines):
        want = art.seat_colour_index(palette[ev.piece // content.PER_COLOUR])
        assert table.line_badge(about) == want, (ev, about)
        seen.add(want)
    assert len(seen) == 4                            # the second colours' badges are theirs, not the seat's
    # and the panel draws it so
    table.draw(app.screen)
    pieces = table.log_panel.view.pieces
    index = {i for i, (_a, text) in enumerate(lines) if "places an adventurer" in text}
    for i in sorted(index):
        assert _badge_colour(pieces[i]) == table.line_badge(lines[i][0]), (i, lines[i])


def test_a_move_line_has_the_moving_adventurer_s_badge(app):
    session = make_session("hh", seed=3)
    rng = Rng(3)
    for _ in range(140):
        seat = session.state.to_act()[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
        if session.state.is_over():
            break
    table = open_table(app, session)
    colours = set()
    for move in session.history:
        for about, text in table.log._move_lines(move.events, None):
            if "adventurer" in text and hasattr(about, "colour"):
                colours.add(table.line_badge(about))
                assert table.line_badge(about) == art.seat_colour_index(table.palette[about.colour])
                assert about.colour in session.state.colours_of_seat[about]
    assert len(colours) >= 3, colours
