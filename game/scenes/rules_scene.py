"""Rules: pick a game, read its rules reference (INFO.load_rules_text(): a list of
(heading, paragraphs) sections) in a scrollable reader. Sections are listed on
the left to jump to; "Our ruling:" paragraphs (decisions taken where the
rulebook is silent) are set apart so they are easy to find.

A game's text is laid out when it is picked and drawn a page at a time as it is
read (game/scenes/rules_document.py: the whole of it would be 13-44 MB of pixels);
the reader holds only the game shown, letting go of it before laying out the next
(nothing keeps the documents of games read earlier)."""
from __future__ import annotations

import pygame

from rules.core import registry
from rules.core.i18n import N_, _

from ..screen import gfx, theme
from ..art.title_tiles import tile_thumb
from ..scene import register_scene
from ..screen.theme import C, LOGICAL_SIZE
from ..ui import ScrollList, ScrollView
from ..guide import COURSES, has_guide, start_guided_game, start_lesson
from ..ui import Button
from .common import PageScene
from .rules_document import DOC_BG, RulesDocument

W, H = LOGICAL_SIZE
GAMES_RECT = pygame.Rect(36, 116, 300, 4 * 58 - 8)
SECTIONS_RECT = pygame.Rect(36, GAMES_RECT.bottom + 46, 300, H - GAMES_RECT.bottom - 46 - 28)
DOC_PANEL = pygame.Rect(360, 104, W - 360 - 32, H - 104 - 24)
DOC_RECT = DOC_PANEL.inflate(-48, -36)
TEXT_W = DOC_RECT.width - 40


def rules_document(game_id: str) -> RulesDocument:
    """A game's whole rules text laid out for the reader's page (drawn a page at
    a time as it is read). Not kept: the reader holds it while it shows it."""
    return RulesDocument(DOC_RECT.width, TEXT_W, DOC_RECT.height, game_id)


