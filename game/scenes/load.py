"""Load: every save, games in progress before finished ones and each newest
first (game, players, turn, date; autosaves and finished games marked),
and every unreadable file with the reason it cannot be read (such files are set
aside into saves/unreadable by the save module, never deleted). Load resumes
the game at its table; Delete asks first."""
from __future__ import annotations

from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path
from typing import Callable

import pygame

from rules.core import registry
from rules.core.i18n import N_, _
from rules.core.wording import listed

from ..screen import gfx, theme
from .. import language
from ..storage import saves
from ..art.title_tiles import tile_thumb
from ..storage.crash_log import write_crash_log
from ..scene import register_scene
from ..session import GameSession
from ..screen.theme import C, LOGICAL_SIZE
from ..ui import Button, ScrollList
from .common import ConfirmDialog, NoticeDialog, PageScene

W, H = LOGICAL_SIZE
LIST_RECT = pygame.Rect(120, 118, W - 240, 470)
ROW_H = 78


def when(dt: datetime | None) -> str:
    if dt is None:
        return ""
    local = dt.astimezone()
    now = datetime.now(timezone.utc).astimezone()
    if local.date() == now.date():
        return _("Today {hour:02d}:{minute:02d}").format(hour=local.hour, minute=local.minute)
    if (now.date() - local.date()).days == 1:
        return _("Yesterday {hour:02d}:{minute:02d}").format(hour=local.hour, minute=local.minute)
    return language.day_and_time(local)


def resume_save(app, path: Path | str, on_fail: Callable[[], None] | None = None,
                on_broken: Callable[[str], None] | None = None) -> bool:
    """Loads a save and opens its game's table over the title. A save that
    cannot be used is explained (and was set aside by the save module): by
    `on_broken(why)` when given (Continue), else by a notice. A save that
    loaded without its cut-off last move says so on the table."""
    try:
        saved = saves.load_save(path)
        session = GameSession.from_save(saved)
    except saves.SaveError as exc:
        return _cannot_open(app, Path(path), str(exc), on_fail, on_broken)
    try:
        table_cls = session.info.load_table_scene()
    except Exception as exc:   # a table that fails to import: say so, keep the save
        table_cls = None
        why = _("its table could not be loaded ({reason})").format(reason=f"{type(exc).__name__}: {exc}")
    else:
        why = _("its table is still being built")
    if table_cls is None:
        app.stack.push(NoticeDialog(app, _("Not playable yet"),
                                    _("This is a game of {game}, but {reason}. The save is kept.").format(
                                        game=_(session.info.name), reason=why), on_close=on_fail))
        return False
    app.go_to_title()
    if any(s.network for s in session.seats):     # a network game: its people rejoin in the lobby first
        for s in session.seats:
            if s.network and s.is_ai:
                s.kind = "remote"
        app.stack.push(app.make("lobby", session))
        return True
    try:
        table = table_cls(app, session)
    except Exception as exc:   # its table cannot be built (an island's picture...): set aside, never retried
        write_crash_log(exc, ["TitleScene", table_cls.__name__])
        try:
            session.flush()
        except Exception:      # a failing disk must not hide the reason
            pass
        return _cannot_open(app, Path(path), _("its table could not be built ({reason})").format(
            reason=f"{type(exc).__name__}: {str(exc)[:200]}"), on_fail, on_broken)
    app.stack.push(table)
    if saved.note:
        table.say(theme.sentence(_(saved.note)) + ".", 8.0)
    return True


def _cannot_open(app, path: Path, why: str, on_fail, on_broken) -> bool:
    """A save that cannot be opened is set aside with the reason (so Continue
    never tries it again), and the player is told once."""
    if path.exists() and path.parent.name != saves.UNREADABLE:
        try:   # load_save sets aside what it refuses; this covers the session's and the table's own
            saves.set_aside(path, why)
        except OSError:
            pass
    if on_broken is not None:
        if on_fail is not None:
            on_fail()
        on_broken(why, not path.exists())
        return False
    app.stack.push(NoticeDialog(app, _("This save cannot be loaded"),
                                _("{reason}. The file was moved into the saves/unreadable folder; "
                                  "nothing was deleted.").format(reason=theme.sentence(why)), on_close=on_fail))
    return False


