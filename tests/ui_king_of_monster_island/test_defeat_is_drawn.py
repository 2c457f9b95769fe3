"""The defeat is drawn: in a seeded game lost to the third Pylon, where the
zone's two Support spaces already held Pylons, the table draws as many Pylons
as the rules count (the third beside the two) and opens the portal over them
before the Results, the panel saying "Pylons 3 of 3" once the Pylon has risen."""
from __future__ import annotations

import pygame

from game.session import GameSession
from game.tables.king_of_monster_island import table as table_module
from rules.core import Rng

from .clicks import make_session, open_table, settle
from .test_island_motion import app  # noqa: F401  (the fixture)
from tests.table_driver import near_the_end

#: a game of random legal moves (near_the_end's) lost to a third Pylon in a zone holding two
SEED = 52


def last_move(session):
    """The move that ends the rehearsed game (near_the_end's, from the same seed)."""
    rehearsal = GameSession.new(session.info, session.options, list(session.seats), seed=session.seed,
                                autosave_enabled=False)
    rng = Rng(session.seed)
    while not rehearsal.state.is_over():
        seat = rehearsal.state.to_act()[0]
        rehearsal.apply(seat, rng.choice(rehearsal.state.legal_actions(seat)))
    return rehearsal.actions[-1]


def test_the_table_draws_every_pylon_the_rules_count_and_the_portal_before_the_results(app, monkeypatch):  # noqa: F811
    session = make_session("hhh", seed=SEED)
    near_the_end(session, 1)
    table = open_table(app, session)
    settle(app, table, dt=0.1)
    pylons_drawn, portals = [], []
    real_pylon, real_portal = table_module.pylon_figure, table_module.draw_portal

    def pylon(*args, **kwargs):
        pylons_drawn.append(args)
        return real_pylon(*args, **kwargs)

    def portal(surface, centre, size, t, clock):
        portals.append(t)
        real_portal(surface, centre, size, t, clock)
    monkeypatch.setattr(table_module, "pylon_figure", pylon)
    monkeypatch.setattr(table_module, "draw_portal", portal)
    seat, action = last_move(session)
    table.play(action, seat)
    assert session.is_over() and session.state.ending == "third_pylon"
    assert session.state.portal_pylon_beside()          # the seed's point: the zone had no room for it
    counted = session.state.pylons()
    assert counted == 3
    widest, drawn_at_end = 0.0, 0
    for _ in range(3000):
        if table not in app.stack:
            break
        app.step(1 / 60, flip=False)
        widest = max([widest] + [t for t in portals if t is not None])
        portals.clear()
        if widest >= 1.0 and not drawn_at_end:
            # the island drawn afresh as it stands now: every Pylon the rules count is there
            pylons_drawn.clear()
            table._draw_island_pieces(pygame.Surface(app.screen.get_size()))
            drawn_at_end = len(pylons_drawn)
            assert table.told_view(table.view).pylons() == counted      # the panel: "Pylons 3 of 3"
    assert table not in app.stack, "the Results never came"
    assert widest >= 1.0, "the portal was not drawn open before the Results"
    assert drawn_at_end == counted
