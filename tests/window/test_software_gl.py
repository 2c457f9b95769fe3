"""An OpenGL that rasterises on the processor is not a fast renderer
(game/screen/window.py): the SCALED window is refused on it, so the app scales the
canvas itself instead of paying Mesa's llvmpipe threads to do it slower."""
from __future__ import annotations

import pytest

from game.screen import window


@pytest.mark.parametrize("name", [
    "llvmpipe (LLVM 15.0.6, 256 bits)",
    "Gallium 0.4 on llvmpipe (LLVM 3.4, 128 bits)",
    "softpipe",
    "Software Rasterizer",
    "Mesa X11 swrast",
])
def test_a_mesa_rasteriser_on_the_processor_is_software_gl(name):
    assert window.is_software_gl(name)


@pytest.mark.parametrize("name", [
    "Mesa Intel(R) UHD Graphics 620 (KBL GT2)",
    "NVIDIA GeForce RTX 3060/PCIe/SSE2",
    "AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6, DRM 3.49)",
    "Apple M1",
    "",
    None,
])
def test_a_gpu_or_no_answer_is_not_software_gl(name):
    assert not window.is_software_gl(name)


def test_the_scaled_window_is_refused_on_software_gl_unless_asked_for(monkeypatch):
    """_open_scaled gives up the SCALED window when the OpenGL it got is llvmpipe;
    on_software_gl (MONSTER_ISLES_PRESENT=platform) keeps it."""
    asked, reached = [], []
    monkeypatch.setattr(window, "gl_renderer", lambda: asked.append(1) or "llvmpipe (LLVM 15.0.6, 256 bits)")
    monkeypatch.setattr(window, "Renderer", object)
    monkeypatch.setattr(window.pygame.display, "set_mode", lambda *a, **k: "the SCALED display")
    monkeypatch.setattr(window, "_pygame_window", lambda: pytest.fail("took the SCALED window on llvmpipe"))
    assert window._open_scaled((1920, 1080)) is None
    assert asked
    # asked for by hand: the same OpenGL goes on to the window (none here, so None after all)
    monkeypatch.setattr(window, "_pygame_window", lambda: reached.append(1))
    assert window._open_scaled((1920, 1080), on_software_gl=True) is None
    assert reached
