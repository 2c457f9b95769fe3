"""A table makes the big words of the banners it shows turn after turn when it
opens, so the frame that first shows one does not stop to draw its outline."""
from __future__ import annotations

import pytest

from game import theme
from game.table.stage import banner_title
from game.tables.isle_of_monsters.animations import PHASE_BANNERS
from rules.core.i18n import _
from rules.king_of_monster_island.content import BOSS_POWERS, power_name

from ..table_driver import new_session, open_table, running_app


@pytest.fixture
def app(profile_dir):
    for a in running_app():
        a.settings.animation_speed = "normal"      # banners are shown (at instant they never are)
        yield a


@pytest.fixture
def renders(monkeypatch):
    """Every text a font renders from now on."""
    seen: list[str] = []
    real = theme.Font.render

    def render(self, text, *args, **kw):
        seen.append(str(text))
        return real(self, text, *args, **kw)
    monkeypatch.setattr(theme.Font, "render", render)
    return seen


def _made_already(title: str, renders: list[str]) -> bool:
    """Drawing the title's banner words now renders nothing new."""
    before = len(renders)
    banner_title(title)
    return len(renders) == before


@pytest.mark.parametrize("game_id", ["king_of_monster_island", "survive_the_island", "isle_of_monsters"])
def test_a_table_has_its_turns_banner_words_made_when_it_opens(app, game_id, renders):
    theme.forget_texts()                    # none made by an earlier test in this process
    table = open_table(app, new_session(game_id, "ha", autosave=False))
    titles = table.choreo.banner_titles(table.session.view_for(None))
    assert titles and set(titles) <= set(renders)
    assert all(_made_already(t, renders) for t in titles)
    assert not _made_already(f"A banner no table shows ({game_id})", renders)   # the check can tell


def test_king_of_monster_island_makes_the_boss_turn_and_its_boss_powers(app):
    table = open_table(app, new_session("king_of_monster_island", "ha", autosave=False))
    boss = table.session.state.boss_id
    assert table.choreo.banner_titles(table.session.view_for(None)) == (
        [_("The Boss's turn")] + [power_name(p.id) for p in BOSS_POWERS[boss]])


def test_at_the_instant_speed_no_banner_is_made_ahead(app, renders):
    app.settings.animation_speed = "instant"
    theme.forget_texts()
    open_table(app, new_session("king_of_monster_island", "ha", autosave=False))
    assert _("The Boss's turn") not in renders


def test_isle_of_monsters_makes_every_phase_banner(app):
    table = open_table(app, new_session("isle_of_monsters", "ha", autosave=False))
    assert table.choreo.banner_titles(table.session.view_for(None)) == [_(t) for t, _s, _n in PHASE_BANNERS.values()]
