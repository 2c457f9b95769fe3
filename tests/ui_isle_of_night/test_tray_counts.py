"""Identical cards in the discard tray (a cursed ring's, a magic staff's) say
how many they stand for: the rules offer one of identical cards, so the tray
shows one card with its count on its corner (the one rule of
game/tables/isle_of_night/identical.py), and its words say it too."""
from __future__ import annotations

from rules.isle_of_night import lookup

from .conftest import arranged_session, open_table, settle


def code(c: str) -> int:
    return lookup.CARD_BY_CODE[c]


def test_a_tray_card_standing_for_identical_cards_shows_their_count(app):
    table = open_table(app, arranged_session(centre=["BEE-02", "SPI-02", "LAN-01"],
                                             owned=[["RIN-03", "CON-01", "CON-02", "CON-03", "CHE-02"], []]))
    settle(app, table)
    tray = dict(table._tray)
    assert sorted(tray) == [code("CHE-02"), code("CON-01")]          # one conch horn for the three
    badges = table.tray_badges()
    assert [n for _r, n in badges] == [3]
    badge, _n = badges[0]
    # on the card's own corner, inside it: no other card covers any of it
    assert tray[code("CON-01")].contains(badge) and not badge.colliderect(tray[code("CHE-02")])
    words = {t.words for t in table.key_targets(table.view)}
    assert "Discard a conch horn (you have 3)" in words
    assert "Discard a treasure chest" in words
    app.step()
    gold = [app.screen.get_at((x, badge.centery))[:3] for x in range(badge.left + 2, badge.right - 2)]
    assert sum(1 for px in gold if px[0] > 180 and px[1] > 140 and px[2] < 120) > 4, "the count is drawn"
