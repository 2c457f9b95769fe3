"""Widgets answer the mouse and the keyboard, and a disabled one says why."""
import pygame
import pytest

from game.scene import Scene
from game.ui import Button, ChoicePicker, ScrollList, ScrollView, Slider, TextInput, Toggle
from game.ui.widget import TOOLTIP_DELAY
from tests.ui.conftest import click, hover, key, type_text


class Board(Scene):
    """A bare scene to hold widgets under test."""

    def draw(self, surface):
        surface.fill((10, 30, 50))
        self.ui.draw(surface)


@pytest.fixture
def board(app):
    return app.stack.push(Board(app))


def test_a_button_clicks_only_when_released_over_it(app, board):
    hits = []
    b = board.ui.add(Button((100, 100, 200, 50), "Go", lambda: hits.append(1)))
    click(app, (150, 120))
    assert hits == [1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(150, 120), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(600, 600), button=1))
    app.step()
    assert hits == [1] and not b.pressed


def test_a_button_shows_hover_and_pressed_states(app, board):
    b = board.ui.add(Button((100, 100, 200, 50), "Go"))
    assert b.state() == "normal"
    hover(app, (150, 120))
    assert b.state() == "hover"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(150, 120), button=1))
    app.step()
    assert b.state() == "pressed"


def test_a_disabled_button_ignores_clicks_and_tells_why_on_hover(app, board):
    hits = []
    b = board.ui.add(Button((100, 100, 200, 50), "Start", lambda: hits.append(1), enabled=False,
                            reason="Seat 2 needs a name"))
    click(app, (150, 120))
    assert hits == [] and b.state() == "disabled"
    before = pygame.image.tobytes(app.screen, "RGB")
    hover(app, (150, 120), seconds=TOOLTIP_DELAY + 0.1)
    assert b.tooltip_text() == "Seat 2 needs a name"
    assert pygame.image.tobytes(app.screen, "RGB") != before      # the tooltip is drawn


def test_tab_moves_focus_and_enter_activates(app, board):
    hits = []
    board.ui.add(Button((100, 100, 200, 50), "A", lambda: hits.append("a")))
    board.ui.add(Button((100, 200, 200, 50), "B", lambda: hits.append("b"), enabled=False, reason="no"))
    board.ui.add(Button((100, 300, 200, 50), "C", lambda: hits.append("c")))
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_TAB)               # skips the disabled one
    key(app, pygame.K_SPACE)
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    key(app, pygame.K_RETURN)
    assert hits == ["a", "c", "a"]


def test_a_toggle_flips_by_click_and_by_keys(app, board):
    seen = []
    t = board.ui.add(Toggle((100, 100, 300, 40), "Mute", False, seen.append))
    click(app, t.switch_rect().center)
    assert t.value is True
    key(app, pygame.K_LEFT)
    key(app, pygame.K_SPACE)
    assert seen == [True, False, True]


def test_a_segmented_picker_picks_by_click_and_arrows(app, board):
    seen = []
    p = board.ui.add(ChoicePicker((100, 100, 300, 40), [("e", "Easy"), ("n", "Normal"), ("h", "Hard")], "n",
                                  seen.append))
    click(app, p.segment_rects()[2].center)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)        # wraps round
    assert seen == ["h", "n", "e", "h"]


def test_a_picker_skips_choices_that_are_not_available(app, board):
    p = board.ui.add(ChoicePicker((100, 100, 300, 40), [(0, "Red"), (1, "Blue"), (2, "Green")], 0, None,
                                  look="cycle", disabled_choices={1: "Blue is taken"}))
    click(app, p.arrow_rects()[1].center)
    assert p.value == 2


def test_a_slider_drags_and_steps(app, board):
    s = board.ui.add(Slider((100, 100, 400, 40), 0, 100, 50, None, step=5))
    t = s.track_rect()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(t.left + 2, t.centery), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(t.right, t.centery), rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(t.right, t.centery), button=1))
    app.step()
    assert s.value == 100
    key(app, pygame.K_LEFT, mod=pygame.KMOD_SHIFT)
    assert s.value == 50


def test_text_input_types_edits_and_keeps_to_its_length(app, board):
    seen = []
    f = board.ui.add(TextInput((100, 100, 300, 44), "Ana", seen.append, max_len=6))
    click(app, (f.rect.right - 5, f.rect.centery))
    type_text(app, " Lou")
    assert f.text == "Ana Lo"            # six characters at most
    key(app, pygame.K_HOME)
    key(app, pygame.K_DELETE)
    type_text(app, "Jo")                 # room for one more letter only
    key(app, pygame.K_END)
    key(app, pygame.K_BACKSPACE)
    assert f.text == "Jna L"
    assert seen[-1] == "Jna L"


def test_space_in_a_text_field_types_a_space_and_does_not_activate(app, board):
    hits = []
    f = board.ui.add(TextInput((100, 100, 300, 44), "A"))
    board.ui.add(Button((100, 200, 100, 40), "Go", lambda: hits.append(1)))
    click(app, (f.rect.right - 5, f.rect.centery))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=" "))
    app.step()
    assert f.text == "A " and hits == []