@register_scene
class LoadScene(PageScene):
    name = "load"
    title = N_("Load a game")
    subtitle = N_("Games are saved after every move; named saves come from Save as… in a game's menu")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.records: list[saves.SaveRecord] = []
        self.problem = ""
        self.list = self.ui.add(ScrollList(LIST_RECT, [], ROW_H, self.draw_row, on_select=lambda i: self._sync(),
                                           on_activate=lambda i: self.load_selected()))
        y = LIST_RECT.bottom + 30
        self.load_button = self.ui.add(Button((W // 2 + 10, y, 220, 58), _("Load"), self.load_selected,
                                              style="primary", font_size=22, show_reason="below"))
        self.delete_button = self.ui.add(Button((W // 2 - 230, y, 220, 58), _("Delete…"), self.delete_selected,
                                                style="danger", font_size=22))
        self.refresh()
        self.ui.set_focus(self.list)

    def refresh(self) -> None:
        try:
            # games one can play on first, finished ones (kept for their result) after
            self.records = sorted(saves.list_saves(), key=lambda rec: bool(rec.ok and rec.over))
            why = saves.folder_problem() if not self.records else None
            self.problem = _("The saves folder cannot be read ({reason})").format(reason=why) if why else ""
        except OSError as exc:
            self.records = []
            self.problem = _("The saves folder cannot be read ({reason})").format(reason=exc.strerror or exc)
        self.list.set_items(self.records)
        self._sync()

    @property
    def selected(self) -> saves.SaveRecord | None:
        i = self.list.selected
        return self.records[i] if i is not None and 0 <= i < len(self.records) else None

    def _sync(self) -> None:
        rec = self.selected
        if rec is None:
            self.load_button.set_enabled(False, _("Choose a save"))
            self.delete_button.set_enabled(False, _("Choose a save"))
            return
        self.delete_button.set_enabled(True)
        if not rec.ok:
            self.load_button.set_enabled(False, _("This file cannot be read: {reason}").format(reason=rec.problem))
            return
        try:
            info = registry.get(rec.game_id)
        except KeyError as exc:
            self.load_button.set_enabled(False, _("{game} cannot be loaded here ({reason})").format(
                game=_(rec.game_name), reason=exc.args[0]))
            return
        if not info.playable:
            self.load_button.set_enabled(False, _("The {game} table is still being built; the save is kept").format(
                game=_(info.name)))
        else:
            self.load_button.set_enabled(True)

    def load_selected(self) -> None:
        rec = self.selected
        if rec is None or not rec.ok:
            return
        resume_save(self.app, rec.path, on_fail=self.refresh)

    def delete_selected(self) -> None:
        rec = self.selected
        if rec is None:
            return
        ask_to_delete(self, rec, _("Delete this save?"), _("“{name}”").format(name=rec.title) if rec.ok else
                      _("the unreadable file {file}").format(file=rec.path.name), saves.delete_save)

    # -- drawing -----------------------------------------------------------------------------
    def draw_row(self, surf: pygame.Surface, r: pygame.Rect, rec: saves.SaveRecord, selected: bool,
                 hovered: bool) -> None:
        draw_row_face(surf, r, selected, hovered)
        if not rec.ok:
            draw_unreadable_row(surf, r, rec, _("Set aside in saves/unreadable — nothing was deleted")
                                if rec.path.parent.name == saves.UNREADABLE else
                                _("Left where it is (the saves folder cannot be written) — nothing was deleted"))
            return
        chips = ([(_("Autosave"), AUTOSAVE_CHIP)] if rec.autosave else []) + ([(_("Finished"), FINISHED_CHIP)]
                                                                            if rec.over else [])
        draw_save_row(surf, r, rec, rec.title, chips,
                      _("{game} · {players}").format(game=_(rec.game_name), players=listed(rec.players)))

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        if not self.records:
            box = LIST_RECT.inflate(-200, -260)
            gfx.panel(surface, box, radius=16, alpha=220)
            if self.problem:      # the reason first, in large type: the games may well be there
                head, words = self.problem, _("Nothing was deleted: once the folder can be read again, your games "
                                              "show here.")
            else:
                head, words = _("No saved games yet"), _("Every game you play is saved after each move, so it shows "
                                                         "up here and under Continue on the title.")
            size = theme.fit_size(head, 26, box.width - 20, "heading", smallest=20)
            t = theme.text(theme.fit(head, size, box.width - 20, "heading"), size, C.WARNING if self.problem else C.SAND,
                           "heading")
            surface.blit(t, t.get_rect(midtop=(box.centerx, box.top + 30)))
            theme.draw_wrapped(surface, words, pygame.Rect(box.left + 40, box.top + 80, box.width - 80, 80),
                               17, C.TEXT_DIM, align="center")
            return
        if self.problem:
            img = theme.text(self.problem, 16, C.WARNING, "semibold")
            surface.blit(img, img.get_rect(midtop=(W // 2, LIST_RECT.bottom + 6)))


#: the colours of a row's chips
AUTOSAVE_CHIP = (64, 150, 96)
FINISHED_CHIP = (120, 110, 96)


def draw_row_face(surf: pygame.Surface, r: pygame.Rect, selected: bool, hovered: bool) -> None:
    """A list row's card: gold-edged when selected, lighter under the pointer
    (the Load list and the replay list share it)."""
    if selected:
        fill, edge = ((60, 110, 150), (36, 80, 118)), C.GOLD
    elif hovered:
        fill, edge = ((40, 88, 126), (26, 64, 100)), (120, 170, 200)
    else:
        fill, edge = ((26, 70, 108), (16, 50, 84)), (60, 110, 146)
    surf.blit(gfx.rounded_rect(r.size, 12, fill, edge, 2), r.topleft)


def ask_to_delete(page, rec: saves.SaveRecord, title: str, what: str, delete: Callable[[Path], None],
                  kept: str = "") -> None:
    """Delete… on a list page (Load, Replays): asks first, saying `what` goes
    and what is `kept`; then deletes the file and lists the page again, or says
    on the page why the file could not be removed."""
    def confirmed() -> None:
        try:
            delete(rec.path)
        except OSError as exc:
            page.problem = _("Could not delete {file}: {reason}").format(file=rec.path.name,
                                                                         reason=exc.strerror or exc)
        page.refresh()
    message = _("{what} will be removed for good. {kept}This cannot be undone.").format(
        what=theme.sentence(what), kept=f"{kept} " if kept else "")
    page.app.stack.push(ConfirmDialog(page.app, title, message, _("Delete"), confirmed))


def draw_save_row(surf: pygame.Surface, r: pygame.Rect, rec: saves.SaveRecord, title: str,
                  chips: list[tuple[str, tuple[int, int, int]]], line: str) -> None:
    """A readable save's row (the Load list and the replay list share it): its
    game's picture, `title` with its `chips` after it, `line` under it (the
    players), and its turn and date on the right."""
    thumb = tile_thumb(rec.game_id, (96, 61))
    surf.blit(thumb, (r.left + 10, r.top + (r.height - thumb.get_height()) // 2))
    x = r.left + 10 + thumb.get_width() + 16
    label = theme.text(theme.fit(title, 21, 520, "heading"), 21, C.TEXT, "heading")
    surf.blit(label, (x, r.top + 10))
    cx = x + label.get_width() + 12
    for words, colour in chips:
        chip = _chip(words, colour)
        surf.blit(chip, (cx, r.top + 13))
        cx += chip.get_width() + 8
    surf.blit(theme.text(theme.fit(line, 16, 560, "body"), 16, C.TEXT_DIM), (x, r.top + 44))
    # the turn takes the room the title and its chips leave, shrinking a little before it is cut
    room = max(300, r.right - 20 - (cx + 16))
    words, size = theme.shrunk(rec.turn_text, 17, room, "bold", smallest=14)
    t = theme.text(words, size, C.SAND, "bold")
    surf.blit(t, t.get_rect(topright=(r.right - 20, r.top + 14 + (17 - size) // 2)))
    d = theme.text(when(rec.updated), 15, C.TEXT_DIM)
    surf.blit(d, d.get_rect(topright=(r.right - 20, r.top + 44)))


def draw_unreadable_row(surf: pygame.Surface, r: pygame.Rect, rec: saves.SaveRecord, where: str) -> None:
    """The row of a file that cannot be read: a warning, its name, why, and
    `where` it now is (never deleted)."""
    warn = _warning_icon()
    surf.blit(warn, (r.left + 40, r.top + (r.height - warn.get_height()) // 2))
    x = r.left + 136
    surf.blit(theme.text(theme.fit(_("Unreadable: {file}").format(file=rec.path.name), 19, 700, "heading"), 19, C.WARNING,
                         "heading"), (x, r.top + 10))
    why = theme.sentence(rec.problem or _("it cannot be read"))
    surf.blit(theme.text(theme.fit(why, 15, r.width - 160, "body"), 15, C.TEXT), (x, r.top + 36))
    surf.blit(theme.text(theme.fit(where, 13, r.width - 160, "italic"), 13, C.TEXT_DIM, "italic"), (x, r.top + 56))


def _chip(text: str, colour) -> pygame.Surface:
    img = theme.text(text, 12, (255, 255, 255), "bold")
    out = gfx.rounded_rect((img.get_width() + 16, 20), 10, colour).copy()
    out.blit(img, img.get_rect(center=(out.get_width() // 2, 10)))
    return out


@lru_cache(maxsize=1)
def _warning_icon() -> pygame.Surface:
    t = pygame.Surface((48, 44), pygame.SRCALPHA)
    t.blit(gfx.polygon_surface(((24, 2), (46, 42), (2, 42)), (48, 44), (236, 120, 60), (120, 50, 20), 2), (0, 0))
    mark = theme.text("!", 26, (255, 255, 255), "heading")
    t.blit(mark, mark.get_rect(center=(24, 28)))
    return t
