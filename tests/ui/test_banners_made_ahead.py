"""A table makes the parts of the banners it shows turn after turn when it
opens (the big outlined words, the second line, the band), so the frame that
first shows one only puts them together."""
from __future__ import annotations

import pytest

from game.screen import theme
from game.screen import gfx
from game.table.stage import banner_height, banner_image
from game.tables.isle_of_monsters.animations import PHASE_BANNERS
from rules.core.i18n import _
from rules.king_of_monster_island.content import BOSS_POWERS, power_name

from ..table_driver import new_session, open_table, running_app


@pytest.fixture
def app(profile_dir):
    for a in running_app():
        a.settings.animation_speed = "normal"      # banners are shown (at instant they never are)
        yield a


def _made_already(title: str, subtitle: str, width: int, renders: list[str]) -> bool:
    """Putting the banner together now renders no words and makes no band."""
    before = len(renders)
    band = ("banner back", width, banner_height(subtitle)) in gfx._made
    banner_image(title, subtitle, width)
    return len(renders) == before and band


@pytest.mark.parametrize("game_id", ["king_of_monster_island", "survive_the_island", "isle_of_monsters"])
def test_a_table_has_its_turns_banners_made_when_it_opens(app, game_id, renders):
    theme.forget_texts()                    # none made by an earlier test in this process
    gfx.forget_pictures()                   # no band made by an earlier test either
    table = open_table(app, new_session(game_id, "ha", autosave=False))
    banners = list(table.choreo.banners(table.session.view_for(None)))
    width = table.banner_area().width
    assert banners and {t for t, _s in banners} <= set(renders)
    for title, subtitle in banners:
        if subtitle is None:            # words that change: the band is made
            assert ("banner back", width, banner_height(True)) in gfx._made
        else:
            assert _made_already(title, subtitle, width, renders), (title, subtitle)
    # the check can tell
    assert not _made_already(f"A banner no table shows ({game_id})", "", width, renders)
    assert not _made_already(banners[0][0], f"A line no banner has ({game_id})", width, renders)


def test_king_of_monster_island_makes_the_boss_turn_and_its_boss_powers(app):
    table = open_table(app, new_session("king_of_monster_island", "ha", autosave=False))
    boss = table.session.state.boss_id
    assert table.choreo.banners(table.session.view_for(None)) == (
        [(_("The Boss's turn"), None)] + [(power_name(p.id), _("The Boss's power")) for p in BOSS_POWERS[boss]])


def test_at_the_instant_speed_no_banner_is_made_ahead(app, renders):
    app.settings.animation_speed = "instant"
    theme.forget_texts()
    open_table(app, new_session("king_of_monster_island", "ha", autosave=False))
    assert _("The Boss's turn") not in renders


def test_isle_of_monsters_makes_every_phase_banner(app):
    table = open_table(app, new_session("isle_of_monsters", "ha", autosave=False))
    assert table.choreo.banners(table.session.view_for(None)) == [(_(t), _(s)) for t, s, _n in PHASE_BANNERS.values()]