def test_a_scroll_list_selects_by_click_and_keys_and_scrolls(app, board):
    picked = []
    items = [f"save {i}" for i in range(30)]
    lst = board.ui.add(ScrollList((100, 100, 400, 300), items, 40, lambda *a: None, on_activate=picked.append))
    board.ui.set_focus(lst)
    click(app, lst.row_rect(2).center)
    assert lst.selected == 2
    for _ in range(10):
        key(app, pygame.K_DOWN)
    assert lst.selected == 12
    for _ in range(30):
        app.step(0.05)
    assert lst.row_rect(12).bottom <= lst.rect.bottom and lst.offset > 0
    key(app, pygame.K_RETURN)
    assert picked == [12]
    key(app, pygame.K_HOME)
    assert lst.selected == 0


def test_the_mouse_wheel_scrolls_a_document(app, board):
    doc = pygame.Surface((300, 2000))
    view = board.ui.add(ScrollView((100, 100, 300, 400), doc))
    hover(app, (200, 200))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0,
                                         precise_y=-3.0))
    for _ in range(40):
        app.step(0.05)
    assert view.offset > 100
    view.scroll_to(10_000, smooth=False)
    assert view.offset == view.max_offset == 1600


def test_a_stack_view_draws_only_the_pieces_in_sight(app, board):
    from game.ui import StackView
    view = board.ui.add(StackView((100, 100, 300, 200), gap=4))
    pieces = []
    for i in range(200):
        p = pygame.Surface((300, 40))
        p.fill((i, 0, 0))
        pieces.append(p)
    view.set_pieces(pieces[:100])
    view.extend(pieces[100:])
    assert view.content_height() == 200 * 40 + 199 * 4
    view.scroll_to(view.max_offset, smooth=False)
    drawn = []

    class Spy:
        def __init__(self, real):
            self.real = real

        def blit(self, img, pos, *a, **k):
            drawn.append(img)
            return self.real.blit(img, pos, *a, **k)

        def __getattr__(self, name):
            return getattr(self.real, name)
    view.draw(Spy(app.screen))
    shown = [p for p in drawn if p in pieces]
    assert pieces[-1] in shown and pieces[0] not in shown
    assert len(shown) <= 200 // 44 + 2


def test_a_text_field_focused_by_tab_selects_its_text_so_typing_replaces_it(app, board):
    f = board.ui.add(TextInput((100, 100, 300, 44), "Player 2", max_len=16))
    key(app, pygame.K_TAB)
    assert board.ui.focus is f and f.selected_text() == "Player 2"
    type_text(app, "Mo")
    assert f.text == "Mo" and f.selection() is None


def test_ctrl_a_selects_all_of_a_text_field_and_backspace_clears_it(app, board):
    f = board.ui.add(TextInput((100, 100, 300, 44), "Island trip", max_len=20))
    click(app, (f.rect.right - 5, f.rect.centery))         # a click places the caret, selects nothing
    assert f.selection() is None and f.caret == len("Island trip")
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    assert f.selected_text() == "Island trip" and f.text == "Island trip"
    key(app, pygame.K_BACKSPACE)
    assert f.text == ""


def test_shift_arrows_extend_a_text_selection_and_a_plain_arrow_collapses_it(app, board):
    f = board.ui.add(TextInput((100, 100, 300, 44), "Koa Tide", max_len=20))
    click(app, (f.rect.right - 5, f.rect.centery))
    for _ in range(4):
        key(app, pygame.K_LEFT, mod=pygame.KMOD_SHIFT)
    assert f.selected_text() == "Tide"
    key(app, pygame.K_LEFT)
    assert f.selection() is None and f.caret == 4
    key(app, pygame.K_END, mod=pygame.KMOD_SHIFT)
    type_text(app, "Isla")                                  # typing replaces the selection
    assert f.text == "Koa Isla"


def test_typing_over_a_selection_keeps_to_the_fields_length(app, board):
    f = board.ui.add(TextInput((100, 100, 300, 44), "abcdef", max_len=6))
    board.ui.set_focus(f)
    type_text(app, "1234567")
    assert f.text == "123456"


def test_a_scrolled_stack_tells_the_window_how_far_its_pixels_moved_on_that_surface():
    import game.screen.window as window
    from game.ui.scroll import StackView
    pygame.init()
    view = StackView(pygame.Rect(10, 20, 100, 50), gap=4)
    view.extend([pygame.Surface((100, 40)) for _ in range(6)])
    canvas, other = pygame.Surface((200, 200)), pygame.Surface((200, 200))
    window._scrolls.clear()
    view.draw(canvas)
    assert window._scrolls == []                       # the first drawing moved nothing
    view.scroll_to(44, smooth=False)
    view.draw(canvas)
    view.scroll_to(60, smooth=False)
    view.draw(canvas)                                  # two scrolls before a frame is shown: one hint
    assert window._scrolls == [(canvas, pygame.Rect(10, 20, 100, 50), -60)]
    view.draw(other)                                   # drawn elsewhere: no hint for either surface
    view.scroll_to(0, smooth=False)
    view.draw(other)
    assert [(s, d) for s, _, d in window._scrolls] == [(canvas, -60), (other, 60)]
    window._scrolls.clear()
