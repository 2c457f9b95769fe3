"""The Boss panel lists every power the Boss has switched on (it showed only
the last two), and the next one, at 11 px or more, within the panel."""
from __future__ import annotations

import pygame
import pytest

from game.screen import theme
from game.tables.king_of_monster_island import boss_panel
from rules.king_of_monster_island.content import BOSS_POWERS
from rules.king_of_monster_island.state import KingOfMonsterIslandState as State


@pytest.fixture(scope="module", autouse=True)
def screen():
    pygame.display.init()
    pygame.display.set_mode((1280, 720))


def position(boss: str, fame: int, side: str = "normal"):
    st = State.new_game({"players": 3, "boss": boss, "side": side}, 5)
    st.boss_fame = fame
    return st.view(0)


@pytest.mark.parametrize("boss", sorted(BOSS_POWERS))
def test_every_active_power_is_listed_and_fits_at_every_fame(boss):
    for fame in sorted({p.fame for p in BOSS_POWERS[boss]} | {30}):
        view = position(boss, fame)
        size, lines, nxt = boss_panel.power_lines(view)
        assert size >= 11
        written = " ".join(lines)
        for p in BOSS_POWERS[boss]:
            assert (p.name in written) == (p.fame <= fame), f"{p.name} at Fame {fame}"
        height = (len(lines) + len(nxt)) * theme.line_height(size, "body", 1.0)
        assert height <= boss_panel.power_room()
        assert all(theme.text(line, size).get_width() <= boss_panel.BOSS_TEXT.w for line in lines)


def test_the_drawn_panel_names_all_six_powers_of_a_boss_at_its_top_fame(monkeypatch):
    asked = []
    real = theme.text

    def record(s, size, *args, **kwargs):
        asked.append((s, size))
        return real(s, size, *args, **kwargs)
    monkeypatch.setattr(boss_panel.theme, "text", record)
    surface = pygame.Surface((1280, 720))
    boss_panel.draw_boss_panel(surface, position("crystal_dragon", 20))
    written = " ".join(s for s, _size in asked)
    for p in BOSS_POWERS["crystal_dragon"]:
        assert p.name.split()[-1] in written and p.name.split()[0] in written
    assert min(size for _s, size in asked) >= 11