@register_scene
class RulesScene(PageScene):
    name = "rules"
    title = N_("Rules")
    subtitle = N_("Each game's rules in our own words, with our rulings where the rulebook is silent")

    def __init__(self, app, game_id: str | None = None, section: str | None = None) -> None:
        super().__init__(app)
        self.games = list(registry.GAME_IDS)
        if game_id not in self.games:
            avail = registry.available()
            game_id = avail[0].id if avail else self.games[0]
        self.game_id = game_id
        self.game_list = self.ui.add(ScrollList(GAMES_RECT, self.games, 50, self.draw_game_row,
                                                on_select=self.pick, gap=8))
        self.game_list.select(self.games.index(game_id), notify=False)
        self.section_list = self.ui.add(ScrollList(SECTIONS_RECT, [], 34, self.draw_section_row,
                                                   on_select=self.jump, gap=4))
        self.doc = self.ui.add(ScrollView(DOC_RECT))
        #: (section, offset) while the page scrolls to a picked section: the list
        #: keeps that section marked instead of those the page passes on its way
        self._jump: tuple[int, float] | None = None
        self.learn_button = self.ui.add(Button((W - 230, 36, 196, 46), _("Learn to play"), self.learn,
                                               style="primary", font_size=19,
                                               tooltip=_("A short guided game of this game, each step explained")))
        #: "Try it": the lesson of Learn to play that teaches the section being read
        self.try_button = self.ui.add(Button((W - 230 - 16 - 196, 36, 196, 46), _("Try it"), self.try_it,
                                             style="secondary", font_size=17,
                                             tooltip=_("Play the lesson that teaches this section")))
        self.try_button.visible = False
        self.pick(self.games.index(game_id))
        if section is not None:
            self.jump_to(section)
        self.ui.set_focus(self.doc)

    def remake(self) -> "RulesScene":
        """The reader again in the language now in use, on the game it shows."""
        return type(self)(self.app, self.game_id)

    def learn(self) -> None:
        """Starts the guided first game of the game shown."""
        start_guided_game(self.app, self.game_id)

    def section_lesson(self, index: int | None) -> int | None:
        """The number of the lesson that teaches section `index` of the game shown, or None."""
        if index is None or not 0 <= index < len(self.marks):
            return None
        heading = self.marks[index][0]
        for number, lesson in enumerate(COURSES.get(self.game_id, ())):
            if any(_(s) == heading for s in lesson.sections):
                return number
        return None

    def jump_to(self, section: str) -> None:
        """Scrolls to the section of these English words (a lesson's link to it)."""
        for i, (heading, __) in enumerate(self.marks):
            if heading == _(section):
                self.section_list.select(i, notify=False)
                self.doc.scroll_to(self.marks[i][1] - 4, smooth=False)     # the page opens on it
                self._show_try(i)
                return

    def _show_try(self, index: int | None) -> None:
        number = self.section_lesson(index)
        self.try_button.visible = number is not None
        if number is not None:
            self.try_button.label = _("Try it: lesson {n}").format(n=number + 1)

    def try_it(self) -> None:
        """Opens the lesson that teaches the section being read."""
        number = self.section_lesson(self.section_list.selected)
        if number is not None:
            start_lesson(self.app, self.game_id, number)

    def pick(self, index: int) -> None:
        if self.games[index] == self.game_id and self.doc.content is not None:
            return          # the game already shown: keep its place on the page
        self.game_id = self.games[index]
        self.learn_button.visible = has_guide(self.game_id)
        # let go of the game shown before its successor is laid out, so two
        # documents are never held at once
        self.doc.content = None
        document = rules_document(self.game_id)
        self.marks = document.marks
        self.doc.set_content(document)
        self.section_list.set_items([m[0] for m in self.marks])
        self.section_list.selected = None
        self.section_list.scroll_to(0, smooth=False)
        self._jump = None

    def exit(self) -> None:
        """Closed: the document goes now, not whenever the garbage collector
        breaks the scene's cycles (its lists call back into it)."""
        super().exit()
        self.doc.content = None

    def jump(self, index: int) -> None:
        if 0 <= index < len(self.marks):
            self.doc.scroll_to(self.marks[index][1] - 4)
            self._jump = (index, self.doc.target)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._jump is not None and (self.doc.target != self._jump[1] or self.doc.offset == self._jump[1]):
            self._jump = None       # arrived, or the reader scrolled elsewhere meanwhile
        # keep the section list in step with where the reader is
        if self.marks and not self.section_list.pressed and self._jump is None:
            cur = 0
            for i, (__, y) in enumerate(self.marks):
                if y <= self.doc.offset + 40:
                    cur = i
            if cur != self.section_list.selected:
                # scrolls the list too, so the section being read is always in sight
                self.section_list.select(cur, notify=False)
        self._show_try(self.section_list.selected)

    def draw_game_row(self, surf: pygame.Surface, r: pygame.Rect, game_id: str, selected: bool,
                      hovered: bool) -> None:
        error = registry.load_error(game_id)
        name = _(registry.DISPLAY_NAMES.get(game_id, game_id))
        if selected:
            surf.blit(gfx.rounded_rect(r.size, 10, ((252, 216, 122), (232, 166, 70)), (140, 88, 30), 2), r.topleft)
            fg = C.INK
        else:
            fill = (40, 88, 126) if hovered else (22, 62, 98)
            surf.blit(gfx.rounded_rect(r.size, 10, fill, (70, 120, 150), 1), r.topleft)
            fg = C.TEXT
        thumb = tile_thumb(game_id, (64, 40))
        surf.blit(thumb, (r.left + 6, r.top + 5))
        words, size = theme.shrunk(name, 18, r.width - 90, "heading", 13)
        img = theme.text(words, size, fg, "heading")
        surf.blit(img, img.get_rect(midleft=(r.left + 80, r.top + (16 if error else 25))))
        if error:
            surf.blit(theme.text(_("could not be loaded"), 12, C.DANGER_TEXT if selected else C.WARNING, "italic"),
                      (r.left + 80, r.top + 29))

    def draw_section_row(self, surf: pygame.Surface, r: pygame.Rect, heading: str, selected: bool,
                         hovered: bool) -> None:
        # only the section being read stands out; the pointer just lights a heading's words
        if selected:
            surf.blit(gfx.rounded_rect(r.size, 8, (44, 92, 130)), r.topleft)
            pygame.draw.rect(surf, C.GOLD, (r.left, r.top + 6, 4, r.height - 12), border_radius=2)
        fg = C.TEXT if selected or hovered else C.TEXT_DIM
        room = r.width - 30
        words, size = theme.shrunk(heading, 16, room, "semibold", 13)
        if theme.font(size, "semibold").size(words)[0] <= room and not words.endswith("…"):
            img = theme.text(words, size, fg, "semibold")
            surf.blit(img, img.get_rect(midleft=(r.left + 14, r.centery)))
            return
        # a longer language's heading: on two lines of the row rather than losing its end
        lines = theme.wrap(heading, 13, room, "semibold")
        lines = lines[:1] + (theme.fit(" ".join(lines[1:]), 13, room, "semibold"),)
        lh = theme.line_height(13, "semibold", 1.0)
        for i, line in enumerate(lines):
            img = theme.text(line, 13, fg, "semibold")
            surf.blit(img, img.get_rect(midleft=(r.left + 14, r.centery + (2 * i - 1) * lh // 2)))

    def paint_static(self, surf: pygame.Surface) -> None:
        super().paint_static(surf)
        gfx.panel(surf, DOC_PANEL, fill=DOC_BG, radius=18, alpha=255)
        surf.blit(theme.text(_("Sections"), 18, C.SAND, "heading"), (SECTIONS_RECT.left + 4, SECTIONS_RECT.top - 30))
