"""New game: for the chosen game, the number of players it allows, per seat a
name, human or computer, the computer's level and a seat colour, and the game's
own options (drawn from INFO.options / INFO.visible_options): an option that
belongs to one seat (Option.seat) sits in that seat's row, the game-wide ones in
the options panel. Start stays disabled, with every reason shown, while the
set-up cannot start a game."""
from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from rules.core import registry
from rules.core.i18n import N_, _, ngettext
from rules.core.registry import GameInfo, Option

from ..screen import gfx, theme
from ..storage import new_game_memory, save_limits
from ..storage.file_checks import FileChecks
from ..names import AI_NAMES
from ..storage.saves import data_dir
from ..scene import register_scene
from ..session import GameSession, SeatConfig
from ..screen.theme import C, LOGICAL_SIZE, SEAT_COLOURS
from ..ui import Button, ChoicePicker, Slider, TextInput, Toggle
from .common import PageScene
from .seat_columns import BADGE_X, KINDS, LEVELS, kind_cycles, panels, seat_row, translated

W, H = LOGICAL_SIZE
ROW_H = 60
MAX_NAME = save_limits.MAX_NAME    # what a save may hold is what can be typed here


def default_seats(n: int) -> list[dict]:
    seats = []
    for i in range(n):
        if i == 0:
            seats.append({"name": _("Player {n}").format(n=1), "kind": "human", "level": "normal", "colour": 0})
        else:
            seats.append({"name": AI_NAMES[(i - 1) % len(AI_NAMES)], "kind": "ai", "level": "normal",
                          "colour": i % len(SEAT_COLOURS)})
    return seats


def seat_problems(seats: list[dict]) -> list[str]:
    """Why these seats cannot start a game, in words (empty when they can)."""
    out = []
    for i, s in enumerate(seats):
        if not s["name"].strip():
            out.append(_("Seat {n} needs a name").format(n=i + 1))
    seen: dict[str, int] = {}
    for i, s in enumerate(seats):
        key = s["name"].strip().casefold()
        if key and key in seen:
            out.append(_("Two players are called {name}: give each a different name").format(name=s["name"].strip()))
            break
        seen[key] = i
    taken: dict[int, int] = {}
    for i, s in enumerate(seats):
        if s["colour"] in taken:
            out.append(_("{colour} is chosen twice: give each seat its own colour").format(
                colour=_(SEAT_COLOURS[s["colour"]].name)))
            break
        taken[s["colour"]] = i
    return out


def with_found_files(info: GameInfo) -> GameInfo:
    """The game with the files a player put in the app's data folder added to the
    options that take them (Survive the Island: islands made in Tiled, in maps/)."""
    if not any(o.files_from for o in info.options):
        return info
    return dataclasses.replace(info, options=tuple(o.with_files(data_dir() / o.files_from) if o.files_from else o
                                                   for o in info.options))


