"""A tooltip never covers the control a player would reach for next (issue
48: Survive the Island's island tooltip on New game covered "Remember my
values"): it goes under its control, else above, right or left, the first
place on the screen that hides no other control."""
from __future__ import annotations

import pygame

from game.scenes.new_game import NewGameScene
from game.ui.widget import tooltip_rect, tooltip_size
from rules.core import registry


def _tip_rect(scene, w, screen):
    return tooltip_rect(tooltip_size(w.tooltip_text()), w.rect, screen, scene.ui.tooltip_avoids(w))


def test_the_island_tooltip_leaves_remember_my_values_in_sight(app):
    scene = app.stack.push(NewGameScene(app, registry.get("survive_the_island")))
    app.step()
    island, memory = scene.option_widgets["island"], scene.option_widgets["owner_memory"]
    assert island.tooltip_text()
    tip = _tip_rect(scene, island, app.screen.get_rect())
    assert not tip.colliderect(memory.rect), (tip, memory.rect)
    assert app.screen.get_rect().contains(tip)


def test_on_every_games_new_game_screen_no_tooltip_hides_another_control(app):
    screen = app.screen.get_rect()
    checked = 0
    for game_id in registry.GAME_IDS:
        scene = app.stack.push(NewGameScene(app, registry.get(game_id)))
        app.step()
        for w in scene.ui.widgets:
            if not w.visible or not w.tooltip_text():
                continue
            tip = _tip_rect(scene, w, screen)
            assert screen.contains(tip.inflate(-1, -1))
            assert not tip.colliderect(w.rect)
            others = scene.ui.tooltip_avoids(w)
            # where some place on the screen is clear of every control, the tip is there
            hidden = [r for r in others if tip.colliderect(r)]
            if hidden:
                size = tooltip_size(w.tooltip_text())
                for side in ("midtop", "midbottom", "midleft", "midright"):
                    spot = pygame.Rect((0, 0), size)
                    setattr(spot, side, {"midtop": (w.rect.centerx, w.rect.bottom + 8),
                                         "midbottom": (w.rect.centerx, w.rect.top - 8),
                                         "midleft": (w.rect.right + 8, w.rect.centery),
                                         "midright": (w.rect.left - 8, w.rect.centery)}[side])
                    assert not (screen.inflate(-8, -8).contains(spot) and spot.collidelist(others) < 0
                                and not spot.colliderect(w.rect)), (game_id, w.tooltip_text(), side)
            checked += 1
        app.stack.pop()
    assert checked > 10
