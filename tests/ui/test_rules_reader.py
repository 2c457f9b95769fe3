"""The rules reader: picking a section shows that section's heading at the top of
the page, and the section list follows the reader, for every game."""
import pytest

from game.scenes.rules_scene import DOC_BG, RulesScene, rules_document
from rules.core import registry
from tests.ui.conftest import frames


def _row_is_blank(surf, y: int) -> bool:
    return all(surf.get_at((x, y))[:3] == DOC_BG[:3] for x in range(0, surf.get_width(), 3))


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_every_section_mark_is_where_its_heading_is_drawn(app, game_id):
    surf, marks = rules_document(game_id)
    assert marks, "no sections"
    for heading, y in marks:
        ink = [row for row in range(y, y + 30) if not _row_is_blank(surf, row)]
        assert ink, f"{heading!r}: nothing drawn where its mark says"
        assert all(_row_is_blank(surf, row) for row in range(max(0, y - 8), y)), \
            f"{heading!r}: the text above its mark runs into it"


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