@register_scene
class NewGameScene(PageScene):
    """A change of language makes it again: what was chosen is remembered first (new_game_memory)."""
    name = "new-game"
    title = N_("New game")

    def __init__(self, app, game: str | GameInfo) -> None:
        self.info = with_found_files(game if isinstance(game, GameInfo) else registry.get(game))
        self.subtitle = _("{game} — {tagline}").format(game=_(self.info.name), tagline=_(self.info.tagline))
        super().__init__(app)
        self.players, self.seats, self.options = new_game_memory.remembered(self.info, *self.defaults())
        self.problems: list[str] = []
        #: the islands a player dropped in are checked off the frame thread
        self.file_checks = FileChecks(self.info)
        self.table_problem = self._check_table()
        self.seat_widgets: list[dict[str, Any]] = []
        self.option_widgets: dict[str, Any] = {}
        self.seats_panel, self.options_panel = panels(self.info.options)
        self.rebuild()

    def remake(self) -> "NewGameScene | None":
        """The page again in the language now in use, with the choices made so far."""
        fresh = super().remake()
        if fresh is not None:
            fresh.players, fresh.seats, fresh.options = self.players, self.seats, self.options
            fresh.rebuild()
        return fresh

    def defaults(self) -> tuple[int, list[dict], dict[str, Any]]:
        """The first choices: two players (or what the game allows), a person and computers, default options."""
        players = max(self.info.min_players, min(self.info.max_players, 2 if self.info.max_players >= 2
                                                 else self.info.min_players))
        return players, default_seats(self.info.max_players), {o.key: o.default for o in self.info.options}

    def reset_to_defaults(self) -> None:
        self.players, self.seats, self.options = self.defaults()
        self.rebuild()

    def _check_table(self) -> str | None:
        if self.info.table_scene is None:
            return _("The {game} table is still being built").format(game=_(self.info.name))
        try:
            if self.info.load_table_scene() is None:
                return _("{game} has no table yet").format(game=_(self.info.name))
        except Exception as exc:  # a table that fails to import must not crash the set-up
            return _("The {game} table could not be loaded ({reason})").format(
                game=_(self.info.name), reason=f"{type(exc).__name__}: {exc}")
        return None

    # -- building the widgets -------------------------------------------------------------
    def rebuild(self) -> None:
        focus_key = getattr(self.ui.focus, "key", None)
        self.ui.clear()
        self.ui.add(self.back_button)
        self.reset_button = self.ui.add(Button((W - 236, 40, 200, 40), _("Reset to defaults"), self.reset_to_defaults,
                                               style="secondary", font_size=16,
                                               tooltip=_("Back to the game's first choices: players, seats, options")))
        self.reset_button.key = "reset"
        self.seat_widgets = []
        self.option_widgets = {}
        p = self.seats_panel
        counts = [(n, str(n)) for n in range(self.info.min_players, self.info.max_players + 1)]
        self.count_picker = self.ui.add(ChoicePicker((p.left + 170, p.top + 18, 56 * len(counts), 44), counts,
                                                     self.players, self.set_players, font_size=19,
                                                     tooltip=_("How many players")))
        self.count_picker.key = "count"
        top = p.top + 112
        visible = self.info.visible_options(self.chosen_options())
        self.row_layout = seat_row(p.width, visible)
        where = {c.key: pygame.Rect(p.left + c.x, 0, c.width, 46) for c in self.row_layout.columns}
        size = self.row_layout.font_size
        for i in range(self.players):
            seat = self.seats[i]
            y = top + i * ROW_H
            row: dict[str, Any] = {}
            name = TextInput(where["name"].move(0, y), seat["name"],
                             lambda text, i=i: self.set_seat(i, "name", text), max_len=MAX_NAME,
                             placeholder=_("Seat {n} name").format(n=i + 1))
            kind = ChoicePicker(where["kind"].move(0, y), translated(KINDS), seat["kind"],
                                lambda v, i=i: self.set_seat(i, "kind", v), font_size=size,
                                look="cycle" if kind_cycles(visible) else "segments")
            level = ChoicePicker(where["level"].move(0, y), translated(LEVELS), seat["level"],
                                 lambda v, i=i: self.set_seat(i, "level", v), font_size=size)
            level.visible = seat["kind"] == "ai"        # a person's seat has no computer level
            colour = ChoicePicker(where["colour"].move(0, y),
                                  [(k, _(sc.name)) for k, sc in enumerate(SEAT_COLOURS)], seat["colour"],
                                  lambda v, i=i: self.set_seat(i, "colour", v), look="cycle", font_size=size,
                                  tooltip=_("Seat colour (each has its own shape and letter too)"))
            for key, w in (("name", name), ("kind", kind), ("level", level), ("colour", colour)):
                w.key = f"seat{i}.{key}"
                row[key] = self.ui.add(w)
            for opt in visible:
                if opt.seat == i + 1:
                    w = self._option_widget(opt, where[_(opt.column or opt.label)].move(0, y), in_row=size)
                    w.key = f"option.{opt.key}"
                    w.tooltip = (_("{option}. {help}").format(option=_(opt.label), help=_(opt.help)) if opt.help
                                 else _(opt.label))
                    row[opt.key] = self.option_widgets[opt.key] = self.ui.add(w)
            self.seat_widgets.append(row)
        self._build_options([o for o in visible if not o.seat])
        self.start_button = self.ui.add(Button((W - 300, H - 96, 264, 62), _("Start game"), self.start,
                                               style="primary", font_size=24))
        self.start_button.key = "start"
        self.validate()
        if focus_key is not None:
            for w in self.ui.widgets:
                if getattr(w, "key", None) == focus_key:
                    self.ui.set_focus(w)
        self.invalidate()

    def _help_lines(self, opt: Option) -> tuple[str, ...]:
        if not opt.help:
            return ()
        return theme.wrap(_(opt.help), 14, self.options_panel.width - 40, "italic")[:3]

    #: (switch height, label line, control height, gap): roomy, and tight for long lists
    SPACING = {False: (36, 26, 44, 6), True: (32, 24, 40, 2)}

    def _option_height(self, opt: Option, with_help: bool, tight: bool = False) -> int:
        """A switch sits on its label's line; other options put the control
        under the label. Help text goes under it when there is room."""
        switch, label, control, gap = self.SPACING[tight]
        h = switch if opt.kind == "bool" else label + control
        if with_help and opt.help:
            h += 6 + len(self._help_lines(opt)) * theme.line_height(14, "italic", 1.1)
        return h + (14 if with_help else gap)

    def _build_options(self, visible: list[Option]) -> None:
        """The game-wide options, down the options panel."""
        p = self.options_panel
        room = p.bottom - 16 - (p.top + 64)
        #: help under each option when it all fits; otherwise help is the tooltip
        self.show_help = sum(self._option_height(o, True) for o in visible) <= room
        #: a long list of options packs tighter rather than run off the panel
        self.tight = not self.show_help and sum(self._option_height(o, False) for o in visible) > room
        switch, label, control, __ = self.SPACING[self.tight]
        self.label_line = label
        y = p.top + 64
        width = p.width - 40
        for opt in visible:
            if opt.kind == "bool":
                rect = pygame.Rect(p.left + 20, y, width, switch)
            else:
                rect = pygame.Rect(p.left + 20, y + label, width, control)   # the label line is in the static layer
            w = self._option_widget(opt, rect)
            w.key = f"option.{opt.key}"
            if not self.show_help and opt.help:
                w.tooltip = _(opt.help)
            self.option_widgets[opt.key] = self.ui.add(w)
            y += self._option_height(opt, self.show_help, self.tight)

    def _option_widget(self, opt: Option, rect: pygame.Rect, in_row: int = 0):
        """The control of one option; in a seat row (`in_row`: the row's font size)
        a compact one: arrows to step through the choices, as wide as seat_row said."""
        value = self.options.get(opt.key, opt.default)

        def change(v, key=opt.key):
            self.set_option(key, v)
        if opt.kind == "bool":
            # the label, a gap, the On/Off word and the switch share one line
            size = 17 if theme.font(17, "semibold").size(_(opt.label))[0] + 110 <= rect.width else 15
            return Toggle(rect, _(opt.label), bool(value), change, font_size=size)
        if opt.kind == "int":
            if opt.max - opt.min <= 12 or in_row:
                choices = [(v, str(v)) for v in range(opt.min, opt.max + 1)]
                look = "segments" if len(choices) <= 5 and not in_row else "cycle"
                return ChoicePicker(rect, choices, value, change, look=look, font_size=in_row or 17)
            return Slider(rect, opt.min, opt.max, value, change, fmt=str)
        choices = translated(opt.choices)
        short = not in_row and len(choices) <= 3 and all(
            theme.font(16, "semibold").size(label)[0] < rect.width / len(choices) - 14 for __, label in choices)
        return ChoicePicker(rect, choices, value, change, look="segments" if short else "cycle",
                            font_size=in_row or 16)

    # -- changes ---------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        self.players = n
        self.rebuild()

    def set_seat(self, i: int, key: str, value: Any) -> None:
        self.seats[i][key] = value
        if key == "kind":
            self.seat_widgets[i]["level"].visible = value == "ai"
        if key in ("colour", "kind"):
            self.invalidate()           # the badge, and the note on sharing the screen
        self.validate()

    def set_option(self, key: str, value: Any) -> None:
        before = [o.key for o in self.info.visible_options(self.chosen_options())]
        self.options[key] = value
        after = [o.key for o in self.info.visible_options(self.chosen_options())]
        if before != after:
            self.rebuild()
        else:
            self.validate()

    def chosen_seats(self) -> list[dict]:
        return [dict(s) for s in self.seats[: self.players]]

    def chosen_options(self) -> dict:
        opts = dict(self.options)
        opts["players"] = self.players
        return opts

    def validate(self) -> None:
        seats = self.chosen_seats()
        problems = []
        if self.table_problem:
            problems.append(self.table_problem)
        problems += self.file_checks.problems(self.chosen_options())
        problems += seat_problems(seats)
        self.problems = problems
        names = [s["name"].strip().casefold() for s in seats]
        colours = [s["colour"] for s in seats]
        for i, row in enumerate(self.seat_widgets):
            row["name"].invalid = not names[i] or names.count(names[i]) > 1
        self._clashing = {i for i, c in enumerate(colours) if colours.count(c) > 1}
        if problems:
            self.start_button.set_enabled(False, problems[0])
        else:
            self.start_button.set_enabled(True)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.file_checks.news():        # a file's check came in: Start and the reasons follow it
            self.validate()

    def is_still(self) -> bool:
        return super().is_still() and not self.file_checks.busy()

    def start(self) -> None:
        self.validate()
        if self.problems:
            return
        seats = [SeatConfig(s["name"].strip(), s["kind"], s["level"], s["colour"], network=s["kind"] == "remote")
                 for s in self.chosen_seats()]
        session = GameSession.new(self.info, self.chosen_options(), seats)
        new_game_memory.remember(self.info, self.players, self.seats, self.options)
        if session.remote_seats():          # people over the network: they join in the lobby first
            self.app.stack.replace(self.app.make("lobby", session))
            return
        table_cls = self.info.load_table_scene()
        self.app.stack.replace(table_cls(self.app, session))

    # -- drawing ----------------------------------------------------------------------------
    def paint_static(self, surf: pygame.Surface) -> None:
        super().paint_static(surf)
        p = self.seats_panel
        gfx.panel(surf, p, fill=((22, 64, 100), (12, 40, 70)), radius=18, alpha=240)
        surf.blit(theme.text(_("Players"), 24, C.SAND, "heading"), (p.left + 24, p.top + 24))
        game = _(self.info.name)
        seats = (_("{game} seats {low} to {high} players").format(game=game, low=self.info.min_players,
                                                                   high=self.info.max_players)
                 if self.info.min_players != self.info.max_players else
                 ngettext("{game} seats {n} player", "{game} seats {n} players", self.info.min_players).format(
                     game=game, n=self.info.min_players))
        left = p.left + 176 + 56 * (self.info.max_players - self.info.min_players + 1)
        surf.blit(theme.text(theme.fit(seats, 15, p.right - 16 - left, "italic"), 15, C.TEXT_DIM, "italic"),
                  (left, p.top + 32))
        y = p.top + 84
        for col in self.row_layout.columns:
            surf.blit(theme.text(theme.fit(col.heading, 15, col.width, "bold"), 15, C.TEXT_DIM, "bold"),
                      (p.left + col.x + 2, y))
        tip = self.seats_note()
        tip_rect = pygame.Rect(p.left + 24, p.bottom - 62, p.width - 48, 56)
        pygame.draw.line(surf, (40, 86, 120), (tip_rect.left, tip_rect.top - 10), (tip_rect.right, tip_rect.top - 10))
        theme.draw_wrapped(surf, tip, tip_rect, 15, C.TEXT_DIM, "italic")
        o = self.options_panel
        gfx.panel(surf, o, fill=((22, 64, 100), (12, 40, 70)), radius=18, alpha=240)
        surf.blit(theme.text(_("Options"), 24, C.SAND, "heading"), (o.left + 20, o.top + 24))
        visible = [opt for opt in self.info.visible_options(self.chosen_options()) if not opt.seat]
        if not visible:
            theme.draw_wrapped(surf, _("{game} has no options: it is always played the same way.").format(
                game=_(self.info.name)),
                               pygame.Rect(o.left + 20, o.top + 80, o.width - 40, 100), 16, C.TEXT_DIM, "italic")
        for opt in visible:
            w = self.option_widgets.get(opt.key)
            if w is None:
                continue
            if opt.kind != "bool":      # a switch shows its own label
                surf.blit(theme.text(theme.fit(_(opt.label), 17, o.width - 40, "bold"), 17, C.TEXT, "bold"),
                          (o.left + 20, w.rect.top - self.label_line))
            if opt.help and self.show_help:
                y = w.rect.bottom + 6
                for line in self._help_lines(opt):
                    surf.blit(theme.text(line, 14, C.TEXT_DIM, "italic"), (o.left + 20, y))
                    y += theme.line_height(14, "italic", 1.1)

    def seats_note(self) -> str:
        """The note under the seats: passing the screen only when two or more people sit."""
        people = sum(1 for s in self.chosen_seats() if s["kind"] == "human")
        if any(s["kind"] == "remote" for s in self.chosen_seats()):
            tip = _("Network seats are for friends on other computers: Start opens a lobby with the address "
                    "and the join code they need; each sees only their own hand.")
        elif people >= 2 and self.info.hidden_information:
            tip = _("You share this screen: before each private turn it asks you to pass it, so nobody sees "
                    "another player's secrets.")
        elif people >= 2:
            tip = _("You share this screen and take turns: everything on this table is open to all.")
        elif people == 1:
            tip = _("You play on this screen; the computer players take their turns on their own.")
        else:
            tip = _("Only computer players: you watch the game play itself.")
        if self.info.cooperative:
            tip = _("{note} Everyone plays together, as one team.").format(note=tip)
        return tip

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        p = self.seats_panel
        for i, row in enumerate(self.seat_widgets):
            colour = self.seats[i]["colour"]
            badge = gfx.seat_badge(colour, 40)
            cy = row["name"].rect.centery
            if i in self._clashing:
                surface.blit(gfx.circle(50, C.LAVA, alpha=150), (p.left + BADGE_X - 5, cy - 25))
            surface.blit(badge, badge.get_rect(center=(p.left + BADGE_X + 20, cy)))
        if self.problems:
            x, y = 44, H - 100
            head = theme.text(_("To start:"), 16, C.WARNING, "bold")
            surface.blit(head, (x, y))
            y += 22
            for prob in self.problems[:3]:
                surface.blit(theme.text(theme.fit(f"• {prob}", 16, W - 400, "semibold"), 16, C.TEXT, "semibold"),
                             (x + 4, y))
                y += 22
        else:
            ok = theme.text(_("Ready: press Start game"), 17, (170, 230, 170), "bold")
            surface.blit(ok, ok.get_rect(midright=(W - 320, H - 65)))
