"""Replays: the finished games of the history (newest first) and the saves
of games in progress, each to watch move by move in the replay scene. A
finished game can be deleted from the history (after a confirmation); what
the history's cap removed is said above the list; a file that cannot be read
is listed with the reason (it was set aside by the saves' own reading, never
deleted). Statistics opens from here too."""
from __future__ import annotations

from pathlib import Path

import pygame

from rules.core import registry
from rules.core.i18n import N_, _, ngettext
from rules.core.wording import listed

from ..screen import gfx, theme
from ..storage import saves
from ..history import store as history
from ..history.replay import Replay
from ..scene import register_scene
from ..screen.theme import C, LOGICAL_SIZE
from ..ui import Button, ChoicePicker, ScrollList
from .common import NoticeDialog, PageScene
from .load import (AUTOSAVE_CHIP, FINISHED_CHIP, ask_to_delete, draw_row_face, draw_save_row,
                   draw_unreadable_row)

W, H = LOGICAL_SIZE
LIST_RECT = pygame.Rect(120, 160, W - 240, 430)
ROW_H = 78
SOURCES = (("history", N_("Finished games")), ("saves", N_("Saves")))


@register_scene
class ReplayListScene(PageScene):
    name = "replays"
    title = N_("Replays")
    subtitle = N_("Watch any finished game or any save move by move")

    def __init__(self, app, source: str = "history") -> None:
        super().__init__(app)
        self.source = source
        self.records: list[saves.SaveRecord] = []
        self.problem = ""
        self.note = ""
        self.picker = self.ui.add(ChoicePicker((120, 112, 420, 40), [(key, _(words)) for key, words in SOURCES],
                                                   source, self.show_source))
        self.list = self.ui.add(ScrollList(LIST_RECT, [], ROW_H, self.draw_row, on_select=lambda i: self._sync(),
                                           on_activate=lambda i: self.watch_selected()))
        y = LIST_RECT.bottom + 34
        self.stats_button = self.ui.add(Button((W // 2 - 360, y, 220, 58), _("Statistics"),
                                               lambda: self.app.open("stats"), font_size=22))
        self.delete_button = self.ui.add(Button((W // 2 - 110, y, 220, 58), _("Delete…"), self.delete_selected,
                                                style="danger", font_size=22, show_reason="below"))
        self.watch_button = self.ui.add(Button((W // 2 + 140, y, 220, 58), _("Watch"), self.watch_selected,
                                               style="primary", font_size=22, show_reason="below"))
        self.refresh()
        self.ui.set_focus(self.list)

    def show_source(self, source: str) -> None:
        self.source = source
        self.refresh()

    def refresh(self) -> None:
        try:
            if self.source == "history":
                self.records = history.list_entries()
                dropped = history.dropped_note()
                self.note = dropped.words() if dropped else ngettext(
                    "The history keeps the newest {n} finished game.",
                    "The history keeps the newest {n} finished games.", history.CAP).format(n=history.CAP)
            else:
                self.records = saves.list_saves()
                self.note = _("A game in progress shows only what everyone at the table may see.")
            self.problem = ""
        except OSError as exc:
            self.records = []
            self.problem = _("The folder cannot be read ({reason})").format(reason=exc.strerror or exc)
        self.list.set_items(self.records)
        self._sync()

    @property
    def selected(self) -> saves.SaveRecord | None:
        i = self.list.selected
        return self.records[i] if i is not None and 0 <= i < len(self.records) else None

    def _sync(self) -> None:
        rec = self.selected
        history_view = self.source == "history"
        self.delete_button.visible = history_view
        if rec is None:
            self.watch_button.set_enabled(False, _("Choose a game"))
            self.delete_button.set_enabled(False, _("Choose a game"))
            return
        self.delete_button.set_enabled(True)
        if not rec.ok:
            self.watch_button.set_enabled(False, _("This file cannot be read: {reason}").format(reason=rec.problem))
            return
        try:
            info = registry.get(rec.game_id)
        except KeyError as exc:
            self.watch_button.set_enabled(False, _("{game} cannot be replayed here ({reason})").format(
                game=_(rec.game_name), reason=exc.args[0]))
            return
        self.watch_button.set_enabled(info.playable, _("The {game} table cannot be opened").format(game=_(info.name)))

    def watch_selected(self) -> None:
        rec = self.selected
        if rec is None or not rec.ok:
            return
        watch(self.app, rec.path, on_fail=self.refresh)

    def delete_selected(self) -> None:
        rec = self.selected
        if rec is None or self.source != "history":
            return
        ask_to_delete(self, rec, _("Delete this replay?"),
                      _("the replay of {game}").format(game=history.describe(rec)) if rec.ok else
                      _("the unreadable file {file}").format(file=rec.path.name), history.delete_entry,
                      _("Its statistics are kept."))

    # -- drawing -----------------------------------------------------------------------------------
    def draw_row(self, surf: pygame.Surface, r: pygame.Rect, rec: saves.SaveRecord, selected: bool,
                 hovered: bool) -> None:
        draw_row_face(surf, r, selected, hovered)
        if not rec.ok:
            draw_unreadable_row(surf, r, rec, _("Set aside in its folder's unreadable folder — nothing was deleted"))
            return
        players = listed(rec.players)
        if self.source == "history":
            draw_save_row(surf, r, rec, _(rec.game_name), [], players)
        else:
            chip = (_("Finished"), FINISHED_CHIP) if rec.over else (_("In progress"), AUTOSAVE_CHIP)
            draw_save_row(surf, r, rec, rec.title, [chip],
                          _("{game} · {players}").format(game=_(rec.game_name), players=players))

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        if self.note:
            img = theme.text(theme.fit(self.note, 15, W - 600, "italic"), 15, C.TEXT_DIM, "italic")
            surface.blit(img, img.get_rect(midleft=(560, 132)))
        if not self.records:
            box = LIST_RECT.inflate(-200, -240)
            gfx.panel(surface, box, radius=16, alpha=220)
            head = _("No finished games yet") if self.source == "history" else _("No saved games yet")
            t = theme.text(theme.fit(head, 26, box.width - 20, "heading"), 26, C.SAND, "heading")
            surface.blit(t, t.get_rect(midtop=(box.centerx, box.top + 30)))
            words = (_("Every game played to its end is kept here, to watch again move by move.")
                     if self.source == "history" else _("Games in progress are saved after every move."))
            theme.draw_wrapped(surface, words, pygame.Rect(box.left + 40, box.top + 80, box.width - 80, 80),
                               17, C.TEXT_DIM, align="center")
        if self.problem:
            img = theme.text(self.problem, 16, C.WARNING, "semibold")
            surface.blit(img, img.get_rect(midtop=(W // 2, LIST_RECT.bottom + 6)))


def watch(app, path: Path | str, on_fail=None) -> bool:
    """Opens the replay of a history entry or a save. One that cannot be read
    is explained (the saves' reading set it aside)."""
    try:
        saved = saves.load_save(path)
        replay = Replay.from_saved(saved)
    except (saves.SaveError, KeyError) as exc:
        why = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
        app.stack.push(NoticeDialog(app, _("This game cannot be replayed"),
                                    _("{reason}. A damaged file was moved into its folder's unreadable folder; "
                                      "nothing was deleted.").format(reason=theme.sentence(why)), on_close=on_fail))
        return False
    app.open("replay", replay)
    return True
