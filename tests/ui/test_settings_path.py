"""Settings speak to players: the settings file's place on disk is not drawn
until a player asks where the settings are kept."""
from __future__ import annotations

from game.storage import settings as settings_mod
from game.scenes import settings_scene
from tests.ui.conftest import click
from tests.ui.test_settings import open_settings


def words_drawn(app, monkeypatch) -> list[str]:
    """The words the Settings page draws in one fresh frame."""
    drawn: list[str] = []
    real = settings_scene.theme.text

    def spy(s, *args, **kwargs):
        drawn.append(s)
        return real(s, *args, **kwargs)
    monkeypatch.setattr(settings_scene.theme, "text", spy)
    app.stack.top.invalidate()
    app.step()
    monkeypatch.setattr(settings_scene.theme, "text", real)
    return drawn


def test_the_settings_file_is_named_only_when_asked_for(app, monkeypatch):
    scene = open_settings(app)
    folder = str(settings_mod.settings_path().parent)
    assert not any(folder in w or "Saved in" in w for w in words_drawn(app, monkeypatch))
    click(app, scene.where_button.rect.center)
    assert not scene.where_button.visible
    assert any(w.startswith("Saved in") for w in words_drawn(app, monkeypatch))
