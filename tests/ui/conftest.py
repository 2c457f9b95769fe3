"""UI test helpers: an App on the dummy drivers (tests/conftest.py sets them and
the temporary profile) and ways to post real pygame events at it."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.storage.settings import Settings


@pytest.fixture
def app(profile_dir):
    """A fresh app (strict: exceptions reach the test) on the title screen."""
    a = App(settings=Settings(), strict=True)
    pygame.event.clear()
    a.go_to_title()
    a.step()
    yield a
    a.flush_sessions()


def post(event_type: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(event_type, **attrs))


def click(app: App, pos, frames: int = 1) -> None:
    """Moves the pointer to `pos`, presses and releases the left button."""
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    for _ in range(frames):
        app.step()


def hover(app: App, pos, seconds: float = 0.0) -> None:
    post(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    t = 0.0
    while t < seconds:
        app.step(0.05)
        t += 0.05


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)
    app.step()


def type_text(app: App, text: str) -> None:
    for ch in text:
        post(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0)
        post(pygame.TEXTINPUT, text=ch)
    app.step()


def frames(app: App, n: int, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt)


def run_until(app: App, condition, limit: int = 2000, dt: float = 1 / 60) -> bool:
    for _ in range(limit):
        if condition():
            return True
        app.step(dt)
    return condition()
