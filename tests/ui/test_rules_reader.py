"""The rules reader: picking a section shows that section's heading at the top of
the page, and the section list follows the reader, for every game."""
import pygame
import pytest

from game.scenes.rules_scene import DOC_BG, RulesScene, rules_document
from rules.core import registry
from tests.ui.conftest import frames


def _row_is_blank(surf, y: int) -> bool:
    return all(surf.get_at((x, y))[:3] == DOC_BG[:3] for x in range(0, surf.get_width(), 3))


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_every_section_mark_is_where_its_heading_is_drawn(app, game_id):
    document = rules_document(game_id)
    marks = document.marks
    assert marks, "no sections"
    for heading, y in marks:
        top = max(0, y - 8)
        strip = document.render(top, 38)
        ink = [row for row in range(y, y + 30) if not _row_is_blank(strip, row - top)]
        assert ink, f"{heading!r}: nothing drawn where its mark says"
        assert all(_row_is_blank(strip, row - top) for row in range(top, y)), \
            f"{heading!r}: the text above its mark runs into it"


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_the_page_drawn_a_strip_at_a_time_is_the_document_drawn_whole(app, game_id):
    """The reader shows what one drawing of the whole text would show, at any
    scroll, holding a few page strips only."""
    from game.scenes.rules_document import KEPT_PAGES, PAGE_H
    document = rules_document(game_id)
    whole = document.render(0, document.height)
    seen = pygame.Surface((document.width, 300))
    for top in (0, PAGE_H - 150, 3 * PAGE_H + 17, document.height - 300):
        document.draw_area(seen, (0, 0), pygame.Rect(0, top, document.width, 300))
        want = whole.subsurface(pygame.Rect(0, top, document.width, 300))
        assert pygame.image.tobytes(seen, "RGB") == pygame.image.tobytes(want, "RGB"), top
    assert document.pages_held() <= KEPT_PAGES


def test_picking_the_last_section_brings_its_heading_to_the_top_and_the_list_follows(app):
    scene = app.stack.push(RulesScene(app, "survive_the_island"))
    frames(app, 5)
    last = len(scene.marks) - 1
    scene.section_list.select(last)
    frames(app, 90)
    assert abs(scene.doc.offset - (scene.marks[last][1] - 4)) < 1
    assert scene.section_list.selected == last
    row = scene.section_list.row_rect(last)
    assert scene.section_list.rect.contains(row), "the picked section is scrolled out of the list"


#: the fills a section row is drawn with when it stands out (picked, or under the pointer)
_ROW_FILLS = ((44, 92, 130), (30, 72, 108))


def _highlighted_sections(app, scene) -> list[int]:
    """The section rows drawn standing out from the list, read off the screen."""
    app.step(1 / 60)
    out = []
    lst = scene.section_list
    for i in range(len(lst.items)):
        r = lst.row_rect(i)
        if not lst.rect.contains(r):
            continue
        px = app.screen.get_at((r.right - 12, r.centery))[:3]
        if any(all(abs(a - b) <= 3 for a, b in zip(px, fill)) for fill in _ROW_FILLS):
            out.append(i)
    return out


def test_the_rules_reader_never_highlights_two_sections_at_once(app):
    from tests.ui.conftest import click, hover
    scene = app.stack.push(RulesScene(app, "isle_of_monsters"))
    frames(app, 5)
    target = min(6, len(scene.marks) - 1)
    click(app, scene.section_list.row_rect(target).center)
    seen = []
    for _ in range(60):                   # the page scrolls past the sections between
        seen.append(_highlighted_sections(app, scene))
    assert all(h == [target] for h in seen), seen     # the picked one only, all the way
    assert scene.section_list.selected == target
    hover(app, scene.doc.rect.center)     # the pointer leaves the list for the page
    scene.doc.scroll_to(scene.marks[1][1] - 4, smooth=False)
    assert _highlighted_sections(app, scene) == [1]
    hover(app, scene.section_list.row_rect(3).center)   # pointing at another section
    assert _highlighted_sections(app, scene) == [1]
    assert scene.section_list.selected == 1


def test_the_reader_lets_go_of_a_game_when_another_is_picked_and_when_it_closes(app):
    import weakref
    scene = app.stack.push(RulesScene(app, "isle_of_monsters"))
    frames(app, 2)
    first = weakref.ref(scene.doc.content)
    scene.pick(scene.games.index("king_of_monster_island"))
    assert first() is None, "the game read before is still held"
    second = weakref.ref(scene.doc.content)
    app.stack.pop()
    assert second() is None, "the closed reader still holds its page"


def test_picking_the_game_shown_keeps_its_page_and_place(app):
    scene = app.stack.push(RulesScene(app, "survive_the_island"))
    frames(app, 2)
    page = scene.doc.content
    scene.doc.scroll_to(600, smooth=False)
    scene.pick(scene.games.index("survive_the_island"))
    assert scene.doc.content is page
    assert scene.doc.offset == 600
