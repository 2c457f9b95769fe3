"""Hovering a Minion token shows it whole: the token large with its Health,
how many stand in the zone, and what it does."""
from __future__ import annotations

from game.tables.king_of_monster_island import cards
from game.tables.king_of_monster_island.table import MINION_CARD
from rules.king_of_monster_island.content import KINDS, MINION_HEALTH, MINION_NAMES

from .clicks import make_session, open_table, settle
from .test_table_clicks import app  # noqa: F401  (the fixture)


def test_resting_the_pointer_on_a_minion_token_opens_its_large_view(app, monkeypatch):  # noqa: F811
    table = open_table(app, make_session("h", seed=3))
    settle(app, table)
    view = table.view
    zone, kind = next((z, k) for z in range(6) for k in KINDS if view.minions[z][KINDS.index(k)])
    made = []
    real = cards.minion_card

    def record(*args):
        made.append(args)
        return real(*args)
    monkeypatch.setattr("game.tables.king_of_monster_island.table.minion_card", record)
    table.pointer = table.geo.minion_rect(zone, kind).center
    for _ in range(40):
        app.step(1 / 60, flip=False)
    count = view.minions[zone][KINDS.index(kind)]
    assert table.hover[:4] == ("minion", kind, count, zone)
    assert made and made[-1] == (kind, count, zone, *MINION_CARD)


def test_the_large_view_says_the_health_and_what_the_minion_does(monkeypatch):
    import pygame
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    asked = []
    real = cards.theme.text

    def record(s, size, *args, **kwargs):
        asked.append(s)
        return real(s, size, *args, **kwargs)
    monkeypatch.setattr(cards.theme, "text", record)
    for kind in KINDS:
        asked.clear()
        cards.minion_card(kind, 2, 3, *MINION_CARD)
        words = " ".join(asked)
        assert f"2 {MINION_NAMES[kind]}s in zone 4" in words
        assert f"Health {MINION_HEALTH[kind]}" in words
        assert cards.MINION_WORDS[kind].split()[-1] in words
